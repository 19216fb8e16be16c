/**
 * Putting a backup back (docs/decisiones.md (59)), into an empty database (embedded or
 * PostgreSQL) and an image store, whichever engine made it:
 *
 * 1. `comprobarCopia` reads the whole archive once and checks it against its manifest (every
 *    table's row count and SHA-256, every image's SHA-256, the settings'), before anything is
 *    written: a damaged archive is refused with the reason.
 * 2. `restaurarCopia` brings the database to the backup's migrations, then in one transaction
 *    empties its tables, puts every row back (PostgreSQL's own jsonb_populate_recordset turns
 *    each JSON line into the table's types), stores every image (each checked against its
 *    name), sets each sequence past the highest id restored, and commits: all or nothing. The
 *    caller then migrates to the current version.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { type Kysely, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { extract as crearExtract } from 'tar-stream';
import { MIGRACIONES, provider } from '../db/migrate';
import type { Database } from '../db/schema';
import type { Storage } from '../uploads/storage';
import { columnasConSecuencia, migracionesHechas, tablasDeLaClinica, tieneDatos } from './catalogo';
import { AJUSTES, FORMATO, MANIFIESTO, type Manifiesto, sha256, sumaDeLosDatos } from './formato';

/** The archive is not a whole, undamaged backup: nothing has been restored. */
export class CopiaNoValida extends Error {}
/** The database cannot take this backup (it has data, or is of another version). */
export class DestinoNoValido extends Error {}

const DANADA = 'La copia está dañada y no se ha restaurado nada';
const TABLA = /^tablas\/([a-z_][a-z0-9_]*)\.jsonl\.gz$/;
const IMAGEN = /^imagenes\/([0-9a-f]{64})$/;
/** The manifest and the settings are small: more than this is not a backup's. */
const TEXTO_MAXIMO = 256 * 1024 * 1024;

async function leerTexto(entrada: AsyncIterable<Buffer>): Promise<Buffer> {
  const trozos: Buffer[] = [];
  let total = 0;
  for await (const trozo of entrada) {
    total += trozo.length;
    if (total > TEXTO_MAXIMO)
      throw new CopiaNoValida(`${DANADA}: el manifiesto es demasiado grande.`);
    trozos.push(trozo);
  }
  return Buffer.concat(trozos);
}

/** Counts the lines of a table's entry and their checksum, uncompressed. */
async function resumenDeTabla(
  entrada: AsyncIterable<Buffer>,
): Promise<{ filas: number; sha256: string }> {
  const hash = createHash('sha256');
  let filas = 0;
  await pipeline(Readable.from(entrada), createGunzip(), async (lineas: AsyncIterable<Buffer>) => {
    for await (const trozo of lineas) {
      hash.update(trozo);
      for (const byte of trozo) if (byte === 0x0a) filas++;
    }
  });
  return { filas, sha256: hash.digest('hex') };
}

async function hashDe(entrada: AsyncIterable<Buffer>): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const trozo of entrada) {
    hash.update(trozo);
    bytes += trozo.length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/** An entry of the archive as it is read: its bytes, once. */
type Entry = AsyncIterable<Buffer> & { resume(): unknown };

/** Every entry of the archive, one at a time; a truncated or foreign file is CopiaNoValida. */
async function recorrer(
  archivo: string,
  porEntrada: (nombre: string, entrada: Entry) => Promise<void>,
): Promise<void> {
  try {
    await stat(archivo);
  } catch {
    throw new CopiaNoValida(`No existe el archivo ${archivo}.`);
  }
  const extract = crearExtract();
  const leido = pipeline(createReadStream(archivo), extract);
  leido.catch(() => undefined);
  // An error of `porEntrada` is its own (the database, the store, or its own verdict on the
  // entry) and goes on as it is; one of reading the archive itself means it is damaged.
  let enLaEntrada = false;
  try {
    for await (const entrada of extract) {
      enLaEntrada = true;
      await porEntrada(entrada.header.name, entrada as unknown as Entry);
      enLaEntrada = false;
      entrada.resume();
    }
    await leido;
  } catch (error) {
    extract.destroy();
    if (enLaEntrada || error instanceof CopiaNoValida) throw error;
    throw new CopiaNoValida(
      `${DANADA}: el archivo no es una copia de Clínica kit o está incompleto.`,
      { cause: error },
    );
  }
}

export interface CopiaComprobada {
  manifiesto: Manifiesto;
  /** The settings the backup was made with (ajustes.json). */
  ajustes: Record<string, unknown>;
}

/** Reads the whole archive and checks it against its manifest; nothing is written. */
export async function comprobarCopia(archivo: string): Promise<CopiaComprobada> {
  const tablas = new Map<string, { filas: number; sha256: string }>();
  const imagenes = new Map<string, number>();
  let manifiestoTexto: Buffer | undefined;
  let ajustesTexto: Buffer | undefined;
  await recorrer(archivo, async (nombre, entrada) => {
    try {
      await leerEntrada(nombre, entrada);
    } catch (error) {
      if (error instanceof CopiaNoValida) throw error;
      throw new CopiaNoValida(`${DANADA}: «${nombre}» no se puede leer entero.`, { cause: error });
    }
  });
  async function leerEntrada(nombre: string, entrada: Entry) {
    const tabla = TABLA.exec(nombre);
    const imagen = IMAGEN.exec(nombre);
    if (tabla?.[1]) {
      try {
        tablas.set(tabla[1], await resumenDeTabla(entrada));
      } catch (error) {
        throw new CopiaNoValida(`${DANADA}: la tabla ${tabla[1]} no se puede leer.`, {
          cause: error,
        });
      }
    } else if (imagen?.[1]) {
      const leida = await hashDe(entrada);
      if (leida.sha256 !== imagen[1]) {
        throw new CopiaNoValida(
          `${DANADA}: la imagen ${imagen[1]} no coincide con su suma de comprobación (SHA-256).`,
        );
      }
      imagenes.set(imagen[1], leida.bytes);
    } else if (nombre === MANIFIESTO) {
      manifiestoTexto = await leerTexto(entrada);
    } else if (nombre === AJUSTES) {
      ajustesTexto = await leerTexto(entrada);
    } else {
      throw new CopiaNoValida(`${DANADA}: contiene «${nombre}», que no es parte de una copia.`);
    }
  }
  if (!manifiestoTexto) {
    throw new CopiaNoValida(
      `${DANADA}: no tiene manifiesto (manifiesto.json); no es una copia de Clínica kit o está incompleta.`,
    );
  }
  let manifiesto: Manifiesto;
  try {
    manifiesto = JSON.parse(manifiestoTexto.toString('utf8')) as Manifiesto;
  } catch {
    throw new CopiaNoValida(`${DANADA}: su manifiesto no se puede leer.`);
  }
  if (manifiesto.formato !== FORMATO || !Array.isArray(manifiesto.tablas)) {
    throw new CopiaNoValida(`${DANADA}: no es una copia de Clínica kit.`);
  }
  if (manifiesto.version > 1) {
    throw new CopiaNoValida(
      'La copia es de una versión más reciente de Clínica kit: actualiza el programa antes de restaurarla. No se ha restaurado nada.',
    );
  }
  for (const tabla of manifiesto.tablas) {
    const leida = tablas.get(tabla.nombre);
    if (!leida) throw new CopiaNoValida(`${DANADA}: falta la tabla ${tabla.nombre}.`);
    if (leida.filas !== tabla.filas) {
      throw new CopiaNoValida(
        `${DANADA}: la tabla ${tabla.nombre} tiene ${leida.filas} filas y el manifiesto dice ${tabla.filas}.`,
      );
    }
    if (leida.sha256 !== tabla.sha256) {
      throw new CopiaNoValida(
        `${DANADA}: la tabla ${tabla.nombre} no coincide con su suma de comprobación (SHA-256).`,
      );
    }
    tablas.delete(tabla.nombre);
  }
  const sobra = [...tablas.keys()][0];
  if (sobra) throw new CopiaNoValida(`${DANADA}: la tabla ${sobra} no está en el manifiesto.`);
  for (const imagen of manifiesto.imagenes) {
    const bytes = imagenes.get(imagen.sha256);
    if (bytes === undefined)
      throw new CopiaNoValida(`${DANADA}: falta la imagen ${imagen.sha256}.`);
    if (bytes !== imagen.bytes) {
      throw new CopiaNoValida(`${DANADA}: la imagen ${imagen.sha256} no tiene el tamaño esperado.`);
    }
    imagenes.delete(imagen.sha256);
  }
  const sobraImagen = [...imagenes.keys()][0];
  if (sobraImagen) {
    throw new CopiaNoValida(`${DANADA}: la imagen ${sobraImagen} no está en el manifiesto.`);
  }
  if (!ajustesTexto || sha256(ajustesTexto) !== manifiesto.ajustes?.sha256) {
    throw new CopiaNoValida(
      `${DANADA}: los ajustes (ajustes.json) no coinciden con su suma de comprobación (SHA-256).`,
    );
  }
  if (sumaDeLosDatos(manifiesto.tablas, manifiesto.imagenes) !== manifiesto.sha256_datos) {
    throw new CopiaNoValida(`${DANADA}: la suma de comprobación de los datos no coincide.`);
  }
  let ajustes: Record<string, unknown> = {};
  try {
    ajustes = JSON.parse(ajustesTexto.toString('utf8')) as Record<string, unknown>;
  } catch {
    throw new CopiaNoValida(`${DANADA}: los ajustes (ajustes.json) no se pueden leer.`);
  }
  return { manifiesto, ajustes };
}

export interface OpcionesRestaurar {
  archivo: string;
  manifiesto: Manifiesto;
  /** The database, as its tables' owner (a restore empties and fills every table). */
  db: Kysely<Database>;
  storage: Storage;
  /** Whether a database that holds a clinic's data may be emptied first. */
  sobrescribir: boolean;
}

export interface Restaurada {
  tablas: { nombre: string; filas: number }[];
  imagenes: number;
  bytesDeImagenes: number;
  /** Tables that had data and were emptied first (with `sobrescribir`). */
  sobrescritas: string[];
}

/** Rows per INSERT: large enough to be quick, small enough to keep a statement modest. */
const FILAS_POR_INSERT = 1000;
const BYTES_POR_INSERT = 4 * 1024 * 1024;

/** Brings the database to the backup's migrations, or says why it cannot. */
async function migrarComoLaCopia(db: Kysely<Database>, manifiesto: Manifiesto): Promise<void> {
  const conocidas = new Set(MIGRACIONES);
  const nuevas = manifiesto.migraciones.filter((nombre) => !conocidas.has(nombre));
  if (nuevas.length > 0) {
    throw new DestinoNoValido(
      `La copia es de una versión más reciente de Clínica kit (migraciones ${nuevas.join(', ')}): actualiza el programa antes de restaurarla. No se ha restaurado nada.`,
    );
  }
  const deLaCopia = new Set(manifiesto.migraciones);
  const hechas = await migracionesHechas(db);
  const deMas = hechas.filter((nombre) => !deLaCopia.has(nombre));
  if (deMas.length > 0) {
    throw new DestinoNoValido(
      `La base de datos de destino es de una versión más reciente que la copia (migraciones ${deMas.join(', ')}). Restaura en una base de datos recién creada, sin tablas: se pondrá al día después. No se ha restaurado nada.`,
    );
  }
  const ultima = MIGRACIONES.filter((nombre) => deLaCopia.has(nombre)).at(-1);
  if (!ultima) return;
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateTo(ultima);
  if (error || results?.some((r) => r.status === 'Error')) {
    throw new Error('No se pudo preparar la base de datos para la copia. / Migration failed.', {
      cause: error,
    });
  }
  const ahora = await migracionesHechas(db);
  const distintas = ahora.filter((nombre) => !deLaCopia.has(nombre));
  if (distintas.length > 0 || ahora.length !== deLaCopia.size) {
    throw new DestinoNoValido(
      'La base de datos no se puede poner en la misma versión que la copia. Restaura en una base de datos recién creada. No se ha restaurado nada.',
    );
  }
}

/** Restores a checked backup (comprobarCopia) into the database and store. */
export async function restaurarCopia(opciones: OpcionesRestaurar): Promise<Restaurada> {
  const { archivo, manifiesto, db, storage } = opciones;
  const conDatos = await tieneDatos(db, await tablasDeLaClinica(db));
  if (conDatos.length > 0 && !opciones.sobrescribir) {
    throw new DestinoNoValido(
      `La base de datos de destino ya tiene datos (${conDatos.join(', ')}). No se ha restaurado nada. ` +
        'Para reemplazarlos por los de la copia, repite la orden con --sobrescribir.',
    );
  }
  await migrarComoLaCopia(db, manifiesto);
  const mimes = new Map(manifiesto.imagenes.map((imagen) => [imagen.sha256, imagen.mime]));
  return db.transaction().execute(async (trx) => {
    const tablas = await tablasDeLaClinica(trx);
    const nombres = new Set(tablas.map((tabla) => tabla.nombre));
    const falta = manifiesto.tablas.find((tabla) => !nombres.has(tabla.nombre));
    if (falta) {
      throw new DestinoNoValido(
        `La base de datos no tiene la tabla ${falta.nombre} de la copia. No se ha restaurado nada.`,
      );
    }
    // A faithful copy: the rows as they were, without the triggers that guard live changes
    // (the audit log's refusal to be emptied); the foreign keys are still checked.
    for (const tabla of tablas) {
      await sql`ALTER TABLE ${sql.table(tabla.nombre)} DISABLE TRIGGER USER`.execute(trx);
    }
    if (tablas.length > 0) {
      await sql`TRUNCATE ${sql.join(tablas.map((tabla) => sql.table(tabla.nombre)))}`.execute(trx);
    }
    let imagenes = 0;
    let bytesDeImagenes = 0;
    await recorrer(archivo, async (nombre, entrada) => {
      const tabla = TABLA.exec(nombre)?.[1];
      const imagen = IMAGEN.exec(nombre)?.[1];
      if (tabla) await cargarTabla(trx, tabla, entrada);
      else if (imagen) {
        bytesDeImagenes += await guardarImagen(storage, imagen, mimes.get(imagen) ?? '', entrada);
        imagenes++;
      }
    });
    for (const { tabla, columna, secuencia } of await columnasConSecuencia(trx)) {
      await sql`SELECT setval(${secuencia}::regclass,
        coalesce((SELECT max(${sql.ref(columna)}) FROM ${sql.table(tabla)}), 0) + 1, false)`.execute(
        trx,
      );
    }
    for (const tabla of tablas) {
      await sql`ALTER TABLE ${sql.table(tabla.nombre)} ENABLE TRIGGER USER`.execute(trx);
    }
    const restauradas: Restaurada['tablas'] = [];
    for (const tabla of manifiesto.tablas) {
      const { rows } = await sql<{ filas: number }>`
        SELECT count(*)::integer AS filas FROM ${sql.table(tabla.nombre)}`.execute(trx);
      const filas = Number(rows[0]?.filas ?? 0);
      if (filas !== tabla.filas) {
        throw new CopiaNoValida(
          `La tabla ${tabla.nombre} ha quedado con ${filas} filas y la copia tiene ${tabla.filas}: no se ha restaurado nada.`,
        );
      }
      restauradas.push({ nombre: tabla.nombre, filas });
    }
    return { tablas: restauradas, imagenes, bytesDeImagenes, sobrescritas: conDatos };
  });
}

async function cargarTabla(
  trx: Kysely<Database>,
  tabla: string,
  entrada: AsyncIterable<Buffer>,
): Promise<void> {
  const gunzip = createGunzip();
  const descomprimido = pipeline(Readable.from(entrada), gunzip);
  descomprimido.catch(() => undefined);
  const lineas = createInterface({ input: gunzip, crlfDelay: Number.POSITIVE_INFINITY });
  let lote: string[] = [];
  let bytes = 0;
  const insertar = async () => {
    if (lote.length === 0) return;
    const filas = `[${lote.join(',')}]`;
    lote = [];
    bytes = 0;
    await sql`INSERT INTO ${sql.table(tabla)}
      SELECT * FROM jsonb_populate_recordset(NULL::${sql.table(tabla)}, ${filas}::jsonb)`.execute(
      trx,
    );
  };
  for await (const linea of lineas) {
    if (linea === '') continue;
    lote.push(linea);
    bytes += linea.length;
    if (lote.length >= FILAS_POR_INSERT || bytes >= BYTES_POR_INSERT) await insertar();
  }
  await insertar();
  await descomprimido;
}

/** Stores one image under its hash, checked on the way; its size. */
async function guardarImagen(
  storage: Storage,
  hashEsperado: string,
  mime: string,
  entrada: AsyncIterable<Buffer>,
): Promise<number> {
  const temporal = storage.newTempPath();
  const hash = createHash('sha256');
  let bytes = 0;
  try {
    await pipeline(
      Readable.from(entrada),
      new Transform({
        transform(trozo: Buffer, _encoding, done) {
          hash.update(trozo);
          bytes += trozo.length;
          done(null, trozo);
        },
      }),
      createWriteStream(temporal, { mode: 0o600 }),
    );
    if (hash.digest('hex') !== hashEsperado) {
      throw new CopiaNoValida(
        `${DANADA}: la imagen ${hashEsperado} no coincide con su suma de comprobación (SHA-256).`,
      );
    }
    await storage.put({ tempPath: temporal, hash: hashEsperado, size: bytes, mime });
    return bytes;
  } finally {
    await storage.discard(temporal);
  }
}
