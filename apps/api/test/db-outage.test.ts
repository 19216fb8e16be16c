/**
 * Faults: a PostgreSQL that cannot be reached gives a Spanish 503 with Retry-After on
 * every operation (never a 500, never half an answer), the health check says so, and the server
 * recovers by itself when the database is back, without keeping a dead connection.
 *
 * The server's pool reaches the test PostgreSQL through a TCP proxy in this process, so the
 * database can be taken away (refused, cut, silent) without stopping the PostgreSQL every other
 * test file shares. `npm run test:faults` does the same with a real `pg_ctl stop`.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { ROL } from '@clinica/api-client/reglas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/db/errors';
import { MENSAJES, RETRY_AFTER_UNAVAILABLE_SECONDS } from '../src/http/errors';
import { checkResponse, operations } from './contract';
import { World } from './fixture';
import { startTestServer, type TestServer } from './harness';
import { TcpProxy } from './tcp-proxy';

const unavailable = MENSAJES.baseDeDatosNoDisponible;
const operation = (id: string) => operations.find((o) => o.operationId === id) as never;

describe('PostgreSQL out of reach, and back', () => {
  let proxy: TcpProxy;
  let server: TestServer;
  let world: World;
  let token: string;
  let userId: number;
  const today = new Date().toISOString().slice(0, 10);
  /** The pool's connect timeout in this file: how long a silent server may hold a request. */
  const CONNECT_TIMEOUT_MS = 1000;

  beforeAll(async () => {
    const real = new URL(process.env.DATABASE_URL as string);
    proxy = new TcpProxy(real.hostname, Number(real.port));
    await proxy.open();
    server = await startTestServer('postgres', {
      database: {
        through: (url) => {
          const proxied = new URL(url);
          proxied.port = String(proxy.port);
          return proxied.toString();
        },
        connectTimeoutMs: CONNECT_TIMEOUT_MS,
      },
    });
    world = await World.create(server);
    const staff = world.user(ROL.administrativo);
    token = staff.token;
    userId = staff.id;
  });
  afterAll(async () => {
    proxy.silent = false;
    if (proxy.port) await proxy.open().catch(() => {});
    await server?.close();
    await proxy.close();
  });

  const auth = () => ({ authorization: `Bearer ${token}` });
  const requests = () => ({
    salud: () => server.app.inject({ method: 'GET', url: '/api/salud' }),
    usuarioActual: () =>
      server.app.inject({ method: 'GET', url: '/api/usuarios/yo', headers: auth() }),
    mostrarIncidenciasEmpleado: () =>
      server.app.inject({
        method: 'GET',
        url: `/api/incidencias/mostrarIncidenciasEmpleado/${userId}`,
        headers: auth(),
      }),
    guardarIncidencia: () =>
      server.app.inject({
        method: 'POST',
        url: '/api/incidencias/guardar',
        headers: auth(),
        payload: {
          asunto: 'Se ha ido la luz',
          descripcion: 'La base de datos no responde.',
          nivel_prioridad: 'ALTA',
          fecha: today,
          nombre: 'Prueba Rol2',
          puesto_trabajo: 2,
        },
      }),
  });
  /** Counted on the owner's own connection, which does not go through the proxy. */
  const incidencias = async () =>
    (await server.database.owner.selectFrom('incidencias').select('id').execute()).length;

  async function expectAllAnswer() {
    const answers = requests();
    expect((await answers.salud()).json()).toEqual({ estado: 'ok' });
    expect((await answers.usuarioActual()).statusCode).toBe(200);
    expect((await answers.mostrarIncidenciasEmpleado()).statusCode).toBe(200);
    expect((await answers.guardarIncidencia()).statusCode).toBe(201);
  }

  async function expectAllUnavailable() {
    for (const [id, send] of Object.entries(requests())) {
      const response = await send();
      expect(response.statusCode, id).toBe(503);
      expect(response.headers['retry-after'], id).toBe(String(RETRY_AFTER_UNAVAILABLE_SECONDS));
      expect(response.headers['cache-control'], id).toBe('no-store');
      const body = response.json();
      expect(body, id).toEqual(
        id === 'salud'
          ? { estado: 'sin_base_de_datos', message: unavailable }
          : { message: unavailable },
      );
      expect(checkResponse(operation(id), 503, body)).toBeUndefined();
    }
  }

  it('answers 503 in Spanish with Retry-After while PostgreSQL refuses connections, and 200 again when it is back, without a restart', async () => {
    await expectAllAnswer();
    const before = await incidencias();

    await proxy.close();
    await expectAllUnavailable();
    // A second time, once the pool has surely dropped every connection it had.
    await sleep(100);
    await expectAllUnavailable();
    expect(await incidencias()).toBe(before);

    await proxy.open();
    await expectAllAnswer();
    expect(await incidencias()).toBe(before + 1);
  });

  it('never hands out a connection that lost its server: after a cut every request succeeds, its prepared statements prepared again', async () => {
    await expectAllAnswer();
    proxy.cut();
    // The pool's idle connections hear the end of their sockets.
    await sleep(200);
    const answers = requests();
    for (let i = 0; i < 20; i++) {
      expect((await answers.usuarioActual()).statusCode).toBe(200);
      expect((await answers.mostrarIncidenciasEmpleado()).statusCode).toBe(200);
    }
  });

  it('survives a connection that dies while a request holds it in a transaction: the query fails as unavailable, the process goes on, the pool drops it', async () => {
    const db = server.database.connection.db;
    const failure = await db
      .transaction()
      .execute(async (trx) => {
        await sql`SELECT 1`.execute(trx);
        // The connection is checked out and idle between two queries when its server goes.
        proxy.cut();
        await sleep(200);
        await sql`SELECT 1`.execute(trx);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    await expectAllAnswer();
  });

  it('does not hang on a PostgreSQL that accepts connections and never answers: 503 within the connect timeout', async () => {
    proxy.silent = true;
    proxy.cut();
    await sleep(100);
    const started = Date.now();
    const response = await requests().usuarioActual();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: unavailable });
    // Bounded by the pool's own setting (a connect and a retry, with room), not by a guess.
    expect(Date.now() - started).toBeLessThan(CONNECT_TIMEOUT_MS * 4);
    const health = await requests().salud();
    expect(health.statusCode).toBe(503);
    proxy.silent = false;
    proxy.cut();
    await expectAllAnswer();
  });

  it('closes an Idempotency-Key record once PostgreSQL is back when it went away mid-request: a retry runs again at once, no 5-minute wait', async () => {
    await expectAllAnswer();
    const owner = server.database.owner;
    const before = await incidencias();
    const clave = 'corte-a-mitad-de-peticion';
    const guardar = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/incidencias/guardar',
        headers: { ...auth(), 'idempotency-key': clave },
        payload: {
          asunto: 'Corte a mitad',
          descripcion: 'La base de datos se va mientras se guarda.',
          nivel_prioridad: 'MEDIA',
          fecha: today,
          nombre: 'Prueba Rol2',
          puesto_trabajo: 2,
        },
      });
    // The insert waits a second, so the database can go away while the request holds its key.
    await sql`CREATE OR REPLACE FUNCTION incidencia_lenta() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_sleep(1); RETURN NEW; END $$`.execute(owner);
    await sql`CREATE TRIGGER incidencia_lenta BEFORE INSERT ON incidencias
      FOR EACH ROW EXECUTE FUNCTION incidencia_lenta()`.execute(owner);
    let first: Awaited<ReturnType<typeof guardar>>;
    try {
      const pending = guardar();
      const opened = async () =>
        (await sql`SELECT 1 FROM idempotencia WHERE clave = ${clave}`.execute(owner)).rows.length;
      while (!(await opened())) await sleep(20);
      await sleep(100);
      await proxy.close();
      first = await pending;
    } finally {
      await sql`DROP TRIGGER incidencia_lenta ON incidencias`.execute(owner);
    }
    expect(first.statusCode).toBe(503);
    expect(await incidencias()).toBe(before);

    await proxy.open();
    let retry = await guardar();
    for (const until = Date.now() + 5000; retry.statusCode === 409 && Date.now() < until; ) {
      await sleep(250);
      retry = await guardar();
    }
    expect(retry.statusCode).toBe(201);
    expect(await incidencias()).toBe(before + 1);
    const replayed = await guardar();
    expect(replayed.statusCode).toBe(201);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(await incidencias()).toBe(before + 1);
  });

  it('gives 503, never 500, when PostgreSQL ends its sessions (57P01, as pg_ctl stop does), and recovers at once', async () => {
    await expectAllAnswer();
    await sql`
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE usename = 'clinica_servidor' AND datname = current_database()
    `.execute(server.database.owner);
    const statuses: number[] = [];
    const answers = requests();
    for (let i = 0; i < 10; i++) {
      const response = await answers.usuarioActual();
      statuses.push(response.statusCode);
      if (response.statusCode !== 200) expect(response.json()).toEqual({ message: unavailable });
    }
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses.at(-1)).toBe(200);
  });
});

describe('which errors mean the database is unavailable', () => {
  const error = (fields: Record<string, unknown>, message = 'x') =>
    Object.assign(new Error(message), fields);

  it.each([
    ['57P01 admin_shutdown', error({ code: '57P01' }), true],
    ['57P02 crash_shutdown', error({ code: '57P02' }), true],
    ['57P03 cannot_connect_now', error({ code: '57P03' }), true],
    ['08006 connection_failure', error({ code: '08006' }), true],
    ['08P01 protocol_violation', error({ code: '08P01' }), true],
    ['53300 too_many_connections', error({ code: '53300' }), true],
    ['ECONNREFUSED on connect', error({ code: 'ECONNREFUSED', syscall: 'connect' }), true],
    ['ECONNRESET on read', error({ code: 'ECONNRESET', syscall: 'read' }), true],
    ['pg: ended', error({}, 'Connection terminated unexpectedly'), true],
    ['pool: timed out', error({}, 'timeout exceeded when trying to connect'), true],
    ['pool: connect timeout', error({}, 'Connection terminated due to connection timeout'), true],
    [
      'several addresses refused',
      new AggregateError([error({ code: 'ECONNREFUSED', syscall: 'connect' })]),
      true,
    ],
    ['a client that aborted its request', error({ code: 'ECONNRESET' }, 'aborted'), false],
    ['23505 unique_violation', error({ code: '23505' }), false],
    ['22P02 invalid_text_representation', error({ code: '22P02' }), false],
    ['57014 query_canceled', error({ code: '57014' }), false],
    ['a plain error', new Error('Connection terminated by the handler, on purpose'), false],
  ])('%s', (_name, value, expected) => {
    expect(isDatabaseUnavailable(value)).toBe(expected);
  });
});
