/**
 * One server of the bench, started by bench.ts as its own process: the real API (as `npm start`
 * builds it, request logs included) on the demo clinic plus the bench's 10,000 citas, on PGlite
 * in a fresh data directory or on the PostgreSQL database named by DATABASE_URL. When it
 * listens it prints one JSON line: its port and what the bench data holds.
 *
 * Also `BENCH_SERVER=hola`: a bare Fastify hello-world, the baseline every figure is a share of.
 * `BENCH_SIN_DATOS=1`: the demo clinic alone (bench:subidas needs no citas).
 *
 * Asked over IPC ('medir', then 'medida'), it answers how long its own event loop waited in
 * between (perf_hooks' monitorEventLoopDelay), the CPU it used and the most memory it held (RSS,
 * every 10 ms).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { ROL } from '@clinica/api-client/reglas';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { readSettings } from '../src/config';
import { openDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { AGENDA_INICIAL, abreLaClinica } from '../src/domain/agenda';
import { addDays, wallClock } from '../src/domain/clinic-time';
import { crearRegistro } from '../src/registro';
import { DEMO_PASSWORD, DEMO_PEOPLE } from '../src/seed/demo-people';
import { seedDemoClinic } from '../src/seed/seed';
import { DirectoryStorage } from '../src/uploads/storage';
import { addBenchData, addBusyDay } from './datos';

async function hola() {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: portOf(app.server.address()), close: async () => {} };
}

function portOf(address: ReturnType<import('node:net').Server['address']>): number {
  return typeof address === 'object' && address ? address.port : 0;
}

async function clinic() {
  const work = mkdtempSync(path.join(tmpdir(), 'clinica-bench-'));
  const settings = {
    ...readSettings({
      ...process.env,
      CLINICA_DATA_DIR: work,
      // bench:web serves the built app (BENCH_APP=1); bench:api measures the API alone.
      ...(process.env.BENCH_APP ? {} : { CLINICA_APP_DIR: path.join(work, 'sin-app') }),
    }),
    port: 0,
  };
  const connection = openDatabase(
    settings.databaseUrl
      ? { kind: 'postgres', connectionString: settings.databaseUrl }
      : { kind: 'pglite', dataDir: settings.dataDir },
  );
  await migrateToLatest(connection.db);
  const now = wallClock(new Date(), settings.timeZone);
  await seedDemoClinic(connection.db, new DirectoryStorage(settings.storageDir), now);
  const data: (Awaited<ReturnType<typeof addBenchData>> & { busyDay?: string }) | undefined =
    process.env.BENCH_SIN_DATOS ? undefined : await addBenchData(connection.db, now);
  if (process.env.BENCH_APP && data) {
    // A working day after the bench's own citas, with the day list's full 1000 rows: the same
    // patients booked on one of the bench's days would break their one-cita-a-slot rule.
    let busyDay = addDays(data.ultimoDia, 7);
    while (!abreLaClinica(AGENDA_INICIAL, busyDay)) busyDay = addDays(busyDay, 1);
    await addBusyDay(connection.db, busyDay);
    data.busyDay = busyDay;
  }
  // Request logs as `npm start` writes them (bench.ts discards them).
  const logger = crearRegistro(process.env.LOG_LEVEL ?? 'info');
  const app = await buildApp({
    db: connection.db,
    settings,
    logger,
    // The flood guard stays in place, raised so that it never answers 429 here.
    requestsPerMinute: 100_000_000,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    port: portOf(app.server.address()),
    data,
    close: async () => {
      await connection.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

const server = process.env.BENCH_SERVER === 'hola' ? await hola() : await clinic();
const stop = async () => {
  await server.app.close();
  await server.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
// The demo's first account of each role and their password, for whoever signs in through it
// (bench:web and perfil:web).
const cuentas = Object.fromEntries(
  Object.entries(ROL).map(([rol, codigo]) => [
    rol,
    DEMO_PEOPLE.find((persona) => persona.id_rol === codigo)?.email,
  ]),
);
process.send?.({
  port: server.port,
  data: 'data' in server ? server.data : undefined,
  cuentas,
  contrasena: DEMO_PASSWORD,
});

const delay = monitorEventLoopDelay({ resolution: 1 });
let peakRss = 0;
let cpu = process.cpuUsage();
let sampler: NodeJS.Timeout | undefined;
process.on('message', (message) => {
  if (message === 'medir') {
    delay.reset();
    delay.enable();
    cpu = process.cpuUsage();
    peakRss = process.memoryUsage.rss();
    sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
    }, 10);
  } else if (message === 'medida') {
    delay.disable();
    clearInterval(sampler);
    const ms = (ns: number) => ns / 1e6;
    const used = process.cpuUsage(cpu);
    process.send?.({
      retraso: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
      rss: peakRss,
      // Every thread's: the event loop's and zlib's in the thread pool.
      cpuMs: (used.user + used.system) / 1000,
    });
  }
});
