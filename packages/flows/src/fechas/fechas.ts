import type { DiaCerrado } from '@clinica/api-client';
import { esDiaLaborable, sumarDias } from '@clinica/api-client/reglas';
import { type CalendarDate, type DateValue, parseDate } from '@internationalized/date';
import { esFechaValida } from '../validacion/fecha';

/** 'AAAA-MM-DD' del contexto → el valor de un DatePicker (o nada si aún no es una fecha). */
export function valorDeFecha(iso: string): CalendarDate | null {
  return esFechaValida(iso) ? parseDate(iso) : null;
}

/** '1985-04-17' → '17/04/1985', como se leen las fechas en España: la regla compartida. */
export { fechaLegible } from '@clinica/api-client/reglas';

/** Creado la primera vez que se usa (relojDePared en validacion/fecha.ts dice por qué). */
let formatoLargo: Intl.DateTimeFormat | undefined;

/** 'Martes, 3 de diciembre de 2026': la fecha como se dice, para quien la va a apuntar. */
export function fechaLarga(iso: string): string {
  formatoLargo ??= new Intl.DateTimeFormat('es-ES', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const texto = formatoLargo.format(new Date(`${iso}T12:00:00Z`));
  return texto.charAt(0).toUpperCase() + texto.slice(1);
}

/**
 * Los días que un calendario de citas no deja elegir (ni escribir): los fines de semana y, cuando
 * el flujo los tiene, los cerrados que da el servidor (festivos, cierres de la clínica, los que el
 * profesional no trabaja; docs/decisiones.md (49)).
 */
export function diasNoDisponibles(cerrados: readonly DiaCerrado[] = []) {
  const conjunto = new Set(cerrados.map((dia) => dia.fecha));
  return (fecha: DateValue) => {
    const iso = fecha.toString().slice(0, 10);
    return !esDiaLaborable(iso) || conjunto.has(iso);
  };
}

/**
 * El primer día desde `hoy` en que se puede pedir cita: laborable y no cerrado para el profesional
 * (los cerrados que da el servidor). Se mira como mucho un año; sin ninguno, `hoy`.
 */
export function primerDiaDisponible(hoy: string, cerrados: readonly DiaCerrado[] = []): string {
  const conjunto = new Set(cerrados.map((dia) => dia.fecha));
  for (let dia = hoy, n = 0; n < 366; dia = sumarDias(dia, 1), n++) {
    if (esDiaLaborable(dia) && !conjunto.has(dia)) return dia;
  }
  return hoy;
}
