import { ROL } from '@clinica/api-client/reglas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from './fixture';
import { DATABASES, startTestServer, type TestServer } from './harness';

describe.each(DATABASES)('audit log on %s', (kind) => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer(kind);
    world = await World.create(server);
  });
  afterAll(async () => server?.close());

  const get = (token: string, url: string) =>
    server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  it('records who read or wrote which clinical record, and when', async () => {
    const patient = world.user(ROL.paciente);
    const medico = world.user(ROL.medico);
    const radiologo = world.user(ROL.radiologo);
    const medicina = await world.newCita({ paciente: patient.id, medico: medico.id, hoy: true });
    const radiologia = await world.newCita({ paciente: patient.id, radiologo: radiologo.id });
    const informe = await world.newInforme(radiologia, radiologo.id);
    const imagen = await world.newImagen(radiologia, informe, patient.id);
    const started = new Date(Date.now() - 1000);

    const saved = await server.app.inject({
      method: 'POST',
      url: '/api/diagnosticos/guardar',
      payload: { id_cita: medicina, contenido: 'Bronquitis aguda.' },
      headers: { authorization: `Bearer ${medico.token}` },
    });
    expect(saved.statusCode).toBe(201);
    const diagnostico = saved.json().id_diagnostico;
    expect(
      (await get(patient.token, `/api/diagnosticos/mostrarDiagnosticoDelPaciente/${medicina}`))
        .statusCode,
    ).toBe(200);
    expect(
      (await get(patient.token, `/api/informes/mostrarInformeDelPaciente/${radiologia}`))
        .statusCode,
    ).toBe(200);
    expect(
      (await get(patient.token, `/api/imagenes/mostrarImagenesDelPaciente/${radiologia}`))
        .statusCode,
    ).toBe(200);
    expect((await get(patient.token, `/api/imagenes/descargar/${imagen}`)).statusCode).toBe(200);
    expect((await get(medico.token, `/api/historiales/${patient.id}`)).statusCode).toBe(200);

    const rows = await world.db
      .selectFrom('auditoria')
      .select(['id_usuario', 'accion', 'entidad', 'id_registro', 'momento'])
      .where('momento', '>=', started)
      .orderBy('id')
      .execute();
    const entries = rows.map((row) => [row.id_usuario, row.accion, row.entidad, row.id_registro]);
    expect(entries).toEqual([
      [medico.id, 'crear', 'diagnostico', String(diagnostico)],
      [patient.id, 'leer', 'diagnostico', String(diagnostico)],
      [patient.id, 'leer', 'informe', String(informe)],
      [patient.id, 'leer', 'imagenes_cita', String(radiologia)],
      [patient.id, 'descargar', 'imagen', String(imagen)],
      [medico.id, 'leer', 'historial', String(patient.id)],
    ]);
    for (const row of rows)
      expect(Math.abs(new Date(row.momento).getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("cannot be changed or emptied, not even by the server itself nor the tables' owner", async () => {
    const before = await world.db
      .selectFrom('auditoria')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    // The server's own connection: on PostgreSQL its role has no right to (docs/configuracion.md, 'Roles de
    // PostgreSQL'); on PGlite, and for the owner anywhere, the append-only trigger refuses.
    for (const db of [world.db, server.database.owner]) {
      const refused = db === world.db ? /append-only|permission denied/ : /append-only/;
      await expect(sql`UPDATE auditoria SET accion = 'borrado'`.execute(db)).rejects.toThrow(
        refused,
      );
      await expect(sql`DELETE FROM auditoria`.execute(db)).rejects.toThrow(refused);
      await expect(sql`TRUNCATE auditoria`.execute(db)).rejects.toThrow(refused);
    }
    const after = await world.db
      .selectFrom('auditoria')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
