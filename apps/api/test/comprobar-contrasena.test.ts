import { ROL } from '@clinica/api-client/reglas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from './fixture';
import { DATABASES, startTestServer, type TestServer } from './harness';

const COMUN = 'Esa contraseña es de las más usadas y se adivina enseguida. Elige otra.';
const PERSONAL =
  'La contraseña no puede contener el nombre, los apellidos, el correo electrónico ni el DNI.';

describe.each(DATABASES)('comprobarContrasena and datosClinica on %s', (kind) => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer(kind);
    world = await World.create(server);
  });
  afterAll(async () => server?.close());

  const check = (token: string | undefined, payload: object) =>
    server.app.inject({
      method: 'POST',
      url: '/api/contrasena/comprobar',
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('says which rules a new password breaks: the common list (server-side only) and the personal data', async () => {
    const { token } = world.user(ROL.administrativo);
    const comun = await check(token, { password: 'contraseña123' });
    expect(comun.statusCode).toBe(200);
    expect(comun.json()).toEqual({ problemas: [{ regla: 'comun', mensaje: COMUN }] });
    const personal = await check(token, {
      password: 'olgasoler2026',
      nombre: 'Olga',
      apellidos: ['Soler'],
      email: 'olga.soler@example.com',
    });
    expect(personal.json()).toEqual({ problemas: [{ regla: 'personal', mensaje: PERSONAL }] });
    const buena = await check(token, { password: 'una frase que solo yo sé', nombre: 'Olga' });
    expect(buena.json()).toEqual({ problemas: [] });
  });

  it("with propia, checks against the caller's own data, as cambiarContrasena does", async () => {
    const user = await world.newUser(ROL.medico);
    const response = await check(user.token, { password: `${user.email}!`, propia: true });
    expect(response.json().problemas.map((p: { regla: string }) => p.regla)).toEqual(['personal']);
  });

  it('writes nothing: no audit row carries the call, and an anonymous call is refused', async () => {
    const { token } = world.user(ROL.administrativo);
    const before = await world.db
      .selectFrom('auditoria')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    await check(token, { password: 'contraseña123' });
    const after = await world.db
      .selectFrom('auditoria')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await check(undefined, { password: 'contraseña123' })).statusCode).toBe(401);
    expect((await check(token, { password: 'x'.repeat(129) })).statusCode).toBe(400);
  });

  it("gives the clinic's data from the database, to anyone (empty until its responsable writes them)", async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/clinica' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      nombre: '',
      direccion: '',
      telefono: '',
      minutos_por_hueco: 60,
    });
  });

  it('gives a patient their own phone in usuarioActual, the one a telephone cita calls', async () => {
    const patient = world.user(ROL.paciente);
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/usuarios/yo',
      headers: { authorization: `Bearer ${patient.token}` },
    });
    expect(response.json().telefono).toMatch(/^\d{9}$/);
    const staff = await server.app.inject({
      method: 'GET',
      url: '/api/usuarios/yo',
      headers: { authorization: `Bearer ${world.user(ROL.medico).token}` },
    });
    expect(staff.json()).not.toHaveProperty('telefono');
  });
});
