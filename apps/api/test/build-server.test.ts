/**
 * `npm run build:server` makes a server that plain Node runs (no TypeScript loader),
 * and `npm start` runs it only while it matches the sources.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the build, without types.
import { builtServerIsCurrent } from '../scripts/huella.mjs';
import { CONTRACT_PATH as contractFile, loadContract } from '../src/contract/operations';
import { HANG_GUARD_MS, untilOutput } from './child-output';

const apiDir = path.resolve(import.meta.dirname, '..');
const builtServer = path.join(apiDir, 'dist/main.js');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('the built server (npm run build:server)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clinica-dist-'));
  let child: ChildProcess | undefined;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'builds, runs with plain node, answers, and is used only while current',
    async () => {
      // The inputs this test touches (a source, the contract) start on a whole second, which
      // utimes sets exactly: a time set back from a Date's milliseconds goes through a float of
      // seconds and may land a nanosecond short, one millisecond earlier in the fingerprint (it
      // failed so on a clean clone).
      const touched = [path.join(apiDir, 'src/paths.ts'), contractFile].map((file) => {
        const { atime, mtime: checkedOut } = statSync(file);
        const mtime = new Date(Math.floor(checkedOut.getTime() / 1000) * 1000);
        utimesSync(file, atime, mtime);
        return { file, atime, mtime };
      });
      const output = execFileSync(process.execPath, ['scripts/build.mjs'], {
        cwd: apiDir,
        encoding: 'utf8',
      });
      expect(output).toContain('Servidor construido en apps/api/dist/main.js');
      const bundle = readFileSync(builtServer, 'utf8');
      // Plain JavaScript: no loader, no TypeScript left; the kit's rules are inside (the contract
      // it carries names @clinica/api-client in its description: only imports count).
      expect(bundle).not.toMatch(/(from |import\()"(tsx|@clinica\/api-client[^"]*)"/);
      // The contract inside, parsed at the build: openapi.yaml as it is now, whole.
      const parsed = (literal: string): unknown => {
        try {
          return JSON.parse(runInNewContext(literal));
        } catch {
          return undefined;
        }
      };
      const carried = [...bundle.matchAll(/JSON\.parse\(('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")\)/g)]
        .map(([, literal]) => parsed(literal as string))
        .filter((value) => (value as { openapi?: unknown } | undefined)?.openapi !== undefined);
      expect(carried).toEqual([loadContract()]);
      expect(builtServerIsCurrent()).toBe(true);

      // A source or the contract changed after the build: npm start would run the sources instead.
      for (const { file, atime, mtime } of touched) {
        try {
          utimesSync(file, atime, new Date(mtime.getTime() + 1000));
          expect(builtServerIsCurrent()).toBe(false);
        } finally {
          utimesSync(file, atime, mtime);
        }
      }
      expect(builtServerIsCurrent()).toBe(true);

      const port = await freePort();
      let text = '';
      // Plain node: no --import tsx, no --conditions; only the built file.
      child = spawn(process.execPath, [builtServer], {
        cwd: tmpdir(),
        env: {
          PATH: process.env.PATH,
          CLINICA_DATA_DIR: dataDir,
          PORT: String(port),
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk) => (text += chunk));
      child.stderr?.on('data', (chunk) => (text += chunk));
      // Listening once it prints the demo accounts, however long that takes on this machine.
      await untilOutput(child, () => text, 'Cuentas de demostración', 'El servidor construido');
      const base = `http://127.0.0.1:${port}`;
      const health = await fetch(`${base}/api/salud`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ estado: 'ok' });
      // The contract (openapi.yaml) was found: routes and validation work.
      const signIn = await fetch(`${base}/api/iniciarSesion`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@clinica.test', password: 'Clinica2026!' }),
      });
      expect(signIn.status).toBe(200);
      const { token } = (await signIn.json()) as { token: string };
      // The INE data, read at run time from its package.
      const towns = await fetch(`${base}/api/provincias/28/poblaciones`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(towns.status).toBe(200);
      expect(JSON.stringify(await towns.json())).toContain('Alcalá de Henares');
      // DICOM files are checked in a thread of its own, a module built beside main.js.
      const auth = { authorization: `Bearer ${token}` };
      const incidencia = await fetch(`${base}/api/incidencias/guardar`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          asunto: 'Prueba del servidor construido',
          descripcion: 'Una incidencia para subirle un DICOM.',
          nivel_prioridad: 'BAJA',
          fecha: '2026-11-20',
          nombre: 'Prueba',
          puesto_trabajo: 2,
        }),
      });
      expect(incidencia.status).toBe(201);
      const form = new FormData();
      form.append('id_incidencia', String(((await incidencia.json()) as { id: number }).id));
      const rtplan = path.resolve(apiDir, '../../packages/flows/test-fixtures/dicom/rtplan.dcm');
      form.append('imagenes', new Blob([readFileSync(rtplan)]), 'rtplan.dcm');
      const upload = await fetch(`${base}/api/incidencias/guardarImagenesIncidencia`, {
        method: 'POST',
        headers: auth,
        body: form,
      });
      expect(upload.status).toBe(415);
      expect(((await upload.json()) as { message: string }).message).toBe(
        'Este DICOM no es una imagen: es un plan de radioterapia. Solo se pueden subir imágenes de la prueba.',
      );

      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      // A clean shutdown: the database closed, exit code 0.
      expect(await exited).toBe(0);
    },
    HANG_GUARD_MS,
  );
});
