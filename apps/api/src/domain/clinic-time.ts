import { relojDePared, sumarDias } from '@clinica/api-client/reglas';

/** The clinic's wall clock (docs/decisiones.md (28)): dates and times are never shifted to UTC. */
export interface WallClock {
  fecha: string;
  hora: string;
}

export function wallClock(now: Date, timeZone: string): WallClock {
  const { anio, mes, dia, hora, minuto } = relojDePared(now, timeZone);
  return { fecha: `${anio}-${mes}-${dia}`, hora: `${hora}:${minuto}` };
}

/** A real calendar date in YYYY-MM-DD form. */
export function isCalendarDate(fecha: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(fecha);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === fecha;
}

/** The calendar's last day: the contract's dates have four-digit years (0001–9999). */
export const ULTIMO_DIA = '9999-12-31';

/** The last day of a month (AAAA-MM). */
export function lastDayOfMonth(mes: string): string {
  const [year = 1, month = 1] = mes.split('-').map(Number);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 31;
  return `${mes}-${days}`;
}

/**
 * The day `days` after `fecha`; past ULTIMO_DIA the result is no date of the contract (its year
 * has more than four digits): check it with isCalendarDate before using it.
 */
export function addDays(fecha: string, days: number): string {
  return sumarDias(fecha, days);
}

/** Whether the wall-clock moment fecha+hora lies strictly after `now` in the clinic. */
export function isAfter(fecha: string, hora: string, now: WallClock): boolean {
  return `${fecha}T${hora}` > `${now.fecha}T${now.hora}`;
}

/** Hours between now and a wall-clock moment, both read in the clinic's zone. */
export function hoursUntil(fecha: string, hora: string, now: WallClock): number {
  const target = Date.parse(`${fecha}T${hora}:00Z`);
  const current = Date.parse(`${now.fecha}T${now.hora}:00Z`);
  return (target - current) / 3_600_000;
}
