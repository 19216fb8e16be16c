/** a. kill -9 of the server during a write load, then a restart on the same data. */
import { setTimeout as sleep } from 'node:timers/promises';

import type { Target } from './bases';
import type { LockCase } from './cerrojo';
import { FIRST_START_MS, MAX_WRITES_PER_CLIENT, RESTART_MS, say, WRITERS } from './comun';
import { type Acknowledged, call, missing, newIncidencia, signIn, type Writer } from './http';
import { type Row, row } from './resultados';
import { kill9, ready, type ServerProcess, startServer } from './servidor';

/** Writers create incidencias until told to stop or the server is gone. */
export function writeLoad(base: string, writers: Writer[]) {
  let stopped = false;
  const acknowledged: Acknowledged[] = [];
  const statuses = new Map<number, number>();
  const done = Promise.all(
    writers.map(async (writer) => {
      for (let n = 0; n < MAX_WRITES_PER_CLIENT && !stopped; n++) {
        const answer = await call(
          base,
          'POST',
          '/api/incidencias/guardar',
          writer.token,
          newIncidencia(writer, n),
        );
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status === 201) {
          acknowledged.push({ id: (answer.body as { id: number }).id, email: writer.email });
        } else if (answer.status === 0) {
          return; // the server is gone
        }
      }
    }),
  );
  return {
    acknowledged,
    statuses,
    async stop() {
      stopped = true;
      await done;
    },
    done,
  };
}

/** Returns the server of the last restart, still running, for the next scenario. */
export async function killDuringWrites(
  target: Target,
  rounds: number,
  lock?: LockCase,
): Promise<{ result: Row; server?: ServerProcess }> {
  const scenario = `a · kill -9 (${target.name})`;
  const result = row('kill -9 durante escrituras, y reinicio', target.name);
  result.confirmadas = 0;
  result.perdidas = 0;
  result.reiniciosFallidos = 0;
  const all: Acknowledged[] = [];
  let server = await startServer(target.env);
  if (!(await ready(server, FIRST_START_MS))) {
    result.notas.push(`el primer arranque falló: ${server.output().slice(-2000)}`);
    await kill9(server);
    result.reiniciosFallidos = 1;
    return { result };
  }
  await lock?.whileRunning(server);
  const lostIds = new Set<number>();
  for (let round = 1; round <= rounds; round++) {
    const writers = await Promise.all(WRITERS.map((email) => signIn(server.url, email)));
    const load = writeLoad(server.url, writers);
    // Once the first write is acknowledged (a busy machine may take seconds to answer the first;
    // a fixed delay then killed some rounds before any write), somewhere in the middle of the
    // writes, at a different moment each round.
    const firstBy = Date.now() + 15_000;
    while (load.acknowledged.length === 0 && Date.now() < firstBy) await sleep(20);
    await sleep(Math.floor(Math.random() * 750));
    await kill9(server);
    await load.done;
    if (round === 1) lock?.afterKill(server);
    const acknowledged = load.acknowledged;
    all.push(...acknowledged);
    result.confirmadas += acknowledged.length;

    server = await startServer(target.env);
    const up = await ready(server, RESTART_MS);
    if (round === 1) lock?.afterRestart(up);
    result.rondas++;
    if (!up) {
      result.reiniciosFallidos++;
      result.notas.push(`ronda ${round}: el reinicio falló: ${server.output().slice(-2000)}`);
      await kill9(server);
      // The next round starts a server again; without one nothing more can be checked.
      server = await startServer(target.env);
      if (!(await ready(server, RESTART_MS))) break;
      continue;
    }
    const lost = await missing(server.url, acknowledged);
    result.perdidas += lost.length;
    for (const write of lost) lostIds.add(write.id);
    if (lost.length === 0 && acknowledged.length > 0) result.rondasBien++;
    if (acknowledged.length === 0)
      result.notas.push(`ronda ${round}: ninguna escritura confirmada`);
    if (lost.length) {
      result.notas.push(`ronda ${round}: perdidas ${lost.map((write) => write.id).join(', ')}`);
    }
    say(
      scenario,
      `ronda ${round}/${rounds}: ${acknowledged.length} confirmadas, ${lost.length} perdidas, reinicio ${up ? 'bien' : 'FALLIDO'}`,
    );
  }
  if (server.child.exitCode !== null || server.child.signalCode !== null) return { result };
  // Every round's writes are still there at the end, not only the last round's.
  const lostLater = (await missing(server.url, all)).filter((write) => !lostIds.has(write.id));
  if (lostLater.length) {
    result.notas.push(`al final faltan ${lostLater.length} escrituras de rondas anteriores`);
    result.perdidas += lostLater.length;
    result.rondasBien = Math.max(0, result.rondasBien - 1);
  }
  return { result, server };
}
