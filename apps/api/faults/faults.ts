/**
 * `npm run test:faults`: what production does to the server, done to the real server process on
 * loopback, with a table at the end (issue 16, "Faults").
 *
 * a. kill -9 of the server during a write load (a few staff create incidencias at once; every
 *    acknowledged 201 is kept with its id), then a restart on the same data: every acknowledged
 *    write must be there and every restart must succeed. On PGlite (the same data directory every
 *    round: the lock a killed process leaves must not block the restart) and on PostgreSQL.
 * b. PostgreSQL stopped (pg_ctl stop -m fast, or immediate: a crash) and started again while
 *    reads and writes run: meanwhile every answer is a 503 with the Spanish message (never a
 *    500, never a hang), the health check says 503, and the same server process answers 200
 *    again once PostgreSQL is back; no acknowledged write is lost.
 * c. A second server on the same PGlite directory refuses to start with a clear Spanish message;
 *    the lock a kill -9 leaves behind does not block the restart; a clean stop removes it
 *    (checked along the PGlite rounds of a, so it costs no server start of its own).
 * d. The object store (s3rver, reached through a TCP proxy) unreachable during a report save:
 *    a Spanish 503 with Retry-After, nothing half-saved (no row, no object, no file left on
 *    disk), and the same save succeeds once the store is back, from the same process.
 *
 * `--corto` (or FAULTS=short; `npm test` runs it): 3 rounds of (a) on each database, one outage
 * (b), the lock case (c), one report save (d); PGlite and PostgreSQL run side by side. `--informe FILE` writes the
 * results as JSON (npm test counts its checks). `--rondas N` sets the rounds of (a).
 * Bounded: every load stops after a fixed time or count and targets only 127.0.0.1.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { MENSAJES } from '../src/http/errors';
import { DEMO_PASSWORD } from '../src/seed/demo-people';
import { demoRadiograph } from '../src/seed/png';
import { type PostgresServer, SERVING_ROLE, startPostgresServer } from '../test/postgres';
import { startObjectStore } from '../test/s3';
import { TcpProxy } from '../test/tcp-proxy';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const short = process.argv.includes('--corto') || process.env.FAULTS === 'short';
const killRounds = Number(option('rondas') ?? (short ? 3 : 20));
const outageRounds = short ? 1 : 6;
const storeRounds = short ? 1 : 3;
const reportFile = option('informe');

const apiDir = path.resolve(import.meta.dirname, '..');
const UNAVAILABLE = MENSAJES.baseDeDatosNoDisponible;
/** Staff who write during the loads: one client each. */
const WRITERS = [
  'admin@clinica.test',
  'administrativo2@clinica.test',
  'medico@clinica.test',
  'radiologo@clinica.test',
];
/** Bounds of every load: never more requests than this per client and round. */
const MAX_WRITES_PER_CLIENT = 2000;
const REQUEST_TIMEOUT_MS = 15_000;
const FIRST_START_MS = 180_000;
const RESTART_MS = 90_000;

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const say = (scenario: string, text: string) => console.log(`[${elapsed()}] ${scenario}: ${text}`);

// ─── the server process ─────────────────────────────────────────────────────────────────────

interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  exited: Promise<number | null>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Every server this run started: none is left running when it ends, however it ends. */
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});

/** The real server (src/main.ts), as `npm start` runs it, in a process of its own. */
async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  let text = '';
  const child = spawn(
    process.execPath,
    ['--conditions=@clinica/source', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: apiDir,
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATABASE_OWNER_URL: '',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        // Every client here is 127.0.0.1: the flood guard stays, raised out of the way.
        CLINICA_RATE_LIMIT_PER_MINUTE: '100000000',
        CLINICA_APP_DIR: path.join(tmpdir(), 'clinica-fallos-sin-app'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // Only the last part of the output is kept, to show when something goes wrong.
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-20_000);
  };
  children.add(child);
  child.once('exit', () => children.delete(child));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, url: `http://127.0.0.1:${port}`, output: () => text, exited };
}

/** Waits until the server answers its health check with 200; false if it exits or times out. */
async function ready(server: ServerProcess, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return false;
    const answer = await call(server.url, 'GET', '/api/salud');
    if (answer.status === 200) return true;
    await sleep(100);
  }
  return false;
}

async function kill9(server: ServerProcess) {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
  }
  await server.exited;
}

async function stopServer(server: ServerProcess) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  server.child.kill('SIGTERM');
  await server.exited;
  clearTimeout(timer);
}

// ─── HTTP ───────────────────────────────────────────────────────────────────────────────────

interface Answer {
  /** 0 when no answer came (connection refused or reset, timeout). */
  status: number;
  body: unknown;
  retryAfter: string | null;
  error?: string;
}

async function call(
  base: string,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
): Promise<Answer> {
  try {
    const response = await fetch(base + url, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return {
      status: response.status,
      body: parsed,
      retryAfter: response.headers.get('retry-after'),
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return {
      status: 0,
      body: null,
      retryAfter: null,
      error: cause?.code ?? (error as Error).name ?? 'error',
    };
  }
}

interface Writer {
  email: string;
  token: string;
  id: number;
  rol: number;
}

async function signIn(base: string, email: string): Promise<Writer> {
  const answer = await call(base, 'POST', '/api/iniciarSesion', undefined, {
    email,
    password: DEMO_PASSWORD,
  });
  const body = answer.body as { token?: string; user?: { id: number; id_rol: number } };
  if (answer.status !== 200 || !body.token || !body.user) {
    throw new Error(
      `No se pudo iniciar sesión como ${email}: ${answer.status} ${JSON.stringify(body)}`,
    );
  }
  return { email, token: body.token, id: body.user.id, rol: body.user.id_rol };
}

const today = () => new Date().toISOString().slice(0, 10);

function newIncidencia(writer: Writer, n: number) {
  return {
    asunto: `Prueba de fallos ${n}`,
    descripcion: 'Escrita durante una prueba de fallos del servidor.',
    nivel_prioridad: 'BAJA',
    fecha: today(),
    nombre: writer.email,
    puesto_trabajo: writer.rol,
  };
}

/** An acknowledged write: the id the server answered with its 201, and who wrote it. */
interface Acknowledged {
  id: number;
  email: string;
}

/**
 * Which acknowledged incidencias the server does not have: each is read back by its writer
 * (GET /api/incidencias/buscar/{id}); a 404 is a lost write. Anything but 200 or 404 is asked
 * again; still no answer after that counts as lost too.
 */
async function missing(base: string, writes: Acknowledged[]): Promise<Acknowledged[]> {
  const tokens = new Map<string, string>();
  for (const email of new Set(writes.map((write) => write.email))) {
    tokens.set(email, (await signIn(base, email)).token);
  }
  const lost: Acknowledged[] = [];
  let next = 0;
  const worker = async () => {
    while (next < writes.length) {
      const write = writes[next++] as Acknowledged;
      let status = 0;
      for (let attempt = 0; attempt < 3 && status !== 200 && status !== 404; attempt++) {
        status = (
          await call(base, 'GET', `/api/incidencias/buscar/${write.id}`, tokens.get(write.email))
        ).status;
      }
      if (status !== 200) lost.push(write);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return lost;
}

// ─── results ────────────────────────────────────────────────────────────────────────────────

interface Row {
  escenario: string;
  base: string;
  rondas: number;
  /** Rounds that met every expectation. */
  rondasBien: number;
  confirmadas: number | null;
  perdidas: number | null;
  reiniciosFallidos: number | null;
  /** 503s during outages, and any other 5xx (must be 0). */
  caidas503: number | null;
  caidasOtros5xx: number | null;
  notas: string[];
}

const row = (escenario: string, base: string): Row => ({
  escenario,
  base,
  rondas: 0,
  rondasBien: 0,
  confirmadas: null,
  perdidas: null,
  reiniciosFallidos: null,
  caidas503: null,
  caidasOtros5xx: null,
  notas: [],
});

// ─── the databases ──────────────────────────────────────────────────────────────────────────

interface Target {
  name: 'PGlite' | 'PostgreSQL';
  env: Record<string, string>;
  postgres?: PostgresServer;
  /** The PostgreSQL target's owner URL, to look into the database beside the server. */
  ownerUrl?: string;
  /** The object store (s3rver) the PostgreSQL target's server keeps its images in. */
  store?: { proxy: TcpProxy; list(): Promise<string[]> };
  dispose(): Promise<void>;
}

function pgliteTarget(): Target {
  const dir = mkdtempSync(path.join(tmpdir(), 'clinica-fallos-pglite-'));
  return {
    name: 'PGlite',
    env: { CLINICA_DATA_DIR: dir },
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * A throwaway PostgreSQL as the server tests start it, and a database of the fault run served
 * as the restricted role. Commits are synchronous in that database: a `pg_ctl stop -m immediate`
 * is a crash, and an acknowledged commit must survive it. Images go to an S3-compatible store
 * (s3rver, as the server tests start it) reached through a TCP proxy that scenario d closes.
 */
async function postgresTarget(): Promise<Target> {
  const store = await startObjectStore('clinica-fallos/');
  const endpoint = new URL(store.settings.endpoint as string);
  const proxy = new TcpProxy('127.0.0.1', Number(endpoint.port));
  await proxy.open();
  const server = await startPostgresServer();
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query('CREATE DATABASE clinica_fallos');
  await admin.query('ALTER DATABASE clinica_fallos SET synchronous_commit = on');
  await admin.end();
  const owner = new URL(server.url);
  owner.pathname = '/clinica_fallos';
  const serving = new URL(owner);
  serving.username = SERVING_ROLE;
  const dir = mkdtempSync(path.join(tmpdir(), 'clinica-fallos-pg-'));
  return {
    name: 'PostgreSQL',
    env: {
      DATABASE_OWNER_URL: owner.toString(),
      DATABASE_URL: serving.toString(),
      // The rounds sign in with the demo clinic's accounts, which a PostgreSQL server seeds only
      // when told to (docs/decisiones.md (45)).
      CLINICA_DEMO: '1',
      // Uploads under way wait in a folder of this run; the images go to the bucket.
      CLINICA_DATA_DIR: dir,
      ...store.env,
      CLINICA_S3_ENDPOINT: `http://127.0.0.1:${proxy.port}`,
    },
    postgres: server,
    ownerUrl: owner.toString(),
    store: { proxy, list: () => store.list() },
    async dispose() {
      try {
        server.remove();
        await proxy.close();
        await store.close();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

// ─── a. kill -9 during writes ───────────────────────────────────────────────────────────────

/** Writers create incidencias until told to stop or the server is gone. */
function writeLoad(base: string, writers: Writer[]) {
  let stopped = false;
  const acknowledged: Acknowledged[] = [];
  const statuses = new Map<number, number>();
  const done = Promise.all(
    writers.map(async (writer) => {
      for (let n = 0; n < MAX_WRITES_PER_CLIENT && !stopped; n++) {
        const answer = await call(
          base,
          'POST',
          '/api/incidencias/guardar',
          writer.token,
          newIncidencia(writer, n),
        );
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status === 201) {
          acknowledged.push({ id: (answer.body as { id: number }).id, email: writer.email });
        } else if (answer.status === 0) {
          return; // the server is gone
        }
      }
    }),
  );
  return {
    acknowledged,
    statuses,
    async stop() {
      stopped = true;
      await done;
    },
    done,
  };
}

/** Returns the server of the last restart, still running, for the next scenario. */
async function killDuringWrites(
  target: Target,
  rounds: number,
  lock?: LockCase,
): Promise<{ result: Row; server?: ServerProcess }> {
  const scenario = `a · kill -9 (${target.name})`;
  const result = row('kill -9 durante escrituras, y reinicio', target.name);
  result.confirmadas = 0;
  result.perdidas = 0;
  result.reiniciosFallidos = 0;
  const all: Acknowledged[] = [];
  let server = await startServer(target.env);
  if (!(await ready(server, FIRST_START_MS))) {
    result.notas.push(`el primer arranque falló: ${server.output().slice(-2000)}`);
    await kill9(server);
    result.reiniciosFallidos = 1;
    return { result };
  }
  await lock?.whileRunning(server);
  const lostIds = new Set<number>();
  for (let round = 1; round <= rounds; round++) {
    const writers = await Promise.all(WRITERS.map((email) => signIn(server.url, email)));
    const load = writeLoad(server.url, writers);
    // Once the first write is acknowledged (a busy machine may take seconds to answer the first;
    // a fixed delay then killed some rounds before any write), somewhere in the middle of the
    // writes, at a different moment each round.
    const firstBy = Date.now() + 15_000;
    while (load.acknowledged.length === 0 && Date.now() < firstBy) await sleep(20);
    await sleep(Math.floor(Math.random() * 750));
    await kill9(server);
    await load.done;
    if (round === 1) lock?.afterKill(server);
    const acknowledged = load.acknowledged;
    all.push(...acknowledged);
    result.confirmadas += acknowledged.length;

    server = await startServer(target.env);
    const up = await ready(server, RESTART_MS);
    if (round === 1) lock?.afterRestart(up);
    result.rondas++;
    if (!up) {
      result.reiniciosFallidos++;
      result.notas.push(`ronda ${round}: el reinicio falló: ${server.output().slice(-2000)}`);
      await kill9(server);
      // The next round starts a server again; without one nothing more can be checked.
      server = await startServer(target.env);
      if (!(await ready(server, RESTART_MS))) break;
      continue;
    }
    const lost = await missing(server.url, acknowledged);
    result.perdidas += lost.length;
    for (const write of lost) lostIds.add(write.id);
    if (lost.length === 0 && acknowledged.length > 0) result.rondasBien++;
    if (acknowledged.length === 0)
      result.notas.push(`ronda ${round}: ninguna escritura confirmada`);
    if (lost.length) {
      result.notas.push(`ronda ${round}: perdidas ${lost.map((write) => write.id).join(', ')}`);
    }
    say(
      scenario,
      `ronda ${round}/${rounds}: ${acknowledged.length} confirmadas, ${lost.length} perdidas, reinicio ${up ? 'bien' : 'FALLIDO'}`,
    );
  }
  if (server.child.exitCode !== null || server.child.signalCode !== null) return { result };
  // Every round's writes are still there at the end, not only the last round's.
  const lostLater = (await missing(server.url, all)).filter((write) => !lostIds.has(write.id));
  if (lostLater.length) {
    result.notas.push(`al final faltan ${lostLater.length} escrituras de rondas anteriores`);
    result.perdidas += lostLater.length;
    result.rondasBien = Math.max(0, result.rondasBien - 1);
  }
  return { result, server };
}

// ─── b. PostgreSQL stopped and started under load ───────────────────────────────────────────

type Phase = 'antes' | 'caida' | 'despues';

async function postgresOutage(
  target: Target,
  rounds: number,
  running?: ServerProcess,
): Promise<{ result: Row; server: ServerProcess }> {
  const scenario = 'b · PostgreSQL parado';
  const result = row('PostgreSQL parado y arrancado con carga', target.name);
  const postgres = target.postgres as PostgresServer;
  result.confirmadas = 0;
  result.perdidas = 0;
  result.reiniciosFallidos = 0;
  result.caidas503 = 0;
  result.caidasOtros5xx = 0;
  const server = running ?? (await startServer(target.env));
  if (!(await ready(server, FIRST_START_MS))) {
    result.notas.push(`el servidor no arrancó: ${server.output().slice(-2000)}`);
    await kill9(server);
    return { result, server };
  }
  for (let round = 1; round <= rounds; round++) {
    const mode = round % 2 === 1 ? 'fast' : 'immediate';
    const writers = await Promise.all(WRITERS.map((email) => signIn(server.url, email)));
    let phase = 'antes' as Phase;
    let stopped = false;
    const counts: Record<Phase, Map<string, number>> = {
      antes: new Map(),
      caida: new Map(),
      despues: new Map(),
    };
    const problems: string[] = [];
    const acknowledged: Acknowledged[] = [];
    let healthDown = 0;
    let firstWriteBack = 0;
    let firstReadBack = 0;
    let firstHealthBack = 0;
    let backAt = 0;
    const note = (answer: Answer, what: string) => {
      const key = answer.status === 0 ? `sin respuesta (${answer.error})` : String(answer.status);
      counts[phase].set(key, (counts[phase].get(key) ?? 0) + 1);
      if (answer.status >= 500 && answer.status !== 503) {
        problems.push(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
      if (answer.status === 503) {
        const body = answer.body as { message?: string; estado?: string };
        const expected =
          what === 'salud'
            ? body.estado === 'sin_base_de_datos' && body.message === UNAVAILABLE
            : body.message === UNAVAILABLE && Object.keys(body).length === 1;
        if (!expected || answer.retryAfter !== '5') {
          problems.push(`${what}: 503 sin el mensaje esperado: ${JSON.stringify(body)}`);
        }
      }
      if (answer.status === 0) problems.push(`${what}: sin respuesta (${answer.error})`);
      if (answer.status >= 400 && answer.status < 500) {
        problems.push(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    };
    const clients = writers.map(async (writer, index) => {
      for (let n = 0; n < 20_000 && !stopped; n++) {
        if ((n + index) % 2 === 0) {
          const answer = await call(
            server.url,
            'POST',
            '/api/incidencias/guardar',
            writer.token,
            newIncidencia(writer, n),
          );
          note(answer, 'guardarIncidencia');
          if (answer.status === 201) {
            acknowledged.push({ id: (answer.body as { id: number }).id, email: writer.email });
            if (backAt && !firstWriteBack) firstWriteBack = Date.now();
          }
        } else {
          const answer = await call(server.url, 'GET', '/api/usuarios/yo', writer.token);
          note(answer, 'usuarioActual');
          if (answer.status === 200 && backAt && !firstReadBack) firstReadBack = Date.now();
        }
        // During the outage answers come at once: pace the clients a little.
        if (phase !== 'antes') await sleep(5);
      }
    });
    const health = (async () => {
      while (!stopped) {
        const answer = await call(server.url, 'GET', '/api/salud');
        note(answer, 'salud');
        if (phase === 'caida' && answer.status === 503) healthDown++;
        if (answer.status === 200 && backAt && !firstHealthBack) firstHealthBack = Date.now();
        await sleep(100);
      }
    })();

    await sleep(1000);
    phase = 'caida';
    const stoppedAt = Date.now();
    await postgres.stop(mode);
    // Down for a while, the load going on.
    await sleep(short ? 1500 : 2500);
    await postgres.start();
    backAt = Date.now();
    // Recovered when writes, reads and the health check succeed again: bounded wait.
    const deadline = Date.now() + 30_000;
    while (!(firstWriteBack && firstReadBack && firstHealthBack) && Date.now() < deadline) {
      await sleep(50);
    }
    const recovered = Boolean(firstWriteBack && firstReadBack && firstHealthBack);
    phase = 'despues';
    await sleep(1000);
    stopped = true;
    await Promise.all([...clients, health]);

    const outage = counts.caida;
    const total503 = outage.get('503') ?? 0;
    const other5xx = [...outage].filter(([key]) => Number(key) >= 500 && key !== '503');
    result.caidas503 += total503;
    result.caidasOtros5xx += other5xx.reduce((sum, [, count]) => sum + count, 0);
    // After the recovery everything succeeds again.
    const after = [...counts.despues].filter(([key]) => key !== '200' && key !== '201');
    result.confirmadas += acknowledged.length;
    const lost = await missing(server.url, acknowledged);
    result.perdidas += lost.length;
    result.rondas++;
    const alive = server.child.exitCode === null && server.child.signalCode === null;
    const ok =
      recovered &&
      alive &&
      problems.length === 0 &&
      after.length === 0 &&
      total503 > 0 &&
      healthDown > 0 &&
      lost.length === 0;
    if (ok) result.rondasBien++;
    const show = (map: Map<string, number>) =>
      [...map].map(([key, count]) => `${key}×${count}`).join(' ') || 'nada';
    say(
      scenario,
      `ronda ${round}/${rounds} (-m ${mode}): antes ${show(counts.antes)}; parado ${((backAt - stoppedAt) / 1000).toFixed(1)} s: ${show(outage)} (salud 503×${healthDown}); ` +
        `vuelve en ${recovered ? `${((Math.max(firstWriteBack, firstReadBack, firstHealthBack) - backAt) / 1000).toFixed(2)} s` : 'NO'}; después ${show(counts.despues)}; ` +
        `${acknowledged.length} confirmadas, ${lost.length} perdidas`,
    );
    if (!recovered) result.notas.push(`ronda ${round}: no se recuperó en 30 s`);
    if (!alive)
      result.notas.push(`ronda ${round}: el servidor terminó: ${server.output().slice(-2000)}`);
    if (total503 === 0 || healthDown === 0) {
      result.notas.push(`ronda ${round}: ningún 503 durante la caída (¿demasiado corta?)`);
    }
    if (after.length)
      result.notas.push(`ronda ${round}: después de volver: ${show(new Map(after))}`);
    for (const problem of [...new Set(problems)].slice(0, 5)) {
      result.notas.push(`ronda ${round}: ${problem}`);
    }
  }
  return { result, server };
}

// ─── d. the object store unreachable during a report save ───────────────────────────────────

const STORE_UNAVAILABLE =
  'El almacén de imágenes no está disponible en este momento. Inténtalo de nuevo en unos segundos.';

/** 'Guardar informe completo' of a cita with two new images, as the radiologist's screen sends it. */
function saveReport(base: string, token: string, idCita: number, images: Buffer[]) {
  const form = new FormData();
  form.append('id_cita', String(idCita));
  form.append('contenido', 'Radiografía de tórax sin hallazgos. Informe de la prueba de fallos.');
  images.forEach((bytes, index) => {
    form.append('imagenes', new Blob([bytes], { type: 'image/png' }), `placa-${index + 1}.png`);
  });
  return fetch(`${base}/api/informes/guardarCompleto`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Files left in a folder and below it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

/**
 * For each round: with the store's address refusing connections, a report with two new images
 * is saved: a Spanish 503 with Retry-After, and nothing half-saved (no report, no image row, the
 * cita still EN_CURSO, no new object in the bucket, no upload left on local disk) while the rest
 * of the API goes on answering; then the store comes back and the same save, sent again, is a
 * 201 whose images are in the bucket, from the same server process.
 */
async function objectStoreOutage(
  target: Target,
  rounds: number,
  running: ServerProcess | undefined,
): Promise<Row> {
  const scenario = 'd · almacén de imágenes caído';
  const result = row('almacén de imágenes caído al guardar un informe', target.name);
  result.confirmadas = 0;
  result.perdidas = 0;
  result.reiniciosFallidos = 0;
  result.caidas503 = 0;
  result.caidasOtros5xx = 0;
  const store = target.store as NonNullable<Target['store']>;
  const server = running ?? (await startServer(target.env));
  const db = new pg.Client({ connectionString: target.ownerUrl });
  try {
    if (!(await ready(server, FIRST_START_MS))) {
      result.notas.push(`el servidor no arrancó: ${server.output().slice(-2000)}`);
      return result;
    }
    await db.connect();
    const radiologo = await signIn(server.url, 'radiologo@clinica.test');
    // The radiologist's citas still to report, from the demo clinic.
    const citas = (
      await db.query<{ id: number }>(
        `SELECT c.id FROM citas c
         WHERE c.id_radiologo = $1 AND c.estado = 'EN_CURSO'
           AND NOT EXISTS (SELECT 1 FROM informes i WHERE i.id_cita = c.id)
         ORDER BY c.fecha, c.hora LIMIT $2`,
        [radiologo.id, rounds],
      )
    ).rows.map((cita) => Number(cita.id));
    if (citas.length < rounds) result.notas.push(`solo hay ${citas.length} citas sin informe`);
    const uploadsDir = path.join(target.env.CLINICA_DATA_DIR as string, 'archivos');
    const state = async (idCita: number) => {
      const informes = await db.query('SELECT id_informe FROM informes WHERE id_cita = $1', [
        idCita,
      ]);
      const imagenes = await db.query('SELECT archivo FROM imagenes WHERE id_cita = $1', [idCita]);
      const cita = await db.query<{ estado: string }>('SELECT estado FROM citas WHERE id = $1', [
        idCita,
      ]);
      return {
        informes: informes.rowCount ?? 0,
        imagenes: imagenes.rowCount ?? 0,
        estado: cita.rows[0]?.estado,
      };
    };
    for (const [index, idCita] of citas.entries()) {
      const round = index + 1;
      result.rondas++;
      const problems: string[] = [];
      const images = [demoRadiograph(9000 + round * 2, 12), demoRadiograph(9001 + round * 2, 12)];
      const objects = images.map((bytes) => `clinica-fallos/${sha256(bytes)}`);
      const before = await store.list();

      await store.proxy.close();
      const refused = await saveReport(server.url, radiologo.token, idCita, images);
      const body = (await refused.json().catch(() => null)) as { message?: string } | null;
      if (refused.status === 503) result.caidas503++;
      else if (refused.status >= 500) result.caidasOtros5xx++;
      if (refused.status !== 503 || body?.message !== STORE_UNAVAILABLE) {
        problems.push(`con el almacén caído: ${refused.status} ${JSON.stringify(body)}`);
      }
      if (!refused.headers.get('retry-after')) problems.push('el 503 no lleva Retry-After');
      const after = await state(idCita);
      if (after.informes || after.imagenes || after.estado !== 'EN_CURSO') {
        problems.push(`guardado a medias: ${JSON.stringify(after)}`);
      }
      const listed = await store.list();
      const added = listed.filter((name) => !before.includes(name));
      if (added.length) problems.push(`objetos nuevos en el almacén: ${added.join(', ')}`);
      const left = filesUnder(uploadsDir);
      if (left.length) problems.push(`archivos que quedaron en disco: ${left.join(', ')}`);
      // The rest of the API, which needs no store, goes on.
      const me = await call(server.url, 'GET', '/api/usuarios/yo', radiologo.token);
      if (me.status !== 200) problems.push(`sin almacén, /api/usuarios/yo dio ${me.status}`);

      await store.proxy.open();
      const saved = await saveReport(server.url, radiologo.token, idCita, images);
      const savedOk = saved.status === 201;
      await saved.arrayBuffer();
      if (!savedOk) problems.push(`con el almacén de vuelta: ${saved.status}`);
      else result.confirmadas++;
      const final = await state(idCita);
      const inStore = await store.list();
      const whole =
        final.informes === 1 &&
        final.imagenes === 2 &&
        final.estado === 'CUMPLIDA' &&
        objects.every((name) => inStore.includes(name));
      if (savedOk && !whole) {
        result.perdidas++;
        problems.push(`el informe confirmado no está entero: ${JSON.stringify(final)}`);
      }
      if (problems.length === 0) result.rondasBien++;
      result.notas.push(...problems.map((problem) => `ronda ${round}: ${problem}`));
      say(
        scenario,
        `ronda ${round}/${citas.length}: almacén caído ${refused.status} (${body?.message ?? '—'}), ` +
          `nada guardado: ${after.informes === 0 && after.imagenes === 0 && added.length === 0 && left.length === 0 ? 'sí' : 'NO'}; ` +
          `de vuelta ${saved.status}, informe entero: ${whole ? 'sí' : 'NO'}`,
      );
    }
    return result;
  } finally {
    await store.proxy.open().catch(() => {});
    await db.end().catch(() => {});
    await stopServer(server);
  }
}

// ─── c. the PGlite lock ─────────────────────────────────────────────────────────────────────

/**
 * Checked along the kill -9 rounds on PGlite, so that it costs no server start of its own: while
 * the first server runs, a second one on its directory must be refused; the first kill -9 must
 * leave its lock behind, and the restart after it must take it over; a clean stop removes it.
 */
class LockCase {
  readonly checks: [string, boolean][] = [];

  constructor(private readonly target: Target) {}

  private get lockFile() {
    return path.join(this.target.env.CLINICA_DATA_DIR as string, 'clinica.lock');
  }

  async whileRunning(first: ServerProcess) {
    const second = await startServer(this.target.env);
    const code = await Promise.race([second.exited, sleep(RESTART_MS).then(() => 'sigue')]);
    if (code === 'sigue') await kill9(second);
    this.checks.push(['un segundo proceso termina con código 1', code === 1]);
    this.checks.push([
      'y dice por qué, en español',
      /La base de datos de .* ya está abierta por otro proceso \(pid \d+\)\. Detén ese servidor o usa otro CLINICA_DATA_DIR\./.test(
        second.output(),
      ),
    ]);
    this.checks.push([
      'el primero sigue respondiendo',
      (await call(first.url, 'GET', '/api/salud')).status === 200,
    ]);
  }

  afterKill(killed: ServerProcess) {
    const stale = existsSync(this.lockFile)
      ? JSON.parse(readFileSync(this.lockFile, 'utf8'))
      : null;
    this.checks.push(['el kill -9 deja su bloqueo', stale?.pid === killed.child.pid]);
  }

  afterRestart(up: boolean) {
    this.checks.push(['el reinicio no se bloquea', up]);
  }

  async finish(server: ServerProcess | undefined): Promise<Row> {
    if (server) {
      await stopServer(server);
      this.checks.push(['al cerrar quita su bloqueo', !existsSync(this.lockFile)]);
    } else {
      this.checks.push(['el último servidor seguía en marcha', false]);
    }
    const result = row(
      'segundo proceso en el mismo PGlite; bloqueo de un proceso muerto',
      this.target.name,
    );
    result.rondas = 1;
    result.reiniciosFallidos = this.checks.some(
      ([name, ok]) => name === 'el reinicio no se bloquea' && !ok,
    )
      ? 1
      : 0;
    const failed = this.checks.filter(([, ok]) => !ok).map(([name]) => name);
    if (failed.length === 0 && this.checks.length >= 6) result.rondasBien = 1;
    result.notas.push(...failed.map((name) => `falla: ${name}`));
    say(
      'c · bloqueo de PGlite',
      failed.length ? `FALLA: ${failed.join('; ')}` : this.checks.map(([name]) => name).join('; '),
    );
    return result;
  }
}

// ─── the run ────────────────────────────────────────────────────────────────────────────────

function table(rows: Row[]): string {
  const dash = (value: number | null) => (value === null ? '—' : value.toLocaleString('es-ES'));
  const header = [
    'escenario',
    'base de datos',
    'rondas',
    'escrituras confirmadas',
    'escrituras perdidas',
    'reinicios fallidos',
    '5xx durante las caídas',
  ];
  const lines = rows.map((r) => [
    r.escenario,
    r.base,
    `${r.rondasBien}/${r.rondas}`,
    dash(r.confirmadas),
    dash(r.perdidas),
    dash(r.reiniciosFallidos),
    r.caidas503 === null ? '—' : `503: ${dash(r.caidas503)}; otros: ${dash(r.caidasOtros5xx)}`,
  ]);
  const widths = header.map((h, i) =>
    Math.max(h.length, ...lines.map((l) => (l[i] as string).length)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i >= 2 ? cell.padStart(widths[i] as number) : cell.padEnd(widths[i] as number))).join(' | ')} |`;
  return [
    format(header),
    `|${widths.map((w, i) => (i >= 2 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`,
    ...lines.map(format),
  ].join('\n');
}

async function main() {
  console.log(
    `Pruebas de fallos${short ? ' (forma corta)' : ''}: ${killRounds} rondas de kill -9 por base de datos, ` +
      `${outageRounds} caída${outageRounds === 1 ? '' : 's'} de PostgreSQL, el bloqueo de PGlite, ` +
      `${storeRounds} informe${storeRounds === 1 ? '' : 's'} con el almacén de imágenes caído.`,
  );
  const pglite = pgliteTarget();
  let postgres: Target | undefined;
  const rows: Row[] = [];
  try {
    // PGlite's lane and PostgreSQL's lane run side by side.
    const [pgliteRows, postgresRows] = await Promise.all([
      (async () => {
        const lock = new LockCase(pglite);
        const killed = await killDuringWrites(pglite, killRounds, lock);
        return [killed.result, await lock.finish(killed.server)];
      })(),
      (async () => {
        postgres = await postgresTarget();
        const killed = await killDuringWrites(postgres, killRounds);
        const outage = await postgresOutage(postgres, outageRounds, killed.server);
        const store = await objectStoreOutage(postgres, storeRounds, outage.server);
        return [killed.result, outage.result, store];
      })(),
    ]);
    rows.push(
      pgliteRows[0] as Row,
      postgresRows[0] as Row,
      postgresRows[1] as Row,
      pgliteRows[1] as Row,
      postgresRows[2] as Row,
    );
  } finally {
    await pglite.dispose();
    await (postgres as Target | undefined)?.dispose();
  }

  console.log(`\n${table(rows)}\n`);
  for (const r of rows)
    for (const text of r.notas) console.log(`  ${r.escenario} (${r.base}): ${text}`);
  const passed = rows.reduce((sum, r) => sum + r.rondasBien, 0);
  const failed = rows.reduce((sum, r) => sum + (r.rondas - r.rondasBien), 0);
  const ok =
    failed === 0 &&
    rows.every((r) => r.rondas > 0 && !r.perdidas && !r.reiniciosFallidos && !r.caidasOtros5xx);
  console.log(`Rondas bien: ${passed}; mal: ${failed}. ${elapsed()} en total.`);
  if (reportFile) {
    writeFileSync(
      reportFile,
      JSON.stringify({ passed, failed: ok ? 0 : Math.max(failed, 1), rows }, null, 2),
    );
  }
  process.exit(ok ? 0 : 1);
}

await main().catch((error: unknown) => {
  console.error(`Las pruebas de fallos no pudieron terminar: ${(error as Error).stack ?? error}`);
  if (reportFile) writeFileSync(reportFile, JSON.stringify({ passed: 0, failed: 1, rows: [] }));
  process.exit(1);
});
