import { ROL } from '@clinica/api-client/reglas';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { World } from './fixture';
import { DATABASES, startTestServer, type TestServer } from './harness';

/**
 * Runs `work` while the database refuses every new audit row: a change whose row was written
 * after its commit (the old pattern of guardarDiagnostico, actualizarIncidencia, cancelarCita…)
 * stayed saved with no trace of who made it.
 */
async function sinAuditoria(owner: Kysely<Database>, work: () => Promise<void>): Promise<void> {
  await sql`CREATE OR REPLACE FUNCTION fallo_auditoria() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'fallo provocado por la prueba';
    END $$`.execute(owner);
  await sql`CREATE TRIGGER fallo_auditoria BEFORE INSERT ON auditoria
    FOR EACH ROW EXECUTE FUNCTION fallo_auditoria()`.execute(owner);
  try {
    await work();
  } finally {
    await sql`DROP TRIGGER fallo_auditoria ON auditoria`.execute(owner);
  }
}

describe.each(DATABASES)('a change and its audit row on %s', (kind) => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer(kind);
    world = await World.create(server);
  });
  afterAll(async () => server?.close());

  const call = (token: string, method: 'POST' | 'PUT', url: string, payload?: object) =>
    server.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

  it('commit together: when the audit row cannot be written, the change is not saved', async () => {
    const patient = world.user(ROL.paciente);
    const medico = world.user(ROL.medico);
    const admin = world.user(ROL.administrativo);
    const hoy = await world.newCita({ paciente: patient.id, medico: medico.id, hoy: true });
    const otra = await world.newCita({ paciente: patient.id, medico: medico.id });
    const diagnosticada = await world.newCita({
      paciente: patient.id,
      medico: medico.id,
      hoy: true,
    });
    const diagnostico = await world.newDiagnostico(diagnosticada, medico.id);
    const incidencia = await world.newIncidencia(admin);
    const before = await server.database.owner
      .selectFrom('auditoria')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();

    await sinAuditoria(server.database.owner, async () => {
      const answers = [
        await call(medico.token, 'POST', '/api/diagnosticos/guardar', {
          id_cita: hoy,
          contenido: 'Bronquitis aguda.',
        }),
        await call(medico.token, 'PUT', `/api/diagnosticos/actualizar/${diagnostico}`, {
          contenido: 'Otro texto.',
        }),
        await call(patient.token, 'POST', `/api/citas/cancelarCita/${otra}`),
        await call(admin.token, 'PUT', `/api/incidencias/actualizar/${incidencia}`, {
          asunto: 'Cambiado',
          descripcion: 'Otra descripción',
          nivel_prioridad: 'ALTA',
          fecha: '2026-01-05',
          nombre: 'Otro nombre',
          puesto_trabajo: 2,
        }),
      ];
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(500);
    });

    const db = server.database.owner;
    expect(
      await db
        .selectFrom('diagnosticos')
        .select('id_diagnostico')
        .where('id_cita', '=', hoy)
        .execute(),
    ).toEqual([]);
    expect(
      (await db.selectFrom('citas').select('estado').where('id', '=', hoy).executeTakeFirst())
        ?.estado,
    ).toBe('EN_CURSO');
    expect(
      (
        await db
          .selectFrom('diagnosticos')
          .select('contenido')
          .where('id_diagnostico', '=', diagnostico)
          .executeTakeFirst()
      )?.contenido,
    ).not.toBe('Otro texto.');
    expect(
      (await db.selectFrom('citas').select('estado').where('id', '=', otra).executeTakeFirst())
        ?.estado,
    ).toBe('EN_CURSO');
    expect(
      (
        await db
          .selectFrom('incidencias')
          .select('asunto')
          .where('id', '=', incidencia)
          .executeTakeFirst()
      )?.asunto,
    ).not.toBe('Cambiado');
    const after = await db
      .selectFrom('auditoria')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
