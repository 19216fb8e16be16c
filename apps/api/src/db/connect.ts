import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { type DataDirLock, lockDataDir } from './lock';
import { PreparedStatementsClient } from './pg-prepared';
import { pgliteUnderLoad } from './pglite-under-load';
import type { Database } from './schema';

/** PostgreSQL type ids whose text form we keep: a clinic date or wall-clock time never shifts. */
const DATE = 1082;
const TIME = 1083;
const INT8 = 20;

const parseTime = (value: string) => value.slice(0, 5);
const parseInt8 = (value: string) => Number(value);

export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir?: string /** A dump (dumpDataDir) to start an in-memory database from. */;
      template?: Blob;
    }
  | {
      kind: 'postgres';
      connectionString: string;
      poolSize?: number;
      /** How long a query may wait for a connection (a new one or a free one of the pool). */
      connectTimeoutMs?: number;
    };

/**
 * A request waits at most this long for a database connection; then it gets a 503 instead of
 * hanging (a PostgreSQL that does not answer, a full pool that does not free up).
 */
export const CONNECT_TIMEOUT_MS = 5_000;

export interface Connection {
  db: Kysely<Database>;
  kind: DatabaseTarget['kind'];
  close(): Promise<void>;
}

/** Databases that only this process can open (PGlite, its directory locked). */
const openOnlyHere = new WeakSet<Kysely<Database>>();

/**
 * Whether no other process can use this database: then what every process must share (rate
 * limit counters, sessions) may stay in this process's memory. PostgreSQL may be shared.
 */
export function isOpenOnlyHere(db: Kysely<Database>): boolean {
  return openOnlyHere.has(db);
}

function openPglite(dataDir: string | undefined, template?: Blob): Connection {
  // Without a directory the database lives in memory (tests); with one, only this process may open it.
  const lock: DataDirLock | undefined = dataDir ? lockDataDir(dataDir) : undefined;
  const pglite = new PGlite({
    dataDir: dataDir ? path.join(dataDir, 'pglite') : undefined,
    loadDataDir: template,
    parsers: { [DATE]: (value: string) => value, [TIME]: parseTime, [INT8]: parseInt8 },
  });
  const db = new Kysely<Database>({
    dialect: new PGliteDialect({ pglite: pgliteUnderLoad(pglite) }),
  });
  // Only this process opens this PGlite: buildApp may keep its sessions in memory, exactly.
  openOnlyHere.add(db);
  return {
    db,
    kind: 'pglite',
    async close() {
      try {
        await db.destroy();
        if (!pglite.closed) await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}

function openPostgres(
  connectionString: string,
  poolSize: number,
  connectTimeoutMs: number,
): Connection {
  const types = {
    getTypeParser(id: number, format?: 'text' | 'binary') {
      if (id === DATE) return (value: string) => value;
      if (id === TIME) return parseTime;
      if (id === INT8) return parseInt8;
      return pg.types.getTypeParser(id, format);
    },
  };
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    // A server that vanished without closing the socket is noticed by the kernel.
    keepAlive: true,
    types,
    Client: PreparedStatementsClient,
  } as pg.PoolConfig);
  // An idle client that loses its server (a restart) must not take the process down: the pool
  // drops it and opens a new one on the next query (a client that a request holds when it loses
  // its server is handled in PreparedStatementsClient).
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    async close() {
      await db.destroy();
    },
  };
}

export function openDatabase(target: DatabaseTarget): Connection {
  return target.kind === 'pglite'
    ? openPglite(target.dataDir, target.template)
    : openPostgres(
        target.connectionString,
        target.poolSize ?? 10,
        target.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
      );
}
