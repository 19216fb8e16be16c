// The fingerprint of what the built server (`npm run build:server`, apps/api/dist/) is made
// from: the server's sources, the kit's package it bundles (@clinica/api-client), its
// package.json and the lockfile (paths, sizes and modification times, as scripts/start.mjs does
// for the app). The build writes it beside main.js; `npm start` runs the build only while it
// still matches, else the sources.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../../..');
export const distDir = path.join(root, 'apps/api/dist');
export const builtServer = path.join(distDir, 'main.js');
/** Where the build keeps the fingerprint it was made from. */
export const stampFile = path.join(distDir, '.entradas');

export function serverFingerprint() {
  const hash = createHash('sha256');
  const add = (file) => {
    const { size, mtimeMs } = statSync(file);
    // Whole milliseconds: a time set again from a Date (a copy, a restore) keeps its fingerprint.
    hash.update(`${path.relative(root, file)}\0${size}\0${Math.floor(mtimeMs)}\n`);
  };
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else add(file);
    }
  };
  for (const dir of ['apps/api/src', 'packages/api-client/src']) visit(path.join(root, dir));
  for (const file of [
    'apps/api/package.json',
    'apps/api/scripts/build.mjs',
    'packages/api-client/package.json',
    'package-lock.json',
  ]) {
    add(path.join(root, file));
  }
  return hash.digest('hex');
}

/** Whether dist/main.js exists and was built from the sources as they are now. */
export function builtServerIsCurrent() {
  if (!existsSync(builtServer) || !existsSync(stampFile)) return false;
  return readFileSync(stampFile, 'utf8') === serverFingerprint();
}
