import { ROL } from '@clinica/api-client/reglas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { argon2id } from '../src/auth/passwords';
import { PASSWORD, World } from './fixture';
import { DATABASES, startTestServer, TestClock, type TestServer } from './harness';

// Counts argon2 verifications, so the test can prove an unknown e-mail costs the same work as a
// wrong password (timing itself is not asserted: it depends on the machine's load).
const verify = vi.spyOn(argon2id, 'verify');
afterAll(() => verify.mockRestore());

describe.each(DATABASES)('sign-in and sessions on %s', (kind) => {
  let server: TestServer;
  let world: World;
  const clock = new TestClock(new Date('2031-06-02T08:00:00Z'));

  beforeAll(async () => {
    server = await startTestServer(kind, {
      clock,
      throttle: { perAccount: 3, perAddress: 6, windowMinutes: 15, lockMinutes: 15, knownDays: 30 },
    });
    world = await World.create(server);
  });
  afterAll(async () => server?.close());

  const signIn = (email: string, password: string, ip = '10.0.0.1') =>
    server.app.inject({
      method: 'POST',
      url: '/api/iniciarSesion',
      payload: { email, password },
      remoteAddress: ip,
    });
  const me = (token: string) =>
    server.app.inject({
      method: 'GET',
      url: '/api/usuarios/yo',
      headers: { authorization: `Bearer ${token}` },
    });

  it('signs in with the right password and answers the same for a wrong one or an unknown e-mail', async () => {
    const user = world.user(ROL.paciente);
    const ok = await signIn(user.email.toUpperCase(), PASSWORD, '10.0.0.2');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ error: false, user: { id: user.id, id_rol: 4 } });
    expect(ok.json().token.length).toBeGreaterThanOrEqual(40);
    expect((await me(ok.json().token)).json()).toMatchObject({ id: user.id, id_paciente: user.id });

    verify.mockClear();
    const wrong = await signIn(user.email, 'otra-clave-cualquiera', '10.0.0.3');
    expect(verify).toHaveBeenCalledTimes(1);
    verify.mockClear();
    const unknown = await signIn('nadie@prueba.test', 'otra-clave-cualquiera', '10.0.0.3');
    // The unknown e-mail is checked against a dummy argon2id hash: the same work, so the same time.
    expect(verify).toHaveBeenCalledTimes(1);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json()).toEqual({
      message: 'El correo electrónico o la contraseña no son correctos.',
    });
  });

  it('throttles failed sign-ins per account with 429 and Retry-After', async () => {
    const user = await world.newUser(ROL.medico);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await signIn(user.email, 'mala-clave-123', `10.1.0.${attempt}`)).statusCode).toBe(
        401,
      );
    }
    const locked = await signIn(user.email, PASSWORD, '10.1.0.9');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect(locked.json().message).toBe(
      'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
    );
    clock.advance(16 * 60_000);
    expect((await signIn(user.email, PASSWORD, '10.1.0.9')).statusCode).toBe(200);
  });

  it('throttles failed sign-ins per address, whatever the e-mail', async () => {
    for (let attempt = 0; attempt < 6; attempt++) {
      await signIn(`desconocido${attempt}@prueba.test`, 'mala-clave-123', '10.2.0.1');
    }
    const locked = await signIn(world.user(ROL.radiologo).email, PASSWORD, '10.2.0.1');
    expect(locked.statusCode).toBe(429);
    expect((await signIn(world.user(ROL.radiologo).email, PASSWORD, '10.2.0.2')).statusCode).toBe(
      200,
    );
  });

  it('lives the whole idle window after its last use, a use inside the unwritten minute too', async () => {
    // The app says 'se cierra tras 30 minutos sin actividad' and closes it then: the server may
    // not end it sooner, though it writes a use at most once a minute.
    const user = world.user(ROL.administrativo);
    const token = (await signIn(user.email, PASSWORD, '10.3.0.9')).json().token as string;
    clock.advance(50_000);
    // A use 50 s after sign-in, not written (under a minute since the last one written).
    expect((await me(token)).statusCode).toBe(200);
    clock.advance(30 * 60_000 - 1_000);
    expect((await me(token)).statusCode).toBe(200);
    // Idle a whole window after that last use: over.
    clock.advance(30 * 60_000 + 60_000);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('expires idle and old sessions, and revokes at sign-out', async () => {
    const user = world.user(ROL.administrativo);
    const token = (await signIn(user.email, PASSWORD, '10.3.0.1')).json().token as string;
    expect((await me(token)).statusCode).toBe(200);
    clock.advance(29 * 60_000);
    expect((await me(token)).statusCode).toBe(200);
    clock.advance(29 * 60_000);
    // Still alive: each use moves the idle expiry.
    expect((await me(token)).statusCode).toBe(200);
    clock.advance(31 * 60_000);
    const idle = await me(token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().message).toBe('Tu sesión ha caducado. Inicia sesión de nuevo.');

    const long = (await signIn(user.email, PASSWORD, '10.3.0.1')).json().token as string;
    // Used every 20 minutes, it lives until its absolute expiry (12 hours), not beyond.
    for (let use = 0; use < 35; use++) {
      clock.advance(20 * 60_000);
      expect((await me(long)).statusCode).toBe(200);
    }
    clock.advance(20 * 60_000);
    expect((await me(long)).statusCode).toBe(401);

    const fresh = (await signIn(user.email, PASSWORD, '10.3.0.1')).json().token as string;
    const out = await server.app.inject({
      method: 'POST',
      url: '/api/cerrarSesion',
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(out.statusCode).toBe(204);
    expect((await me(fresh)).statusCode).toBe(401);
  });

  it('says at sign-in and in usuarios/yo how long the session has left', async () => {
    const user = world.user(ROL.administrativo);
    const entrada = await signIn(user.email, PASSWORD, '10.3.0.2');
    expect(entrada.json().caducidad).toEqual({
      inactividad_segundos: 30 * 60,
      restante_segundos: 12 * 3600,
    });
    const token = entrada.json().token as string;
    clock.advance(28 * 60_000);
    // 'Seguir conectado' asks usuarios/yo: the idle window starts again, the absolute one not.
    const yo = await me(token);
    expect(yo.statusCode).toBe(200);
    expect(yo.json().caducidad).toEqual({
      inactividad_segundos: 30 * 60,
      restante_segundos: 12 * 3600 - 28 * 60,
    });
    clock.advance(28 * 60_000);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('refuses malformed and unknown tokens before reading the body', async () => {
    for (const header of [
      'Bearer',
      'Bearer x',
      'Basic abc',
      `Bearer ${'a'.repeat(43)}`,
      'Bearer ../../etc',
    ]) {
      const answer = await server.app.inject({
        method: 'POST',
        url: '/api/incidencias/guardarImagenesIncidencia',
        payload: 'esto no se lee',
        headers: { authorization: header, 'content-type': 'multipart/form-data; boundary=x' },
      });
      expect(answer.statusCode).toBe(401);
    }
    expect(server.storedFiles()).toEqual([]);
  });
});
