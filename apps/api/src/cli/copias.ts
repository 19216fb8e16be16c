/**
 * `npm run clinica -- copia-de-seguridad [--destino CARPETA]` and
 * `npm run clinica -- restaurar ARCHIVO [--sobrescribir]` (docs/decisiones.md (59),
 * docs/despliegue.md 'Copias de seguridad').
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ajustesDeCopias, type Settings } from '../config';
import { pedirCopia, type RespuestaDelCanal, respuestaDe, rutaDelCanal } from '../copias/canal';
import { cifra, type Manifiesto, tamanoLegible } from '../copias/formato';
import {
  CopiaNoValida,
  comprobarCopia,
  DestinoNoValido,
  restaurarCopia,
} from '../copias/restaurar';
import { crearServicioCopias } from '../copias/servicio';
import { isOpenOnlyHere, openDatabase } from '../db/connect';
import { lockHolder } from '../db/lock';
import { migrateToLatest } from '../db/migrate';
import { prepareDatabase } from '../db/prepare';
import { wallClock } from '../domain/clinic-time';
import { openStorage } from '../uploads/storage';
import type { Consola } from './ordenes';

export const USO_COPIA = `Uso: npm run clinica -- copia-de-seguridad [--destino <carpeta>]
Escribe en la carpeta (por defecto CLINICA_COPIAS_DIR) un archivo con la base de datos, las imágenes y los ajustes.`;

export const USO_RESTAURAR = `Uso: npm run clinica -- restaurar <archivo> [--sobrescribir]
Restaura una copia en la base de datos (DATABASE_URL o la embebida de CLINICA_DATA_DIR) y en el almacén de imágenes, que deben estar vacíos; --sobrescribir reemplaza los datos que tengan.`;

/** Wrong input: the command did nothing (exit code 2). */
export class EntradaDeCopiaIncorrecta extends Error {}

const silencio = { info() {}, warn() {}, error() {} };

function opciones(
  argumentos: string[],
  definidas: Record<string, { type: 'string' | 'boolean' }>,
  uso: string,
) {
  try {
    return parseArgs({
      args: argumentos,
      options: definidas,
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    const texto = error instanceof Error ? error.message : '';
    const desconocida = /Unknown option '([^']+)'/.exec(texto);
    const sinValor = /Option '([^']+?)(?: <value>)?' argument missing/.exec(texto);
    throw new EntradaDeCopiaIncorrecta(
      `${
        desconocida
          ? `Opción desconocida: ${desconocida[1]}.`
          : sinValor
            ? `Falta el valor de ${sinValor[1]}.`
            : 'Las opciones no se entienden.'
      }\n${uso}`,
    );
  }
}

function ajustesDe(consola: Consola): Settings {
  if (!consola.ajustes) throw new Error('Faltan los ajustes del servidor.');
  return consola.ajustes();
}

function describirCopia(respuesta: RespuestaDelCanal): string[] {
  const filas = (respuesta.tablas ?? []).reduce((total, tabla) => total + tabla.filas, 0);
  const imagenes = respuesta.imagenes ?? 0;
  return [
    `Copia de seguridad hecha: ${respuesta.ruta} (${tamanoLegible(respuesta.bytes ?? 0)}).`,
    `Contiene ${cifra(respuesta.tablas?.length ?? 0)} tablas con ${cifra(filas)} filas, ${cifra(imagenes)} ${imagenes === 1 ? 'imagen' : 'imágenes'} y los ajustes de la clínica.`,
    `SHA-256 del archivo: ${respuesta.sha256}`,
  ];
}

/** `copia-de-seguridad`: by the running server when it holds the embedded database, else here. */
export async function copiaDeSeguridad(argumentos: string[], consola: Consola): Promise<number> {
  const { values, positionals } = opciones(argumentos, { destino: { type: 'string' } }, USO_COPIA);
  if (positionals.length > 0) {
    throw new EntradaDeCopiaIncorrecta(`Sobra «${positionals[0]}».\n${USO_COPIA}`);
  }
  const settings = ajustesDe(consola);
  const destino = path.resolve(
    (values.destino as string | undefined) ?? ajustesDeCopias(settings).carpeta,
  );
  let respuesta: RespuestaDelCanal;
  const servidor = settings.databaseUrl ? null : lockHolder(settings.dataDir);
  if (servidor) {
    consola.salida(
      `El servidor (proceso ${servidor.pid}) tiene abierta la base de datos embebida: se le pide la copia.`,
    );
    try {
      respuesta = await pedirCopia(rutaDelCanal(settings.dataDir), destino);
    } catch (error) {
      consola.error(
        `No se puede hablar con el servidor en marcha (${(error as NodeJS.ErrnoException).code ?? 'sin respuesta'}). ` +
          'Reinícialo con esta versión de Clínica kit, o detenlo y repite la orden.',
      );
      return 1;
    }
  } else {
    if (!settings.databaseUrl && !existsSync(path.join(settings.dataDir, 'pglite'))) {
      throw new EntradaDeCopiaIncorrecta(
        `No hay ninguna base de datos en ${settings.dataDir} (CLINICA_DATA_DIR) ni DATABASE_URL.`,
      );
    }
    const conexion = await consola.abrirBaseDeDatos();
    const storage = openStorage(settings);
    try {
      const servicio = crearServicioCopias({
        db: conexion.db,
        motor: isOpenOnlyHere(conexion.db) ? 'pglite' : 'postgres',
        storage,
        settings,
        clock: () => new Date(),
        temporizador: false,
        log: silencio,
      });
      respuesta = respuestaDe(await servicio.hacer('orden', destino));
    } finally {
      storage.close();
      await conexion.cerrar();
    }
  }
  if (respuesta.resultado === 'fallida') {
    consola.error(respuesta.mensaje ?? 'La copia de seguridad ha fallado.');
    return 1;
  }
  for (const linea of describirCopia(respuesta)) consola.salida(linea);
  if (respuesta.resultado === 'incompleta') consola.error(`Atención: ${respuesta.mensaje}`);
  return 0;
}

function cuando(iso: string, zona: string): string {
  const { fecha, hora } = wallClock(new Date(iso), zona);
  const [anio, mes, dia] = fecha.split('-');
  return `${dia}/${mes}/${anio} a las ${hora}`;
}

const MOTOR = { pglite: 'la base de datos embebida (PGlite)', postgres: 'PostgreSQL' } as const;

function describirAjustes(ajustes: Record<string, unknown>, settings: Settings): string[] {
  const lineas: string[] = [];
  const zona = ajustes.zona_horaria;
  if (typeof zona === 'string' && zona !== settings.timeZone) {
    lineas.push(
      `Atención: la copia se hizo con la zona horaria ${zona} y estos ajustes usan ${settings.timeZone} (CLINICA_TZ): las fechas y horas de las citas se leen en la de la clínica.`,
    );
  }
  return lineas;
}

/** `restaurar`: checks the archive whole, then restores it into an empty database and store. */
export async function restaurar(argumentos: string[], consola: Consola): Promise<number> {
  const { values, positionals } = opciones(
    argumentos,
    { sobrescribir: { type: 'boolean' } },
    USO_RESTAURAR,
  );
  if (positionals.length !== 1) {
    throw new EntradaDeCopiaIncorrecta(
      `${positionals.length === 0 ? 'Falta el archivo de la copia.' : 'Indica un solo archivo.'}\n${USO_RESTAURAR}`,
    );
  }
  const archivo = path.resolve(positionals[0] as string);
  const settings = ajustesDe(consola);
  let manifiesto: Manifiesto;
  let ajustes: Record<string, unknown>;
  try {
    ({ manifiesto, ajustes } = await comprobarCopia(archivo));
  } catch (error) {
    if (error instanceof CopiaNoValida) throw new EntradaDeCopiaIncorrecta(error.message);
    throw error;
  }
  const filas = manifiesto.tablas.reduce((total, tabla) => total + tabla.filas, 0);
  consola.salida(
    `Copia comprobada: ${path.basename(archivo)}, hecha el ${cuando(manifiesto.creada_en, settings.timeZone)} en ${MOTOR[manifiesto.motor] ?? manifiesto.motor}. ` +
      `Sus ${cifra(manifiesto.tablas.length)} tablas (${cifra(filas)} filas), ${cifra(manifiesto.imagenes.length)} imágenes y sus ajustes coinciden con el manifiesto (SHA-256).`,
  );
  // As the tables' owner: a restore empties and fills every table, the audit log included.
  const destino = openDatabase(
    settings.databaseUrl
      ? {
          kind: 'postgres',
          connectionString: settings.databaseOwnerUrl ?? settings.databaseUrl,
          poolSize: 2,
        }
      : { kind: 'pglite', dataDir: settings.dataDir },
  );
  const storage = openStorage(settings);
  let hecho: Awaited<ReturnType<typeof restaurarCopia>>;
  try {
    try {
      hecho = await restaurarCopia({
        archivo,
        manifiesto,
        db: destino.db,
        storage,
        sobrescribir: values.sobrescribir === true,
      });
    } catch (error) {
      if (error instanceof DestinoNoValido || error instanceof CopiaNoValida) {
        throw new EntradaDeCopiaIncorrecta(error.message);
      }
      throw error;
    }
    // Brought to this version's schema (the backup may be older), and on PostgreSQL the
    // serving role gets its rights on the tables again.
    if (destino.kind === 'pglite') await migrateToLatest(destino.db);
  } finally {
    storage.close();
    await destino.close();
  }
  if (settings.databaseUrl) {
    const servidor = openDatabase({
      kind: 'postgres',
      connectionString: settings.databaseUrl,
      poolSize: 1,
    });
    try {
      await prepareDatabase(servidor, settings, silencio);
    } finally {
      await servidor.close();
    }
  }
  const total = hecho.tablas.reduce((suma, tabla) => suma + tabla.filas, 0);
  const donde = settings.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `la base de datos embebida de ${settings.dataDir}`;
  consola.salida(
    `Restaurada en ${donde}${hecho.sobrescritas.length > 0 ? ', reemplazando los datos que tenía' : ''}: ${cifra(total)} filas en ${cifra(hecho.tablas.length)} tablas.`,
  );
  for (const tabla of hecho.tablas) {
    if (tabla.filas > 0) consola.salida(`  ${tabla.nombre}: ${cifra(tabla.filas)}`);
  }
  consola.salida(
    `Imágenes: ${cifra(hecho.imagenes)} (${tamanoLegible(hecho.bytesDeImagenes)}) en ${storage.description}.`,
  );
  if (manifiesto.imagenes_que_faltaban.length > 0) {
    consola.error(
      `Atención: al hacer la copia ya faltaban ${cifra(manifiesto.imagenes_que_faltaban.length)} imágenes en el almacén; no se han podido restaurar.`,
    );
  }
  consola.salida(
    'Los contadores de ids siguen tras los restaurados: las filas nuevas tendrán ids nuevos.',
  );
  for (const linea of describirAjustes(ajustes, settings)) consola.error(linea);
  return 0;
}
