/**
 * What the activity log says of a cita (docs/decisiones.md (55)): why it was cancelled, and its
 * change in words, the same on the server (`registroDeActividad` answers them), in the mocks and
 * in a spreadsheet.
 */
import type { MotivoCancelacion, TipoCita } from '../types';
import { fechaLegible } from './dia-de-la-cita';
import { tipoLegible } from './tipo-de-cita';

/**
 * Why a cita was cancelled, by its code in the contract (`MotivoCancelacion`) and as people read
 * it, in the order the cancel screens offer them. A closed list: no free text, which could carry
 * a patient's data into the log.
 */
export const MOTIVOS_DE_CANCELACION = {
  a_peticion_del_paciente: 'A petición del paciente',
  profesional_no_disponible: 'Profesional no disponible',
  cierre_de_la_clinica: 'Cierre de la clínica',
  otro: 'Otro',
} as const satisfies Record<MotivoCancelacion, string>;

/** The reason a patient's own cancellation is recorded with: they are not asked. */
export const MOTIVO_DEL_PACIENTE = 'a_peticion_del_paciente' satisfies MotivoCancelacion;

/** A cita's day, hour and professional at one moment, as the log keeps them. */
export interface MomentoEnElRegistro {
  fecha: string;
  hora: string;
  profesional: string | null;
}

/** What a log entry about a cita carries (the contract's `EntradaDeActividad`). */
export interface CambioDeCita {
  accion: string;
  entidad: string;
  antes?: MomentoEnElRegistro;
  despues?: MomentoEnElRegistro;
  tipo_cita?: TipoCita;
  motivo?: MotivoCancelacion;
  cumple_cita?: boolean;
}

const momento = (m: MomentoEnElRegistro) =>
  `${fechaLegible(m.fecha)} ${m.hora}${m.profesional ? ` (${m.profesional})` : ''}`;

/**
 * The change in words: a move '03/12/2026 10:00 (Javier Martín Ruiz) → 04/12/2026 11:00 (Laura
 * Ortega Vidal)', a creation its day, hour, professional and type, a cancellation its reason, a
 * diagnosis or report that fulfilled its cita says so. Nothing for a row that says none of these.
 */
export function cambioDeCita(e: CambioDeCita): string | undefined {
  if (e.entidad === 'cita' && e.accion === 'cancelar') {
    return `Motivo: ${e.motivo ? MOTIVOS_DE_CANCELACION[e.motivo] : 'sin indicar'}`;
  }
  if (e.cumple_cita) return 'La cita quedó cumplida';
  if (e.antes && e.despues) return `${momento(e.antes)} → ${momento(e.despues)}`;
  if (e.despues) {
    return `${momento(e.despues)}${e.tipo_cita ? ` · ${tipoLegible(e.tipo_cita)}` : ''}`;
  }
  return undefined;
}
