import type { CitaListado } from '@clinica/api-client';
import { mensajeInformeFuturo, sePuedeCumplir } from '@clinica/api-client/reglas';
import { esInformeSuyo, motivoParaNoInformar } from '../buscar-cita/machine';
import { comoFallo, mensajeDeFallo } from '../errores/fallos';
import type { CitaAInformar } from './machine';
import { TEXTOS_ENLACE_AL_INFORME } from './texts';

export { TEXTOS_ENLACE_AL_INFORME } from './texts';

/** Lo que el enlace del informe (§2.4) dice de la cita: solo sirve para encontrarla. */
export interface EnlaceAlInforme {
  id?: number;
  idPaciente?: number;
  numCita?: string | null;
}

/** Lo que el servidor ha respondido al pedir la cita por su número. */
export interface CitaDelServidor {
  /** La cita; `null` si el servidor no dio ninguna; `undefined` mientras se pide. */
  cita?: CitaListado | null;
  /** El fallo de la petición, si lo hubo. */
  error?: unknown;
}

export type InformeDelEnlace =
  | { estado: 'cargando' }
  | { estado: 'fallo'; mensaje: string }
  | { estado: 'noSePuede'; motivo: string }
  | { estado: 'informar'; cita: CitaAInformar }
  /** Una cita cumplida suya: su informe, de solo lectura (docs/decisiones.md (42)). */
  | { estado: 'leer'; cita: CitaListado }
  /**
   * Una cita suya cuyo día no ha llegado: se ve de solo lectura, con el porqué; su informe se
   * escribe a partir de ese día (docs/decisiones.md (60)).
   */
  | { estado: 'futura'; cita: CitaListado; motivo: string };

const T = TEXTOS_ENLACE_AL_INFORME;

/**
 * Qué muestra 'Crear informe de la cita' a partir de su enlace y de la cita que da el servidor.
 * La URL de §2.4 trae también el nombre y el DNI del paciente, pero una URL se puede cambiar a
 * mano: aquí no se leen. Lo que la pantalla enseña (paciente, DNI, número) sale de la cita del
 * servidor, y solo si el id, el paciente y el número del enlace son los suyos; si no, nada.
 */
export function informeDelEnlace(
  enlace: EnlaceAlInforme,
  servidor: CitaDelServidor,
  idRadiologo: number,
  /** Hoy en la clínica (AAAA-MM-DD). */
  hoy: string,
): InformeDelEnlace {
  if (!enlace.id || !enlace.idPaciente || !enlace.numCita) {
    return { estado: 'noSePuede', motivo: T.faltaLaCita };
  }
  if (servidor.error !== undefined) {
    return comoFallo(servidor.error)?.estado === 404
      ? { estado: 'noSePuede', motivo: T.noExiste }
      : { estado: 'fallo', mensaje: mensajeDeFallo(servidor.error) };
  }
  const { cita } = servidor;
  if (cita === undefined) return { estado: 'cargando' };
  if (
    cita === null ||
    cita.id !== enlace.id ||
    cita.id_paciente !== enlace.idPaciente ||
    cita.num_cita.toUpperCase() !== enlace.numCita.toUpperCase()
  ) {
    return { estado: 'noSePuede', motivo: T.noCoincide };
  }
  if (esInformeSuyo(cita, idRadiologo)) return { estado: 'leer', cita };
  const motivo = motivoParaNoInformar(cita, idRadiologo);
  if (motivo) return { estado: 'noSePuede', motivo };
  if (!sePuedeCumplir(cita.fecha, hoy)) {
    return { estado: 'futura', cita, motivo: mensajeInformeFuturo(cita.fecha) };
  }
  return {
    estado: 'informar',
    cita: {
      id: cita.id,
      idPaciente: cita.id_paciente,
      numCita: cita.num_cita,
      nombrePaciente: cita.nombre_completo_paciente,
      dniPaciente: cita.dni_paciente ?? undefined,
    },
  };
}
