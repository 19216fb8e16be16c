/**
 * The API's rate limit is counted in PostgreSQL when the database may be shared, so
 * two server processes behind a balancer count one client together. Two apps on one database
 * stand for the two processes here (each would have its own counters in memory); the test of
 * two real processes is two-processes.test.ts.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { isOpenOnlyHere } from '../src/db/connect';
import { BATCH_MS, type BatchTimer, countRequest } from '../src/http/rate-limit-store';
import { createTestDatabase, startTestServer, type TestServer } from './harness';

const MESSAGE = 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.';

describe('the rate limit shared through PostgreSQL', () => {
  let server: TestServer;
  let second: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    server = await startTestServer('postgres', {
      settings: { requestsPerMinute: 4 },
      requestsPerMinute: 'settings',
    });
    // A second app on the same database: another process, as far as the limit can tell.
    second = await buildApp({
      db: server.database.connection.db,
      settings: server.settings,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await server?.close();
  });

  it('counts one address across both apps: the fifth call gets a Spanish 429', async () => {
    const apps = [server.app, second];
    const answers = [];
    for (let call = 0; call < 6; call++) {
      answers.push(
        await apps[call % 2]?.inject({
          method: 'GET',
          url: '/api/salud',
          remoteAddress: '203.0.113.7',
        }),
      );
    }
    // Each app alone has seen three calls: under the limit of four if each counted its own.
    expect(answers.map((answer) => answer?.statusCode)).toEqual([200, 200, 200, 200, 429, 429]);
    expect(answers[4]?.json()).toEqual({ message: MESSAGE });
    const retryAfter = Number(answers[4]?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another address has its own count, and the app's own files are not counted.
    const other = await second.inject({
      method: 'GET',
      url: '/api/salud',
      remoteAddress: '203.0.113.8',
    });
    expect(other.statusCode).toBe(200);
    const rows = await server.database.owner
      .selectFrom('limite_peticiones')
      .select(['clave', 'peticiones'])
      .orderBy('clave')
      .execute();
    expect(rows).toEqual([
      { clave: '203.0.113.7', peticiones: 6 },
      { clave: '203.0.113.8', peticiones: 1 },
    ]);
  });

  it('counts concurrent requests exactly and starts a new window when the last one ends', async () => {
    const db = server.database.connection.db;
    const started = Date.now();
    const counted = await Promise.all(
      Array.from({ length: 40 }, () => countRequest(db, 'prueba:concurrencia', 60_000)),
    );
    // What is left of the window is the window less the time these calls took, however long.
    const took = Date.now() - started;
    expect(counted.map((entry) => entry.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
    for (const entry of counted) {
      expect(entry.ttl).toBeGreaterThanOrEqual(60_000 - took - 1);
      expect(entry.ttl).toBeLessThanOrEqual(60_000);
    }

    // The window is the database's clock: the row's start is moved back past a window, as if
    // a minute had gone by (a wait of the test's would depend on how fast the machine is).
    expect((await countRequest(db, 'prueba:ventana', 60_000)).current).toBe(1);
    expect((await countRequest(db, 'prueba:ventana', 60_000)).current).toBe(2);
    await server.database.owner
      .updateTable('limite_peticiones')
      .set({ inicio: sql<Date>`now() - interval '60001 milliseconds'` })
      .where('clave', '=', 'prueba:ventana')
      .execute();
    const renewed = await countRequest(db, 'prueba:ventana', 60_000);
    expect(renewed.current).toBe(1);
    expect(renewed.ttl).toBeGreaterThan(50_000);

    // A call whose transaction began before another's inserted the row finds a window that
    // starts after its own now (by a millisecond, once in 40 concurrent calls; here by an hour,
    // so that the test's own calls take no part): what is left is still at most the window.
    await server.database.owner
      .updateTable('limite_peticiones')
      .set({ inicio: sql<Date>`now() + interval '1 hour'` })
      .where('clave', '=', 'prueba:ventana')
      .execute();
    const ahead = await countRequest(db, 'prueba:ventana', 60_000);
    expect(ahead.current).toBe(2);
    expect(ahead.ttl).toBe(60_000);
  });
});

/**
 * A timer the test runs by hand: a batch is added when the test says, never because the
 * machine was slow (ten calls once took longer than BATCH_MS under load).
 */
function manualTimer() {
  const batches: { run: () => unknown; ms: number }[] = [];
  const timer: BatchTimer = {
    now: () => Date.now(),
    later: (run, ms) => {
      batches.push({ run, ms });
    },
  };
  return {
    timer,
    batches,
    /** Runs the batches due so far and waits for their writes. */
    async runBatches() {
      await Promise.all(batches.splice(0).map((batch) => batch.run()));
    },
  };
}

describe('the shared rate limit far from its limit', () => {
  let server: TestServer;
  let second: Awaited<ReturnType<typeof buildApp>>;
  const firstTimer = manualTimer();
  const secondTimer = manualTimer();

  beforeAll(async () => {
    server = await startTestServer('postgres', {
      settings: { requestsPerMinute: 40 },
      requestsPerMinute: 'settings',
      rateLimitTimer: firstTimer.timer,
    });
    second = await buildApp({
      db: server.database.connection.db,
      settings: server.settings,
      rateLimitTimer: secondTimer.timer,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await server?.close();
  });

  const count = async () =>
    (
      await server.database.owner
        .selectFrom('limite_peticiones')
        .select('peticiones')
        .where('clave', '=', '203.0.113.9')
        .executeTakeFirst()
    )?.peticiones ?? 0;

  it("adds each process's calls in batches under half the limit, then counts every call, and the limit holds across both", async () => {
    const apps = [server.app, second];
    const call = (n: number) =>
      apps[n % 2]?.inject({ method: 'GET', url: '/api/salud', remoteAddress: '203.0.113.9' });
    const statuses: number[] = [];
    // Ten calls: each app's first goes to the row, the rest are counted in its memory.
    for (let n = 0; n < 10; n++) statuses.push((await call(n))?.statusCode ?? 0);
    expect(await count()).toBe(2);
    // One batch asked for in each process, BATCH_MS later; the row has it once it has run.
    expect([...firstTimer.batches, ...secondTimer.batches].map((batch) => batch.ms)).toEqual([
      BATCH_MS,
      BATCH_MS,
    ]);
    await firstTimer.runBatches();
    await secondTimer.runBatches();
    expect(await count()).toBe(10);
    // Past half the limit every call is one upsert: the 41st call across both apps is refused.
    for (let n = 10; n < 44; n++) statuses.push((await call(n))?.statusCode ?? 0);
    expect(statuses.filter((status) => status === 200)).toHaveLength(40);
    expect(statuses.slice(40)).toEqual([429, 429, 429, 429]);
  });
});

describe('where the limit is counted', () => {
  it('keeps PGlite, which one process opens, in memory and PostgreSQL in the database', async () => {
    const pglite = await createTestDatabase('pglite');
    const postgres = await createTestDatabase('postgres');
    try {
      expect(isOpenOnlyHere(pglite.connection.db)).toBe(true);
      expect(isOpenOnlyHere(postgres.connection.db)).toBe(false);
    } finally {
      await pglite.drop();
      await postgres.drop();
    }
  });
});
