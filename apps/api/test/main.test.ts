import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { HANG_GUARD_MS, untilOutput } from './child-output';
import { conClusterVacio } from './cluster-vacio';

const apiDir = path.resolve(import.meta.dirname, '..');
/**
 * The sources through tsx as `npm start` and `npm run clinica` run them: tsx's loader in the
 * server's own node process. Through tsx's command line, a parent process passes the SIGTERM on
 * and exits 143 when the server does not answer it within 30 ms (it failed so on a busy machine).
 */
const fromSources = ['--conditions=@clinica/source', '--import', 'tsx'];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The server process: `fuentes` as `npm start` runs it on a fresh clone (the sources through tsx,
 * the kit's packages from their source), `construido` as it runs it after `npm run build:server`
 * (servidor-construido.ts).
 */
function start(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
  servidor: 'fuentes' | 'construido' = 'construido',
): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let text = '';
  const args =
    servidor === 'fuentes' ? [...fromSources, 'src/main.ts'] : [inject('servidorConstruido')];
  const child = spawn(process.execPath, args, {
    cwd: apiDir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      CLINICA_DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (text += chunk));
  child.stderr?.on('data', (chunk) => (text += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

describe('the server process (src/main.ts) on PGlite', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clinica-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'seeds, prints the demo accounts, refuses a second process on its data, and shuts down cleanly',
    async () => {
      const port = await freePort();
      const first = start(dataDir, port, {}, 'fuentes');
      try {
        await untilOutput(first.child, first.output, 'Cuentas de demostración');
        expect(first.output()).toContain(`http://127.0.0.1:${port}`);
        expect(first.output()).toContain('paciente@clinica.test');
        const health = await fetch(`http://127.0.0.1:${port}/api/salud`);
        expect(await health.json()).toEqual({ estado: 'ok' });
        const signIn = await fetch(`http://127.0.0.1:${port}/api/iniciarSesion`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'medico@clinica.test', password: 'Clinica2026!' }),
        });
        expect(signIn.status).toBe(200);

        const second = start(dataDir, await freePort());
        expect(await second.exited).toBe(1);
        expect(second.output()).toMatch(
          /ya está abierta por otro proceso.*already open by another process/s,
        );

        first.child.kill('SIGTERM');
        expect(await first.exited).toBe(0);
        expect(first.output()).toContain('Base de datos cerrada.');
        expect(existsSync(path.join(dataDir, 'clinica.lock'))).toBe(false);
      } finally {
        if (first.child.exitCode === null) first.child.kill('SIGKILL');
      }
    },
    HANG_GUARD_MS,
  );
});

/** `npm run clinica -- …` as a clinic's administrator runs it, with `input` as standard input. */
function clinica(
  dataDir: string,
  args: string[],
  input: string,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [...fromSources, 'src/cli/main.ts', ...args], {
    cwd: apiDir,
    env: { ...process.env, DATABASE_URL: '', CLINICA_DATA_DIR: dataDir },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  child.stdin?.end(input);
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

async function signIn(port: number, email: string, password: string): Promise<number> {
  const answer = await fetch(`http://127.0.0.1:${port}/api/iniciarSesion`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return answer.status;
}

describe('an empty clinic put into service (CLINICA_DEMO=0, then alta-responsable)', () => {
  // The first start above makes its database from nothing; this one starts on a copy of the
  // empty cluster initdb makes (cluster-vacio.ts), the rest of a first start unchanged.
  const dataDir = conClusterVacio(mkdtempSync(path.join(tmpdir(), 'clinica-vacia-')));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const responsable = [
    'alta-responsable',
    '--email',
    'directora@clinica-norte.es',
    '--nombre',
    'Pilar',
    '--primer-apellido',
    'Ortega',
  ];

  it(
    'starts with no demo accounts and says how to create the first manager, who then signs in',
    async () => {
      const port = await freePort();
      const empty = start(dataDir, port, { CLINICA_DEMO: '0' });
      try {
        await untilOutput(empty.child, empty.output, 'npm run clinica -- alta-responsable');
        expect(empty.output()).not.toContain('Cuentas de demostración');
        expect(empty.output()).not.toContain('Clinica2026!');
        expect(await signIn(port, 'admin@clinica.test', 'Clinica2026!')).toBe(401);
      } finally {
        empty.child.kill('SIGTERM');
        await empty.exited;
      }

      const created = await clinica(dataDir, responsable, 'Nube-de-marzo-17\n');
      expect(created.output).toContain(
        'Cuenta de responsable creada para directora@clinica-norte.es',
      );
      expect(created.code).toBe(0);
      expect(created.output).not.toContain('Nube-de-marzo-17');
      const port2 = await freePort();
      const live = start(dataDir, port2, { CLINICA_DEMO: '0' });
      try {
        await untilOutput(live.child, live.output, `http://127.0.0.1:${port2}`);
        expect(live.output()).not.toContain('alta-responsable');
        expect(await signIn(port2, 'directora@clinica-norte.es', 'Nube-de-marzo-17')).toBe(200);
      } finally {
        live.child.kill('SIGTERM');
        await live.exited;
      }
    },
    HANG_GUARD_MS,
  );
});
