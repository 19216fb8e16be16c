/**
 * The server's own backups (docs/decisiones.md (59)): the daily one runs by the injected clock
 * and timer, at CLINICA_COPIAS_HORA on the clinic's wall clock, once per day however many
 * processes share the database, and the folder keeps only CLINICA_COPIAS_CONSERVAR; the
 * responsable sees the last one's time, size and result ('Copias de seguridad'), and a backup
 * that cannot be written is a warning there and a line in the log, never silence.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROL } from '@clinica/api-client/reglas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { AjustesCopias } from '../src/config';
import { empezarCopia } from '../src/db/queries/copias';
import type { BatchTimer } from '../src/http/rate-limit-store';
import { manifestOf } from './copias-ayuda';
import { World } from './fixture';
import {
  DATABASES,
  registroEnMemoria,
  startTestServer,
  TestClock,
  type TestServer,
} from './harness';

/** A timer the test runs by hand: each `later` waits until `run` is called. */
class ManualTimer implements BatchTimer {
  pending: (() => unknown)[] = [];
  constructor(private readonly clock: TestClock) {}
  now = () => this.clock.now().getTime();
  later(batch: () => unknown) {
    this.pending.push(batch);
  }
  /** Runs what is due now (the schedule's next look at the clock). */
  async run() {
    const due = this.pending.splice(0);
    for (const batch of due) await batch();
  }
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(DATABASES)('backups made by the server on %s', (kind) => {
  const work = mkdtempSync(path.join(tmpdir(), 'clinica-copias-diarias-'));
  const carpeta = path.join(work, 'copias');
  // 02:58 in Madrid (winter: UTC+1), the day before the set hour.
  const clock = new TestClock(new Date('2026-11-20T01:58:00Z'));
  const timer = new ManualTimer(clock);
  const { logger, lineas: logLines } = registroEnMemoria('info');
  let server: TestServer;
  let world: World;
  /** A session of the responsable now (the clock moves days, past any session's life). */
  const responsable = () => world.newSession(world.user(ROL.administrativo));

  beforeAll(async () => {
    const copias: AjustesCopias = { carpeta, hora: '03:00', conservar: 2 };
    server = await startTestServer(kind, {
      clock,
      settings: { copias },
      copias: { temporizador: timer },
      logger,
    });
    world = await World.create(server);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(work, { recursive: true, force: true });
  });

  const state = async (token?: string) => {
    const answer = await server.app.inject({
      method: 'GET',
      url: '/api/copias/estado',
      headers: { authorization: `Bearer ${token ?? (await responsable())}` },
    });
    return { status: answer.statusCode, body: answer.json() };
  };
  const archives = () =>
    readdirSync(carpeta)
      .filter((name) => name.endsWith('.tar'))
      .sort();

  it('tells the responsable no backup was ever made, and no one else', async () => {
    expect(await state()).toEqual({
      status: 200,
      body: {
        estado: 'ninguna',
        aviso: 'Todavía no se ha hecho ninguna copia de seguridad.',
        ultima: null,
        ultima_correcta: null,
        programacion: { hora: '03:00', conservar: 2, carpeta },
      },
    });
    expect((await state(world.user(ROL.administrativo, 'secondary').token)).status).toBe(403);
    expect((await state(world.user(ROL.medico).token)).status).toBe(403);
  });

  it('makes the daily backup when the clock passes the set hour, once a day, keeping the last two', async () => {
    clock.advance(60_000); // 02:59
    await timer.run();
    expect(await server.app.copias.comprobarHora()).toBeNull();
    expect(readdirSync(work)).not.toContain('copias');

    clock.advance(60_000); // 03:00
    const first = await server.app.copias.comprobarHora();
    expect(first?.resultado).toBe('correcta');
    expect(archives()).toEqual(['clinica-copia-2026-11-20-030000.tar']);
    // A second process on the same database looks at 03:00 too: the day is claimed already.
    const other = await buildApp({
      db: server.database.connection.db,
      settings: server.settings,
      clock: () => new Date('2026-11-20T02:00:30Z'),
      requestsPerMinute: false,
      copias: { temporizador: false },
    });
    try {
      // Its window starts when it was built (03:00:30): nothing is due until tomorrow.
      expect(await other.copias.comprobarHora()).toBeNull();
    } finally {
      await other.close();
    }
    const after = await state();
    expect(after.body).toMatchObject({
      estado: 'correcta',
      aviso: null,
      ultima: {
        origen: 'diaria',
        resultado: 'correcta',
        archivo: 'clinica-copia-2026-11-20-030000.tar',
        empezada_en: '2026-11-20T02:00:00.000Z',
        mensaje: null,
      },
    });
    expect(after.body.ultima.bytes).toBeGreaterThan(10_000);
    const manifest = await manifestOf(path.join(carpeta, archives()[0] as string));
    expect(manifest.tablas.find((t) => t.nombre === 'usuarios')?.filas).toBe(8);

    // The next days, by the timer: each at 03:00, and the folder keeps the newest two.
    for (let day = 1; day <= 3; day++) {
      clock.advance(DAY);
      await timer.run();
    }
    expect(archives()).toEqual([
      'clinica-copia-2026-11-22-030000.tar',
      'clinica-copia-2026-11-23-030000.tar',
    ]);
    // Later the same day the hour does not come again.
    clock.advance(5 * HOUR);
    await timer.run();
    expect(archives()).toHaveLength(2);
    expect(logLines.join('')).toContain(
      'Copia de seguridad hecha: clinica-copia-2026-11-23-030000.tar',
    );
  });

  it("'Hacer una copia ahora' starts one, audited, and the state says how it ended", async () => {
    const token = await responsable();
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/copias/hacer',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toMatchObject({ estado: 'en_curso', ultima: { origen: 'manual' } });
    const again = await server.app.inject({
      method: 'POST',
      url: '/api/copias/hacer',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'Ya se está haciendo una copia de seguridad. Espera a que termine.',
    });
    // Waits for it (the app's copias end when it is idle).
    while (server.app.copias.ocupado()) await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await state()).body).toMatchObject({
      estado: 'correcta',
      ultima: { origen: 'manual', resultado: 'correcta' },
    });
    const audit = await server.database.connection.db
      .selectFrom('auditoria')
      .select(['accion', 'entidad', 'id_usuario'])
      .where('entidad', '=', 'copia_de_seguridad')
      .execute();
    expect(audit).toEqual([
      {
        accion: 'crear',
        entidad: 'copia_de_seguridad',
        id_usuario: world.user(ROL.administrativo).id,
      },
    ]);
    // Its archive counts towards the two kept.
    expect(archives()).toHaveLength(2);
  });

  it('begins a backup, and claims a day once, whichever plan the database chooses', async () => {
    // Under a generic plan the statement's values are parameters when PostgreSQL looks for the
    // partial index that claims a day; left as one, the 'Hacer una copia ahora' of a busy
    // server failed with a 500.
    const deshacer = new Error('deshacer');
    const begun = await server.database.connection.db
      .transaction()
      .execute(async (trx) => {
        await sql`SET LOCAL plan_cache_mode = force_generic_plan`.execute(trx);
        const ahora = clock.now();
        const found = [
          await empezarCopia(trx, { origen: 'manual', ahora }),
          await empezarCopia(trx, { origen: 'diaria', dia: '2030-01-02', ahora }),
          await empezarCopia(trx, { origen: 'diaria', dia: '2030-01-02', ahora }),
        ];
        throw Object.assign(deshacer, { found });
      })
      .catch((error: unknown) => {
        if (error !== deshacer) throw error;
        return (error as Error & { found: (number | null)[] }).found;
      });
    expect(begun.map((id) => (id === null ? null : typeof id))).toEqual(['number', 'number', null]);
  });

  it('a backup that cannot be written is a warning for the responsable and a line in the log', async () => {
    // The folder is a file now: nothing can be written in it.
    rmSync(carpeta, { recursive: true, force: true });
    writeFileSync(carpeta, 'no soy una carpeta');
    clock.advance(DAY - 5 * HOUR);
    await timer.run();
    const { body } = await state();
    expect(body.estado).toBe('fallida');
    expect(body.ultima).toMatchObject({ origen: 'diaria', resultado: 'fallida', archivo: null });
    expect(body.ultima.mensaje).toBe(
      `No se puede escribir en la carpeta de copias (${carpeta}): no es una carpeta.`,
    );
    // The last good one is the manual one, made at 08:00 the day before.
    expect(body.aviso).toBe(
      `La última copia de seguridad (24/11/2026 a las 03:00) ha fallado: ${body.ultima.mensaje} ` +
        'La última correcta es del 23/11/2026 a las 08:00.',
    );
    const line = logLines.find((text) => text.includes('La copia de seguridad ha fallado'));
    expect(line).toBeDefined();
    expect(JSON.parse(line as string)).toMatchObject({ level: 50 });
    // No one's data in it: no e-mail address, no name of the clinic's people.
    expect(line).not.toMatch(/@/);
    rmSync(carpeta, { force: true });
  });
});
