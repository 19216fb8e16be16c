/**
 * `npm run bench:recuperacion`: how long '¿Has olvidado tu contraseña?' takes to answer for an
 * address with an account and for one without (docs/decisiones.md (58)), as someone outside
 * would time it: over HTTP on loopback, one request at a time, the two kinds taking turns so the
 * machine's drift falls on both alike. It prints, for each, the median, the 10th and 90th
 * percentiles and the mean, and the difference of the medians. It asserts nothing: the test
 * (apps/api/test/recuperacion.test.ts) proves the two send the same statements; this measures.
 *
 * The real server (buildApp) in this process on PGlite in memory; `--postgres` on a throwaway
 * PostgreSQL started as the server tests start it. The e-mail worker runs a pass every few
 * rounds, outside the timed requests, as it would between them. Options: --veces N (rounds, each
 * a known and an unknown request; 400 by default), --postgres.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROL } from '@clinica/api-client/reglas';
import { buildApp } from '../src/app';
import { hashPassword } from '../src/auth/passwords';
import { DEFAULT_THROTTLE } from '../src/auth/throttle';
import { readSettings } from '../src/config';
import { openDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { insertUsuario } from '../src/db/queries/usuarios';
import { startPostgresServer } from '../test/postgres';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const veces = Number(option('veces', '400'));
const conPostgres = process.argv.includes('--postgres');
const CALENTAMIENTO = 50;
const PASADA_CADA = 10;
const CONOCIDA = 'paciente.del.banco@prueba.test';
const DESCONOCIDA = 'nadie.del.banco@prueba.test';

const percentil = (tiempos: number[], p: number) => {
  const orden = [...tiempos].sort((a, b) => a - b);
  return orden[Math.min(orden.length - 1, Math.floor((orden.length - 1) * p))] ?? Number.NaN;
};
const ms = (valor: number) => `${valor.toFixed(2)} ms`;

async function medir(databaseUrl: string | undefined) {
  const work = mkdtempSync(path.join(tmpdir(), 'clinica-bench-recuperacion-'));
  const connection = openDatabase(
    databaseUrl ? { kind: 'postgres', connectionString: databaseUrl } : { kind: 'pglite' },
  );
  try {
    await migrateToLatest(connection.db);
    await insertUsuario(connection.db, {
      id_rol: ROL.paciente,
      nombre: 'Lucía',
      primer_apellido: 'Banco',
      email: CONOCIDA,
      password_hash: await hashPassword('una frase que solo yo sé'),
    });
    const settings = { ...readSettings({ CLINICA_DATA_DIR: work }), port: 0 };
    const app = await buildApp({
      db: connection.db,
      settings,
      // The limits are not what is measured: every round from one address, for two addresses.
      throttle: {
        ...DEFAULT_THROTTLE,
        recoveryPerAccount: 1_000_000,
        recoveryPerAddress: 1_000_000,
      },
      requestsPerMinute: false,
      correo: { temporizador: false },
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/contrasena/recuperar`;
      const pedir = async (email: string) => {
        const inicio = performance.now();
        const respuesta = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        });
        await respuesta.arrayBuffer();
        const tiempo = performance.now() - inicio;
        if (respuesta.status !== 202) throw new Error(`Respuesta ${respuesta.status}.`);
        return tiempo;
      };
      const tiempos = { conocida: [] as number[], desconocida: [] as number[] };
      for (let ronda = 0; ronda < CALENTAMIENTO + veces; ronda++) {
        // Which goes first alternates too: neither always follows the worker's pass.
        const orden =
          ronda % 2 === 0
            ? (['conocida', 'desconocida'] as const)
            : (['desconocida', 'conocida'] as const);
        for (const cual of orden) {
          const tiempo = await pedir(cual === 'conocida' ? CONOCIDA : DESCONOCIDA);
          if (ronda >= CALENTAMIENTO) tiempos[cual].push(tiempo);
        }
        if (ronda % PASADA_CADA === PASADA_CADA - 1) await app.correo.procesar();
      }
      return tiempos;
    } finally {
      await app.close();
    }
  } finally {
    await connection.close();
    rmSync(work, { recursive: true, force: true });
  }
}

async function main() {
  const postgres = conPostgres ? await startPostgresServer() : undefined;
  try {
    const tiempos = await medir(postgres?.url);
    console.log(
      `bench:recuperacion: ${conPostgres ? 'PostgreSQL' : 'PGlite en memoria'}, ${veces} rondas (tras ${CALENTAMIENTO} de calentamiento), Node ${process.version}`,
    );
    console.log('dirección      mediana     p10         p90         media');
    for (const cual of ['conocida', 'desconocida'] as const) {
      const lista = tiempos[cual];
      const media = lista.reduce((suma, t) => suma + t, 0) / lista.length;
      console.log(
        `${cual.padEnd(14)} ${[percentil(lista, 0.5), percentil(lista, 0.1), percentil(lista, 0.9), media].map((t) => ms(t).padEnd(11)).join(' ')}`,
      );
    }
    const diferencia = percentil(tiempos.conocida, 0.5) - percentil(tiempos.desconocida, 0.5);
    console.log(`diferencia de medianas (conocida − desconocida): ${ms(diferencia)}`);
  } finally {
    postgres?.remove();
  }
}

await main();
