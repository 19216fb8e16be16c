/**
 * `npm run test:faults`: what production does to the server, done to the real server process on
 * loopback, with a table at the end ("Faults").
 *
 * a. kill -9 of the server during a write load (a few staff create incidencias at once; every
 *    acknowledged 201 is kept with its id), then a restart on the same data: every acknowledged
 *    write must be there and every restart must succeed. On PGlite (the same data directory every
 *    round: the lock a killed process leaves must not block the restart) and on PostgreSQL.
 * b. PostgreSQL stopped (pg_ctl stop -m fast, or immediate: a crash) and started again while
 *    reads and writes run: meanwhile every answer is a 503 with the Spanish message (never a
 *    500, never a hang), the health check says 503, and the same server process answers 200
 *    again once PostgreSQL is back; no acknowledged write is lost.
 * c. A second server on the same PGlite directory refuses to start with a clear Spanish message;
 *    the lock a kill -9 leaves behind does not block the restart; a clean stop removes it
 *    (checked along the PGlite rounds of a, so it costs no server start of its own).
 * d. The object store (s3rver, reached through a TCP proxy) unreachable during a report save:
 *    a Spanish 503 with Retry-After, nothing half-saved (no row, no object, no file left on
 *    disk), and the same save succeeds once the store is back, from the same process.
 *
 * One file per scenario beside this one (kill9.ts, caida-postgres.ts, cerrojo.ts, almacen.ts),
 * on the databases of bases.ts, with the server process of servidor.ts.
 *
 * `--corto` (or FAULTS=short; `npm test` runs it): 3 rounds of (a) on each database, one outage
 * (b), the lock case (c), one report save (d); PGlite and PostgreSQL run side by side. `--informe FILE` writes the
 * results as JSON (npm test counts its checks). `--rondas N` sets the rounds of (a).
 * Bounded: every load stops after a fixed time or count and targets only 127.0.0.1.
 */
import { writeFileSync } from 'node:fs';
import { objectStoreOutage } from './almacen';
import { pgliteTarget, postgresTarget, type Target } from './bases';
import { postgresOutage } from './caida-postgres';
import { LockCase } from './cerrojo';
import { elapsed, option, short } from './comun';
import { killDuringWrites } from './kill9';
import type { Row } from './resultados';

const killRounds = Number(option('rondas') ?? (short ? 3 : 20));
const outageRounds = short ? 1 : 6;
const storeRounds = short ? 1 : 3;
const reportFile = option('informe');

function table(rows: Row[]): string {
  const dash = (value: number | null) => (value === null ? '—' : value.toLocaleString('es-ES'));
  const header = [
    'escenario',
    'base de datos',
    'rondas',
    'escrituras confirmadas',
    'escrituras perdidas',
    'reinicios fallidos',
    '5xx durante las caídas',
  ];
  const lines = rows.map((r) => [
    r.escenario,
    r.base,
    `${r.rondasBien}/${r.rondas}`,
    dash(r.confirmadas),
    dash(r.perdidas),
    dash(r.reiniciosFallidos),
    r.caidas503 === null ? '—' : `503: ${dash(r.caidas503)}; otros: ${dash(r.caidasOtros5xx)}`,
  ]);
  const widths = header.map((h, i) =>
    Math.max(h.length, ...lines.map((l) => (l[i] as string).length)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i >= 2 ? cell.padStart(widths[i] as number) : cell.padEnd(widths[i] as number))).join(' | ')} |`;
  return [
    format(header),
    `|${widths.map((w, i) => (i >= 2 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`,
    ...lines.map(format),
  ].join('\n');
}

async function main() {
  console.log(
    `Pruebas de fallos${short ? ' (forma corta)' : ''}: ${killRounds} rondas de kill -9 por base de datos, ` +
      `${outageRounds} caída${outageRounds === 1 ? '' : 's'} de PostgreSQL, el bloqueo de PGlite, ` +
      `${storeRounds} informe${storeRounds === 1 ? '' : 's'} con el almacén de imágenes caído.`,
  );
  const pglite = pgliteTarget();
  let postgres: Target | undefined;
  const rows: Row[] = [];
  try {
    // PGlite's lane and PostgreSQL's lane run side by side.
    const [pgliteRows, postgresRows] = await Promise.all([
      (async () => {
        const lock = new LockCase(pglite);
        const killed = await killDuringWrites(pglite, killRounds, lock);
        return [killed.result, await lock.finish(killed.server)];
      })(),
      (async () => {
        postgres = await postgresTarget();
        const killed = await killDuringWrites(postgres, killRounds);
        const outage = await postgresOutage(postgres, outageRounds, killed.server);
        const store = await objectStoreOutage(postgres, storeRounds, outage.server);
        return [killed.result, outage.result, store];
      })(),
    ]);
    rows.push(
      pgliteRows[0] as Row,
      postgresRows[0] as Row,
      postgresRows[1] as Row,
      pgliteRows[1] as Row,
      postgresRows[2] as Row,
    );
  } finally {
    await pglite.dispose();
    await (postgres as Target | undefined)?.dispose();
  }

  console.log(`\n${table(rows)}\n`);
  for (const r of rows)
    for (const text of r.notas) console.log(`  ${r.escenario} (${r.base}): ${text}`);
  const passed = rows.reduce((sum, r) => sum + r.rondasBien, 0);
  const failed = rows.reduce((sum, r) => sum + (r.rondas - r.rondasBien), 0);
  const ok =
    failed === 0 &&
    rows.every((r) => r.rondas > 0 && !r.perdidas && !r.reiniciosFallidos && !r.caidasOtros5xx);
  console.log(`Rondas bien: ${passed}; mal: ${failed}. ${elapsed()} en total.`);
  if (reportFile) {
    writeFileSync(
      reportFile,
      JSON.stringify({ passed, failed: ok ? 0 : Math.max(failed, 1), rows }, null, 2),
    );
  }
  process.exit(ok ? 0 : 1);
}

await main().catch((error: unknown) => {
  console.error(`Las pruebas de fallos no pudieron terminar: ${(error as Error).stack ?? error}`);
  if (reportFile) writeFileSync(reportFile, JSON.stringify({ passed: 0, failed: 1, rows: [] }));
  process.exit(1);
});
