/**
 * The backup archive (docs/decisiones.md (59)): one tar file, logical and engine-neutral, so a
 * backup of the embedded database restores into PostgreSQL and back.
 *
 *   tablas/<tabla>.jsonl.gz   each row as a JSON object (PostgreSQL's to_jsonb, instants in
 *                             UTC), one a line, in primary-key order, gzip-compressed
 *   imagenes/<sha256>         each stored file, named by its content's SHA-256
 *   ajustes.json              the server's settings then, without secrets
 *   manifiesto.json           last: counts and SHA-256 of every table, image and the settings
 *
 * A table's checksum is that of its rows' text before compression, so two databases holding
 * the same rows give the same checksum whatever engine or compressor wrote them.
 */
import { createHash } from 'node:crypto';

export const FORMATO = 'clinica-copia';
export const VERSION_FORMATO = 1;
export const MANIFIESTO = 'manifiesto.json';
export const AJUSTES = 'ajustes.json';

export const rutaDeTabla = (tabla: string) => `tablas/${tabla}.jsonl.gz`;
export const rutaDeImagen = (hash: string) => `imagenes/${hash}`;

export interface TablaEnLaCopia {
  nombre: string;
  filas: number;
  /** SHA-256 (hex) of the table's JSON lines, uncompressed. */
  sha256: string;
}

export interface ImagenEnLaCopia {
  sha256: string;
  bytes: number;
  mime: string;
}

export interface Manifiesto {
  formato: typeof FORMATO;
  version: number;
  /** When the database's snapshot was taken (ISO 8601, UTC). */
  creada_en: string;
  /** Which engine it came from: 'pglite' (embedded) or 'postgres'. */
  motor: 'pglite' | 'postgres';
  /** The database's migrations then: a restore brings the new database to the same point. */
  migraciones: string[];
  /** In the order they are put back (parents first). */
  tablas: TablaEnLaCopia[];
  imagenes: ImagenEnLaCopia[];
  /** Files the rows name but the store did not have when the backup was made. */
  imagenes_que_faltaban: string[];
  ajustes: { sha256: string };
  /** SHA-256 of every table's and image's checksum together: one value for all the data. */
  sha256_datos: string;
}

export const sha256 = (texto: string | Uint8Array) =>
  createHash('sha256').update(texto).digest('hex');

/** One checksum for all the data: the tables' and images' checksums, in a fixed order. */
export function sumaDeLosDatos(
  tablas: Pick<TablaEnLaCopia, 'nombre' | 'filas' | 'sha256'>[],
  imagenes: Pick<ImagenEnLaCopia, 'sha256'>[],
): string {
  const lineas = [
    ...[...tablas]
      .sort((a, b) => (a.nombre < b.nombre ? -1 : 1))
      .map((tabla) => `tabla ${tabla.nombre} ${tabla.filas} ${tabla.sha256}`),
    ...imagenes.map((imagen) => `imagen ${imagen.sha256}`).sort(),
  ];
  return sha256(`${lineas.join('\n')}\n`);
}

/** 'clinica-copia-2026-11-21-0300.tar', from the clinic's wall clock. */
export function nombreDeArchivo(fecha: string, hora: string, segundos: string): string {
  return `clinica-copia-${fecha}-${hora.replace(':', '')}${segundos}.tar`;
}

export const ES_ARCHIVO_DE_COPIA = /^clinica-copia-\d{4}-\d{2}-\d{2}-\d{6}(-\d+)?\.tar$/;

const numero = new Intl.NumberFormat('es-ES');

/** '12,3 MB', '850 kB', '312 bytes'. */
export function tamanoLegible(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  const unidades = ['kB', 'MB', 'GB', 'TB'];
  let valor = bytes / 1000;
  let unidad = 0;
  while (valor >= 1000 && unidad < unidades.length - 1) {
    valor /= 1000;
    unidad++;
  }
  return `${new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 }).format(valor)} ${unidades[unidad]}`;
}

export const cifra = (valor: number) => numero.format(valor);
