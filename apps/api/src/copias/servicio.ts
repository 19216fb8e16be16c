/**
 * The server's backups (docs/decisiones.md (59)): one every day at CLINICA_COPIAS_HORA (clinic
 * time) into CLINICA_COPIAS_DIR, keeping the newest CLINICA_COPIAS_CONSERVAR; one when the
 * responsable asks ('Hacer una copia ahora'); and one when `npm run clinica --
 * copia-de-seguridad` asks this server (./canal.ts). Each is a row of `copias_de_seguridad`, so
 * the responsable sees the last one's time, size and result, and a failure is a warning there
 * and a line in the log, never silence. With several processes on one PostgreSQL, the daily one
 * is made by the process that claims the day's row.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { type AjustesCopias, ajustesDeCopias, type Settings } from '../config';
import {
  empezarCopia,
  type FilaDeCopia,
  terminarCopia,
  ultimaCopia,
  ultimaCopiaHecha,
} from '../db/queries/copias';
import type { Database, OrigenCopia } from '../db/schema';
import { wallClock } from '../domain/clinic-time';
import type { BatchTimer } from '../http/rate-limit-store';
import type { Storage } from '../uploads/storage';
import { CopiaFallida, type CopiaHecha, crearCopia } from './crear';
import { ES_ARCHIVO_DE_COPIA, tamanoLegible } from './formato';

/** How often the schedule looks at the clock. */
export const INTERVALO_MS = 60_000;
/** A backup still 'en curso' after this long was cut short (its process stopped). */
const INTERRUMPIDA_MS = 6 * 3_600_000;
/** The last good backup older than this is a warning: the daily one did not happen. */
const ANTIGUA_MS = 26 * 3_600_000;

export type EstadoGeneral =
  | 'correcta'
  | 'en_curso'
  | 'incompleta'
  | 'fallida'
  | 'ninguna'
  | 'antigua';

export interface CopiaVista {
  origen: OrigenCopia;
  empezada_en: string;
  terminada_en: string | null;
  resultado: 'en_curso' | 'correcta' | 'incompleta' | 'fallida';
  archivo: string | null;
  bytes: number | null;
  mensaje: string | null;
}

export interface EstadoDeLasCopias {
  estado: EstadoGeneral;
  /** What the responsable must know, in Spanish; null when all is well. */
  aviso: string | null;
  ultima: CopiaVista | null;
  ultima_correcta: CopiaVista | null;
  programacion: { hora: string; conservar: number; carpeta: string };
}

export interface ResultadoDeCopia {
  id: number;
  resultado: 'correcta' | 'incompleta' | 'fallida';
  copia?: CopiaHecha;
  mensaje?: string;
}

export interface ServicioCopias {
  /** Makes one backup now, into `destino` (by default CLINICA_COPIAS_DIR), and records it. */
  hacer(origen: Exclude<OrigenCopia, 'diaria'>, destino?: string): Promise<ResultadoDeCopia>;
  /**
   * Records a backup as begun (inside the caller's transaction, e.g. an audited one) and returns
   * its id; `continuar` then makes it.
   */
  empezar(db: Kysely<Database>, origen: Exclude<OrigenCopia, 'diaria'>): Promise<number>;
  continuar(id: number, destino?: string): Promise<ResultadoDeCopia>;
  /** One look at the clock: the daily backup, if its hour came since the last look. */
  comprobarHora(): Promise<ResultadoDeCopia | null>;
  estado(): Promise<EstadoDeLasCopias>;
  /** Whether a backup is being made by this process. */
  ocupado(): boolean;
  /** No more daily runs; waits for the backups running. */
  detener(): Promise<void>;
}

export interface OpcionesServicio {
  db: Kysely<Database>;
  motor: 'pglite' | 'postgres';
  storage: Storage;
  settings: Settings;
  clock: () => Date;
  /** When the schedule looks at the clock; false: only when `comprobarHora` is called (tests). */
  temporizador: BatchTimer | false;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

const vista = (fila: FilaDeCopia | undefined): CopiaVista | null =>
  fila
    ? {
        origen: fila.origen,
        empezada_en: new Date(fila.empezada_en).toISOString(),
        terminada_en: fila.terminada_en ? new Date(fila.terminada_en).toISOString() : null,
        resultado: fila.resultado,
        archivo: fila.archivo,
        bytes: fila.bytes === null ? null : Number(fila.bytes),
        mensaje: fila.mensaje,
      }
    : null;

/** '21/11/2026 a las 03:00', on the clinic's wall clock. */
function cuando(iso: string, zona: string): string {
  const { fecha, hora } = wallClock(new Date(iso), zona);
  const [anio, mes, dia] = fecha.split('-');
  return `${dia}/${mes}/${anio} a las ${hora}`;
}

/** Removes the oldest archives of `carpeta` beyond the newest `conservar`. */
export async function conservarUltimas(carpeta: string, conservar: number): Promise<string[]> {
  const nombres = (await readdir(carpeta)).filter((nombre) => ES_ARCHIVO_DE_COPIA.test(nombre));
  const conFecha = await Promise.all(
    nombres.map(async (nombre) => ({
      nombre,
      momento: (await stat(path.join(carpeta, nombre))).mtimeMs,
    })),
  );
  conFecha.sort((a, b) => b.momento - a.momento || (a.nombre < b.nombre ? 1 : -1));
  const sobran = conFecha.slice(conservar).map((archivo) => archivo.nombre);
  for (const nombre of sobran) await rm(path.join(carpeta, nombre), { force: true });
  return sobran;
}

export function crearServicioCopias(opciones: OpcionesServicio): ServicioCopias {
  const { db, motor, storage, settings, clock, log } = opciones;
  const ajustes: AjustesCopias = ajustesDeCopias(settings);
  const zona = settings.timeZone;
  let detenido = false;
  let enMarcha = 0;
  const corriendo = new Set<Promise<unknown>>();
  // The schedule's window starts now: the hour is due when the clock passes it while serving.
  let ultimaMirada = clock();

  async function continuar(id: number, destino = ajustes.carpeta): Promise<ResultadoDeCopia> {
    enMarcha++;
    const trabajo = (async (): Promise<ResultadoDeCopia> => {
      try {
        const copia = await crearCopia({ db, motor, storage, settings, clock, destino });
        const faltan = copia.manifiesto.imagenes_que_faltaban.length;
        const resultado = faltan > 0 ? 'incompleta' : 'correcta';
        const mensaje =
          faltan > 0
            ? `Faltaban ${faltan === 1 ? '1 imagen' : `${faltan} imágenes`} en el almacén: la copia no las tiene.`
            : undefined;
        await terminarCopia(db, id, {
          resultado,
          ahora: clock(),
          archivo: copia.nombre,
          bytes: copia.bytes,
          mensaje,
        });
        if (faltan > 0) {
          log.warn({ copia: id, faltan }, `Copia de seguridad incompleta: ${mensaje}`);
        } else {
          log.info(
            { copia: id, bytes: copia.bytes },
            `Copia de seguridad hecha: ${copia.nombre} (${tamanoLegible(copia.bytes)}).`,
          );
        }
        if (path.resolve(destino) === path.resolve(ajustes.carpeta)) {
          const quitadas = await conservarUltimas(ajustes.carpeta, ajustes.conservar).catch(
            (error: unknown) => {
              log.warn({ err: error }, 'No se pudieron quitar las copias de seguridad antiguas.');
              return [];
            },
          );
          if (quitadas.length > 0) {
            log.info(
              { quitadas: quitadas.length },
              `Se conservan las ${ajustes.conservar} copias más recientes; quitadas: ${quitadas.join(', ')}.`,
            );
          }
        }
        return { id, resultado, copia, mensaje };
      } catch (error) {
        const mensaje =
          error instanceof CopiaFallida
            ? error.message
            : 'No se pudo hacer la copia de seguridad: error inesperado (el registro del servidor tiene el detalle).';
        await terminarCopia(db, id, { resultado: 'fallida', ahora: clock(), mensaje }).catch(
          () => undefined,
        );
        log.error(
          { copia: id, err: error instanceof CopiaFallida ? error.cause : error },
          `La copia de seguridad ha fallado: ${mensaje}`,
        );
        return { id, resultado: 'fallida', mensaje };
      } finally {
        enMarcha--;
      }
    })();
    corriendo.add(trabajo);
    trabajo.finally(() => corriendo.delete(trabajo));
    return trabajo;
  }

  const empezar = async (conexion: Kysely<Database>, origen: Exclude<OrigenCopia, 'diaria'>) =>
    (await empezarCopia(conexion, { origen, ahora: clock() })) as number;

  async function comprobarHora(): Promise<ResultadoDeCopia | null> {
    const antes = wallClock(ultimaMirada, zona);
    const ahora = clock();
    ultimaMirada = ahora;
    const reloj = wallClock(ahora, zona);
    const cita = `${reloj.fecha}T${ajustes.hora}`;
    const paso = `${antes.fecha}T${antes.hora}` < cita && cita <= `${reloj.fecha}T${reloj.hora}`;
    if (!paso || detenido) return null;
    const id = await empezarCopia(db, { origen: 'diaria', dia: reloj.fecha, ahora });
    // Another process sharing the database claimed today's.
    if (id === null) return null;
    return continuar(id);
  }

  const temporizador = opciones.temporizador;
  function programar() {
    if (!temporizador || detenido) return;
    temporizador.later(async () => {
      if (detenido) return;
      try {
        await comprobarHora();
      } catch (error) {
        log.error(
          { err: error },
          'No se pudo empezar la copia de seguridad diaria; se reintentará.',
        );
      }
      programar();
    }, INTERVALO_MS);
  }
  programar();

  async function estado(): Promise<EstadoDeLasCopias> {
    const [ultimaFila, hechaFila] = await Promise.all([ultimaCopia(db), ultimaCopiaHecha(db)]);
    const ahora = clock().getTime();
    let ultima = vista(ultimaFila);
    if (
      ultima?.resultado === 'en_curso' &&
      ahora - Date.parse(ultima.empezada_en) > INTERRUMPIDA_MS
    ) {
      ultima = {
        ...ultima,
        resultado: 'fallida',
        mensaje: 'Se interrumpió: el servidor se detuvo mientras se hacía.',
      };
    }
    const hecha = vista(hechaFila);
    const programacion = {
      hora: ajustes.hora,
      conservar: ajustes.conservar,
      carpeta: ajustes.carpeta,
    };
    if (!ultima) {
      return {
        estado: 'ninguna',
        aviso: 'Todavía no se ha hecho ninguna copia de seguridad.',
        ultima: null,
        ultima_correcta: null,
        programacion,
      };
    }
    let estadoGeneral: EstadoGeneral = ultima.resultado;
    let aviso: string | null = null;
    if (ultima.resultado === 'fallida') {
      aviso = `La última copia de seguridad (${cuando(ultima.empezada_en, zona)}) ha fallado: ${ultima.mensaje ?? 'sin detalle'}`;
      aviso += hecha
        ? ` La última correcta es del ${cuando(hecha.terminada_en ?? hecha.empezada_en, zona)}.`
        : ' No hay ninguna copia correcta.';
    } else if (ultima.resultado === 'incompleta') {
      aviso = `La última copia de seguridad (${cuando(ultima.empezada_en, zona)}) está incompleta: ${ultima.mensaje ?? ''}`;
    } else if (
      ultima.resultado === 'correcta' &&
      ahora - Date.parse(ultima.terminada_en ?? ultima.empezada_en) > ANTIGUA_MS
    ) {
      estadoGeneral = 'antigua';
      aviso = `La última copia de seguridad es del ${cuando(ultima.terminada_en ?? ultima.empezada_en, zona)}: hace más de un día que no se hace ninguna.`;
    }
    return {
      estado: estadoGeneral,
      aviso,
      ultima,
      ultima_correcta: hecha,
      programacion,
    };
  }

  return {
    hacer: async (origen, destino) => continuar(await empezar(db, origen), destino),
    empezar,
    continuar,
    comprobarHora,
    estado,
    ocupado: () => enMarcha > 0,
    async detener() {
      detenido = true;
      await Promise.allSettled([...corriendo]);
    },
  };
}
