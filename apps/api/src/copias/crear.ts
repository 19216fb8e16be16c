/**
 * Making a backup (docs/decisiones.md (59)) while the clinic works: every table is read in one
 * REPEATABLE READ, READ ONLY transaction (one snapshot: the rows as of one moment, whatever is
 * written meanwhile), each table to a compressed file of JSON lines beside the archive, and then
 * the files those rows name are copied from the store, which keeps them until the backup ends
 * (./bloqueo.ts). The archive is written under a temporary name and renamed when whole: a
 * backup that fails leaves nothing that looks like one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { type Kysely, sql } from 'kysely';
import { pack as crearPack } from 'tar-stream';
import { type AjustesCopias, ajustesDeCopias, ajustesDeCorreo, type Settings } from '../config';
import { sinCredenciales } from '../correo/transporte';
import type { Database } from '../db/schema';
import { wallClock } from '../domain/clinic-time';
import { removeUnreferenced } from '../uploads/save-with-files';
import type { Storage } from '../uploads/storage';
import { comoUnicaCopia } from './bloqueo';
import { COLUMNAS_DE_ARCHIVO, migracionesHechas, ordenDe, tablasDeLaClinica } from './catalogo';
import {
  AJUSTES,
  FORMATO,
  type ImagenEnLaCopia,
  MANIFIESTO,
  type Manifiesto,
  nombreDeArchivo,
  rutaDeImagen,
  rutaDeTabla,
  sha256,
  sumaDeLosDatos,
  type TablaEnLaCopia,
  VERSION_FORMATO,
} from './formato';
import { anadirEntrada } from './tar';

/** A backup that could not be made, and why, in Spanish and without personal data. */
export class CopiaFallida extends Error {}

export interface OpcionesCopia {
  db: Kysely<Database>;
  motor: 'pglite' | 'postgres';
  storage: Storage;
  settings: Settings;
  clock: () => Date;
  /** The folder the archive goes to (made if missing). */
  destino: string;
}

export interface CopiaHecha {
  /** The archive's full path. */
  ruta: string;
  nombre: string;
  bytes: number;
  /** SHA-256 of the whole archive, to compare a copy of it elsewhere. */
  sha256: string;
  manifiesto: Manifiesto;
}

/** Rows fetched at a time from the snapshot's cursor. */
const LOTE = 5000;

/** The server's settings as they were, without secrets (passwords, keys, connection strings). */
export function ajustesSinSecretos(settings: Settings, copias: AjustesCopias) {
  const correo = ajustesDeCorreo(settings);
  return {
    zona_horaria: settings.timeZone,
    base_de_datos: settings.databaseUrl ? 'postgres' : 'pglite',
    almacen: settings.objectStore
      ? {
          tipo: 's3',
          bucket: settings.objectStore.bucket,
          endpoint: settings.objectStore.endpoint ?? null,
          region: settings.objectStore.region,
          prefijo: settings.objectStore.prefix,
        }
      : { tipo: 'directorio' },
    sesion_inactividad_minutos: settings.sessionIdleMinutes,
    sesion_maxima_horas: settings.sessionAbsoluteHours,
    antelacion_cancelacion_horas: settings.patientCancelNoticeHours,
    horizonte_reservas_dias: settings.bookingHorizonDays,
    archivo_maximo_bytes: settings.maxFileBytes,
    archivos_maximos: settings.maxFiles,
    correo: {
      smtp: correo.smtpUrl ? sinCredenciales(correo.smtpUrl) : null,
      remitente: correo.remitente,
      url_publica: correo.urlPublica,
      horas_recordatorio: correo.horasRecordatorio,
    },
    copias: { hora: copias.hora, conservar: copias.conservar },
  };
}

async function carpetaEscribible(carpeta: string): Promise<void> {
  try {
    await mkdir(carpeta, { recursive: true, mode: 0o700 });
    await access(carpeta, constants.W_OK);
  } catch (error) {
    throw new CopiaFallida(
      `No se puede escribir en la carpeta de copias (${carpeta}): ${motivo(error)}.`,
      { cause: error },
    );
  }
}

/** A file-system error as a person reads it. */
export function motivo(error: unknown): string {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === 'EACCES' || code === 'EPERM') return 'no hay permiso';
  if (code === 'ENOSPC') return 'el disco está lleno';
  if (code === 'EROFS') return 'el disco es de solo lectura';
  if (code === 'ENOTDIR' || code === 'EEXIST') return 'no es una carpeta';
  if (code === 'ENOENT') return 'no existe';
  if (error instanceof CopiaFallida) return error.message;
  return `error ${code ?? (error instanceof Error ? error.name : 'desconocido')}`;
}

/** A name no archive in the folder has yet. */
async function nombreLibre(carpeta: string, ahora: Date, zona: string): Promise<string> {
  const reloj = wallClock(ahora, zona);
  const segundos = String(ahora.getUTCSeconds()).padStart(2, '0');
  const base = nombreDeArchivo(reloj.fecha, reloj.hora, segundos);
  for (let n = 1; ; n++) {
    const nombre = n === 1 ? base : base.replace(/\.tar$/, `-${n}.tar`);
    try {
      await stat(path.join(carpeta, nombre));
    } catch {
      return nombre;
    }
  }
}

interface Instantanea {
  creadaEn: Date;
  migraciones: string[];
  tablas: (TablaEnLaCopia & { fichero: string })[];
  imagenes: ImagenEnLaCopia[];
}

/** One table's rows in the snapshot, to a gzip file of JSON lines; its count and checksum. */
async function exportarTabla(
  trx: Kysely<Database>,
  tabla: Awaited<ReturnType<typeof tablasDeLaClinica>>[number],
  fichero: string,
): Promise<{ filas: number; sha256: string }> {
  const hash = createHash('sha256');
  const gzip = createGzip();
  const escrito = pipeline(gzip, createWriteStream(fichero, { mode: 0o600 }));
  let filas = 0;
  try {
    await sql`DECLARE copia_filas NO SCROLL CURSOR FOR
      SELECT to_jsonb(t)::text AS fila FROM ${sql.table(tabla.nombre)} AS t
      ORDER BY ${ordenDe(tabla)}`.execute(trx);
    for (;;) {
      const { rows } = await sql<{
        fila: string;
      }>`FETCH ${sql.raw(String(LOTE))} FROM copia_filas`.execute(trx);
      if (rows.length === 0) break;
      const texto = Buffer.from(`${rows.map((row) => row.fila).join('\n')}\n`, 'utf8');
      hash.update(texto);
      filas += rows.length;
      if (!gzip.write(texto)) await new Promise((resolve) => gzip.once('drain', resolve));
    }
    await sql`CLOSE copia_filas`.execute(trx);
  } finally {
    gzip.end();
    await escrito;
  }
  return { filas, sha256: hash.digest('hex') };
}

async function leerInstantanea(
  conexion: Kysely<Database>,
  clock: () => Date,
  trabajo: string,
): Promise<Instantanea> {
  return conexion.transaction().execute(async (trx) => {
    // The snapshot is taken by the first query after these: every table as of one moment.
    await sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`.execute(trx);
    // Instants written in UTC, whatever the server's zone: the same rows, the same text.
    await sql`SET LOCAL TimeZone = 'UTC'`.execute(trx);
    const creadaEn = clock();
    const migraciones = await migracionesHechas(trx);
    const tablas: Instantanea['tablas'] = [];
    for (const tabla of await tablasDeLaClinica(trx)) {
      const fichero = path.join(trabajo, `${tabla.nombre}.jsonl.gz`);
      tablas.push({ nombre: tabla.nombre, fichero, ...(await exportarTabla(trx, tabla, fichero)) });
    }
    const porHash = new Map<string, ImagenEnLaCopia>();
    for (const [tabla, columnas] of Object.entries(COLUMNAS_DE_ARCHIVO)) {
      if (!tablas.some((t) => t.nombre === tabla)) continue;
      const { rows } = await sql<{ archivo: string; mime: string; bytes: number }>`
        SELECT ${sql.ref(columnas.archivo)} AS archivo, min(${sql.ref(columnas.mime)}) AS mime,
          min(${sql.ref(columnas.bytes)})::integer AS bytes
        FROM ${sql.table(tabla)} GROUP BY 1`.execute(trx);
      for (const row of rows) {
        const archivo = row.archivo.trim();
        if (!porHash.has(archivo)) {
          porHash.set(archivo, { sha256: archivo, bytes: Number(row.bytes), mime: row.mime });
        }
      }
    }
    const imagenes = [...porHash.values()].sort((a, b) => (a.sha256 < b.sha256 ? -1 : 1));
    return { creadaEn, migraciones, tablas, imagenes };
  });
}

/** Whether opening a stored file failed because it is not there. */
async function falta(storage: Storage, hash: string, error: unknown): Promise<boolean> {
  if ((error as NodeJS.ErrnoException)?.code === 'ENOENT') return true;
  try {
    return !(await storage.has(hash));
  } catch {
    return false;
  }
}

/**
 * Makes one backup of the database and its stored files into `destino`. Throws CopiaFallida
 * (nothing left behind) when it cannot be made.
 */
export async function crearCopia(opciones: OpcionesCopia): Promise<CopiaHecha> {
  const { db, motor, storage, settings, clock, destino } = opciones;
  await carpetaEscribible(destino);
  const copias = ajustesDeCopias(settings);
  const nombre = await nombreLibre(destino, clock(), settings.timeZone);
  const ruta = path.join(destino, nombre);
  const parcial = path.join(destino, `.${nombre}.${randomBytes(4).toString('hex')}.parcial`);
  let trabajo: string | undefined;
  let instantanea: Instantanea | undefined;
  try {
    trabajo = await mkdtemp(path.join(destino, '.clinica-copia-'));
    const hecha = await comoUnicaCopia(db, motor, async (conexion) => {
      instantanea = await leerInstantanea(conexion, clock, trabajo as string);
      return escribirArchivo(instantanea, {
        storage,
        parcial,
        motor,
        ajustes: Buffer.from(
          `${JSON.stringify(ajustesSinSecretos(settings, copias), null, 2)}\n`,
          'utf8',
        ),
      });
    });
    await rename(parcial, ruta);
    return { ruta, nombre, ...hecha };
  } catch (error) {
    await rm(parcial, { force: true });
    if (error instanceof CopiaFallida) throw error;
    throw new CopiaFallida(`No se pudo escribir la copia: ${motivo(error)}.`, { cause: error });
  } finally {
    if (trabajo) await rm(trabajo, { recursive: true, force: true });
    // Files whose rows were deleted while the backup ran stayed for it; now they go.
    if (instantanea) await retirarHuerfanos(db, storage, instantanea.imagenes);
  }
}

async function escribirArchivo(
  instantanea: Instantanea,
  destino: { storage: Storage; parcial: string; motor: Manifiesto['motor']; ajustes: Buffer },
): Promise<Omit<CopiaHecha, 'ruta' | 'nombre'>> {
  const pack = crearPack();
  const hashArchivo = createHash('sha256');
  let bytes = 0;
  const contar = new Transform({
    transform(trozo: Buffer, _encoding, done) {
      hashArchivo.update(trozo);
      bytes += trozo.length;
      done(null, trozo);
    },
  });
  const escrito = pipeline(
    pack,
    contar,
    createWriteStream(destino.parcial, { mode: 0o600, flags: 'wx' }),
  );
  // A failed write ends the pack; its error is the one reported.
  escrito.catch(() => pack.destroy());
  try {
    for (const tabla of instantanea.tablas) {
      const { size } = await stat(tabla.fichero);
      await anadirEntrada(pack, rutaDeTabla(tabla.nombre), size, createReadStream(tabla.fichero));
    }
    const imagenes: ImagenEnLaCopia[] = [];
    const faltan: string[] = [];
    for (const imagen of instantanea.imagenes) {
      let fuente: Awaited<ReturnType<Storage['open']>>;
      try {
        fuente = await destino.storage.open(imagen.sha256);
      } catch (error) {
        if (await falta(destino.storage, imagen.sha256, error)) {
          faltan.push(imagen.sha256);
          continue;
        }
        throw error;
      }
      const hash = createHash('sha256');
      await anadirEntrada(pack, rutaDeImagen(imagen.sha256), imagen.bytes, fuente, (trozo) =>
        hash.update(trozo),
      );
      if (hash.digest('hex') !== imagen.sha256) {
        throw new CopiaFallida(
          `El archivo ${imagen.sha256} del almacén no coincide con su suma de comprobación (SHA-256): está dañado.`,
        );
      }
      imagenes.push(imagen);
    }
    await anadirEntrada(pack, AJUSTES, destino.ajustes.length, destino.ajustes);
    const tablas = instantanea.tablas.map(({ nombre, filas, sha256 }) => ({
      nombre,
      filas,
      sha256,
    }));
    const manifiesto: Manifiesto = {
      formato: FORMATO,
      version: VERSION_FORMATO,
      creada_en: instantanea.creadaEn.toISOString(),
      motor: destino.motor,
      migraciones: instantanea.migraciones,
      tablas,
      imagenes,
      imagenes_que_faltaban: faltan,
      ajustes: { sha256: sha256(destino.ajustes) },
      sha256_datos: sumaDeLosDatos(tablas, imagenes),
    };
    const texto = Buffer.from(`${JSON.stringify(manifiesto, null, 1)}\n`, 'utf8');
    await anadirEntrada(pack, MANIFIESTO, texto.length, texto);
    pack.finalize();
    await escrito;
    return { bytes, sha256: hashArchivo.digest('hex'), manifiesto };
  } catch (error) {
    pack.destroy();
    await escrito.catch(() => undefined);
    throw error;
  }
}

/** Removes the files of the snapshot that no row names any more (deleted while it ran). */
async function retirarHuerfanos(
  db: Kysely<Database>,
  storage: Storage,
  imagenes: ImagenEnLaCopia[],
): Promise<void> {
  if (imagenes.length === 0) return;
  try {
    const enUso = new Set<string>();
    for (const [tabla, columnas] of Object.entries(COLUMNAS_DE_ARCHIVO)) {
      const { rows } = await sql<{ archivo: string }>`
        SELECT DISTINCT ${sql.ref(columnas.archivo)} AS archivo FROM ${sql.table(tabla)}`.execute(
        db,
      );
      for (const row of rows) enUso.add(row.archivo.trim());
    }
    const huerfanos = imagenes.map((i) => i.sha256).filter((hash) => !enUso.has(hash));
    if (huerfanos.length > 0) await removeUnreferenced(db, storage, huerfanos);
  } catch {
    // The store or the database is unreachable: the files stay until the same content comes again.
  }
}
