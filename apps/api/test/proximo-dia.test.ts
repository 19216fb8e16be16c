import { ROL } from '@clinica/api-client/reglas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from './fixture';
import { DATABASES, startTestServer, TestClock, type TestServer } from './harness';

/** Sunday 23 November 2031, 10:30 in Madrid: a closed day. */
const NOW = new Date('2031-11-23T09:30:00Z');

describe.each(DATABASES)('the next day with citas on %s', (kind) => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer(kind, { clock: new TestClock(NOW) });
    world = await World.create(server);
    const paciente = world.user(ROL.paciente).id;
    // Far after the world's own citas (a month after the clock): a cancelled family-medicine
    // cita, then a radiology one a week later.
    await world.newCita({
      paciente,
      medico: world.user(ROL.medico).id,
      estado: 'CANCELADA',
      fecha: '2032-06-07',
      hora: '09:00',
    });
    await world.newCita({
      paciente,
      radiologo: world.user(ROL.radiologo).id,
      fecha: '2032-06-14',
      hora: '10:00',
    });
  });
  afterAll(async () => server?.close());

  const proximo = async (token: string, query = '') => {
    const answer = await server.app.inject({
      method: 'GET',
      url: `/api/citas/proximoDiaConCitas${query}`,
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: answer.statusCode, body: answer.json() };
  };

  it('gives the first later day with citas in any state, never `desde` itself', async () => {
    const admin = world.user(ROL.administrativo).token;
    expect(await proximo(admin, '?desde=2032-06-01')).toEqual({
      status: 200,
      body: { fecha: '2032-06-07' },
    });
    expect((await proximo(admin, '?desde=2032-06-07')).body).toEqual({ fecha: '2032-06-14' });
    expect((await proximo(admin, '?desde=2032-06-14')).body).toEqual({ fecha: null });
  });

  it('starts from the clinic’s today without `desde`', async () => {
    const { body } = await proximo(world.user(ROL.administrativo).token);
    expect(body.fecha > '2031-11-23').toBe(true);
  });

  it('shows a radiologist only the days with radiology citas', async () => {
    const { body } = await proximo(world.user(ROL.radiologo).token, '?desde=2032-06-01');
    expect(body).toEqual({ fecha: '2032-06-14' });
  });

  it('refuses a date that is not one', async () => {
    const { status } = await proximo(world.user(ROL.administrativo).token, '?desde=2032-13-45');
    expect(status).toBe(400);
  });
});
