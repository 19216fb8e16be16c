/**
 * The server as `npm run build:server` builds it (plain JavaScript, no TypeScript loader), in a
 * folder of its own beside apps/api/dist: the tests that start server processes, and the fault
 * run, start it instead of the sources through tsx. A start through tsx compiles the sources
 * again in every process (about 2 s of CPU more for each of the suite's starts); `npm start` on
 * a fresh clone and the journeys (e2e/servidor.mjs) still run the sources through tsx, and
 * main.test.ts starts them so once.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const apiDir = path.resolve(import.meta.dirname, '..');

/** Builds the server into a new folder apps/api/dist-<name>-…/ and says where its main.js is. */
export async function construirServidor(
  nombre: string,
): Promise<{ archivo: string; quitar(): void }> {
  // Two folders under the repository, as dist/ is: the bundle finds openapi.yaml from its folder.
  const carpeta = mkdtempSync(path.join(apiDir, `dist-${nombre}-`));
  await promisify(execFile)(process.execPath, [
    path.join(apiDir, 'scripts/build.mjs'),
    '--salida',
    carpeta,
  ]);
  return {
    archivo: path.join(carpeta, 'main.js'),
    quitar: () => rmSync(carpeta, { recursive: true, force: true }),
  };
}
