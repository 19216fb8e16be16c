/**
 * The benches' server process: servidor.ts forked with the server's own Node flags, told apart
 * from the bench's process, so that what the bench does (autocannon, building files) never
 * counts as the server's time.
 */
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { DEMO_PASSWORD } from '../src/seed/demo-people';
import type { BenchData } from './datos';

export interface Started {
  child: ChildProcess;
  url: string;
  data?: BenchData;
}

/** Forks servidor.ts and waits for it to listen (it reports its port over IPC). */
export function startServer(env: Record<string, string>): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, 'servidor.ts'), [], {
      // BENCH_SERVER_ARGS adds Node flags to the servers, e.g. '--cpu-prof --cpu-prof-dir=/tmp/p'.
      execArgv: [
        '--conditions=@clinica/source',
        '--import',
        'tsx',
        ...(process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? []),
      ],
      env: { ...process.env, ...env },
      // Request logs go nowhere, as they would to a log file: writing them is still measured.
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('El servidor del banco de pruebas no arrancó en 180 s.'));
    }, 180_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`El servidor del banco de pruebas terminó (${code}).`));
    });
    child.once('message', (message: { port: number; data?: BenchData }) => {
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ child, url: `http://127.0.0.1:${message.port}`, data: message.data });
    });
  });
}

export function stopServer(started: Started): Promise<void> {
  return new Promise((resolve) => {
    if (started.child.exitCode !== null) return resolve();
    const timer = setTimeout(() => started.child.kill('SIGKILL'), 10_000);
    started.child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    started.child.kill('SIGTERM');
  });
}

export async function signIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/iniciarSesion`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`No se pudo iniciar sesión como ${email}: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
