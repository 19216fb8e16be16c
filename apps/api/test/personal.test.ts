import { ROL } from '@clinica/api-client/reglas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { altaResponsable, contarPersonal } from '../src/cli/alta-responsable';
import { DATABASES, startTestServer, type TestServer } from './harness';

/** The first manager of an empty clinic (docs/decisiones.md (45), (46)), on both databases. */
describe.each(DATABASES)('alta de responsable on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  const db = () => server.database.connection.db;
  const datos = {
    email: 'Gerente@Clinica-Sur.es ',
    nombre: 'Andrés',
    primer_apellido: 'Muñoz',
    segundo_apellido: 'Gil',
    password: 'Azul-tormenta-2031',
  };

  it('refuses what the same rules refuse everywhere, writing nothing', async () => {
    expect(await contarPersonal(db())).toBe(0);
    const weak = await altaResponsable(db(), { ...datos, password: 'munoz2031' });
    expect(weak).toEqual({
      ok: false,
      errores: {
        password:
          'La contraseña no puede contener el nombre, los apellidos, el correo electrónico ni el DNI.',
      },
    });
    const bad = await altaResponsable(db(), {
      ...datos,
      email: 'gerente@',
      dni: '12345678A',
      nombre: ' ',
    });
    expect(bad).toEqual({
      ok: false,
      errores: {
        email: 'El correo electrónico es inválido.',
        nombre: 'El nombre es obligatorio.',
        dni: 'El DNI es incorrecto.',
      },
    });
    expect(await contarPersonal(db())).toBe(0);
  });

  it('creates an administrative account marked responsable, audited, that signs in', async () => {
    const created = await altaResponsable(db(), datos);
    expect(created.ok).toBe(true);
    const id = created.ok ? created.id : 0;
    const row = await db()
      .selectFrom('usuarios')
      .innerJoin('administrativos', 'administrativos.id_administrativo', 'usuarios.id')
      .select(['id_rol', 'email', 'dni', 'responsable'])
      .where('usuarios.id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      id_rol: ROL.administrativo,
      email: 'Gerente@Clinica-Sur.es',
      dni: null,
      responsable: true,
    });
    const audited = await db()
      .selectFrom('auditoria')
      .select(['accion', 'entidad', 'id_registro', 'id_usuario'])
      .where('entidad', '=', 'responsable')
      .execute();
    expect(audited).toEqual([
      { accion: 'crear', entidad: 'responsable', id_registro: String(id), id_usuario: null },
    ]);
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/api/iniciarSesion',
      payload: { email: 'gerente@clinica-sur.es', password: datos.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(await contarPersonal(db())).toBe(1);
  });

  it('refuses a second account with the same e-mail, in any case', async () => {
    const again = await altaResponsable(db(), {
      ...datos,
      email: 'GERENTE@clinica-sur.es',
      password: 'Otra-clave-segura-77',
    });
    expect(again).toEqual({
      ok: false,
      errores: { email: 'Ya existe una cuenta con ese correo electrónico.' },
    });
    expect(await contarPersonal(db())).toBe(1);
  });
});
