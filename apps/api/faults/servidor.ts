/** The real server (src/main.ts, built) in a process of its own, as the scenarios start and kill it. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { construirServidor } from '../test/servidor-construido';
import { apiDir } from './comun';
import { call } from './http';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  exited: Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Every server this run started: none is left running when it ends, however it ends. */
export const children = new Set<ChildProcess>();
/**
 * The server as `npm run build:server` builds it, built once for the run in a folder of its own
 * (test/servidor-construido.ts): every start and restart runs it with plain node, without
 * compiling the sources again through tsx each time.
 */
let built: ReturnType<typeof construirServidor> | undefined;
let removeBuilt = () => {};
process.on('exit', () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  removeBuilt();
});

/** The real server (src/main.ts, built), as `npm start` runs it, in a process of its own. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  built ??= construirServidor('fallos').then((server) => {
    removeBuilt = server.quitar;
    return server;
  });
  const { archivo } = await built;
  const port = await freePort();
  let text = '';
  const child = spawn(process.execPath, [archivo], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATABASE_OWNER_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // Every client here is 127.0.0.1: the flood guard stays, raised out of the way.
      CLINICA_RATE_LIMIT_PER_MINUTE: '100000000',
      CLINICA_APP_DIR: path.join(tmpdir(), 'clinica-fallos-sin-app'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Only the last part of the output is kept, to show when something goes wrong.
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-20_000);
  };
  children.add(child);
  child.once('exit', () => children.delete(child));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, url: `http://127.0.0.1:${port}`, output: () => text, exited };
}

/** Waits until the server answers its health check with 200; false if it exits or times out. */
export async function ready(server: ServerProcess, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return false;
    const answer = await call(server.url, 'GET', '/api/salud');
    if (answer.status === 200) return true;
    await sleep(100);
  }
  return false;
}

export async function kill9(server: ServerProcess) {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
  }
  await server.exited;
}

export async function stopServer(server: ServerProcess) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  server.child.kill('SIGTERM');
  await server.exited;
  clearTimeout(timer);
}
