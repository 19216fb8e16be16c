import { ROL } from '@clinica/api-client/reglas';
/**
 * On PostgreSQL the server serves as a role that may only read and append to
 * the audit log; the owner migrates. The harness serves every PostgreSQL test this way; here the
 * role is tried as an attacker with the server's own connection would.
 */

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkServingRole } from '../src/db/roles';
import { PASSWORD, World } from './fixture';
import { startTestServer, type TestServer } from './harness';
import { SERVING_ROLE } from './postgres';

describe('the PostgreSQL serving role', () => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer('postgres');
    world = await World.create(server);
  });
  afterAll(async () => server?.close());

  const db = () => server.database.connection.db;
  const refused = async (statement: ReturnType<typeof sql.raw>) => {
    const error = await statement.execute(db()).then(
      () => undefined,
      (caught: { code?: string; message?: string }) => caught,
    );
    expect(error, 'the statement should have been refused').toBeDefined();
    // 42501 insufficient_privilege; 42501 also for "must be owner of table".
    expect(error?.code).toBe('42501');
  };

  it('serves as a role that is neither superuser nor the audit log’s owner', async () => {
    expect(await checkServingRole(db())).toEqual({
      role: SERVING_ROLE,
      superuser: false,
      ownsAuditLog: false,
    });
  });

  it('works: a sign-in, a list and their audit rows', async () => {
    const receptionist = world.user(ROL.administrativo);
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/api/iniciarSesion',
      payload: { email: receptionist.email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const day = await server.app.inject({
      method: 'GET',
      url: '/api/citas/mostrarCitasDelDia',
      headers: { authorization: `Bearer ${signIn.json().token}` },
    });
    expect(day.statusCode).toBe(200);
    const rows = await db()
      .selectFrom('auditoria')
      .select('accion')
      .where('id_usuario', '=', receptionist.id)
      .execute();
    expect(rows.map((row) => row.accion)).toContain('iniciar_sesion');
  });

  it('cannot change, remove, empty or unprotect the audit log', async () => {
    await refused(sql.raw('UPDATE auditoria SET accion = accion'));
    await refused(sql.raw('DELETE FROM auditoria'));
    await refused(sql.raw('TRUNCATE auditoria'));
    await refused(sql.raw('ALTER TABLE auditoria DISABLE TRIGGER ALL'));
    await refused(sql.raw('ALTER TABLE auditoria DISABLE TRIGGER auditoria_sin_cambios'));
    await refused(sql.raw('DROP TRIGGER auditoria_sin_cambios ON auditoria'));
    await refused(sql.raw('DROP TABLE auditoria'));
    await refused(sql.raw("DELETE FROM kysely_migration WHERE name = '001-esquema'"));
  });
});
