/**
 * Los datos de 'Modificar cita': la cita de ahora, lo que se escribe, los huecos (con el de la
 * propia cita) y el cuerpo de la petición. La máquina (machine.ts) los usa; aquí no hay estados.
 */
import type { CitaListado } from '@clinica/api-client';
import { horasDeCitasRepetidas } from '../cita/citaRepetida';
import type { CampoCita } from '../cita/datosCita';
import type { ContextoDeCita, EventoDeCita } from '../cita/machine';
import { erroresDeLaCita } from '../cita/machine';
import { profesionalEnElContrato } from '../cita/profesional';
import type {
  CambioCita,
  CitaAsignada,
  CitaDelPaciente,
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
  /**
   * Las demás citas del paciente, si se han leído con la cita (`cargarCitaDelPaciente`): con una
   * viva el mismo día con el mismo profesional, los pasos avisan sin detener nada.
   */
  otrasCitas?: CitaDelPaciente[];
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
  /** Las demás citas del paciente (ninguna si no se han leído), para el aviso. */
  otrasCitas: CitaDelPaciente[];
  cita: CitaGuardada | undefined;
}

export type EventoModificarCita =
  | EventoNavegacion<PasoModificarCita>
  | EventoDeCita
  | { type: 'EDITAR'; datos: Partial<DatosCita> }
  | { type: 'CANCELAR' };

/** Modificada con la cita nueva, o dejada como estaba ('Cancelar'). */
export type SalidaModificarCita = { modificada: true; cita: CitaGuardada } | { modificada: false };

/**
 * Las horas de las otras citas vivas del paciente el día y con el profesional elegidos; la que se
 * modifica no cuenta (docs/decisiones.md (51)).
 */
export function horasRepetidasAlModificar(contexto: ContextoModificarCita): string[] {
  const { otrasCitas, datos, profesional, idCita } = contexto;
  return horasDeCitasRepetidas({ estado: 'lista', datos: otrasCitas }, datos, profesional, idCita);
}

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
