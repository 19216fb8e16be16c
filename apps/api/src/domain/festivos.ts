/**
 * Spain's national public holidays, computed for each year by `date-holidays` (its data ships
 * inside the package: nothing is fetched), the same on the server, in its tests and in the
 * journeys. Only the nation-wide public ones: a regional or local holiday is the clinic's own
 * closure (`cierres`), added by its responsable (docs/decisiones.md (49)). This module imports
 * nothing of the kit, so the journeys (e2e/datos.ts) use it as it is.
 */
import Holidays from 'date-holidays';

export interface FestivoNacional {
  /** 'AAAA-MM-DD'. */
  fecha: string;
  nombre: string;
}

/** The official names (BOE) where the library's differ. */
const NOMBRE_OFICIAL: Readonly<Record<string, string>> = {
  'Día de los Reyes Magos': 'Epifanía del Señor',
  'Día del Trabajador': 'Fiesta del Trabajo',
  Asunción: 'Asunción de la Virgen',
  'La inmaculada concepción': 'Inmaculada Concepción',
};

const espana = new Holidays('ES', { types: ['public'] });

/** Computed once per year: the rule is fixed and a year's list never changes. */
const porAnio = new Map<number, readonly FestivoNacional[]>();

/** The national public holidays of a year, by date. */
export function festivosNacionales(anio: number): readonly FestivoNacional[] {
  let festivos = porAnio.get(anio);
  if (!festivos) {
    festivos = (espana.getHolidays(anio, 'es') || [])
      .filter((festivo) => festivo.type === 'public')
      .map((festivo) => ({
        fecha: festivo.date.slice(0, 10),
        nombre: NOMBRE_OFICIAL[festivo.name] ?? festivo.name,
      }))
      .sort((a, b) => a.fecha.localeCompare(b.fecha));
    porAnio.set(anio, festivos);
  }
  return festivos;
}

/** The national holiday on that 'AAAA-MM-DD' date, if it is one. */
export function festivoNacional(fecha: string): FestivoNacional | undefined {
  return festivosNacionales(Number(fecha.slice(0, 4))).find((festivo) => festivo.fecha === fecha);
}
