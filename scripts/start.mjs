#!/usr/bin/env node
// `npm start`: builds what the app needs, then runs the server, which serves the API, the
// built clinic app and, on first start, seeds the demo clinic in an embedded database.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

if (existsSync(path.join(root, 'apps/clinic/index.html'))) {
  console.log('▶ Construyendo la aplicación (apps/clinic)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@clinica/clinic'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.log('▶ Arrancando el servidor (apps/api)…');
const server = spawn(
  process.execPath,
  // The server imports the kit's rules from @clinica/api-client's source, not from a build.
  ['--conditions=@clinica/source', '--import', 'tsx', path.join(root, 'apps/api/src/main.ts')],
  { cwd: root, stdio: 'inherit' },
);
// Pass Ctrl+C and termination on, so the server closes its database cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
