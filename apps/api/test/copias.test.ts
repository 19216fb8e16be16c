/**
 * Backups and restore (docs/decisiones.md (59)), end to end: the server (src/main.ts built, as
 * `npm start` runs it) serves the demo clinic from the embedded database; data changes; `npm run
 * clinica -- copia-de-seguridad` asks that running server for a backup; the backup is restored
 * into a new embedded database and into PostgreSQL, and from PostgreSQL back into PGlite; every
 * row and every image byte is found equal (each restored database backed up again gives the same
 * checksums), the last change included, and new rows get new ids.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Settings } from '../src/config';
import type { Manifiesto } from '../src/copias/formato';
import { openDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { DEMO_PASSWORD } from '../src/seed/demo-people';
import { demoRadiograph } from '../src/seed/png';
import { HANG_GUARD_MS, untilOutput } from './child-output';
import { conClusterVacio } from './cluster-vacio';
import { clinica, manifestOf, settingsIn } from './copias-ayuda';
import { multipart } from './fixture';
import { SERVING_ROLE } from './postgres';

const apiDir = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The archive `copia-de-seguridad` wrote into `dir` (the only one). */
function onlyArchive(dir: string): string {
  const files = readdirSync(dir).filter((name) => name.endsWith('.tar'));
  expect(files).toHaveLength(1);
  return path.join(dir, files[0] as string);
}

/** Every stored file of a folder store, by name: each must hash to its name. */
function storedImages(storageDir: string): string[] {
  const names = readdirSync(storageDir).filter((name) => /^[0-9a-f]{64}$/.test(name));
  for (const name of names) {
    const hash = createHash('sha256')
      .update(readFileSync(path.join(storageDir, name)))
      .digest('hex');
    expect(hash).toBe(name);
  }
  return names.sort();
}

/** A new empty database on the test PostgreSQL: the owner's URL and the serving role's. */
async function newPostgresDatabase(): Promise<{
  owner: string;
  serving: string;
  drop(): Promise<void>;
}> {
  const adminUrl = inject('postgresUrl');
  const name = `clinica_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const owner = new URL(adminUrl);
  owner.pathname = `/${name}`;
  const serving = new URL(owner);
  serving.username = SERVING_ROLE;
  return {
    owner: owner.toString(),
    serving: serving.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

describe('a backup of the running server, restored into PGlite and PostgreSQL and back', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'clinica-copias-'));
  const source = settingsIn(path.join(work, 'origen'));
  const databases: { drop(): Promise<void> }[] = [];
  let child: ChildProcess;
  let output = '';
  let exited: Promise<number | null>;
  let base = '';
  let archive = '';
  let manifest: Manifiesto;
  const change = {
    asunto: `Copia ${randomBytes(4).toString('hex')}`,
    image: demoRadiograph(41, 24),
  };
  const imageHash = createHash('sha256').update(change.image).digest('hex');

  async function call(
    url: string,
    init: {
      method?: string;
      token?: string;
      body?: unknown;
      form?: ReturnType<typeof multipart>;
    } = {},
  ) {
    const headers: Record<string, string> = {};
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: string | Uint8Array | undefined;
    if (init.form) {
      Object.assign(headers, init.form.headers);
      body = new Uint8Array(init.form.payload);
    } else if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    return fetch(`${base}${url}`, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
    });
  }

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // The built server, as `npm start` runs it once built (servidor-construido.ts), on a new
    // clinic's empty database (cluster-vacio.ts); the restores below go into empty ones too.
    conClusterVacio(source.dataDir);
    child = spawn(process.execPath, [inject('servidorConstruido')], {
      cwd: apiDir,
      env: {
        PATH: process.env.PATH,
        CLINICA_DATA_DIR: source.dataDir,
        CLINICA_STORAGE_DIR: source.storageDir,
        CLINICA_COPIAS_DIR: source.copias?.carpeta,
        CLINICA_APP_DIR: path.join(work, 'sin-app'),
        PORT: String(port),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
    await untilOutput(child, () => output, 'Cuentas de demostración', 'El servidor');
  }, HANG_GUARD_MS);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    for (const database of databases) await database.drop();
    rmSync(work, { recursive: true, force: true });
  }, HANG_GUARD_MS);

  it(
    'changes data while it serves, and the command line gets the backup from the server',
    async () => {
      const signIn = await call('/api/iniciarSesion', {
        body: { email: 'admin@clinica.test', password: DEMO_PASSWORD },
      });
      expect(signIn.status).toBe(200);
      const { token } = (await signIn.json()) as { token: string };
      const created = await call('/api/incidencias/guardar', {
        token,
        body: {
          asunto: change.asunto,
          descripcion: 'La impresora de recepción no imprime.',
          nivel_prioridad: 'MEDIA',
          fecha: '2026-11-20',
          nombre: 'Recepción',
          puesto_trabajo: 2,
        },
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: number };
      const uploaded = await call('/api/incidencias/guardarImagenesIncidencia', {
        token,
        form: multipart([
          ['id_incidencia', String(id)],
          ['imagenes', { filename: 'impresora.png', content: change.image, type: 'image/png' }],
        ]),
      });
      expect(uploaded.status).toBe(201);

      // The embedded database is the server's: the command asks it through its socket.
      const destination = path.join(work, 'copia-en-marcha');
      const made = await clinica(['copia-de-seguridad', '--destino', destination], source);
      expect(made.err).toBe('');
      expect(made.code).toBe(0);
      expect(made.out).toMatch(
        /El servidor \(proceso \d+\) tiene abierta la base de datos embebida/,
      );
      expect(made.out).toContain('Copia de seguridad hecha:');
      archive = onlyArchive(destination);
      expect(made.out).toContain(archive);
      manifest = await manifestOf(archive);
      expect(manifest.motor).toBe('pglite');
      expect(manifest.imagenes.map((image) => image.sha256)).toContain(imageHash);
      expect(manifest.tablas.find((t) => t.nombre === 'incidencias')?.filas).toBeGreaterThan(0);
      // The server still serves, and its own record says the backup went well.
      const state = await call('/api/copias/estado', { token });
      expect(state.status).toBe(200);
      expect(await state.json()).toMatchObject({
        estado: 'correcta',
        aviso: null,
        ultima: { origen: 'orden', resultado: 'correcta', archivo: path.basename(archive) },
      });
    },
    HANG_GUARD_MS,
  );

  /** Restores `from` into `target`, backs the result up, and finds it equal to `expected`. */
  async function restoreAndCompare(from: string, target: Settings, expected: Manifiesto) {
    const restored = await clinica(['restaurar', from], target);
    expect(restored.err).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.out).toContain('Copia comprobada:');
    expect(restored.out).toContain('coinciden con el manifiesto (SHA-256)');
    expect(restored.out).toMatch(/Restaurada en .*: [\d.]+ filas en \d+ tablas\./);
    expect(restored.out).toContain(`Imágenes: ${expected.imagenes.length} `);
    // Every image byte: each stored file hashes to its name, and they are the backup's.
    expect(storedImages(target.storageDir)).toEqual(
      expected.imagenes.map((image) => image.sha256).sort(),
    );
    const connection = openDatabase(
      target.databaseUrl
        ? { kind: 'postgres', connectionString: target.databaseUrl }
        : { kind: 'pglite', dataDir: target.dataDir },
    );
    try {
      const row = await connection.db
        .selectFrom('incidencias')
        .innerJoin('imagenes_incidencia', 'imagenes_incidencia.id_incidencia', 'incidencias.id')
        .select(['incidencias.id', 'imagenes_incidencia.archivo'])
        .where('asunto', '=', change.asunto)
        .executeTakeFirstOrThrow();
      expect(row.archivo).toBe(imageHash);
      // New rows get new ids: each sequence is past the highest id restored.
      const { rows } = await sql<{ siguiente: number; mayor: number }>`
        SELECT nextval(pg_get_serial_sequence('incidencias', 'id'))::integer AS siguiente,
          (SELECT max(id) FROM incidencias) AS mayor`.execute(connection.db);
      expect(Number(rows[0]?.siguiente)).toBeGreaterThan(Number(rows[0]?.mayor));
    } finally {
      await connection.close();
    }
    // Every row: the restored database, backed up again, gives the same checksums.
    const again = await clinica(['copia-de-seguridad'], target);
    expect(again.code).toBe(0);
    const second = await manifestOf(onlyArchive(target.copias?.carpeta as string));
    expect(second.tablas).toEqual(expected.tablas);
    expect(second.imagenes).toEqual(expected.imagenes);
    expect(second.sha256_datos).toBe(expected.sha256_datos);
    return second;
  }

  it(
    'restores into a new embedded database, every row and image equal',
    async () => {
      const target = settingsIn(path.join(work, 'pglite-1'));
      conClusterVacio(target.dataDir);
      await restoreAndCompare(archive, target, manifest);
    },
    HANG_GUARD_MS,
  );

  it(
    'restores into PostgreSQL and from there back into PGlite',
    async () => {
      const database = await newPostgresDatabase();
      databases.push(database);
      const onPostgres = settingsIn(path.join(work, 'postgres'), {
        DATABASE_URL: database.serving,
        DATABASE_OWNER_URL: database.owner,
      });
      const fromPostgres = await restoreAndCompare(archive, onPostgres, manifest);
      expect(fromPostgres.motor).toBe('postgres');
      const backInPglite = settingsIn(path.join(work, 'pglite-2'));
      conClusterVacio(backInPglite.dataDir);
      await restoreAndCompare(
        onlyArchive(onPostgres.copias?.carpeta as string),
        backInPglite,
        manifest,
      );
    },
    HANG_GUARD_MS,
  );

  it(
    'refuses a database that has data unless told --sobrescribir',
    async () => {
      const target = settingsIn(path.join(work, 'pglite-1'));
      const refused = await clinica(['restaurar', archive], target);
      expect(refused.code).toBe(2);
      expect(refused.err).toContain('La base de datos de destino ya tiene datos');
      expect(refused.err).toContain('--sobrescribir');
      const overwritten = await clinica(['restaurar', archive, '--sobrescribir'], target);
      expect(overwritten.err).toBe('');
      expect(overwritten.code).toBe(0);
      expect(overwritten.out).toContain('reemplazando los datos que tenía');
    },
    HANG_GUARD_MS,
  );

  it(
    'refuses a damaged archive, in Spanish, and writes nothing',
    async () => {
      const bytes = readFileSync(archive);
      // A byte of the patients' table, inside its compressed rows.
      const at = bytes.indexOf(Buffer.from('tablas/pacientes.jsonl.gz')) + 512 + 40;
      const damaged = Buffer.from(bytes);
      damaged[at] = (damaged[at] as number) ^ 0xff;
      const file = path.join(work, 'danada.tar');
      writeFileSync(file, damaged);
      const target = settingsIn(path.join(work, 'pglite-danada'));
      const refused = await clinica(['restaurar', file], target);
      expect(refused.code).toBe(2);
      expect(refused.err).toMatch(/^La copia está dañada y no se ha restaurado nada: /);
      expect(refused.err).toContain('pacientes');
      expect(existsSync(path.join(target.dataDir, 'pglite'))).toBe(false);

      const truncated = path.join(work, 'cortada.tar');
      writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
      const cut = await clinica(['restaurar', truncated], target);
      expect(cut.code).toBe(2);
      expect(cut.err).toContain('La copia está dañada y no se ha restaurado nada');
    },
    HANG_GUARD_MS,
  );
});

describe('the command line without a server', () => {
  it('says what is wrong with its input, in Spanish', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'clinica-copias-uso-'));
    try {
      const settings = settingsIn(dir);
      const none = await clinica(['copia-de-seguridad'], settings);
      expect(none.code).toBe(2);
      expect(none.err).toContain('No hay ninguna base de datos en');
      const noFile = await clinica(['restaurar'], settings);
      expect(noFile.code).toBe(2);
      expect(noFile.err).toContain('Falta el archivo de la copia.');
      const missing = await clinica(['restaurar', path.join(dir, 'no-existe.tar')], settings);
      expect(missing.code).toBe(2);
      expect(missing.err).toContain('No existe el archivo');
      const unknown = await clinica(['copia-de-seguridad', '--comprimir'], settings);
      expect(unknown.code).toBe(2);
      expect(unknown.err).toContain('Opción desconocida: --comprimir.');
      // A migrated, empty embedded database is fine to back up: it is a valid, empty clinic.
      conClusterVacio(settings.dataDir);
      const connection = openDatabase({ kind: 'pglite', dataDir: settings.dataDir });
      await migrateToLatest(connection.db);
      await connection.close();
      const empty = await clinica(['copia-de-seguridad'], settings);
      expect(empty.code).toBe(0);
      expect(empty.out).toContain('0 imágenes');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
