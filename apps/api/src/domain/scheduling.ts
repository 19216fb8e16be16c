import { diaDeLaSemana, esDiaLaborable, MENSAJE_DIA_CERRADO } from '@clinica/api-client/reglas';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { addDays, isAfter, type WallClock } from './clinic-time';
import { DomainError, MENSAJES_DOMINIO as MENSAJES } from './errors';

export type Professional = { kind: 'medico'; id: number } | { kind: 'radiologo'; id: number };

export interface WorkingHours {
  start: string;
  end: string;
}

/** 08:00–15:00 on every day the clinic opens, when a professional has no hours of their own. */
export const DEFAULT_HOURS: WorkingHours = { start: '08:00', end: '15:00' };

/**
 * A professional's hours on a date: none when the clinic is closed that day (the one rule of
 * `@clinica/api-client/reglas`, shared with the flows and the mocks), whatever their own hours say.
 */
export async function hoursOn(
  db: Kysely<Database>,
  professionalId: number,
  fecha: string,
): Promise<WorkingHours | undefined> {
  if (!esDiaLaborable(fecha)) return undefined;
  const rows = await db
    .selectFrom('horarios')
    .select(['dia_semana', 'hora_inicio', 'hora_fin'])
    .where('id_usuario', '=', professionalId)
    .execute();
  const weekday = diaDeLaSemana(fecha);
  if (rows.length === 0) return DEFAULT_HOURS;
  const row = rows.find((entry) => entry.dia_semana === weekday);
  return row ? { start: row.hora_inicio, end: row.hora_fin } : undefined;
}

/** One-hour slots that start on the hour and end by closing time. */
export function slotsWithin(hours: WorkingHours | undefined): string[] {
  if (!hours) return [];
  const slots: string[] = [];
  const [startHour = 0, startMinute = 0] = hours.start.split(':').map(Number);
  const [endHour = 0, endMinute = 0] = hours.end.split(':').map(Number);
  const first = startMinute === 0 ? startHour : startHour + 1;
  for (let hour = first; hour * 60 + 60 <= endHour * 60 + endMinute; hour++) {
    slots.push(`${String(hour).padStart(2, '0')}:00`);
  }
  return slots;
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
export async function checkBookable(
  db: Kysely<Database>,
  professional: Professional,
  fecha: string,
  hora: string,
  now: WallClock,
): Promise<void> {
  if (!isAfter(fecha, hora, now)) {
    throw new DomainError('cita_pasada', MENSAJES.citaPasada, { fecha: MENSAJES.citaPasada });
  }
  if (!esDiaLaborable(fecha)) {
    throw new DomainError('dia_cerrado', MENSAJE_DIA_CERRADO, { fecha: MENSAJE_DIA_CERRADO });
  }
  if (!hora.endsWith(':00')) {
    throw new DomainError('hora_no_en_punto', MENSAJES.horaEnPunto, { hora: MENSAJES.horaEnPunto });
  }
  const slots = slotsWithin(await hoursOn(db, professional.id, fecha));
  if (!slots.includes(hora)) {
    throw new DomainError('fuera_de_horario', MENSAJES.fueraDeHorario, {
      hora: MENSAJES.fueraDeHorario,
    });
  }
}

/** The professional's free one-hour slots on a day, only those a booking would accept. */
export async function freeSlots(
  db: Kysely<Database>,
  professional: Professional,
  fecha: string,
  now: WallClock,
  horizonDays: number,
): Promise<string[]> {
  if (fecha < now.fecha || fecha > lastBookableDay(now, horizonDays)) return [];
  const slots = slotsWithin(await hoursOn(db, professional.id, fecha));
  const column = professional.kind === 'medico' ? 'id_medico' : 'id_radiologo';
  const taken = await db
    .selectFrom('citas')
    .select('hora')
    .where(column, '=', professional.id)
    .where('fecha', '=', fecha)
    .where('estado', '=', 'EN_CURSO')
    .execute();
  const busy = new Set(taken.map((row) => row.hora));
  return slots.filter((slot) => !busy.has(slot) && isAfter(fecha, slot, now));
}
