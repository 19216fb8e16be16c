import { ROL } from '@clinica/api-client/reglas';
/**
 * The audit log records refused calls (401, 403, and someone else's record,
 * which is answered as a missing one) and failed sign-ins, each
 * with its outcome and the client's address; 'Quién ha visto mi historia' still shows only what
 * staff did.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from './fixture';
import { DATABASES, startTestServer, type TestServer } from './harness';

describe.each(DATABASES)('refused calls in the audit log, on %s', (kind) => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer(kind);
    world = await World.create(server);
  });
  afterAll(async () => server?.close());

  /** The rows of one operation, once the response hook has written them. */
  async function rowsOf(entidad: string, count: number) {
    // The hook writes after the answer is sent: asked again until it has, however long that takes
    // on a busy machine (the test's own timeout is the limit).
    for (;;) {
      const rows = await server.database.connection.db
        .selectFrom('auditoria')
        .select(['id_usuario', 'accion', 'entidad', 'id_registro', 'resultado', 'direccion'])
        .where('entidad', '=', entidad)
        .orderBy('id')
        .execute();
      if (rows.length >= count) return rows;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it("records another patient's record, answered as missing (404), with the user, the operation, the record and the address", async () => {
    const patient = world.user(ROL.paciente);
    const other = world.secondary.get(ROL.paciente);
    const answer = await server.app.inject({
      method: 'GET',
      url: `/api/historiales/${other?.id}`,
      headers: { authorization: `Bearer ${patient.token}` },
      remoteAddress: '203.0.113.40',
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: 'No existe ningún paciente con ese id.' });
    const [row] = await rowsOf('mostrarHistorial', 1);
    expect(row).toEqual({
      id_usuario: patient.id,
      accion: 'acceder',
      entidad: 'mostrarHistorial',
      id_registro: String(other?.id),
      resultado: 'denegado',
      direccion: '203.0.113.40',
    });
  });

  it('records a role refusal (403) with the user and the operation', async () => {
    const patient = world.user(ROL.paciente);
    const answer = await server.app.inject({
      method: 'GET',
      url: '/api/citas/proximoDiaConCitas',
      headers: { authorization: `Bearer ${patient.token}` },
      remoteAddress: '203.0.113.42',
    });
    expect(answer.statusCode).toBe(403);
    const [row] = await rowsOf('proximoDiaConCitas', 1);
    expect(row).toMatchObject({
      id_usuario: patient.id,
      entidad: 'proximoDiaConCitas',
      resultado: 'denegado',
      direccion: '203.0.113.42',
    });
  });

  it('records a 401 without a user', async () => {
    const answer = await server.app.inject({
      method: 'GET',
      url: '/api/citas/mostrarCitasDelDia',
      remoteAddress: '203.0.113.41',
    });
    expect(answer.statusCode).toBe(401);
    const rows = await rowsOf('mostrarCitasDelDia', 1);
    expect(rows.at(-1)).toMatchObject({
      id_usuario: null,
      accion: 'acceder',
      resultado: 'denegado',
      direccion: '203.0.113.41',
    });
  });

  it('records a refusal whose address holds a NUL, which PostgreSQL text cannot store as sent', async () => {
    const answer = await server.app.inject({
      method: 'GET',
      url: '/api/historiales/4%002',
      remoteAddress: '203.0.113.43',
    });
    expect(answer.statusCode).toBe(401);
    // Another refusal of the same operation is already recorded: wait for this one's address.
    let row: Awaited<ReturnType<typeof rowsOf>>[number] | undefined;
    for (let count = 1; !row; count += 1) {
      row = (await rowsOf('mostrarHistorial', count)).find((r) => r.direccion === '203.0.113.43');
    }
    expect(row).toMatchObject({
      id_usuario: null,
      id_registro: '4\uFFFD2',
      resultado: 'denegado',
    });
  });

  it('records a failed sign-in with the account and the address, and keeps it off the patient page', async () => {
    const patient = world.user(ROL.paciente);
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/iniciarSesion',
      payload: { email: patient.email, password: 'no-es-la-clave' },
      remoteAddress: '203.0.113.42',
    });
    expect(answer.statusCode).toBe(401);
    const rows = await server.database.connection.db
      .selectFrom('auditoria')
      .select(['id_usuario', 'resultado', 'direccion'])
      .where('accion', '=', 'iniciar_sesion')
      .where('direccion', '=', '203.0.113.42')
      .execute();
    expect(rows).toEqual([
      { id_usuario: patient.id, resultado: 'fallido', direccion: '203.0.113.42' },
    ]);
    const page = await server.app.inject({
      method: 'GET',
      url: `/api/auditoria/historiaAccesos/${patient.id}`,
      headers: { authorization: `Bearer ${patient.token}` },
    });
    expect(page.statusCode).toBe(200);
    expect(JSON.stringify(page.json())).not.toContain('acceder');
  });
});
