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

/** The calendar date `dias` days after (or before, when negative) 'YYYY-MM-DD', in no time zone. */
export function sumarDias(fecha: string, dias: number): string {
  const date = new Date(`${fecha}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + dias);
  return date.toISOString().slice(0, 10);
}

/** ISO weekday of a 'YYYY-MM-DD' calendar date (1 Monday … 7 Sunday), in no time zone. */
export function diaDeLaSemana(fecha: string): number {
  const dia = new Date(`${fecha}T00:00:00Z`).getUTCDay();
  return dia === 0 ? 7 : dia;
}

/** Whether the clinic opens on that 'YYYY-MM-DD' date. */
export function esDiaLaborable(fecha: string): boolean {
  return DIAS_LABORABLES.includes(diaDeLaSemana(fecha));
}

/** '1985-04-17' → '17/04/1985': dates as people read them in Spain (docs/decisiones.md (40)). */
export function fechaLegible(iso: string): string {
  const partes = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return partes ? `${partes[3]}/${partes[2]}/${partes[1]}` : iso;
}

/** What a wall clock showed: the date and the time in one zone, zero-padded ('2026', '03', '09'). */
export interface RelojDePared {
  anio: string;
  mes: string;
  dia: string;
  hora: string;
  minuto: string;
}

const formatosPorZona = new Map<string, Intl.DateTimeFormat>();

/**
 * What the wall clock of `zonaHoraria` showed at `momento` (hours 00–23): the clinic's dates and
 * times are wall-clock ones, never shifted to UTC (docs/decisiones.md (28)). The server and the
 * screens read it here. One formatter per zone: making one costs about fifteen times using it,
 * and the lists ask per row (docs/rendimiento.md, 'Fechas').
 */
export function relojDePared(momento: Date, zonaHoraria: string): RelojDePared {
  let formato = formatosPorZona.get(zonaHoraria);
  if (!formato) {
    formato = new Intl.DateTimeFormat('en-CA', {
      timeZone: zonaHoraria,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatosPorZona.set(zonaHoraria, formato);
  }
  const reloj: RelojDePared = { anio: '', mes: '', dia: '', hora: '', minuto: '' };
  for (const { type, value } of formato.formatToParts(momento)) {
    if (type === 'year') reloj.anio = value;
    else if (type === 'month') reloj.mes = value;
    else if (type === 'day') reloj.dia = value;
    else if (type === 'hour') reloj.hora = value;
    else if (type === 'minute') reloj.minuto = value;
  }
  return reloj;
}
