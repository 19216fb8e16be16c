#!/usr/bin/env node
// `npm start`: builds what the app needs, then runs the server, which serves the API, the
// built clinic app and, on first start, seeds the demo clinic in an embedded database.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { builtServer, builtServerIsCurrent } from '../apps/api/scripts/huella.mjs';
import { huellaDeEntradas } from './huella.mjs';

const root = path.resolve(import.meta.dirname, '..');

/**
 * What the app's build reads: its own sources and config, the kit's sources, the lockfile. A
 * fingerprint of their paths, sizes and modification times; the build is redone only when it
 * changed (a second `npm start` with nothing changed serves in seconds).
 */
function fingerprint() {
  return huellaDeEntradas(root, {
    dirs: ['apps/clinic', 'packages/ui/src', 'packages/flows/src', 'packages/api-client/src'],
    files: ['package-lock.json', 'tsconfig.base.json'],
    skip: ['node_modules', 'dist', '.vite'],
  });
}

const app = path.join(root, 'apps/clinic');
const stamp = path.join(app, 'dist', '.vite', 'entradas');
if (existsSync(path.join(app, 'index.html'))) {
  const current = fingerprint();
  const built = existsSync(stamp) ? readFileSync(stamp, 'utf8') : '';
  if (built === current && existsSync(path.join(app, 'dist', 'index.html'))) {
    console.log('▶ La aplicación ya está construida y nada ha cambiado: no se vuelve a construir.');
  } else {
    console.log('▶ Construyendo la aplicación (apps/clinic)…');
    const build = spawnSync('npm', ['run', 'build', '-w', '@clinica/clinic'], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
    writeFileSync(stamp, current);
  }
}

// `--solo-construir` (bench:web): the build, when stale, and nothing else.
if (process.argv.includes('--solo-construir')) process.exit(0);

// The built server (`npm run build:server`) when it was built from the sources as they are now;
// otherwise the sources, through tsx. The server imports the kit's rules from
// @clinica/api-client's source, not from a build.
const built = builtServerIsCurrent();
console.log(
  built
    ? '▶ Arrancando el servidor construido (apps/api/dist/main.js)…'
    : existsSync(builtServer)
      ? '▶ Arrancando el servidor desde sus fuentes (apps/api/dist/ es anterior a ellas: npm run build:server)…'
      : '▶ Arrancando el servidor desde sus fuentes (apps/api)…',
);
const server = spawn(
  process.execPath,
  built
    ? ['--enable-source-maps', builtServer]
    : ['--conditions=@clinica/source', '--import', 'tsx', path.join(root, 'apps/api/src/main.ts')],
  { cwd: root, stdio: 'inherit' },
);
// Pass Ctrl+C and termination on, so the server closes its database cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
