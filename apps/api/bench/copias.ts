/**
 * `npm run bench:copias`: how long a backup and a restore take (docs/decisiones.md (59)), on
 * the demo clinic and on a clinic of 100,000 appointments (the demo plus 100,000 past citas,
 * each with its diagnosis, made with INSERT … SELECT generate_series), on the embedded database
 * (PGlite in a data directory, as `npm start` keeps it) and on PostgreSQL (a throwaway server
 * started as the server tests start it: fsync off, so its times are a lower bound of a real
 * disk's). Backup: the archive written (crearCopia, as the daily one and the command make it).
 * Restore: the archive checked whole against its manifest, restored into a new empty database
 * and image folder, and migrated (as `npm run clinica -- restaurar` does; on PGlite the new
 * database's first start, its initdb, is shown apart too). Wait: a second backup made while
 * a query like a request's runs again and again, the longest any of them waited (on PGlite the
 * one connection is the backup's while it reads the rows). It prints a Markdown table for
 * docs/despliegue.md and asserts nothing. Options: --citas N (100000), --solo pglite|postgres.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { readSettings, type Settings } from '../src/config';
import { crearCopia } from '../src/copias/crear';
import { tamanoLegible } from '../src/copias/formato';
import { comprobarCopia, restaurarCopia } from '../src/copias/restaurar';
import { type Connection, openDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { wallClock } from '../src/domain/clinic-time';
import { seedDemoClinic } from '../src/seed/seed';
import { openStorage } from '../src/uploads/storage';
import { startPostgresServer } from '../test/postgres';

type Motor = 'pglite' | 'postgres';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const citas = Number(option('citas', '100000'));
const solo = option('solo', '');
const segundos = (ms: number, decimales = 1) =>
  `${new Intl.NumberFormat('es-ES', { maximumFractionDigits: decimales, minimumFractionDigits: decimales }).format(ms / 1000)} s`;

/** `citas` past appointments of the demo's patients and doctors, each with its diagnosis. */
async function anadirCitas(connection: Connection, total: number): Promise<void> {
  // Numbers from letters the demo's random ones may share are skipped, so none repeats.
  await sql`
    INSERT INTO citas (num_cita, fecha, hora, especialidad, tipo_cita, id_paciente, id_medico,
      id_administrativo, estado, creado_en)
    SELECT n.num, date '2016-01-04' + (n.i / 12), time '08:00' + (n.i % 12) * interval '30 minutes',
      m.especialidad, m.tipo_cita, p.id_paciente, m.id_medico, m.id_administrativo, 'CUMPLIDA',
      timestamptz '2016-01-01 08:00+01' + n.i * interval '1 minute'
    FROM (
      SELECT g AS i, (10000 + g % 90000)::text || chr(88 + g / 90000) AS num
      FROM generate_series(0, ${total + 5000}) AS g
    ) AS n
    CROSS JOIN LATERAL (
      SELECT id_paciente FROM pacientes ORDER BY id_paciente
      OFFSET n.i % (SELECT count(*) FROM pacientes) LIMIT 1
    ) AS p
    CROSS JOIN (
      SELECT especialidad, tipo_cita, id_medico, id_administrativo FROM citas
      WHERE id_medico IS NOT NULL ORDER BY id LIMIT 1
    ) AS m
    WHERE NOT EXISTS (SELECT 1 FROM citas c WHERE c.num_cita = n.num)
    ORDER BY n.i
    LIMIT ${total}`.execute(connection.db);
  await sql`
    INSERT INTO diagnosticos (id_cita, id_medico, contenido, creado_en, actualizado_en)
    SELECT c.id, c.id_medico,
      'Revisión anual sin hallazgos. Control de tensión arterial y analítica en doce meses. ' || c.num_cita,
      c.creado_en, c.creado_en
    FROM citas c
    WHERE c.estado = 'CUMPLIDA' AND c.id_medico IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM diagnosticos d WHERE d.id_cita = c.id)`.execute(connection.db);
}

interface Medida {
  motor: Motor;
  clinica: string;
  filas: number;
  imagenes: number;
  archivo: number;
  copia: number;
  restauracion: number;
  /** Of the restore, making the new empty database (PGlite's first start). */
  baseVacia: number;
  /** The longest a query waited while a backup was being made. */
  espera: number;
}

/** Runs a query like a request's again and again until `trabajo` ends: the longest it waited. */
async function esperaMasLarga(connection: Connection, trabajo: Promise<unknown>): Promise<number> {
  let terminado = false;
  const fin = trabajo.finally(() => {
    terminado = true;
  });
  let maxima = 0;
  while (!terminado) {
    const inicio = performance.now();
    await sql`SELECT count(*) FROM usuarios`.execute(connection.db);
    maxima = Math.max(maxima, performance.now() - inicio);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await fin;
  return maxima;
}

async function medir(
  motor: Motor,
  clinica: string,
  extra: number,
  postgresUrl: string | undefined,
): Promise<Medida> {
  const work = mkdtempSync(path.join(tmpdir(), 'clinica-bench-copias-'));
  const bases: string[] = [];
  const nueva = async (): Promise<Settings> => {
    const dir = mkdtempSync(path.join(work, 'clinica-'));
    const env: Record<string, string> = {
      CLINICA_DATA_DIR: path.join(dir, 'datos'),
      CLINICA_COPIAS_DIR: path.join(dir, 'copias'),
    };
    if (motor === 'postgres' && postgresUrl) {
      const nombre = `clinica_bench_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${nombre}`);
      await admin.end();
      bases.push(nombre);
      const url = new URL(postgresUrl);
      url.pathname = `/${nombre}`;
      env.DATABASE_URL = url.toString();
    }
    return readSettings(env);
  };
  const abrir = (settings: Settings) =>
    openDatabase(
      settings.databaseUrl
        ? { kind: 'postgres', connectionString: settings.databaseUrl }
        : { kind: 'pglite', dataDir: settings.dataDir },
    );
  try {
    const origen = await nueva();
    const connection = abrir(origen);
    const storage = openStorage(origen);
    let copia: Awaited<ReturnType<typeof crearCopia>>;
    let tiempoCopia: number;
    let espera: number;
    try {
      await migrateToLatest(connection.db);
      await seedDemoClinic(connection.db, storage, wallClock(new Date(), origen.timeZone));
      if (extra > 0) await anadirCitas(connection, extra);
      const inicio = performance.now();
      const copiar = () =>
        crearCopia({
          db: connection.db,
          motor,
          storage,
          settings: origen,
          clock: () => new Date(),
          destino: origen.copias?.carpeta as string,
        });
      copia = await copiar();
      tiempoCopia = performance.now() - inicio;
      espera = await esperaMasLarga(connection, copiar());
    } finally {
      storage.close();
      await connection.close();
    }
    const destino = await nueva();
    const restaurada = abrir(destino);
    const almacen = openStorage(destino);
    let tiempoRestauracion: number;
    let tiempoBaseVacia: number;
    try {
      const inicio = performance.now();
      // A new embedded database is made on its first use (PostgreSQL's initdb, in WebAssembly).
      await sql`SELECT 1`.execute(restaurada.db);
      tiempoBaseVacia = performance.now() - inicio;
      const { manifiesto } = await comprobarCopia(copia.ruta);
      await restaurarCopia({
        archivo: copia.ruta,
        manifiesto,
        db: restaurada.db,
        storage: almacen,
        sobrescribir: false,
      });
      await migrateToLatest(restaurada.db);
      tiempoRestauracion = performance.now() - inicio;
    } finally {
      almacen.close();
      await restaurada.close();
    }
    return {
      motor,
      clinica,
      filas: copia.manifiesto.tablas.reduce((total, tabla) => total + tabla.filas, 0),
      imagenes: copia.manifiesto.imagenes.length,
      archivo: copia.bytes,
      copia: tiempoCopia,
      restauracion: tiempoRestauracion,
      baseVacia: tiempoBaseVacia,
      espera,
    };
  } finally {
    if (postgresUrl && bases.length > 0) {
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      for (const nombre of bases)
        await admin.query(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
      await admin.end();
    }
    rmSync(work, { recursive: true, force: true });
  }
}

async function main() {
  const motores: Motor[] = solo ? [solo as Motor] : ['pglite', 'postgres'];
  const servidor = motores.includes('postgres') ? await startPostgresServer() : undefined;
  const medidas: Medida[] = [];
  try {
    for (const motor of motores) {
      for (const [clinica, extra] of [
        ['demostración', 0],
        [`demostración + ${new Intl.NumberFormat('es-ES').format(citas)} citas`, citas],
      ] as const) {
        process.stderr.write(`Midiendo ${motor}, ${clinica}…\n`);
        medidas.push(await medir(motor, clinica, extra, servidor?.url));
      }
    }
  } finally {
    servidor?.remove();
  }
  const numero = new Intl.NumberFormat('es-ES');
  const lineas = [
    '| base de datos | clínica | filas | imágenes | archivo | copia | espera más larga de una consulta durante la copia | restauración | de ella, crear la base vacía |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
    ...medidas.map(
      (m) =>
        `| ${m.motor === 'pglite' ? 'PGlite (embebida)' : 'PostgreSQL'} | ${m.clinica} | ${numero.format(m.filas)} | ${m.imagenes} | ${tamanoLegible(m.archivo)} | ${segundos(m.copia)} | ${segundos(m.espera, 2)} | ${segundos(m.restauracion)} | ${m.motor === 'pglite' ? segundos(m.baseVacia) : '—'} |`,
    ),
  ];
  process.stdout.write(`${lineas.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
