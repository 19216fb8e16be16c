// The server for the journeys: the real API and the built app, on a fresh PGlite directory
// that is removed when the server stops.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// E2E_DATA_DIR: the fixture names it, so a journey can read the messages the server writes there
// (e2e/correo.ts); what a crashed earlier run left in it is removed first.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'clinica-e2e-'));
if (process.env.E2E_DATA_DIR) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
}
const server = spawn(
  process.execPath,
  // The server imports the kit's rules from @clinica/api-client's source, not from a build.
  ['--conditions=@clinica/source', '--import', 'tsx', path.join(root, 'apps/api/src/main.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      CLINICA_DATA_DIR: dataDir,
      // Its backups ('Hacer una copia ahora', the daily one) go with the data it removes, never
      // to a folder the environment names.
      CLINICA_COPIAS_DIR: path.join(dataDir, 'copias'),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    },
  },
);
const stop = (signal) => server.kill(signal);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
// Started by a Playwright worker with an IPC channel: when the worker ends however it ends (a
// timeout, a crash), the channel closes and the server stops, so no journey run ever finds a
// previous run's server, with an older build, answering on its port.
if (process.connected) process.on('disconnect', () => stop('SIGTERM'));
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
