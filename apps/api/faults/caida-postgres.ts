/** b. PostgreSQL stopped and started again while reads and writes run. */
import { setTimeout as sleep } from 'node:timers/promises';
import type { PostgresServer } from '../test/postgres';

import type { Target } from './bases';
import { FIRST_START_MS, say, short, UNAVAILABLE, WRITERS } from './comun';
import { type Acknowledged, type Answer, call, missing, newIncidencia, signIn } from './http';
import { type Row, row } from './resultados';
import { kill9, ready, type ServerProcess, startServer } from './servidor';

export type Phase = 'antes' | 'caida' | 'despues';

export async function postgresOutage(
  target: Target,
  rounds: number,
  running?: ServerProcess,
): Promise<{ result: Row; server: ServerProcess }> {
  const scenario = 'b · PostgreSQL parado';
  const result = row('PostgreSQL parado y arrancado con carga', target.name);
  const postgres = target.postgres as PostgresServer;
  result.confirmadas = 0;
  result.perdidas = 0;
  result.reiniciosFallidos = 0;
  result.caidas503 = 0;
  result.caidasOtros5xx = 0;
  const server = running ?? (await startServer(target.env));
  if (!(await ready(server, FIRST_START_MS))) {
    result.notas.push(`el servidor no arrancó: ${server.output().slice(-2000)}`);
    await kill9(server);
    return { result, server };
  }
  for (let round = 1; round <= rounds; round++) {
    const mode = round % 2 === 1 ? 'fast' : 'immediate';
    const writers = await Promise.all(WRITERS.map((email) => signIn(server.url, email)));
    let phase = 'antes' as Phase;
    let stopped = false;
    const counts: Record<Phase, Map<string, number>> = {
      antes: new Map(),
      caida: new Map(),
      despues: new Map(),
    };
    const problems: string[] = [];
    const acknowledged: Acknowledged[] = [];
    let healthDown = 0;
    let firstWriteBack = 0;
    let firstReadBack = 0;
    let firstHealthBack = 0;
    let backAt = 0;
    const note = (answer: Answer, what: string) => {
      const key = answer.status === 0 ? `sin respuesta (${answer.error})` : String(answer.status);
      counts[phase].set(key, (counts[phase].get(key) ?? 0) + 1);
      if (answer.status >= 500 && answer.status !== 503) {
        problems.push(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
      if (answer.status === 503) {
        const body = answer.body as { message?: string; estado?: string };
        const expected =
          what === 'salud'
            ? body.estado === 'sin_base_de_datos' && body.message === UNAVAILABLE
            : body.message === UNAVAILABLE && Object.keys(body).length === 1;
        if (!expected || answer.retryAfter !== '5') {
          problems.push(`${what}: 503 sin el mensaje esperado: ${JSON.stringify(body)}`);
        }
      }
      if (answer.status === 0) problems.push(`${what}: sin respuesta (${answer.error})`);
      if (answer.status >= 400 && answer.status < 500) {
        problems.push(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    };
    const clients = writers.map(async (writer, index) => {
      for (let n = 0; n < 20_000 && !stopped; n++) {
        if ((n + index) % 2 === 0) {
          const answer = await call(
            server.url,
            'POST',
            '/api/incidencias/guardar',
            writer.token,
            newIncidencia(writer, n),
          );
          note(answer, 'guardarIncidencia');
          if (answer.status === 201) {
            acknowledged.push({ id: (answer.body as { id: number }).id, email: writer.email });
            if (backAt && !firstWriteBack) firstWriteBack = Date.now();
          }
        } else {
          const answer = await call(server.url, 'GET', '/api/usuarios/yo', writer.token);
          note(answer, 'usuarioActual');
          if (answer.status === 200 && backAt && !firstReadBack) firstReadBack = Date.now();
        }
        // During the outage answers come at once: pace the clients a little.
        if (phase !== 'antes') await sleep(5);
      }
    });
    const health = (async () => {
      while (!stopped) {
        const answer = await call(server.url, 'GET', '/api/salud');
        note(answer, 'salud');
        if (phase === 'caida' && answer.status === 503) healthDown++;
        if (answer.status === 200 && backAt && !firstHealthBack) firstHealthBack = Date.now();
        await sleep(100);
      }
    })();

    await sleep(1000);
    phase = 'caida';
    const stoppedAt = Date.now();
    await postgres.stop(mode);
    // Down for a while, the load going on.
    await sleep(short ? 1500 : 2500);
    await postgres.start();
    backAt = Date.now();
    // Recovered when writes, reads and the health check succeed again: bounded wait.
    const deadline = Date.now() + 30_000;
    while (!(firstWriteBack && firstReadBack && firstHealthBack) && Date.now() < deadline) {
      await sleep(50);
    }
    const recovered = Boolean(firstWriteBack && firstReadBack && firstHealthBack);
    phase = 'despues';
    await sleep(1000);
    stopped = true;
    await Promise.all([...clients, health]);

    const outage = counts.caida;
    const total503 = outage.get('503') ?? 0;
    const other5xx = [...outage].filter(([key]) => Number(key) >= 500 && key !== '503');
    result.caidas503 += total503;
    result.caidasOtros5xx += other5xx.reduce((sum, [, count]) => sum + count, 0);
    // After the recovery everything succeeds again.
    const after = [...counts.despues].filter(([key]) => key !== '200' && key !== '201');
    result.confirmadas += acknowledged.length;
    const lost = await missing(server.url, acknowledged);
    result.perdidas += lost.length;
    result.rondas++;
    const alive = server.child.exitCode === null && server.child.signalCode === null;
    const ok =
      recovered &&
      alive &&
      problems.length === 0 &&
      after.length === 0 &&
      total503 > 0 &&
      healthDown > 0 &&
      lost.length === 0;
    if (ok) result.rondasBien++;
    const show = (map: Map<string, number>) =>
      [...map].map(([key, count]) => `${key}×${count}`).join(' ') || 'nada';
    say(
      scenario,
      `ronda ${round}/${rounds} (-m ${mode}): antes ${show(counts.antes)}; parado ${((backAt - stoppedAt) / 1000).toFixed(1)} s: ${show(outage)} (salud 503×${healthDown}); ` +
        `vuelve en ${recovered ? `${((Math.max(firstWriteBack, firstReadBack, firstHealthBack) - backAt) / 1000).toFixed(2)} s` : 'NO'}; después ${show(counts.despues)}; ` +
        `${acknowledged.length} confirmadas, ${lost.length} perdidas`,
    );
    if (!recovered) result.notas.push(`ronda ${round}: no se recuperó en 30 s`);
    if (!alive)
      result.notas.push(`ronda ${round}: el servidor terminó: ${server.output().slice(-2000)}`);
    if (total503 === 0 || healthDown === 0) {
      result.notas.push(`ronda ${round}: ningún 503 durante la caída (¿demasiado corta?)`);
    }
    if (after.length)
      result.notas.push(`ronda ${round}: después de volver: ${show(new Map(after))}`);
    for (const problem of [...new Set(problems)].slice(0, 5)) {
      result.notas.push(`ronda ${round}: ${problem}`);
    }
  }
  return { result, server };
}
