import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** What @fastify/rate-limit asks of a store: count one request of a key in its window. */
type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;

/** How often a process adds the calls it counted in memory to the shared row. */
export const BATCH_MS = 100;

/**
 * The store's time: its clock (milliseconds) and how it runs a batch later. Real time by
 * default; a test gives its own, so when a batch is added is the test's choice, never the
 * machine's speed.
 */
export interface BatchTimer {
  now(): number;
  /** Runs `batch` once, `ms` from now. */
  later(batch: () => unknown, ms: number): void;
}

export const REAL_TIME: BatchTimer = {
  now: () => Date.now(),
  later: (batch, ms) => {
    setTimeout(batch, ms).unref();
  },
};

/** Counts `amount` requests of `key` in a fixed window of `windowMs`, in one statement. */
export async function countRequest(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  amount = 1,
): Promise<Counted> {
  // The database's clock, not this process's: every process counts in the same window. A row
  // whose window has passed starts a new one. One upsert, atomic under concurrent requests.
  const { rows } = await sql<{ peticiones: number; ttl: number }>`
    INSERT INTO limite_peticiones AS l (clave, inicio, peticiones)
    VALUES (${key}, now(), ${amount}::integer)
    ON CONFLICT (clave) DO UPDATE SET
      peticiones = CASE
        WHEN l.inicio > now() - ${windowMs}::integer * interval '1 millisecond'
        THEN l.peticiones + ${amount}::integer ELSE ${amount}::integer END,
      inicio = CASE
        WHEN l.inicio > now() - ${windowMs}::integer * interval '1 millisecond'
        THEN l.inicio ELSE now() END
    RETURNING peticiones,
      (${windowMs}::integer - extract(epoch FROM now() - inicio) * 1000)::float8 AS ttl
  `.execute(db);
  const row = rows[0];
  if (!row) throw new Error('El límite de peticiones no devolvió ninguna fila.');
  // `now()` is when each statement's transaction began: a call that began first and waited for
  // another's new row can find that row's window starting a millisecond after its own now, and
  // what is left of a window is never more than the window.
  const ttl = Math.min(windowMs, Math.max(0, Math.round(Number(row.ttl))));
  return { current: Number(row.peticiones), ttl };
}

/**
 * A store for @fastify/rate-limit kept in PostgreSQL (table `limite_peticiones`, migration 007),
 * so every server process sharing the database counts a client's requests together: behind a
 * balancer that spreads one client over N processes, the limit stays the limit, not N times it.
 * Far from the limit a process counts in memory and adds its calls to the row every
 * BATCH_MS in one upsert (a busy desk's hundreds of calls a minute cost a few statements, not
 * one each); from half the limit on, as last seen in the row, every call is one upsert, so the
 * limit itself is exact across processes. Rows of windows long past are swept now and then by
 * whichever process notices first. PGlite (one process) keeps the plugin's own in-memory store.
 */
export function databaseRateLimitStore(
  db: Kysely<Database>,
  log?: Pick<FastifyBaseLogger, 'warn'>,
  timer: BatchTimer = REAL_TIME,
): FastifyRateLimitStoreCtor {
  let lastSweep = 0;

  const sweep = (windowMs: number) => {
    const now = timer.now();
    if (now - lastSweep < Math.max(windowMs, 60_000)) return;
    lastSweep = now;
    db.deleteFrom('limite_peticiones')
      .where('inicio', '<', sql<Date>`now() - ${windowMs}::integer * interval '1 millisecond'`)
      .execute()
      .catch((error: unknown) => {
        log?.warn({ err: error }, 'No se pudieron borrar los contadores caducados del límite.');
      });
  };

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** Per key: the row's count and the end of its window when last seen, and calls not yet added. */
    private readonly seen = new Map<string, { count: number; endsAt: number; pending: number }>();
    private flushing = false;

    /**
     * The plugin makes the store with its settings (unused here); a route with its own limit
     * gets a child store that counts apart.
     */
    constructor(
      _settings?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, done: Done, timeWindow: number, max: number): void {
      const now = timer.now();
      const seen = this.seen.get(key);
      // Within the window last seen and under half the limit with this call: counted here.
      if (seen && now < seen.endsAt && seen.count + seen.pending + 1 < max / 2) {
        seen.pending++;
        if (!this.flushing) {
          this.flushing = true;
          timer.later(() => this.flush(timeWindow), BATCH_MS);
        }
        done(null, { current: seen.count + seen.pending, ttl: seen.endsAt - now });
        return;
      }
      // Otherwise this call, and any not yet added, go to the row now.
      const pending = seen?.pending ?? 0;
      if (seen) seen.pending = 0;
      countRequest(db, `${this.prefix}${key}`, timeWindow, pending + 1).then(
        (counted) => {
          this.remember(key, counted);
          sweep(timeWindow);
          done(null, counted);
        },
        (error: Error) => done(error),
      );
    }

    private remember(key: string, counted: Counted) {
      const entry = this.seen.get(key) ?? { count: 0, endsAt: 0, pending: 0 };
      entry.count = counted.current;
      entry.endsAt = timer.now() + counted.ttl;
      this.seen.set(key, entry);
    }

    /**
     * Adds each key's calls counted here since the last time, one upsert a key; settles when
     * every upsert has (a failed one is logged, never thrown).
     */
    private flush(timeWindow: number): Promise<unknown> {
      this.flushing = false;
      const now = timer.now();
      const writes: Promise<unknown>[] = [];
      for (const [key, seen] of this.seen) {
        if (seen.pending === 0) {
          if (now >= seen.endsAt) this.seen.delete(key);
          continue;
        }
        const pending = seen.pending;
        seen.pending = 0;
        writes.push(
          countRequest(db, `${this.prefix}${key}`, timeWindow, pending).then(
            (counted) => this.remember(key, counted),
            (error: unknown) => {
              // Those calls were answered already; the next call asks the row again.
              seen.endsAt = 0;
              log?.warn(
                { err: error },
                'No se pudieron sumar las peticiones al límite compartido.',
              );
            },
          ),
        );
      }
      return Promise.all(writes);
    }

    // The plugin passes the route's merged limit settings, with `routeInfo` (its typings say
    // the route's options).
    child(options: unknown): DatabaseRateLimitStore {
      const route = (options as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new DatabaseRateLimitStore(undefined, `${route?.method ?? ''} ${route?.url ?? ''}:`);
    }
  };
}
