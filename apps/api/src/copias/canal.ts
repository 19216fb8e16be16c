/**
 * How `npm run clinica -- copia-de-seguridad` asks the running server for a backup when the
 * embedded database is in use (PGlite admits one process, and the server holds it): a Unix
 * socket in the data directory, `control/copias.sock`, in a folder only the server's user may
 * enter (0700) and itself 0600. Nothing listens on the network: whoever can use the socket can
 * already read the data directory. Its one request: make a backup into this folder.
 */
import { chmod, mkdir, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { ResultadoDeCopia } from './servicio';

/** The socket of the server that holds the embedded database in `dataDir`. */
export const rutaDelCanal = (dataDir: string) => path.join(dataDir, 'control', 'copias.sock');

/** Unix socket paths are at most this long (sun_path, 108 bytes with its terminating zero). */
const RUTA_MAXIMA = 107;

export interface RespuestaDelCanal {
  resultado: ResultadoDeCopia['resultado'];
  mensaje?: string;
  ruta?: string;
  nombre?: string;
  bytes?: number;
  sha256?: string;
  tablas?: { nombre: string; filas: number }[];
  imagenes?: number;
  faltan?: number;
}

export function respuestaDe(resultado: ResultadoDeCopia): RespuestaDelCanal {
  const copia = resultado.copia;
  return {
    resultado: resultado.resultado,
    ...(resultado.mensaje ? { mensaje: resultado.mensaje } : {}),
    ...(copia
      ? {
          ruta: copia.ruta,
          nombre: copia.nombre,
          bytes: copia.bytes,
          sha256: copia.sha256,
          tablas: copia.manifiesto.tablas.map(({ nombre, filas }) => ({ nombre, filas })),
          imagenes: copia.manifiesto.imagenes.length,
          faltan: copia.manifiesto.imagenes_que_faltaban.length,
        }
      : {}),
  };
}

export interface Canal {
  cerrar(): Promise<void>;
}

/** Opens the socket; `hacer` makes the backup asked for. */
export async function abrirCanal(
  ruta: string,
  hacer: (destino: string) => Promise<RespuestaDelCanal>,
): Promise<Canal> {
  if (Buffer.byteLength(ruta) > RUTA_MAXIMA) {
    throw new Error(
      `La ruta del canal de copias (${ruta}) es demasiado larga para un socket: usa un CLINICA_DATA_DIR más corto. / The backup socket path is too long.`,
    );
  }
  const carpeta = path.dirname(ruta);
  await mkdir(carpeta, { recursive: true, mode: 0o700 });
  await chmod(carpeta, 0o700);
  // Whoever holds the data directory's lock (this process) owns the socket: an old one is a
  // leftover of a process that stopped without closing it.
  await rm(ruta, { force: true });
  const servidor = http.createServer(async (peticion, respuesta) => {
    const responder = (codigo: number, cuerpo: RespuestaDelCanal) => {
      respuesta.writeHead(codigo, { 'content-type': 'application/json' });
      respuesta.end(JSON.stringify(cuerpo));
    };
    try {
      if (peticion.method !== 'POST' || peticion.url !== '/copia-de-seguridad') {
        responder(404, { resultado: 'fallida', mensaje: 'Petición desconocida.' });
        return;
      }
      const trozos: Buffer[] = [];
      let total = 0;
      for await (const trozo of peticion) {
        total += (trozo as Buffer).length;
        if (total > 64 * 1024) throw new Error('Petición demasiado grande.');
        trozos.push(trozo as Buffer);
      }
      const { destino } = JSON.parse(Buffer.concat(trozos).toString('utf8')) as {
        destino?: unknown;
      };
      if (typeof destino !== 'string' || !path.isAbsolute(destino)) {
        responder(400, { resultado: 'fallida', mensaje: 'Falta la carpeta de destino.' });
        return;
      }
      responder(200, await hacer(destino));
    } catch (error) {
      responder(500, {
        resultado: 'fallida',
        mensaje: error instanceof Error ? error.message : String(error),
      });
    }
  });
  // A backup of a large clinic takes minutes: the one request may wait that long.
  servidor.requestTimeout = 0;
  servidor.headersTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    servidor.once('error', reject);
    servidor.listen(ruta, () => resolve());
  });
  await chmod(ruta, 0o600);
  return {
    async cerrar() {
      const cerrado = new Promise<void>((resolve) => servidor.close(() => resolve()));
      servidor.closeAllConnections();
      await cerrado;
      await rm(ruta, { force: true });
    },
  };
}

/** Asks the server listening on `ruta` for a backup into `destino` and waits for it. */
export function pedirCopia(ruta: string, destino: string): Promise<RespuestaDelCanal> {
  return new Promise((resolve, reject) => {
    const cuerpo = JSON.stringify({ destino });
    const peticion = http.request(
      {
        socketPath: ruta,
        path: '/copia-de-seguridad',
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(cuerpo),
        },
      },
      async (respuesta) => {
        const trozos: Buffer[] = [];
        try {
          for await (const trozo of respuesta) trozos.push(trozo as Buffer);
          resolve(JSON.parse(Buffer.concat(trozos).toString('utf8')) as RespuestaDelCanal);
        } catch (error) {
          reject(error);
        }
      },
    );
    peticion.on('error', reject);
    peticion.end(cuerpo);
  });
}
