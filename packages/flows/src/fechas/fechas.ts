import { type CalendarDate, parseDate } from '@internationalized/date';
import { esFechaValida } from '../validacion/fecha';

/** 'AAAA-MM-DD' del contexto → el valor de un DatePicker (o nada si aún no es una fecha). */
export function valorDeFecha(iso: string): CalendarDate | null {
  return esFechaValida(iso) ? parseDate(iso) : null;
}

/** '1985-04-17' → '17/04/1985', como se leen las fechas en España. */
export function fechaLegible(iso: string): string {
  const partes = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return partes ? `${partes[3]}/${partes[2]}/${partes[1]}` : iso;
}
