/**
 * The outbox's worker (docs/decisiones.md (50)): every few seconds it makes the links of the
 * recoveries asked and queues the reminders now due, then claims the due messages (a lease, FOR
 * UPDATE SKIP LOCKED: with several processes on one PostgreSQL each message is claimed by one),
 * sends them and marks them sent. A message the SMTP server did not take (down, a 4xx) is tried
 * again later, waiting twice as long each time; a permanent refusal of the address (5xx) marks
 * it as bouncing and nothing more goes to it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AjustesCorreo } from '../config';
import { nombreDeLaClinica } from '../db/queries/agenda';
import {
  abandonarCorreo,
  aplazarCorreo,
  type FilaDeCorreo,
  marcarEnviado,
  reclamarCorreos,
} from '../db/queries/correo';
import type { Database } from '../db/schema';
import type { BatchTimer } from '../http/rate-limit-store';
import { encolarRecordatorios, encolarRecuperaciones, remitenteDe } from './cola';
import type { Transporte } from './transporte';

export interface OpcionesTrabajador {
  db: Kysely<Database>;
  transporte: Transporte;
  ajustes: AjustesCorreo;
  zonaHoraria: string;
  /** The server's clock (tests move it): due times, leases and waits are read on it. */
  clock: () => Date;
  /** When the next pass runs; false: only when `procesar` is called (tests). */
  temporizador: BatchTimer | false;
  log: FastifyBaseLogger;
  /** Between passes. */
  intervaloMs?: number;
  /** How long a claim holds a message before another process may take it (a process that died). */
  plazoMs?: number;
}

export interface ResultadoPasada {
  enviados: number;
  aplazados: number;
  abandonados: number;
  recordatorios: number;
}

export interface TrabajadorCorreo {
  /** One pass: due reminders queued, every due message sent, put off or given up. */
  procesar(): Promise<ResultadoPasada>;
  /** No more passes; waits for the one running. */
  detener(): Promise<void>;
}

/** The first wait after a failed attempt; each next one doubles, up to an hour. */
export const PRIMERA_ESPERA_MS = 60_000;
const ESPERA_MAXIMA_MS = 3_600_000;
const LOTE = 10;

export const esperaTrasIntentos = (intentos: number) =>
  Math.min(PRIMERA_ESPERA_MS * 2 ** Math.max(0, intentos - 1), ESPERA_MAXIMA_MS);

/**
 * A permanent refusal of this address or message: the SMTP server answered 5xx to its recipient
 * or its content. A 5xx to anything else (authentication, the server's own setup) is the
 * clinic's problem, not the address's: retried, and logged as an error.
 */
function esRebote(error: unknown): boolean {
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown };
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    (code === 'EENVELOPE' || code === 'EMESSAGE')
  );
}

const mensajeDe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function crearTrabajadorCorreo(opciones: OpcionesTrabajador): TrabajadorCorreo {
  const { db, transporte, ajustes, clock, log } = opciones;
  const intervalo = opciones.intervaloMs ?? 3_000;
  const plazo = opciones.plazoMs ?? 120_000;
  let detenido = false;
  // One pass at a time in this process: a call while one runs waits for it, then runs its own.
  let cola: Promise<unknown> = Promise.resolve();

  async function enviarUno(
    fila: FilaDeCorreo,
    ahora: Date,
    de: ReturnType<typeof remitenteDe>,
  ): Promise<keyof ResultadoPasada> {
    const calendario = fila.calendario
      ? {
          metodo: /^METHOD:CANCEL\r?$/m.test(fila.calendario)
            ? ('CANCEL' as const)
            : ('REQUEST' as const),
          contenido: fila.calendario,
        }
      : undefined;
    try {
      const { archivo } = await transporte.enviar({
        id: fila.id,
        para: fila.destinatario,
        asunto: fila.asunto,
        texto: fila.texto,
        html: fila.html,
        ...(calendario ? { calendario } : {}),
        ...(de ? { de } : {}),
      });
      await marcarEnviado(db, fila, clock());
      // The file's name holds its recipient's address: the log names the message by its id.
      log.info(
        { correo: fila.id, clave: fila.clave },
        archivo ? 'Mensaje escrito como archivo .eml en la carpeta de correo.' : 'Mensaje enviado.',
      );
      return 'enviados';
    } catch (error) {
      if (esRebote(error)) {
        await abandonarCorreo(db, fila, 'rebotado', mensajeDe(error));
        log.warn(
          { correo: fila.id, clave: fila.clave, err: error },
          'El servidor de correo rechaza la dirección: queda marcada y no se le enviará más.',
        );
        return 'abandonados';
      }
      const espera = esperaTrasIntentos(fila.intentos);
      await aplazarCorreo(db, fila.id, new Date(ahora.getTime() + espera), mensajeDe(error));
      log.warn(
        { correo: fila.id, clave: fila.clave, intentos: fila.intentos, err: error },
        `No se pudo enviar un mensaje; se reintentará en ${Math.round(espera / 1000)} s.`,
      );
      return 'aplazados';
    }
  }

  async function pasada(): Promise<ResultadoPasada> {
    const ahora = clock();
    const contexto = { ajustes, zonaHoraria: opciones.zonaHoraria, ahora };
    // The recoveries asked since the last pass get their links, sent in this same pass.
    await encolarRecuperaciones(db, contexto);
    const resultado: ResultadoPasada = {
      enviados: 0,
      aplazados: 0,
      abandonados: 0,
      recordatorios: await encolarRecordatorios(db, contexto),
    };
    // The clinic's name is read once a pass: a name changed in the Agenda signs the next pass.
    let de: Promise<ReturnType<typeof remitenteDe>> | undefined;
    for (;;) {
      const filas = await reclamarCorreos(db, ahora, new Date(ahora.getTime() + plazo), LOTE);
      if (filas.length === 0) return resultado;
      de ??= nombreDeLaClinica(db).then((nombre) => remitenteDe(ajustes.remitente, nombre));
      for (const fila of filas) {
        if (fila.rebotado) {
          // The address bounced since this was queued: nothing more goes to it.
          await abandonarCorreo(db, fila, 'rebotado', null);
          resultado.abandonados++;
        } else if (
          fila.tipo === 'recordatorio' &&
          (fila.estado_cita !== 'EN_CURSO' || fila.secuencia_cita !== fila.secuencia)
        ) {
          // Moved or cancelled since: its own confirmation said so.
          await abandonarCorreo(db, fila, 'descartado', null);
          resultado.abandonados++;
        } else {
          resultado[await enviarUno(fila, ahora, await de)]++;
        }
      }
    }
  }

  function procesar(): Promise<ResultadoPasada> {
    const esta = cola.then(pasada, pasada);
    cola = esta.catch(() => undefined);
    return esta;
  }

  const temporizador = opciones.temporizador;
  function programar() {
    if (!temporizador || detenido) return;
    temporizador.later(async () => {
      if (detenido) return;
      try {
        await procesar();
      } catch (error) {
        // The database may be down for a while: the next pass tries again.
        log.warn({ err: error }, 'La cola de correo no se pudo procesar; se reintentará.');
      }
      programar();
    }, intervalo);
  }
  programar();

  return {
    procesar,
    async detener() {
      detenido = true;
      await cola;
    },
  };
}
