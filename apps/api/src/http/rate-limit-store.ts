import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** What @fastify/rate-limit asks of a store: count one request of a key in its window. */
type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;

/** Counts one request of `key` in a fixed window of `windowMs`, in one statement. */
export async function countRequest(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
): Promise<Counted> {
  // The database's clock, not this process's: every process counts in the same window. A row
  // whose window has passed starts a new one. One upsert, atomic under concurrent requests.
  const { rows } = await sql<{ peticiones: number; ttl: number }>`
    INSERT INTO limite_peticiones AS l (clave, inicio, peticiones)
    VALUES (${key}, now(), 1)
    ON CONFLICT (clave) DO UPDATE SET
      peticiones = CASE
        WHEN l.inicio > now() - ${windowMs}::integer * interval '1 millisecond'
        THEN l.peticiones + 1 ELSE 1 END,
      inicio = CASE
        WHEN l.inicio > now() - ${windowMs}::integer * interval '1 millisecond'
        THEN l.inicio ELSE now() END
    RETURNING peticiones,
      (${windowMs}::integer - extract(epoch FROM now() - inicio) * 1000)::float8 AS ttl
  `.execute(db);
  const row = rows[0];
  if (!row) throw new Error('El límite de peticiones no devolvió ninguna fila.');
  return { current: Number(row.peticiones), ttl: Math.max(0, Math.round(Number(row.ttl))) };
}

/**
 * A store for @fastify/rate-limit kept in PostgreSQL (table `limite_peticiones`, migration 007),
 * so every server process sharing the database counts a client's requests together: behind a
 * balancer that spreads one client over N processes, the limit stays the limit, not N times it.
 * One upsert per API request; rows of windows long past are swept now and then by whichever
 * process notices first. PGlite (one process) keeps the plugin's own in-memory store.
 */
export function databaseRateLimitStore(
  db: Kysely<Database>,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): FastifyRateLimitStoreCtor {
  let lastSweep = 0;

  const sweep = (windowMs: number) => {
    const now = Date.now();
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
    /**
     * The plugin makes the store with its settings (unused here); a route with its own limit
     * gets a child store that counts apart.
     */
    constructor(
      _settings?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, done: Done, timeWindow: number): void {
      countRequest(db, `${this.prefix}${key}`, timeWindow).then(
        (counted) => {
          sweep(timeWindow);
          done(null, counted);
        },
        (error: Error) => done(error),
      );
    }

    // The plugin passes the route's merged limit settings, with `routeInfo` (its typings say
    // the route's options).
    child(options: unknown): DatabaseRateLimitStore {
      const route = (options as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new DatabaseRateLimitStore(undefined, `${route?.method ?? ''} ${route?.url ?? ''}:`);
    }
  };
}
