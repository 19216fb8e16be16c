/**
 * Two server processes (src/main.ts built, spawned as `npm start` runs it) on one
 * PostgreSQL and one object store, as behind a load balancer: nothing one of them needs lives
 * in the other's memory. The booking race, sessions, the sign-in throttle, the rate limit and
 * images, each split between the two.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROL } from '@clinica/api-client/reglas';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Settings } from '../src/config';
import { type Connection, openDatabase } from '../src/db/connect';
import { demoRadiograph } from '../src/seed/png';
import { HANG_GUARD_MS, untilOutput } from './child-output';
import { World } from './fixture';
import { TestClock, type TestServer } from './harness';
import { SERVING_ROLE } from './postgres';
import { startObjectStore, type TestObjectStore } from './s3';

const apiDir = path.resolve(import.meta.dirname, '..');
const RATE_LIMIT = 30;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface ServerProcess {
  name: string;
  base: string;
  child: ChildProcess;
  dataDir: string;
  output(): string;
  exited: Promise<number | null>;
}

async function startProcess(name: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `clinica-${name}-`));
  let text = '';
  // The built server, as `npm start` runs it once built (servidor-construido.ts).
  const child = spawn(process.execPath, [inject('servidorConstruido')], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      ...env,
      CLINICA_DATA_DIR: dataDir,
      CLINICA_APP_DIR: path.join(dataDir, 'sin-app'),
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (text += chunk));
  child.stderr?.on('data', (chunk) => (text += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    name,
    base: `http://127.0.0.1:${port}`,
    child,
    dataDir,
    output: () => text,
    exited,
  };
}

function waitUntilServing(server: ServerProcess) {
  return untilOutput(
    server.child,
    server.output,
    'Cuentas de demostración',
    `El proceso ${server.name}`,
  );
}

describe('two server processes on one PostgreSQL and one object store', () => {
  const adminUrl = inject('postgresUrl');
  const name = `clinica_${randomBytes(6).toString('hex')}`;
  let store: TestObjectStore;
  let a: ServerProcess;
  let b: ServerProcess;
  let connection: Connection;
  let world: World;

  beforeAll(async () => {
    store = await startObjectStore();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const ownerUrl = new URL(adminUrl);
    ownerUrl.pathname = `/${name}`;
    const servingUrl = new URL(ownerUrl);
    servingUrl.username = SERVING_ROLE;
    const env = {
      DATABASE_URL: servingUrl.toString(),
      DATABASE_OWNER_URL: ownerUrl.toString(),
      // Replicas of a demo deployment: on PostgreSQL only when told to (docs/decisiones.md (45)).
      CLINICA_DEMO: '1',
      // The balancer in front, on loopback: each scenario below is its own client address.
      CLINICA_TRUST_PROXY: '127.0.0.1',
      CLINICA_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      ...store.env,
    };
    // Both at once on an empty database, as replicas start: both migrate, one seeds.
    [a, b] = await Promise.all([startProcess('a', env), startProcess('b', env)]);
    await Promise.all([waitUntilServing(a), waitUntilServing(b)]);

    // The test's own records, written as a third client of the same database.
    connection = openDatabase({
      kind: 'postgres',
      connectionString: servingUrl.toString(),
      poolSize: 4,
    });
    const settings = {
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 12,
      timeZone: 'Europe/Madrid',
    } as Settings;
    world = await World.create({
      database: { connection },
      settings,
      clock: new TestClock(),
    } as unknown as TestServer);
  }, HANG_GUARD_MS);

  afterAll(async () => {
    for (const server of [a, b]) {
      if (!server) continue;
      if (server.child.exitCode === null) server.child.kill('SIGTERM');
      await server.exited;
      rmSync(server.dataDir, { recursive: true, force: true });
    }
    await connection?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    await store?.close();
  });

  /** A request through one of the processes, from a client address the balancer passes on. */
  const call = (
    server: ServerProcess,
    url: string,
    options: { address: string; token?: string; method?: string; body?: unknown } & Omit<
      RequestInit,
      'body'
    >,
  ) => {
    const { address, token, body, method, ...rest } = options;
    const headers: Record<string, string> = { 'x-forwarded-for': address };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined && !(body instanceof FormData)) {
      headers['content-type'] = 'application/json';
    }
    return fetch(`${server.base}${url}`, {
      ...rest,
      method: method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
    });
  };

  it('started both: one seeded the demo clinic, the other found it seeded', async () => {
    const seeds = await connection.db.selectFrom('semilla').select('id').execute();
    expect(seeds).toHaveLength(1);
    const admins = await connection.db
      .selectFrom('usuarios')
      .select('id')
      .where('email', '=', 'admin@clinica.test')
      .execute();
    expect(admins).toHaveLength(1);
  });

  it('books one slot once when 50 patients ask at the same moment, half through each', async () => {
    const medico = await world.newUser(ROL.medico);
    const patients = await Promise.all(
      Array.from({ length: 50 }, () => world.newUser(ROL.paciente)),
    );
    const slot = world.freeSlot();
    const answers = await Promise.all(
      patients.map((patient, index) =>
        call(index % 2 === 0 ? a : b, '/api/citas/pedirCita', {
          address: `10.1.0.${index + 1}`,
          token: patient.token,
          body: { tipo_cita: 'Presencial - Medicina familiar', id_medico: medico.id, ...slot },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    // Both processes answered some of the refusals.
    const refusedBy = new Set(
      statuses.flatMap((status, index) => (status === 409 ? [index % 2] : [])),
    );
    expect(refusedBy).toEqual(new Set([0, 1]));
    const conflict = answers.find((answer) => answer.status === 409);
    expect(await conflict?.json()).toMatchObject({
      message: 'Ese hueco ya está ocupado. Elige otra hora.',
    });
    const rows = await connection.db
      .selectFrom('citas')
      .select('id')
      .where('id_medico', '=', medico.id)
      .where('fecha', '=', slot.fecha)
      .where('hora', '=', slot.hora)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('signs in on one, serves the token on the other, and a sign-out on one ends it on both', async () => {
    const address = '10.2.0.1';
    const signIn = await call(a, '/api/iniciarSesion', {
      address,
      body: { email: 'admin@clinica.test', password: 'Clinica2026!' },
    });
    expect(signIn.status).toBe(200);
    const { token, user } = (await signIn.json()) as { token: string; user: { id: number } };
    const me = await call(b, '/api/usuarios/yo', { address, token });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { id: number }).id).toBe(user.id);

    const signOut = await call(a, '/api/cerrarSesion', { address, token, method: 'POST' });
    expect(signOut.status).toBe(204);
    const after = await call(b, '/api/usuarios/yo', { address, token });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({
      message: 'Tu sesión ha caducado. Inicia sesión de nuevo.',
    });

    // And the other way round: signed in on B, signed out on B, refused on A.
    const again = await call(b, '/api/iniciarSesion', {
      address,
      body: { email: 'admin@clinica.test', password: 'Clinica2026!' },
    });
    const second = ((await again.json()) as { token: string }).token;
    expect((await call(a, '/api/usuarios/yo', { address, token: second })).status).toBe(200);
    expect(
      (await call(b, '/api/cerrarSesion', { address, token: second, method: 'POST' })).status,
    ).toBe(204);
    expect((await call(a, '/api/usuarios/yo', { address, token: second })).status).toBe(401);
  });

  it('counts failed sign-ins of one account across both: the sixth gets 429', async () => {
    const doctor = await world.newUser(ROL.medico);
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let attempt = 0; attempt < 7; attempt++) {
      last = await call(attempt % 2 === 0 ? a : b, '/api/iniciarSesion', {
        address: '10.3.0.1',
        body: { email: doctor.email, password: `equivocada-${attempt}` },
      });
      statuses.push(last.status);
    }
    // The account's limit is 5 failures (CLINICA_SIGNIN_FAILURES_PER_ACCOUNT's default): each
    // process alone saw at most four.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await last?.json()).toEqual({
      message: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
    });
  });

  it('counts the rate limit of one address across both', async () => {
    const user = world.user(ROL.administrativo);
    const statuses: number[] = [];
    for (let index = 0; index < RATE_LIMIT + 2; index++) {
      const answer = await call(index % 2 === 0 ? a : b, '/api/usuarios/yo', {
        address: '10.4.0.1',
        token: user.token,
      });
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    // Each process alone saw 16 of the 32: under the limit of 30 if each counted its own.
    expect(statuses).toEqual([...Array(RATE_LIMIT).fill(200), 429, 429]);
    // Another address is not affected.
    const other = await call(b, '/api/usuarios/yo', { address: '10.4.0.2', token: user.token });
    expect(other.status).toBe(200);
  });

  it('serves through one an image uploaded through the other, from the shared bucket', async () => {
    const admin = world.user(ROL.administrativo);
    const incidencia = await world.newIncidencia(admin);
    const content = demoRadiograph(77, 12);
    const form = new FormData();
    form.set('id_incidencia', String(incidencia));
    form.set('imagenes', new Blob([content], { type: 'image/png' }), 'pantalla.png');
    const saved = await call(a, '/api/incidencias/guardarImagenesIncidencia', {
      address: '10.5.0.1',
      token: admin.token,
      body: form,
    });
    expect(saved.status).toBe(201);
    const { imagenes } = (await saved.json()) as { imagenes: { id_imagen: number }[] };
    const download = await call(
      b,
      `/api/incidencias/imagenes/descargar/${imagenes[0]?.id_imagen}`,
      {
        address: '10.5.0.1',
        token: admin.token,
      },
    );
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);
    // In the bucket, not on either process's disk (only their empty folders for uploads).
    expect((await store.list()).length).toBeGreaterThan(0);
    for (const server of [a, b]) {
      expect(readdirSync(path.join(server.dataDir, 'archivos', 'tmp'))).toEqual([]);
      expect(readdirSync(path.join(server.dataDir, 'archivos'))).toEqual(['tmp']);
    }
  });
});
