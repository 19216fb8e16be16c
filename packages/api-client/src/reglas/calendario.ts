/**
 * The demo clinic's weekdays, Monday to Friday: the mocks book on them, and a date picker that
 * books refuses the other days before the server's closed days (`diasCerrados`) arrive. The
 * server itself decides from each clinic's own weekly hours, holidays and closures
 * (docs/decisiones.md (49)); a clinic that opens on Saturdays still gets weekends refused by
 * these pickers (a known limit).
 */

/** ISO weekdays the clinic opens: 1 Monday … 5 Friday. */
export const DIAS_LABORABLES: readonly number[] = [1, 2, 3, 4, 5];

/** What a closed day is answered with, by the server, the mocks and the flows alike. */
export const MENSAJE_DIA_CERRADO = 'La clínica cierra ese día. Elige un día de lunes a viernes.';

/** ISO weekday of a 'YYYY-MM-DD' calendar date (1 Monday … 7 Sunday), in no time zone. */
export function diaDeLaSemana(fecha: string): number {
  const dia = new Date(`${fecha}T00:00:00Z`).getUTCDay();
  return dia === 0 ? 7 : dia;
}

/** Whether the clinic opens on that 'YYYY-MM-DD' date. */
export function esDiaLaborable(fecha: string): boolean {
  return DIAS_LABORABLES.includes(diaDeLaSemana(fecha));
}
