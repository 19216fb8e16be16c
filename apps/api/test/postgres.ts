/**
 * Vitest globalSetup of the server tests: a throwaway PostgreSQL server, a migrated PGlite
 * template and an empty PGlite cluster (see pglite-template.ts), and the built server
 * (servidor-construido.ts), made once for every test file.
 *
 * It runs Debian's own binaries (/usr/lib/postgresql/<version>/bin) on a free port of
 * 127.0.0.1 with a temporary data directory, hands its URL to the tests (`inject('postgresUrl')`
 * and DATABASE_URL), and stops and removes it at the end. PostgreSQL refuses to run as root,
 * so as root the directory belongs to `postgres` and the commands run through runuser.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { createPgliteTemplate } from './pglite-template';
import { construirServidor } from './servidor-construido';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    pgliteTemplate: string;
    /** A data directory as PGlite's initdb leaves a new one (pglite-template.ts). */
    pgliteVacia: string;
    /** The built server's main.js (servidor-construido.ts). */
    servidorConstruido: string;
  }
}

interface ProvideTarget {
  provide(
    key: 'postgresUrl' | 'pgliteTemplate' | 'pgliteVacia' | 'servidorConstruido',
    value: string,
  ): void;
}

const execFileAsync = promisify(execFile);

/** The role the server tests serve as on PostgreSQL. */
export const SERVING_ROLE = 'clinica_servidor';

function findBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((entry) => existsSync(path.join(root, entry, 'bin', 'pg_ctl')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(root, versions[0], 'bin');
  }
  for (const dir of ['/usr/local/bin', '/usr/bin']) {
    if (existsSync(path.join(dir, 'pg_ctl')) && existsSync(path.join(dir, 'initdb'))) return dir;
  }
  return undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function userIds(name: string): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', name]).toString().trim());
  const gid = Number(execFileSync('id', ['-g', name]).toString().trim());
  return { uid, gid };
}

/** A throwaway PostgreSQL server that can be stopped and started again on the same data. */
export interface PostgresServer {
  /** The superuser's URL (role `clinica`, database `postgres`). */
  url: string;
  /** pg_ctl stop: `fast` ends every session and shuts down cleanly; `immediate` as a crash. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** pg_ctl start on the same data directory and port, waiting until it accepts connections. */
  start(): Promise<void>;
  /** Stops it if it runs and removes its directory. */
  remove(): void;
}

/**
 * Starts Debian's PostgreSQL on a free port of 127.0.0.1 with a new data directory, and creates
 * the role the servers serve as (SERVING_ROLE).
 */
export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = findBinaries();
  if (!bin) {
    throw new Error(
      'No se encuentra PostgreSQL. Instala el paquete de Debian: apt-get install -y postgresql. / ' +
        'PostgreSQL is not installed: install Debian’s package with apt-get install -y postgresql.',
    );
  }
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'clinica-pg-'));
  if (asRoot) {
    const { uid, gid } = userIds('postgres');
    chownSync(dir, uid, gid);
  }
  const commandLine = (command: string, args: string[]): [string, string[]] => {
    const full = path.join(bin, command);
    return asRoot ? ['runuser', ['-u', 'postgres', '--', full, ...args]] : [full, args];
  };
  const run = (command: string, args: string[]) =>
    execFileSync(...commandLine(command, args), { stdio: 'pipe' });
  // Stopping and starting again (the fault runs) leave the caller's event loop running.
  const runAsync = async (command: string, args: string[]) => {
    await execFileAsync(...commandLine(command, args));
  };
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'clinica', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  // Durability is not needed for a test server; speed is.
  const serverOptions = [
    `-p ${port}`,
    '-h 127.0.0.1',
    `-k ${dir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ');
  const startArgs = [
    '-D',
    dataDir,
    '-o',
    serverOptions,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    'start',
  ];
  run('pg_ctl', startArgs);
  let running = true;

  const url = `postgres://clinica@127.0.0.1:${port}/postgres`;
  // The role the tests' servers serve as (docs/configuracion.md, 'Roles de PostgreSQL'): 'clinica' owns the
  // tables and migrates; this one gets only the rights the server needs.
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE ROLE ${SERVING_ROLE} LOGIN`);
  await admin.end();

  return {
    url,
    async start() {
      await runAsync('pg_ctl', startArgs);
      running = true;
    },
    async stop(mode = 'fast') {
      await runAsync('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
      running = false;
    },
    remove() {
      try {
        if (running) run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export async function startPostgres(project: ProvideTarget) {
  const server = await startPostgresServer();
  project.provide('postgresUrl', server.url);
  process.env.DATABASE_URL = server.url;
  return () => server.remove();
}

export default async function setup(project: ProvideTarget) {
  const [stopPostgres, template, servidor] = await Promise.all([
    startPostgres(project),
    createPgliteTemplate(),
    construirServidor('pruebas'),
  ]);
  project.provide('pgliteTemplate', template.file);
  project.provide('pgliteVacia', template.emptyCluster);
  project.provide('servidorConstruido', servidor.archivo);
  return () => {
    try {
      stopPostgres();
    } finally {
      template.remove();
      servidor.quitar();
    }
  };
}
