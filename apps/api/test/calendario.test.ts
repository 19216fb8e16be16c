import { ROL } from '@clinica/api-client/reglas';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLINICA_DEMO } from '../src/seed/demo-people';
import { World } from './fixture';
import { DATABASES, startTestServer, TestClock, type TestServer } from './harness';

/** Monday 1 December 2031, 09:30 in Madrid. */
const NOW = new Date('2031-12-01T08:30:00Z');

/** Reads a calendar file back with ical.js, a parser that is not the one that wrote it. */
function leer(texto: string) {
  const calendario = new ICAL.Component(ICAL.parse(texto));
  const zona = calendario.getFirstSubcomponent('vtimezone');
  if (zona) ICAL.TimezoneService.register(new ICAL.Timezone(zona));
  const vevent = calendario.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('sin VEVENT');
  const evento = new ICAL.Event(vevent);
  return { calendario, vevent, evento };
}

describe.each(DATABASES)('a cita as a calendar file on %s', (kind) => {
  let server: TestServer;
  let world: World;
  let invierno: number;
  let verano: number;

  beforeAll(async () => {
    server = await startTestServer(kind, { clock: new TestClock(NOW) });
    world = await World.create(server);
    // The clinic's data live in the database ('Agenda'), here the demo clinic's.
    await world.db.updateTable('clinica').set(CLINICA_DEMO).execute();
    const paciente = world.user(ROL.paciente).id;
    const medico = world.user(ROL.medico).id;
    invierno = await world.newCita({ paciente, medico, fecha: '2031-12-02', hora: '10:00' });
    verano = await world.newCita({
      paciente,
      radiologo: world.user(ROL.radiologo).id,
      fecha: '2032-07-06',
      hora: '14:00',
    });
  });
  afterAll(async () => server?.close());

  const calendario = (id: number, rol: keyof typeof ROL, which?: 'secondary') =>
    server.app.inject({
      method: 'GET',
      url: `/api/citas/calendario/${id}`,
      headers: { authorization: `Bearer ${world.user(ROL[rol], which).token}` },
    });

  const numCita = async (id: number) =>
    (
      await world.db
        .selectFrom('citas')
        .select('num_cita')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).num_cita;

  it('gives the patient their cita: UID, the clinic’s hour in Europe/Madrid, place, two reminders', async () => {
    const answer = await calendario(invierno, 'paciente');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const num = await numCita(invierno);
    expect(answer.headers['content-disposition']).toContain(`filename="cita-${num}.ics"`);
    const texto = answer.body;
    // RFC 5545: CRLF lines of at most 75 octets.
    expect(texto.endsWith('\r\n')).toBe(true);
    expect(texto.replaceAll('\r\n', '')).not.toMatch(/\n/);
    for (const linea of texto.split('\r\n')) {
      expect(Buffer.byteLength(linea)).toBeLessThanOrEqual(75);
    }

    const { calendario: vcalendar, vevent, evento } = leer(texto);
    expect(vcalendar.getAllSubcomponents('vevent')).toHaveLength(1);
    expect(evento.uid).toBe(`cita-${num}@clinica`);
    expect(evento.sequence).toBe(0);
    const dtstart = vevent.getFirstProperty('dtstart');
    expect(dtstart?.getParameter('tzid')).toBe('Europe/Madrid');
    expect(evento.startDate.toString()).toBe('2031-12-02T10:00:00');
    expect(evento.endDate.toString()).toBe('2031-12-02T11:00:00');
    // In winter Madrid is UTC+1: 10:00 there is 09:00 UTC.
    expect(evento.startDate.toJSDate().toISOString()).toBe('2031-12-02T09:00:00.000Z');
    expect(evento.location).toBe(`Clínica San Rafael, ${CLINICA_DEMO.direccion}`);
    expect(evento.summary).toBe(`Cita ${num}: Presencial - Medicina familiar`);
    expect(evento.description).toContain(`Número de cita: ${num}`);
    expect(evento.description).toContain('Médico: ');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    const avisos = vevent.getAllSubcomponents('valarm');
    expect(avisos.map((a) => String(a.getFirstPropertyValue('trigger')))).toEqual([
      '-P1D',
      '-PT1H',
    ]);
    expect(avisos.map((a) => a.getFirstPropertyValue('action'))).toEqual(['DISPLAY', 'DISPLAY']);
    expect(avisos[0]?.getFirstPropertyValue('description')).toBe(
      `Recordatorio: tu cita ${num} es mañana, a las 10:00.`,
    );
  });

  it('lasts as long as the clinic’s citas: 30 minutes when it says so', async () => {
    await world.db.updateTable('clinica').set({ minutos_por_hueco: 30 }).execute();
    try {
      const { evento } = leer((await calendario(invierno, 'paciente')).body);
      expect(evento.endDate.toString()).toBe('2031-12-02T10:30:00');
    } finally {
      await world.db.updateTable('clinica').set({ minutos_por_hueco: 60 }).execute();
    }
  });

  it('keeps the summer hour too (UTC+2), and names the radiologist', async () => {
    const { evento } = leer((await calendario(verano, 'paciente')).body);
    expect(evento.startDate.toString()).toBe('2032-07-06T14:00:00');
    expect(evento.startDate.toJSDate().toISOString()).toBe('2032-07-06T12:00:00.000Z');
    expect(evento.description).toContain('Radiólogo: ');
  });

  it('a telephone cita takes place on the patient’s phone', async () => {
    const paciente = world.user(ROL.paciente).id;
    const id = await world.newCita({ paciente, medico: world.user(ROL.medico).id });
    await world.db
      .updateTable('citas')
      .set({ tipo_cita: 'Telefónica - Medicina familiar' })
      .where('id', '=', id)
      .execute();
    const { evento } = leer((await calendario(id, 'paciente')).body);
    expect(evento.location).toBe('Te llamarán al 600 000 000');
    expect(evento.description).not.toContain(CLINICA_DEMO.direccion);
  });

  it('the same UID with a higher SEQUENCE once the cita changes (cancelled: STATUS CANCELLED)', async () => {
    const paciente = world.user(ROL.paciente).id;
    const id = await world.newCita({ paciente, medico: world.user(ROL.medico).id });
    const antes = leer((await calendario(id, 'paciente')).body);
    const cancelada = await server.app.inject({
      method: 'POST',
      url: `/api/citas/cancelarCita/${id}`,
      headers: { authorization: `Bearer ${world.user(ROL.administrativo).token}` },
    });
    expect(cancelada.statusCode).toBe(200);
    const despues = leer((await calendario(id, 'paciente')).body);
    expect(despues.evento.uid).toBe(antes.evento.uid);
    expect([antes.evento.sequence, despues.evento.sequence]).toEqual([0, 1]);
    expect(despues.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('is read like the cita: staff may, another patient or a stranger doctor gets 404', async () => {
    expect((await calendario(invierno, 'administrativo')).statusCode).toBe(200);
    expect((await calendario(invierno, 'medico')).statusCode).toBe(200);
    for (const [rol, which] of [
      ['paciente', 'secondary'],
      ['medico', 'secondary'],
    ] as const) {
      const answer = await calendario(invierno, rol, which);
      expect([rol, answer.statusCode]).toEqual([rol, 404]);
      expect(answer.json()).toMatchObject({ message: 'No existe ninguna cita con ese id.' });
    }
    expect((await calendario(999_999, 'paciente')).statusCode).toBe(404);
    const sinSesion = await server.app.inject({
      method: 'GET',
      url: `/api/citas/calendario/${invierno}`,
    });
    expect(sinSesion.statusCode).toBe(401);
  });
});
