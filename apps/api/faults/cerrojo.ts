/** c. The PGlite lock: a second server refused; a killed one's lock never blocks a restart. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import type { Target } from './bases';
import { RESTART_MS, say } from './comun';
import { call } from './http';
import { type Row, row } from './resultados';
import { kill9, type ServerProcess, startServer, stopServer } from './servidor';

/**
 * Checked along the kill -9 rounds on PGlite, so that it costs no server start of its own: while
 * the first server runs, a second one on its directory must be refused; the first kill -9 must
 * leave its lock behind, and the restart after it must take it over; a clean stop removes it.
 */
export class LockCase {
  readonly checks: [string, boolean][] = [];

  constructor(private readonly target: Target) {}

  private get lockFile() {
    return path.join(this.target.env.CLINICA_DATA_DIR as string, 'clinica.lock');
  }

  async whileRunning(first: ServerProcess) {
    const second = await startServer(this.target.env);
    const code = await Promise.race([second.exited, sleep(RESTART_MS).then(() => 'sigue')]);
    if (code === 'sigue') await kill9(second);
    this.checks.push(['un segundo proceso termina con código 1', code === 1]);
    this.checks.push([
      'y dice por qué, en español',
      /La base de datos de .* ya está abierta por otro proceso \(pid \d+\)\. Detén ese servidor o usa otro CLINICA_DATA_DIR\./.test(
        second.output(),
      ),
    ]);
    this.checks.push([
      'el primero sigue respondiendo',
      (await call(first.url, 'GET', '/api/salud')).status === 200,
    ]);
  }

  afterKill(killed: ServerProcess) {
    const stale = existsSync(this.lockFile)
      ? JSON.parse(readFileSync(this.lockFile, 'utf8'))
      : null;
    this.checks.push(['el kill -9 deja su bloqueo', stale?.pid === killed.child.pid]);
  }

  afterRestart(up: boolean) {
    this.checks.push(['el reinicio no se bloquea', up]);
  }

  async finish(server: ServerProcess | undefined): Promise<Row> {
    if (server) {
      await stopServer(server);
      this.checks.push(['al cerrar quita su bloqueo', !existsSync(this.lockFile)]);
    } else {
      this.checks.push(['el último servidor seguía en marcha', false]);
    }
    const result = row(
      'segundo proceso en el mismo PGlite; bloqueo de un proceso muerto',
      this.target.name,
    );
    result.rondas = 1;
    result.reiniciosFallidos = this.checks.some(
      ([name, ok]) => name === 'el reinicio no se bloquea' && !ok,
    )
      ? 1
      : 0;
    const failed = this.checks.filter(([, ok]) => !ok).map(([name]) => name);
    if (failed.length === 0 && this.checks.length >= 6) result.rondasBien = 1;
    result.notas.push(...failed.map((name) => `falla: ${name}`));
    say(
      'c · bloqueo de PGlite',
      failed.length ? `FALLA: ${failed.join('; ')}` : this.checks.map(([name]) => name).join('; '),
    );
    return result;
  }
}
