import {
  diaDeLaSemana,
  esDiaLaborable,
  HORARIO_DE_LA_CLINICA,
  type Horario,
  huecosDelDia,
  MENSAJE_DIA_CERRADO,
} from '@clinica/api-client/reglas';
import { addDays, isAfter, type WallClock } from './clinic-time';
import { DomainError, MENSAJES_DOMINIO as MENSAJES } from './errors';

export type Professional = { kind: 'medico'; id: number } | { kind: 'radiologo'; id: number };

/** A professional's own hours per weekday (db/queries/horarios.ts); none: the clinic's. */
export type WeeklyHours = readonly { dia_semana: number; hora_inicio: string; hora_fin: string }[];

/**
 * A professional's hours on a date: none when the clinic is closed that day (the one rule of
 * `@clinica/api-client/reglas`, shared with the flows and the mocks), whatever their own hours say.
 */
export function hoursOn(rows: WeeklyHours, fecha: string): Horario | undefined {
  if (!esDiaLaborable(fecha)) return undefined;
  const weekday = diaDeLaSemana(fecha);
  // A professional without hours of their own keeps the clinic's (`@clinica/api-client/reglas`).
  if (rows.length === 0) return HORARIO_DE_LA_CLINICA;
  const row = rows.find((entry) => entry.dia_semana === weekday);
  return row ? { inicio: row.hora_inicio, fin: row.hora_fin } : undefined;
}

/**
 * The last day a cita may be booked on: `days` days after today in the clinic
 * (CLINICA_BOOKING_HORIZON_DAYS). The booking check and the free-slot listing both ask here, so
 * a slot is never offered that booking then refuses.
 */
export function lastBookableDay(now: WallClock, days: number): string {
  return addDays(now.fecha, days);
}

/**
 * A new or moved cita must be in the future (clinic time), on a day the clinic opens and on one
 * of the professional's one-hour slots. Taken slots are left to the database's unique indexes.
 */
export function checkBookable(
  hours: WeeklyHours,
  fecha: string,
  hora: string,
  now: WallClock,
): void {
  if (!isAfter(fecha, hora, now)) {
    throw new DomainError('cita_pasada', MENSAJES.citaPasada, { fecha: MENSAJES.citaPasada });
  }
  if (!esDiaLaborable(fecha)) {
    throw new DomainError('dia_cerrado', MENSAJE_DIA_CERRADO, { fecha: MENSAJE_DIA_CERRADO });
  }
  if (!hora.endsWith(':00')) {
    throw new DomainError('hora_no_en_punto', MENSAJES.horaEnPunto, { hora: MENSAJES.horaEnPunto });
  }
  if (!huecosDelDia(hoursOn(hours, fecha)).includes(hora)) {
    throw new DomainError('fuera_de_horario', MENSAJES.fueraDeHorario, {
      hora: MENSAJES.fueraDeHorario,
    });
  }
}

/** Whether a day is within the days free slots are offered for (today to the horizon). */
export function withinHorizon(fecha: string, now: WallClock, horizonDays: number): boolean {
  return fecha >= now.fecha && fecha <= lastBookableDay(now, horizonDays);
}

/**
 * The professional's free one-hour slots on a day, only those a booking would accept: `taken`
 * are the hours of their live citas that day. Nothing outside `withinHorizon`.
 */
export function freeSlots(
  hours: WeeklyHours,
  taken: readonly string[],
  fecha: string,
  now: WallClock,
  horizonDays: number,
): string[] {
  if (!withinHorizon(fecha, now, horizonDays)) return [];
  const slots = huecosDelDia(hoursOn(hours, fecha));
  const busy = new Set(taken);
  return slots.filter((slot) => !busy.has(slot) && isAfter(fecha, slot, now));
}
