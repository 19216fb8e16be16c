/**
 * `npm run bench:api`: the API under load on loopback, in one run, bounded in time.
 *
 * For each database (the PGlite default in a fresh data directory, then a throwaway PostgreSQL
 * started as the server tests start it) it starts the real server as its own process on the demo
 * clinic plus 10,000 citas, and a bare Fastify hello-world beside it; autocannon (50
 * connections, in this process) measures each route for a few seconds after a short warm-up,
 * and a table gives req/s, p50/p99 and the share of the hello-world's req/s.
 *
 * Options: --segundos N (each measure, 10 by default), --conexiones N (50), --solo pglite|postgres,
 * --rutas TEXT (only the routes whose name holds TEXT; the hello-world always runs).
 * BENCH_SERVER_ARGS='--cpu-prof --cpu-prof-dir=DIR' writes a CPU profile of each server.
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { AGENDA_INICIAL, huecosDeLaClinica } from '../src/domain/agenda';
import { startPostgres } from '../test/postgres';
import type { BenchData } from './datos';
import { signIn, startServer, stopServer } from './proceso';

type DbKind = 'pglite' | 'postgres';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const seconds = Number(option('segundos', '10'));
const connections = Number(option('conexiones', '50'));
const only = option('solo', '');
const routeFilter = option('rutas', '');
const warmUpSeconds = Math.min(2, seconds);
const dir = import.meta.dirname;

interface Scenario {
  name: string;
  url: string;
  /** Status codes that are a right answer here (200 unless said). */
  expected?: number[];
  options?: Partial<autocannon.Options>;
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  unexpected: number;
}

async function measure(scenario: Scenario): Promise<Row> {
  const base = { url: scenario.url, connections, ...scenario.options };
  await autocannon({ ...base, duration: warmUpSeconds });
  const result = await autocannon({ ...base, duration: seconds });
  const expected = scenario.expected ?? [200];
  let unexpected = result.errors + result.timeouts;
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) {
    if (!expected.includes(Number(code))) unexpected += Number(stats.count);
  }
  return {
    name: scenario.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    unexpected,
  };
}

function printTable(title: string, rows: Row[]) {
  const baseline = rows[0]?.rps ?? 1;
  const header = ['ruta', 'req/s', '% de hola', 'p50 ms', 'p99 ms', 'respuestas inesperadas'];
  const lines = rows.map((row) => [
    row.name,
    Math.round(row.rps).toLocaleString('es-ES'),
    `${((row.rps / baseline) * 100).toFixed(1).replace('.', ',')} %`,
    String(row.p50),
    String(row.p99),
    String(row.unexpected),
  ]);
  const widths = header.map((cell, index) =>
    Math.max(cell.length, ...lines.map((line) => (line[index] as string).length)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index] as number) : cell.padStart(widths[index] as number))).join(' | ')} |`;
  console.log(`\n${title}`);
  console.log(format(header));
  console.log(
    `|${widths.map((width, index) => (index === 0 ? `${'-'.repeat(width + 1)}-` : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
  );
  for (const line of lines) console.log(format(line));
}

async function benchDatabase(kind: DbKind, env: Record<string, string>): Promise<Row[]> {
  const rows: Row[] = [];
  const hola = await startServer({ BENCH_SERVER: 'hola' });
  try {
    rows.push(await measure({ name: 'hola mundo (Fastify sin nada)', url: `${hola.url}/` }));
  } finally {
    await stopServer(hola);
  }
  const started = Date.now();
  const server = await startServer(env);
  const data = server.data as BenchData;
  console.log(
    `  ${kind}: ${data.citas.toLocaleString('es-ES')} citas en la base de datos; arranque y datos en ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  try {
    const admin = await signIn(server.url, 'admin@clinica.test');
    const doctor = await signIn(server.url, 'medico.carga1@clinica.test');
    const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
    const api = `${server.url}/api`;
    const scenarios: Scenario[] = [
      { name: 'GET /api/salud (una consulta)', url: `${api}/salud` },
      {
        name: 'GET /api/usuarios/yo (solo autenticación)',
        url: `${api}/usuarios/yo`,
        options: auth(admin),
      },
      {
        name: `mostrarCitasDelDia (${data.dayRows} filas)`,
        url: `${api}/citas/mostrarCitasDelDia?fecha=${data.fecha}`,
        options: auth(admin),
      },
      {
        name: `historial de un paciente (${data.patientCitas} citas, médico)`,
        url: `${api}/historiales/${data.patientId}`,
        options: auth(doctor),
      },
      {
        name: 'huecosLibres de un médico',
        url: `${api}/citas/huecosLibres?fecha=${data.nextDay}&id_medico=${data.medicoId}`,
        options: auth(admin),
      },
      bookings(api, admin, data),
    ];
    for (const scenario of scenarios) {
      if (scenario.name.includes(routeFilter)) rows.push(await measure(scenario));
    }
  } finally {
    await stopServer(server);
  }
  return rows;
}

/**
 * guardarCita over 20 working days × 7 hours × the radiologists, a patient per request: each
 * slot is booked once, and every later request for it is refused by the database's unique
 * index (409), as when desks race for the same hour.
 */
function bookings(api: string, token: string, data: BenchData): Scenario {
  let next = 0;
  const slots = data.bookingDays.flatMap((fecha) =>
    huecosDeLaClinica(AGENDA_INICIAL, fecha).flatMap((hora) =>
      data.radiologoIds.map((id_radiologo) => ({ fecha, hora, id_radiologo })),
    ),
  );
  return {
    name: `reservas guardarCita (${slots.length} huecos, 409 al chocar)`,
    url: `${api}/citas/guardar`,
    expected: [201, 409],
    options: {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (request) => {
            const slot = slots[next % slots.length] as (typeof slots)[number];
            const id_paciente = data.patientIds[next % data.patientIds.length] as number;
            next++;
            return { ...request, body: JSON.stringify({ ...slot, id_paciente }) };
          },
        },
      ],
    },
  };
}

async function main() {
  const kinds: DbKind[] = only ? [only as DbKind] : ['pglite', 'postgres'];
  console.log(
    `bench:api: ${connections} conexiones, ${seconds} s por medida (tras ${warmUpSeconds} s de calentamiento), Node ${process.version}`,
  );
  for (const kind of kinds) {
    if (kind === 'pglite') {
      printTable('PGlite (por defecto, datos en disco)', await benchDatabase(kind, {}));
      continue;
    }
    const ensure = (await import(path.join(dir, '../../../scripts/ensure-debian.mjs'))) as {
      ensurePostgres(): boolean;
    };
    if (!ensure.ensurePostgres()) throw new Error('Falta PostgreSQL.');
    const provided: Record<string, string> = {};
    const stop = await startPostgres({ provide: (key, value) => (provided[key] = value) });
    try {
      const rows = await benchDatabase(kind, { DATABASE_URL: provided.postgresUrl as string });
      printTable('PostgreSQL (como en las pruebas del servidor)', rows);
    } finally {
      stop();
    }
  }
}

await main();
