// The fingerprint of what the built server (`npm run build:server`, apps/api/dist/) is made
// from: the server's sources, the kit's package it bundles (@clinica/api-client), the contract
// it carries (openapi.yaml), its package.json and the lockfile (paths, sizes and modification
// times, as scripts/start.mjs does for the app). The build writes it beside main.js; `npm start`
// runs the build only while it still matches, else the sources.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { huellaDeEntradas } from '../../../scripts/huella.mjs';

export const root = path.resolve(import.meta.dirname, '../../..');
export const distDir = path.join(root, 'apps/api/dist');
export const builtServer = path.join(distDir, 'main.js');
/** Where the build keeps the fingerprint it was made from. */
export const stampFile = path.join(distDir, '.entradas');

export function serverFingerprint() {
  return huellaDeEntradas(root, {
    dirs: ['apps/api/src', 'packages/api-client/src'],
    files: [
      'openapi.yaml',
      'apps/api/package.json',
      'apps/api/scripts/build.mjs',
      'packages/api-client/package.json',
      'package-lock.json',
    ],
  });
}

/** Whether dist/main.js exists and was built from the sources as they are now. */
export function builtServerIsCurrent() {
  if (!existsSync(builtServer) || !existsSync(stampFile)) return false;
  return readFileSync(stampFile, 'utf8') === serverFingerprint();
}
