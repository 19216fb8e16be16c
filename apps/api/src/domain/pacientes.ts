import {
  type DatosPaciente,
  revisarPaciente as revisarDatosDePaciente,
} from '@clinica/api-client/reglas';
import { isCalendarDate } from './clinic-time';
import { poblacionesDe } from './provincias';

/** Crear paciente's checks (one home: `@clinica/api-client/reglas`) over Spain's towns. */
export function revisarPaciente(datos: DatosPaciente, hoy: string): Record<string, string> {
  return revisarDatosDePaciente(datos, hoy, poblacionesDe);
}

/** What a search's text (`q`) must be: 2 to 100 characters that are not all blanks. */
export const MENSAJES_BUSQUEDA = {
  corta: 'Escribe al menos 2 caracteres para buscar.',
  larga: 'Escribe como mucho 100 caracteres para buscar.',
} as const;

/** A birth date typed as dd/mm/aaaa or AAAA-MM-DD, as AAAA-MM-DD; undefined when it is not one. */
export function fechaTecleada(texto: string): string | undefined {
  const espanola = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(texto);
  const fecha = espanola
    ? `${espanola[3]}-${espanola[2]?.padStart(2, '0')}-${espanola[1]?.padStart(2, '0')}`
    : texto;
  return /^\d{4}-\d{2}-\d{2}$/.test(fecha) && isCalendarDate(fecha) ? fecha : undefined;
}
