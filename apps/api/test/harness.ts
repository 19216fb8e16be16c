import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../src/app';
import { DEFAULT_THROTTLE, type ThrottlePolicy } from '../src/auth/throttle';
import type { Settings } from '../src/config';
import { loadContract, type OpenApiDocument } from '../src/contract/operations';
import { type Connection, openDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { prepareDatabase } from '../src/db/prepare';
import type { Database } from '../src/db/schema';
import type { BatchTimer } from '../src/http/rate-limit-store';
import { crearRegistro } from '../src/registro';
import { SERVING_ROLE } from './postgres';

export type DbKind = 'pglite' | 'postgres';
export const DATABASES: DbKind[] = ['pglite', 'postgres'];

function postgresUrl(): string {
  const url = inject('postgresUrl') ?? process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      'Falta el PostgreSQL de pruebas: registra apps/api/test/postgres.ts como globalSetup del ' +
        "proyecto 'api' de Vitest. / Register apps/api/test/postgres.ts as the api project's globalSetup.",
    );
  }
  return url;
}

export interface TestDatabase {
  /** What the server uses: on PostgreSQL, the restricted serving role. */
  connection: Connection;
  /** The tables' owner, for a test's own set-up (a fault-injecting trigger); PGlite has one. */
  owner: Kysely<Database>;
  drop(): Promise<void>;
}

const quiet = { info() {}, warn() {} };

export interface TestDatabaseOptions {
  /** PostgreSQL: the address the server connects to, given the real one (a test's TCP proxy). */
  through?: (servingUrl: URL) => string;
  /** PostgreSQL: the pool's wait for a connection (db/connect.ts' default otherwise). */
  connectTimeoutMs?: number;
}

/** A migrated, empty database of its own: in-memory PGlite, or a new database on the test server. */
export async function createTestDatabase(
  kind: DbKind,
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const templateFile = inject('pgliteTemplate');
    const template = templateFile ? new Blob([readFileSync(templateFile)]) : undefined;
    const connection = openDatabase({ kind: 'pglite', template });
    await migrateToLatest(connection.db);
    return { connection, owner: connection.db, drop: () => connection.close() };
  }
  const adminUrl = postgresUrl();
  const name = `clinica_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const ownerUrl = new URL(adminUrl);
  ownerUrl.pathname = `/${name}`;
  // Served as the restricted role, migrated and granted by the owner, as in production: every
  // server test proves the role's rights are enough, and the audit log stays append-only.
  const servingUrl = new URL(ownerUrl);
  servingUrl.username = SERVING_ROLE;
  const connection = openDatabase({
    kind: 'postgres',
    connectionString: options.through ? options.through(servingUrl) : servingUrl.toString(),
    poolSize: 20,
    connectTimeoutMs: options.connectTimeoutMs,
  });
  await prepareDatabase(connection, { databaseOwnerUrl: ownerUrl.toString() }, quiet);
  const owner = openDatabase({
    kind: 'postgres',
    connectionString: ownerUrl.toString(),
    poolSize: 2,
  });
  return {
    connection,
    owner: owner.db,
    async drop() {
      await connection.close();
      await owner.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

let sharedContract: OpenApiDocument | undefined;

/**
 * openapi.yaml, read once by each worker for every server it builds (reading it is a good part
 * of building one). Frozen: a server that changed the document it was given would fail here
 * instead of changing the next file's server.
 */
export function contractOfTheWorker(): OpenApiDocument {
  sharedContract ??= deepFreeze(loadContract());
  return sharedContract;
}

/** A clock the tests can move. */
export class TestClock {
  constructor(public current = new Date()) {}
  now = () => new Date(this.current.getTime());
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestServer {
  app: FastifyInstance;
  database: TestDatabase;
  settings: Settings;
  clock: TestClock;
  storedFiles(): string[];
  close(): Promise<void>;
}

export interface TestServerOptions {
  settings?: Partial<Settings>;
  throttle?: ThrottlePolicy;
  clock?: TestClock;
  /** The global rate limit; off unless a test is about it. */
  /** The flood guard: off unless given; 'settings' uses settings.requestsPerMinute. */
  requestsPerMinute?: number | 'settings';
  /** When the shared rate limit adds its batches (the test runs them). */
  rateLimitTimer?: BatchTimer;
  database?: TestDatabaseOptions;
  /** The e-mail worker's transport and timer (by default .eml files, passes in real time). */
  correo?: AppOptions['correo'];
  /** The server's request log (none by default). */
  logger?: AppOptions['logger'];
  /** When the daily backup looks at the clock: only when the test calls it, unless given. */
  copias?: AppOptions['copias'];
  /** Where files go, made from the test's settings (by default the settings' folder). */
  storage?: (settings: Settings) => AppOptions['storage'];
}

export async function startTestServer(
  kind: DbKind,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const database = await createTestDatabase(kind, options.database);
  const work = mkdtempSync(path.join(tmpdir(), 'clinica-api-test-'));
  const settings: Settings = {
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(work, 'datos'),
    demo: false,
    storageDir: path.join(work, 'archivos'),
    timeZone: 'Europe/Madrid',
    maxFileBytes: 20 * 1024 * 1024,
    maxFiles: 10,
    sessionIdleMinutes: 30,
    sessionAbsoluteHours: 12,
    patientCancelNoticeHours: 24,
    bookingHorizonDays: 365,
    clinicDistDir: path.join(work, 'sin-app'),
    requestTimeoutSeconds: 300,
    trustProxy: false,
    requestsPerMinute: 1200,
    throttle: DEFAULT_THROTTLE,
    ...options.settings,
  };
  const clock = options.clock ?? new TestClock();
  const app = await buildApp({
    db: database.connection.db,
    settings,
    contract: contractOfTheWorker(),
    clock: clock.now,
    throttle: options.throttle ?? {
      ...DEFAULT_THROTTLE,
      perAccount: 1000,
      perAddress: 1000,
      recoveryPerAccount: 1000,
      recoveryPerAddress: 1000,
      resetPerAddress: 1000,
    },
    requestsPerMinute:
      options.requestsPerMinute === 'settings' ? undefined : (options.requestsPerMinute ?? false),
    rateLimitTimer: options.rateLimitTimer,
    correo: options.correo,
    logger: options.logger,
    copias: options.copias ?? { temporizador: false },
    storage: options.storage?.(settings),
  });
  await app.ready();
  return {
    app,
    database,
    settings,
    clock,
    /** Every file in the storage folder, temp files included. */
    storedFiles() {
      const list = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? list(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
        );
      return list(settings.storageDir);
    },
    async close() {
      await app.close();
      await database.drop();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** The server's log kept in memory, one JSON line per entry, for a test to read. */
export function registroEnMemoria(nivel: Parameters<typeof crearRegistro>[0]) {
  const lineas: string[] = [];
  const logger = crearRegistro(
    nivel,
    new Writable({
      write(trozo, _codificacion, listo) {
        lineas.push(...String(trozo).split('\n').filter(Boolean));
        listo();
      },
    }),
  );
  return { logger, lineas };
}
