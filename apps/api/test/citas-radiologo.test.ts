import { ROL } from '@clinica/api-client/reglas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, wallClock } from '../src/domain/clinic-time';
import { type TestUser, World } from './fixture';
import { DATABASES, startTestServer, type TestServer } from './harness';

/**
 * The radiologist's 'Citas' list in one request (GET /api/citas/mostrarCitasRadiologo/{id}):
 * their own citas, any state, from a day over a window of days, by date and time; another
 * radiologist's id is refused (self-user), as the doctor's `mostrarCitasMedico/{id}`.
 */
describe.each(DATABASES)("radiologist's citas on %s", (kind) => {
  let server: TestServer;
  let world: World;
  let hoy: string;
  let radiologo: TestUser;
  let otroRadiologo: TestUser;
  let paciente: TestUser;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer(kind);
    world = await World.create(server);
    hoy = wallClock(server.clock.now(), server.settings.timeZone).fecha;
    // Fresh radiologists, so no other test's cita lands in their window.
    radiologo = await world.newUser(ROL.radiologo);
    otroRadiologo = await world.newUser(ROL.radiologo);
    paciente = world.user(ROL.paciente);
    const cita = (fecha: string, hora: string, extra: object = {}) =>
      world.newCita({ paciente: paciente.id, radiologo: radiologo.id, fecha, hora, ...extra });
    ids.ayer = await cita(addDays(hoy, -1), '09:00');
    ids.haceUnMes = await cita(addDays(hoy, -30), '13:00');
    ids.ayerCumplida = await cita(addDays(hoy, -1), '10:00', { estado: 'CUMPLIDA' });
    ids.ayerCancelada = await cita(addDays(hoy, -1), '11:00', { estado: 'CANCELADA' });
    ids.hoyTarde = await cita(hoy, '12:00');
    ids.hoyPronto = await cita(hoy, '08:00');
    ids.cancelada = await cita(addDays(hoy, 2), '10:00', { estado: 'CANCELADA' });
    ids.cumplida = await cita(addDays(hoy, 3), '09:00', { estado: 'CUMPLIDA' });
    ids.ultimoDia = await cita(addDays(hoy, 13), '14:00');
    ids.fuera = await cita(addDays(hoy, 14), '08:00');
    ids.deOtro = await world.newCita({
      paciente: paciente.id,
      radiologo: otroRadiologo.id,
      fecha: hoy,
      hora: '10:00',
    });
    ids.medicina = await world.newCita({
      paciente: paciente.id,
      medico: world.user(ROL.medico).id,
      fecha: hoy,
      hora: '11:00',
    });
  });
  afterAll(async () => server?.close());

  const get = (user: TestUser, url: string) =>
    server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${user.token}` } });

  it('with pendientes, adds those of earlier days still without their report, oldest first', async () => {
    // docs/decisiones.md (60): a report is written from the cita's day on; these wait for it.
    const respuesta = await get(
      radiologo,
      `/api/citas/mostrarCitasRadiologo/${radiologo.id}?pendientes=true`,
    );
    expect(respuesta.statusCode).toBe(200);
    expect((respuesta.json() as Array<{ id: number }>).map((c) => c.id)).toEqual([
      ids.haceUnMes,
      ids.ayer,
      ids.hoyPronto,
      ids.hoyTarde,
      ids.cancelada,
      ids.cumplida,
      ids.ultimoDia,
    ]);
  });

  it('gives their own citas from today over 14 days, any state, by date and time', async () => {
    const respuesta = await get(radiologo, `/api/citas/mostrarCitasRadiologo/${radiologo.id}`);
    expect(respuesta.statusCode).toBe(200);
    const citas = respuesta.json() as Array<Record<string, unknown>>;
    expect(citas.map((c) => c.id)).toEqual([
      ids.hoyPronto,
      ids.hoyTarde,
      ids.cancelada,
      ids.cumplida,
      ids.ultimoDia,
    ]);
    expect(citas.map((c) => c.estado)).toEqual([
      'EN_CURSO',
      'EN_CURSO',
      'CANCELADA',
      'CUMPLIDA',
      'EN_CURSO',
    ]);
    // The listing the page shows: the patient's name and DNI come with each cita.
    expect(citas[0]).toMatchObject({
      fecha: hoy,
      hora: '08:00',
      id_radiologo: radiologo.id,
      id_paciente: paciente.id,
      dni_paciente: paciente.dni,
    });
    expect(String(citas[0]?.nombre_completo_paciente)).toContain('Prueba');
  });

  it('takes the first day and the number of days from the query', async () => {
    const url = `/api/citas/mostrarCitasRadiologo/${radiologo.id}`;
    const desdeAyer = await get(radiologo, `${url}?desde=${addDays(hoy, -1)}&dias=2`);
    expect(desdeAyer.statusCode).toBe(200);
    expect(desdeAyer.json().map((c: { id: number }) => c.id)).toEqual([
      ids.ayer,
      ids.ayerCumplida,
      ids.ayerCancelada,
      ids.hoyPronto,
      ids.hoyTarde,
    ]);
    const ultimo = await get(radiologo, `${url}?desde=${addDays(hoy, 13)}&dias=1`);
    expect(ultimo.json().map((c: { id: number }) => c.id)).toEqual([ids.ultimoDia]);
    const largo = await get(radiologo, `${url}?dias=15`);
    expect(largo.json().map((c: { id: number }) => c.id)).toContain(ids.fuera);
  });

  it("refuses another radiologist's id, another role, and a bad window", async () => {
    const ajenas = await get(radiologo, `/api/citas/mostrarCitasRadiologo/${otroRadiologo.id}`);
    expect(ajenas.statusCode).toBe(403);
    expect(ajenas.json().message).toEqual(expect.any(String));

    const medico = world.user(ROL.medico);
    expect((await get(medico, `/api/citas/mostrarCitasRadiologo/${medico.id}`)).statusCode).toBe(
      403,
    );
    const admin = world.user(ROL.administrativo);
    expect((await get(admin, `/api/citas/mostrarCitasRadiologo/${radiologo.id}`)).statusCode).toBe(
      403,
    );

    const url = `/api/citas/mostrarCitasRadiologo/${radiologo.id}`;
    for (const query of ['dias=0', 'dias=63', 'dias=dos', 'desde=2026-02-30', 'desde=mañana']) {
      const mala = await get(radiologo, `${url}?${encodeURI(query)}`);
      expect(mala.statusCode, query).toBe(400);
      expect(mala.json().message, query).toEqual(expect.any(String));
    }
    const sinSesion = await server.app.inject({ method: 'GET', url });
    expect(sinSesion.statusCode).toBe(401);
  });
});
