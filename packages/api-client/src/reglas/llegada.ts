/**
 * Arrival and no-show (docs/decisiones.md (54)): the desk notes 'Ha llegado' on a programmed
 * cita of today (its professional then reads 'En sala de espera') and, once its time has passed
 * with no arrival, 'No se presentó': the final state NO_PRESENTADA, never diagnosed, reported,
 * moved, cancelled nor fulfilled. One home for when each is allowed and for what is said when it
 * is not: the server answers these messages with a 409, the mocks the same, and the day list
 * offers each action only when it would be accepted.
 */
import type { EstadoCita } from '../types';
import { relojDePared } from './calendario';
import { fechaLegible } from './dia-de-la-cita';

/** The clinic's now as its wall clock reads it: 'YYYY-MM-DD' and 'HH:MM'. */
export interface AhoraEnLaClinica {
  fecha: string;
  hora: string;
}

/** What these rules read of a cita. */
export interface CitaAtendible {
  estado: EstadoCita;
  fecha: string;
  hora: string;
  /** When its arrival was noted; null or absent when it was not. */
  hora_llegada?: string | Date | null;
}

export const MENSAJES_LLEGADA = {
  llegadaSoloEnCurso: 'Solo se puede anotar la llegada de una cita programada.',
  yaLlego: 'La llegada de esta cita ya está anotada.',
  noPresentadaSoloEnCurso: 'Solo se puede marcar como no presentada una cita programada.',
  noPresentadaYaLlego: 'El paciente ya ha llegado: no se puede marcar que no se presentó.',
  diagnosticoNoPresentada: 'El paciente no se presentó a esta cita: no se puede diagnosticar.',
  informeNoPresentada: 'El paciente no se presentó a esta cita: no se puede informar.',
} as const;

/** 'Esta cita es el 24/12/2026: su llegada se anota ese mismo día.' */
export function mensajeLlegadaOtroDia(fecha: string): string {
  return `Esta cita es el ${fechaLegible(fecha)}: su llegada se anota ese mismo día.`;
}

/** Why a cita whose time has not come cannot be a no-show yet. */
export function mensajeNoPresentadaAntes(fecha: string, hora: string): string {
  return `Esta cita es el ${fechaLegible(fecha)} a las ${hora}: se podrá marcar que no se presentó cuando haya pasado su hora.`;
}

const llego = (cita: CitaAtendible) => cita.hora_llegada != null;

/**
 * Why the desk cannot note this cita's arrival now, or undefined when it can: a programmed cita
 * of the clinic's day `hoy`, its arrival not yet noted.
 */
export function porQueNoLlegada(cita: CitaAtendible, hoy: string): string | undefined {
  if (cita.estado !== 'EN_CURSO') return MENSAJES_LLEGADA.llegadaSoloEnCurso;
  if (cita.fecha !== hoy) return mensajeLlegadaOtroDia(cita.fecha);
  if (llego(cita)) return MENSAJES_LLEGADA.yaLlego;
  return undefined;
}

/**
 * Why the desk cannot mark this cita 'No se presentó' now, or undefined when it can: a
 * programmed cita nobody saw arrive, whose day and hour are behind the clinic's `ahora` (from
 * its starting minute on, the patient is late; a later day's list shows it too).
 */
export function porQueNoNoPresentada(
  cita: CitaAtendible,
  ahora: AhoraEnLaClinica,
): string | undefined {
  if (cita.estado !== 'EN_CURSO') return MENSAJES_LLEGADA.noPresentadaSoloEnCurso;
  if (llego(cita)) return MENSAJES_LLEGADA.noPresentadaYaLlego;
  if (`${cita.fecha} ${cita.hora}` >= `${ahora.fecha} ${ahora.hora}`) {
    return mensajeNoPresentadaAntes(cita.fecha, cita.hora);
  }
  return undefined;
}

/** Whether the patient is waiting: arrived, and the cita still programmed ('En sala de espera'). */
export function enSalaDeEspera(cita: CitaAtendible): boolean {
  return cita.estado === 'EN_CURSO' && llego(cita);
}

/** The clinic's now in `zonaHoraria` at `momento`, as these rules read it. */
export function ahoraEnLaClinica(momento: Date, zonaHoraria: string): AhoraEnLaClinica {
  const reloj = relojDePared(momento, zonaHoraria);
  return {
    fecha: `${reloj.anio}-${reloj.mes}-${reloj.dia}`,
    hora: `${reloj.hora}:${reloj.minuto}`,
  };
}

/** The arrival's time on the clinic's clock, 'HH:MM' ('Llegó a las 10:02'). */
export function horaDeLlegada(momento: string | Date, zonaHoraria: string): string {
  return ahoraEnLaClinica(new Date(momento), zonaHoraria).hora;
}
