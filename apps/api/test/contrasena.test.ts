import { ROL } from '@clinica/api-client/reglas';
/**
 * Passwords follow ASVS 5.0 V6 ('password', '12345678' and eight spaces were
 * accepted), and every signed-in user can change theirs: the current one first, other sessions
 * signed out, this one kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkResponse, operations } from './contract';
import { PASSWORD, World } from './fixture';
import { DATABASES, startTestServer, type TestServer } from './harness';

describe.each(DATABASES)('passwords on %s', (kind) => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer(kind);
    world = await World.create(server);
  });
  afterAll(async () => server?.close());

  const signIn = (email: string, password: string) =>
    server.app.inject({ method: 'POST', url: '/api/iniciarSesion', payload: { email, password } });
  const change = (token: string, contrasenaActual: string, contrasenaNueva: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/usuarios/yo/contrasena',
      headers: { authorization: `Bearer ${token}` },
      payload: { contrasenaActual, contrasenaNueva },
    });
  const me = (token: string) =>
    server.app.inject({
      method: 'GET',
      url: '/api/usuarios/yo',
      headers: { authorization: `Bearer ${token}` },
    });
  const operation = operations.find((o) => o.operationId === 'cambiarContrasena');

  it('refuses weak new passwords with a Spanish message at the field', async () => {
    const user = await world.newUser(ROL.medico);
    const token = (await signIn(user.email, PASSWORD)).json().token as string;
    const cases: [string, RegExp][] = [
      ['password', /de las más usadas/],
      ['Contraseña1', /de las más usadas/],
      // One character repeated, a run, the demo clinic's password (docs/decisiones.md (57)).
      ['aaaaaaaaaaaa', /un mismo carácter repetido ni una serie seguida/],
      ['12345678', /un mismo carácter repetido ni una serie seguida/],
      ['abcdefghij', /un mismo carácter repetido ni una serie seguida/],
      ['Clinica2026!', /la de la clínica de demostración y es pública/],
      ['Contraseña', /de las más usadas/],
      ['        ', /solo espacios/],
      [`${user.email.split('@')[0]}!2026`, /el correo electrónico/],
      ['PruebaPrueba99', /el nombre/],
      [`x${user.dni}x`, /el DNI/],
      ['corta', /al menos 8|8 caracteres/],
    ];
    for (const [nueva, message] of cases) {
      const answer = await change(token, PASSWORD, nueva);
      expect(answer.statusCode, nueva).toBe(400);
      const body = answer.json();
      expect(JSON.stringify(body), nueva).toMatch(message);
      expect(checkResponse(operation as never, 400, body)).toBeUndefined();
    }
    // Nothing changed: the old password still signs in.
    expect((await signIn(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('asks for the current password, and counts a wrong one as a failed sign-in', async () => {
    const user = await world.newUser(ROL.paciente);
    const token = (await signIn(user.email, PASSWORD)).json().token as string;
    const wrong = await change(token, 'no-es-la-actual', 'una frase que solo yo sé');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: 'La contraseña actual no es correcta.',
      errores: { contrasenaActual: 'La contraseña actual no es correcta.' },
    });
    const row = await server.database.connection.db
      .selectFrom('intentos_acceso')
      .select('fallos')
      .where('clave', '=', `cuenta:${user.email}`)
      .executeTakeFirst();
    expect(row?.fallos).toBe(1);
  });

  it('changes the password, signs out the other sessions and keeps this one', async () => {
    const user = await world.newUser(ROL.radiologo);
    const here = (await signIn(user.email, PASSWORD)).json().token as string;
    const elsewhere = (await signIn(user.email, PASSWORD)).json().token as string;
    expect((await me(elsewhere)).statusCode).toBe(200);

    const nueva = 'Placa de tórax en dos proyecciones';
    const done = await change(here, PASSWORD, nueva);
    expect(done.statusCode).toBe(204);

    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await signIn(user.email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(user.email, nueva)).statusCode).toBe(200);
    const audit = await server.database.connection.db
      .selectFrom('auditoria')
      .select(['accion', 'resultado'])
      .where('id_usuario', '=', user.id)
      .where('accion', '=', 'cambiar_contrasena')
      .execute();
    expect(audit).toEqual([{ accion: 'cambiar_contrasena', resultado: 'permitido' }]);
  });

  it('refuses weak passwords when a receptionist creates a patient', async () => {
    const admin = world.user(ROL.administrativo);
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/usuarios/crearUsuarioPaciente',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: {
        nombre: 'Marta',
        primer_apellido: 'Ruiz',
        segundo_apellido: 'Soler',
        fecha_nacimiento: '1990-04-02',
        telefono: '612345678',
        email: 'marta.ruiz@correo.test',
        password: 'password',
        dni: '00000023T',
        sexo: 'Mujer',
        provincia: 'Madrid',
        poblacion: 'Madrid',
        cp: '28001',
        direccion: 'Calle Mayor',
        numero: '1',
      },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errores?.password).toBe(
      'Esa contraseña es de las más usadas y se adivina enseguida. Elige otra.',
    );
  });
});
