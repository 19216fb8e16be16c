import { ROL } from '@clinica/api-client/reglas';
/**
 * One address must not lock out everyone. Behind a clinic's proxy or NAT every
 * desk shares one address; the proxy trust, the limits and the sign-in throttle are settings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../src/config';
import { PASSWORD, World } from './fixture';
import { DATABASES, startTestServer, TestClock, type TestServer } from './harness';

const MESSAGE = 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.';

describe.each(DATABASES)('the sign-in throttle behind one address, on %s', (kind) => {
  let server: TestServer;
  let world: World;
  const clock = new TestClock(new Date('2031-06-02T08:00:00Z'));
  const clinic = '192.0.2.10';

  beforeAll(async () => {
    // The settings carry the limits: 2 failures per account, 4 per address.
    const settings = readSettings({
      CLINICA_SIGNIN_FAILURES_PER_ACCOUNT: '2',
      CLINICA_SIGNIN_FAILURES_PER_ADDRESS: '4',
      CLINICA_SIGNIN_LOCK_MINUTES: '10',
    });
    server = await startTestServer(kind, { clock, throttle: settings.throttle });
    world = await World.create(server);
  });
  afterAll(async () => server?.close());

  const signIn = (email: string, password: string, ip: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/iniciarSesion',
      payload: { email, password },
      remoteAddress: ip,
    });

  it('keeps the clinic signing in while someone tries passwords from the same address', async () => {
    const doctor = await world.newUser(ROL.medico);
    const receptionist = await world.newUser(ROL.administrativo);
    const newcomer = await world.newUser(ROL.radiologo);
    // Both members of staff signed in from the clinic's address before.
    expect((await signIn(doctor.email, PASSWORD, clinic)).statusCode).toBe(200);
    expect((await signIn(receptionist.email, PASSWORD, clinic)).statusCode).toBe(200);

    // Four failures from the clinic's address: the address limit.
    for (const email of ['a@prueba.test', 'b@prueba.test', 'c@prueba.test', 'd@prueba.test']) {
      expect((await signIn(email, 'mala-clave-123', clinic)).statusCode).toBe(401);
    }
    // Before the fix, every account got 429 here, the right password too.
    const doctorAgain = await signIn(doctor.email, PASSWORD, clinic);
    expect(doctorAgain.statusCode).toBe(200);
    expect((await signIn(receptionist.email, PASSWORD, clinic)).statusCode).toBe(200);

    // What the address tries next gets 429 before any password is checked: other accounts,
    // unknown e-mails, the right password of an account never used from here.
    for (const [email, password] of [
      ['e@prueba.test', 'mala-clave-123'],
      [newcomer.email, PASSWORD],
    ] as const) {
      const blocked = await signIn(email, password, clinic);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: MESSAGE });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(500);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(600);
    }
    // From another address, the newcomer signs in.
    expect((await signIn(newcomer.email, PASSWORD, '198.51.100.7')).statusCode).toBe(200);
    // The block ends after CLINICA_SIGNIN_LOCK_MINUTES.
    clock.advance(11 * 60_000);
    expect((await signIn(newcomer.email, PASSWORD, clinic)).statusCode).toBe(200);
  });

  it('locks an account after its own failures, from any address, with Retry-After', async () => {
    const patient = await world.newUser(ROL.paciente);
    expect((await signIn(patient.email, 'mala-clave-123', '203.0.113.1')).statusCode).toBe(401);
    expect((await signIn(patient.email, 'mala-clave-124', '203.0.113.2')).statusCode).toBe(401);
    const locked = await signIn(patient.email, PASSWORD, '203.0.113.3');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: MESSAGE });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('records failed and refused sign-ins in the audit log with the address', async () => {
    const rows = await server.database.connection.db
      .selectFrom('auditoria')
      .select(['accion', 'resultado', 'direccion'])
      .where('accion', '=', 'iniciar_sesion')
      .where('direccion', '=', clinic)
      .execute();
    expect(rows.filter((row) => row.resultado === 'fallido').length).toBeGreaterThanOrEqual(6);
    expect(rows.filter((row) => row.resultado === 'permitido').length).toBeGreaterThanOrEqual(4);
  });
});

describe.each(DATABASES)('the client address through a trusted proxy, on %s', (kind) => {
  const throttle = {
    perAccount: 100,
    perAddress: 2,
    windowMinutes: 15,
    lockMinutes: 15,
    knownDays: 30,
  };
  const attempt = (server: TestServer, forwardedFor: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/iniciarSesion',
      payload: { email: 'nadie@prueba.test', password: 'mala-clave-123' },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts each forwarded client apart when the proxy is trusted', async () => {
    const server = await startTestServer(kind, {
      throttle,
      settings: { trustProxy: readSettings({ CLINICA_TRUST_PROXY: '127.0.0.1' }).trustProxy },
    });
    try {
      await attempt(server, '198.51.100.1');
      await attempt(server, '198.51.100.1');
      expect((await attempt(server, '198.51.100.1')).statusCode).toBe(429);
      // Another client behind the same proxy is not blocked.
      expect((await attempt(server, '198.51.100.2')).statusCode).toBe(401);
    } finally {
      await server.close();
    }
  });

  it('ignores X-Forwarded-For when no proxy is trusted (the default)', async () => {
    const server = await startTestServer(kind, { throttle });
    try {
      await attempt(server, '198.51.100.1');
      await attempt(server, '198.51.100.2');
      // Both came from 127.0.0.1, whatever the header said.
      expect((await attempt(server, '198.51.100.3')).statusCode).toBe(429);
    } finally {
      await server.close();
    }
  });
});

describe('the limits are settings', () => {
  it('reads the proxy trust, the rate limit and the sign-in limits, and refuses nonsense', () => {
    const defaults = readSettings({});
    expect(defaults.trustProxy).toBe(false);
    expect(defaults.requestsPerMinute).toBe(1200);
    expect(defaults.throttle).toEqual({
      perAccount: 5,
      perAddress: 20,
      windowMinutes: 15,
      lockMinutes: 15,
      knownDays: 30,
    });
    expect(readSettings({ CLINICA_TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readSettings({ CLINICA_TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readSettings({ CLINICA_TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(readSettings({ CLINICA_RATE_LIMIT_PER_MINUTE: '6000' }).requestsPerMinute).toBe(6000);
    expect(() => readSettings({ CLINICA_TRUST_PROXY: 'mi proxy' })).toThrow(/CLINICA_TRUST_PROXY/);
    expect(() => readSettings({ CLINICA_SIGNIN_FAILURES_PER_ADDRESS: '0' })).toThrow(
      /CLINICA_SIGNIN_FAILURES_PER_ADDRESS/,
    );
  });

  it('applies the rate limit from the settings, with a Spanish 429 and Retry-After', async () => {
    const settings = readSettings({ CLINICA_RATE_LIMIT_PER_MINUTE: '3' });
    const server = await startTestServer('pglite', {
      settings: { requestsPerMinute: settings.requestsPerMinute },
      requestsPerMinute: 'settings',
    });
    try {
      const answers = [];
      for (let call = 0; call < 4; call++) {
        answers.push(await server.app.inject({ method: 'GET', url: '/api/salud' }));
      }
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
      expect(answers[3]?.json()).toEqual({ message: MESSAGE });
      expect(Number(answers[3]?.headers['retry-after'])).toBeGreaterThan(0);
      // The FHIR API counts with the app's: the same address is over its limit there too.
      const fhir = await server.app.inject({ method: 'GET', url: '/fhir/r4/metadata' });
      expect(fhir.statusCode).toBe(429);
      expect(fhir.json()).toMatchObject({
        resourceType: 'OperationOutcome',
        issue: [{ code: 'throttled', diagnostics: MESSAGE }],
      });
      expect(Number(fhir.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });
});
