/**
 * Los datos de 'Modificar cita': la cita de ahora, lo que se escribe, los huecos (con el de la
 * propia cita) y el cuerpo de la petición. La máquina (machine.ts) los usa; aquí no hay estados.
 */
import type { CitaListado } from '@clinica/api-client';
import type { CampoCita } from '../cita/datosCita';
import type { ContextoDeCita, EventoDeCita } from '../cita/maquina';
import { erroresDeLaCita } from '../cita/maquina';
import { profesionalEnElContrato } from '../cita/profesional';
import type {
  CambioCita,
  CitaAsignada,
  CitaGuardada,
  DatosCita,
  Errores,
  TipoProfesional,
} from '../tipos';
import type { EventoNavegacion } from '../wizard/machine';
import type { PasoModificarCita } from './steps';

/**
 * Fecha, hora y profesional que la cita tiene ahora: su radiólogo si es de radiología, su médico
 * si es de medicina (docs/decisiones.md (31)). El formulario empieza con ellos.
 */
export interface CitaActual {
  fecha: string;
  hora: string;
  /** Con quién es la cita; no cambia al modificarla. */
  profesional: TipoProfesional;
  idProfesional: number;
  /**
   * La cita como la da el servidor (número, paciente, DNI…): los pasos la muestran como 'Cita
   * actual', para que no se confunda con otra del mismo paciente o de otro con el mismo nombre.
   */
  ficha?: CitaListado;
}

export type EntradaModificarCita = CitaActual & {
  idCita: number;
  nombrePaciente?: string;
  hoy?: string;
};

export interface ContextoModificarCita extends ContextoDeCita {
  errores: Errores<CampoCita>;
  idCita: number;
  nombrePaciente: string | undefined;
  /** Fecha, hora y profesional que la cita tiene ahora. */
  original: DatosCita;
  /** La cita tal como es ahora, para nombrarla: número, paciente, DNI, fecha y hora. */
  ficha: CitaListado | undefined;
  cita: CitaGuardada | undefined;
}

export type EventoModificarCita =
  | EventoNavegacion<PasoModificarCita>
  | EventoDeCita
  | { type: 'EDITAR'; datos: Partial<DatosCita> }
  | { type: 'CANCELAR' };

/** Modificada con la cita nueva, o dejada como estaba ('Cancelar'). */
export type SalidaModificarCita = { modificada: true; cita: CitaGuardada } | { modificada: false };

export function erroresModificarCita(contexto: ContextoModificarCita): Errores<CampoCita> {
  return erroresDeLaCita(contexto);
}

/**
 * El servidor da por ocupado el hueco de la propia cita; para quien la modifica sigue libre, así
 * que se añade a los huecos de su mismo día y profesional.
 */
export function huecosConLaSuya(contexto: ContextoModificarCita, huecos: string[]): string[] {
  const { datos, original } = contexto;
  const mismoHueco =
    datos.fecha === original.fecha && datos.idProfesional === original.idProfesional;
  if (!mismoHueco || original.hora === '' || huecos.includes(original.hora)) return huecos;
  return [...huecos, original.hora].sort();
}

/**
 * El cuerpo de actualizarCita para la cita `idCita` con todo elegido (`citaAsignada`): el
 * profesional va como `idRadiologo` o `idMedico`.
 */
export function cambioDe(
  { idCita, profesional }: Pick<ContextoModificarCita, 'idCita' | 'profesional'>,
  cita: CitaAsignada,
): CambioCita {
  return {
    id: idCita,
    fecha: cita.fecha,
    hora: cita.hora,
    ...profesionalEnElContrato(profesional, cita.idProfesional),
  };
}
