import { mensajeCumplirFuturo, ROL } from '@clinica/api-client/reglas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENDA_INICIAL, abreLaClinica } from '../src/domain/agenda';
import { addDays, wallClock } from '../src/domain/clinic-time';
import { World } from './fixture';
import { DATABASES, startTestServer, TestClock, type TestServer } from './harness';

/** Monday 1 December 2031, 10:30 in Madrid. */
const NOW = new Date('2031-12-01T09:30:00Z');

describe.each(DATABASES)('scheduling on %s', (kind) => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer(kind, { clock: new TestClock(NOW) });
    world = await World.create(server);
  });
  afterAll(async () => server?.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      payload: payload as object,
      headers: { authorization: `Bearer ${token}` },
    });

  it('books one slot exactly once when 50 patients ask at the same moment', async () => {
    const medico = world.user(ROL.medico);
    const patients = await Promise.all(
      Array.from({ length: 50 }, () => world.newUser(ROL.paciente)),
    );
    const slot = { fecha: '2031-12-10', hora: '10:00' };
    const answers = await Promise.all(
      patients.map((patient) =>
        call(patient.token, 'POST', '/api/citas/pedirCita', {
          tipo_cita: 'Presencial - Medicina familiar',
          id_medico: medico.id,
          ...slot,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const conflict = answers.find((answer) => answer.statusCode === 409);
    expect(conflict?.json()).toEqual({
      message: 'Ese hueco ya está ocupado. Elige otra hora.',
      errores: { hora: 'Ese hueco ya está ocupado. Elige otra hora.' },
    });
    const rows = await world.db
      .selectFrom('citas')
      .select('id')
      .where('id_medico', '=', medico.id)
      .where('fecha', '=', slot.fecha)
      .where('hora', '=', slot.hora)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps a patient from holding two live citas at the same time', async () => {
    const patient = await world.newUser(ROL.paciente);
    const slot = { fecha: '2031-12-11', hora: '09:00' };
    const first = await call(patient.token, 'POST', '/api/citas/pedirCita', {
      tipo_cita: 'Presencial - Medicina familiar',
      id_medico: world.user(ROL.medico).id,
      ...slot,
    });
    expect(first.statusCode).toBe(201);
    const second = await call(patient.token, 'POST', '/api/citas/pedirCita', {
      tipo_cita: 'Presencial - Medicina familiar',
      id_medico: world.user(ROL.medico, 'secondary').id,
      ...slot,
    });
    expect(second.statusCode).toBe(409);
    // Once cancelled, the slot is free again.
    const cancelled = await call(
      patient.token,
      'POST',
      `/api/citas/cancelarCita/${first.json().id}`,
    );
    expect(cancelled.statusCode).toBe(200);
    const third = await call(patient.token, 'POST', '/api/citas/pedirCita', {
      tipo_cita: 'Telefónica - Medicina familiar',
      id_medico: world.user(ROL.medico, 'secondary').id,
      ...slot,
    });
    expect(third.statusCode).toBe(201);
    expect(third.json().num_cita).toMatch(/^[0-9]{5}[A-Z]$/);
  });

  it('refuses citas in the past, outside working hours and off the hour', async () => {
    const patient = world.user(ROL.paciente);
    const book = (fecha: string, hora: string) =>
      call(patient.token, 'POST', '/api/citas/pedirCita', {
        tipo_cita: 'Presencial - Medicina familiar',
        id_medico: world.user(ROL.medico).id,
        fecha,
        hora,
      });
    // Earlier today (10:30 in Madrid) and yesterday.
    expect((await book('2031-12-01', '09:00')).json().errores).toEqual({
      fecha: 'No se pueden dar citas en el pasado.',
    });
    expect((await book('2031-11-28', '12:00')).statusCode).toBe(409);
    // Saturday and Sunday: the clinic is closed, whatever the hour.
    for (const [fecha, dia] of [
      ['2031-12-06', 'sábados'],
      ['2031-12-07', 'domingos'],
    ]) {
      const answer = await book(fecha as string, '10:00');
      expect(answer.statusCode).toBe(409);
      const message = `La clínica no abre los ${dia}. Elige otro día.`;
      expect(answer.json()).toEqual({ message, errores: { fecha: message } });
    }
    // Before 08:00, at 15:00 (closing time), and at half past.
    for (const [fecha, hora] of [
      ['2031-12-02', '07:00'],
      ['2031-12-02', '15:00'],
    ]) {
      const answer = await book(fecha as string, hora as string);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().errores.hora).toBe('Esa hora está fuera del horario del profesional.');
    }
    // Between two slots: citas start every 60 minutes from the opening.
    const entreDos = await book('2031-12-02', '10:30');
    expect(entreDos.statusCode).toBe(409);
    expect(entreDos.json()).toEqual({
      message: 'Las citas empiezan cada 60 minutos desde las 08:00: elige una de esas horas.',
      errores: {
        hora: 'Las citas empiezan cada 60 minutos desde las 08:00: elige una de esas horas.',
      },
    });
    // A date that does not exist.
    expect((await book('2031-02-30', '10:00')).statusCode).toBe(400);
  });

  it('lists free one-hour slots of the clinic day, none in the past', async () => {
    const admin = world.user(ROL.administrativo);
    const medico = await world.newUser(ROL.medico);
    const today = wallClock(server.clock.now(), 'Europe/Madrid');
    const free = await call(
      admin.token,
      'GET',
      `/api/citas/huecosLibres?fecha=${today.fecha}&id_medico=${medico.id}`,
    );
    expect(free.json()).toEqual({ huecos: ['11:00', '12:00', '13:00', '14:00'] });
    let tomorrow = addDays(today.fecha, 1);
    while (!abreLaClinica(AGENDA_INICIAL, tomorrow)) tomorrow = addDays(tomorrow, 1);
    await world.newCita({
      paciente: world.user(ROL.paciente).id,
      medico: medico.id,
      fecha: tomorrow,
      hora: '09:00',
    });
    await world.newCita({
      paciente: world.user(ROL.paciente, 'secondary').id,
      medico: medico.id,
      fecha: tomorrow,
      hora: '10:00',
      estado: 'CANCELADA',
    });
    const next = await call(
      admin.token,
      'GET',
      `/api/citas/huecosLibres?fecha=${tomorrow}&id_medico=${medico.id}`,
    );
    expect(next.json().huecos).toEqual(['08:00', '10:00', '11:00', '12:00', '13:00', '14:00']);
    const past = await call(
      admin.token,
      'GET',
      `/api/citas/huecosLibres?fecha=2031-11-28&id_medico=${medico.id}`,
    );
    expect(past.json().huecos).toEqual([]);
    const both = await call(admin.token, 'GET', `/api/citas/huecosLibres?fecha=${tomorrow}`);
    expect(both.statusCode).toBe(400);
  });

  it('follows working hours a professional has of their own', async () => {
    const medico = await world.newUser(ROL.medico);
    await world.db
      .insertInto('horarios')
      .values({ id_usuario: medico.id, dia_semana: 2, hora_inicio: '10:00', hora_fin: '13:00' })
      .execute();
    const admin = world.user(ROL.administrativo);
    const tuesday = await call(
      admin.token,
      'GET',
      `/api/citas/huecosLibres?fecha=2031-12-02&id_medico=${medico.id}`,
    );
    expect(tuesday.json().huecos).toEqual(['10:00', '11:00', '12:00']);
    const wednesday = await call(
      admin.token,
      'GET',
      `/api/citas/huecosLibres?fecha=2031-12-03&id_medico=${medico.id}`,
    );
    expect(wednesday.json().huecos).toEqual([]);
  });

  it('opens no slot on a day the clinic is closed, even in hours of their own', async () => {
    const medico = await world.newUser(ROL.medico);
    await world.db
      .insertInto('horarios')
      .values({ id_usuario: medico.id, dia_semana: 6, hora_inicio: '09:00', hora_fin: '13:00' })
      .execute();
    const admin = world.user(ROL.administrativo);
    const saturday = await call(
      admin.token,
      'GET',
      `/api/citas/huecosLibres?fecha=2031-12-06&id_medico=${medico.id}`,
    );
    expect(saturday.json()).toEqual({ huecos: [] });
    const sunday = await call(
      admin.token,
      'GET',
      `/api/citas/huecosLibres?fecha=2031-12-07&id_radiologo=${world.user(ROL.radiologo).id}`,
    );
    expect(sunday.json()).toEqual({ huecos: [] });
    const booked = await call(world.user(ROL.paciente).token, 'POST', '/api/citas/pedirCita', {
      tipo_cita: 'Presencial - Medicina familiar',
      id_medico: medico.id,
      fecha: '2031-12-06',
      hora: '10:00',
    });
    expect(booked.statusCode).toBe(409);
    expect(booked.json().errores).toEqual({
      fecha: 'La clínica no abre los sábados. Elige otro día.',
    });
  });

  describe('modifying a family-medicine cita (docs/decisiones.md (31))', () => {
    const put = (token: string, id: number, body: object) =>
      call(token, 'PUT', `/api/citas/actualizar/${id}`, body);

    it('moves it to a free slot of another doctor, and frees the old one', async () => {
      const admin = world.user(ROL.administrativo);
      const [before, after] = [await world.newUser(ROL.medico), await world.newUser(ROL.medico)];
      const id = await world.newCita({
        paciente: world.user(ROL.paciente).id,
        medico: before.id,
        fecha: '2031-12-16',
        hora: '09:00',
      });
      const moved = await put(admin.token, id, {
        fecha: '2031-12-17',
        hora: '12:00',
        idMedico: after.id,
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({
        id,
        fecha: '2031-12-17',
        hora: '12:00',
        id_medico: after.id,
        id_radiologo: null,
        especialidad: 1,
        tipo_cita: 'Presencial - Medicina familiar',
        estado: 'EN_CURSO',
      });
      const freed = await call(
        admin.token,
        'GET',
        `/api/citas/huecosLibres?fecha=2031-12-16&id_medico=${before.id}`,
      );
      expect(freed.json().huecos).toContain('09:00');
      const taken = await call(
        admin.token,
        'GET',
        `/api/citas/huecosLibres?fecha=2031-12-17&id_medico=${after.id}`,
      );
      expect(taken.json().huecos).not.toContain('12:00');
      // Only the hour changes, with the same doctor: its own slot is no obstacle.
      const sameDoctor = await put(admin.token, id, {
        fecha: '2031-12-17',
        hora: '13:00',
        idMedico: after.id,
      });
      expect(sameDoctor.json()).toMatchObject({ hora: '13:00', id_medico: after.id });
    });

    it('answers 409 for a slot the doctor already has, and leaves the cita as it was', async () => {
      const admin = world.user(ROL.administrativo);
      const medico = await world.newUser(ROL.medico);
      const slot = { fecha: '2031-12-18', hora: '10:00' };
      await world.newCita({ paciente: world.user(ROL.paciente).id, medico: medico.id, ...slot });
      const id = await world.newCita({
        paciente: world.user(ROL.paciente, 'secondary').id,
        medico: medico.id,
        fecha: '2031-12-18',
        hora: '11:00',
      });
      const answer = await put(admin.token, id, { ...slot, idMedico: medico.id });
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({
        message: 'Ese hueco ya está ocupado. Elige otra hora.',
        errores: { hora: 'Ese hueco ya está ocupado. Elige otra hora.' },
      });
      const row = await world.db
        .selectFrom('citas')
        .select(['fecha', 'hora', 'id_medico'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ hora: '11:00', id_medico: medico.id });
    });

    it('refuses a professional of the other kind, both ways, on the field sent', async () => {
      const admin = world.user(ROL.administrativo);
      const familia = await world.newCita({
        paciente: world.user(ROL.paciente).id,
        medico: world.user(ROL.medico).id,
      });
      const conRadiologo = await put(admin.token, familia, {
        fecha: '2031-12-19',
        hora: '09:00',
        idRadiologo: world.user(ROL.radiologo).id,
      });
      expect(conRadiologo.statusCode).toBe(409);
      expect(conRadiologo.json()).toEqual({
        message: 'Esta cita es de medicina; elige un médico, no un radiólogo.',
        errores: { idRadiologo: 'Esta cita es de medicina; elige un médico, no un radiólogo.' },
      });
      const radiologia = await world.newCita({
        paciente: world.user(ROL.paciente, 'secondary').id,
        radiologo: world.user(ROL.radiologo).id,
      });
      const conMedico = await put(admin.token, radiologia, {
        fecha: '2031-12-19',
        hora: '09:00',
        idMedico: world.user(ROL.medico).id,
      });
      expect(conMedico.statusCode).toBe(409);
      expect(conMedico.json().errores).toEqual({
        idMedico: 'Esta cita es de radiología; elige un radiólogo, no un médico.',
      });
      // Both, or neither: the contract's oneOf refuses the body itself.
      const ambos = await put(admin.token, familia, {
        fecha: '2031-12-19',
        hora: '09:00',
        idMedico: world.user(ROL.medico).id,
        idRadiologo: world.user(ROL.radiologo).id,
      });
      expect(ambos.statusCode).toBe(400);
      const ninguno = await put(admin.token, familia, { fecha: '2031-12-19', hora: '09:00' });
      expect(ninguno.statusCode).toBe(400);
      expect(ninguno.json().errores).toEqual({
        idRadiologo: 'Selecciona un radiólogo.',
        idMedico: 'Selecciona un médico.',
      });
      // A doctor that does not exist.
      const nadie = await put(admin.token, familia, {
        fecha: '2031-12-19',
        hora: '09:00',
        idMedico: 999_999,
      });
      expect(nadie.statusCode).toBe(404);
    });

    it('moves only live citas, and never to a closed day', async () => {
      const admin = world.user(ROL.administrativo);
      const medico = world.user(ROL.medico);
      for (const estado of ['CUMPLIDA', 'CANCELADA'] as const) {
        const id = await world.newCita({
          paciente: world.user(ROL.paciente).id,
          medico: medico.id,
          estado,
        });
        const answer = await put(admin.token, id, {
          fecha: '2031-12-22',
          hora: '09:00',
          idMedico: medico.id,
        });
        expect(answer.statusCode).toBe(409);
        expect(answer.json().message).toBe('Solo se pueden modificar citas programadas.');
      }
      const id = await world.newCita({ paciente: world.user(ROL.paciente).id, medico: medico.id });
      const saturday = await put(admin.token, id, {
        fecha: '2031-12-20',
        hora: '09:00',
        idMedico: medico.id,
      });
      expect(saturday.statusCode).toBe(409);
      expect(saturday.json().errores).toEqual({
        fecha: 'La clínica no abre los sábados. Elige otro día.',
      });
    });
  });

  it('lets only live citas change, with the states of spec §4', async () => {
    const admin = world.user(ROL.administrativo);
    const radiologo = world.user(ROL.radiologo);
    const created = await call(admin.token, 'POST', '/api/citas/guardar', {
      fecha: '2031-12-12',
      hora: '11:00',
      id_paciente: world.user(ROL.paciente).id,
      id_radiologo: radiologo.id,
      num_cita: '11111A',
      estado: 'CUMPLIDA',
      id_administrativo: 999,
    });
    expect(created.statusCode).toBe(201);
    const cita = created.json();
    // The server makes the number, sets EN_CURSO and takes the caller's id (docs/decisiones.md (18)).
    expect(cita).toMatchObject({
      estado: 'EN_CURSO',
      id_administrativo: admin.id,
      especialidad: 2,
      tipo_cita: 'Radiologia',
    });
    expect(cita.num_cita).not.toBe('11111A');
    const moved = await call(admin.token, 'PUT', `/api/citas/actualizar/${cita.id}`, {
      fecha: '2031-12-15',
      hora: '12:00',
      idRadiologo: world.user(ROL.radiologo, 'secondary').id,
    });
    expect(moved.json()).toMatchObject({
      fecha: '2031-12-15',
      hora: '12:00',
      id_radiologo: world.user(ROL.radiologo, 'secondary').id,
    });
    const found = await call(
      radiologo.token,
      'GET',
      `/api/citas/comprobarNumCita?num_cita=${cita.num_cita}`,
    );
    expect(found.json()[0]).toMatchObject({
      id: cita.id,
      dni_paciente: world.user(ROL.paciente).dni,
    });
    // Moved to the secondary radiologist: only the one it is assigned to may fulfil it now.
    const asignado = world.user(ROL.radiologo, 'secondary');
    const notAssigned = await call(radiologo.token, 'POST', `/api/citas/cumplirCita/${cita.id}`);
    expect(notAssigned.statusCode).toBe(403);
    // Not before its day (docs/decisiones.md (60)): the cita stays as it was.
    const early = await call(asignado.token, 'POST', `/api/citas/cumplirCita/${cita.id}`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(mensajeCumplirFuturo('2031-12-15'));
    // Its day comes: the clinic's today is the cita's (the sessions' clock is left alone).
    await world.db.updateTable('citas').set(world.todaySlot()).where('id', '=', cita.id).execute();
    const fulfilled = await call(asignado.token, 'POST', `/api/citas/cumplirCita/${cita.id}`);
    expect(fulfilled.json().estado).toBe('CUMPLIDA');
    for (const [method, url, message] of [
      ['POST', `/api/citas/cumplirCita/${cita.id}`, 'Solo se pueden cumplir citas programadas.'],
      ['POST', `/api/citas/cancelarCita/${cita.id}`, 'Solo se pueden cancelar citas programadas.'],
      ['PUT', `/api/citas/actualizar/${cita.id}`, 'Solo se pueden modificar citas programadas.'],
    ] as const) {
      const token = method === 'PUT' || url.includes('cancelar') ? admin.token : asignado.token;
      const answer = await call(
        token,
        method,
        url,
        method === 'PUT'
          ? { fecha: '2031-12-16', hora: '09:00', idRadiologo: radiologo.id }
          : undefined,
      );
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(message);
    }
  });

  it('asks patients for 24 hours of notice to cancel, not staff', async () => {
    const patient = await world.newUser(ROL.paciente);
    const medico = world.user(ROL.medico);
    const soon = await world.newCita({
      paciente: patient.id,
      medico: medico.id,
      fecha: '2031-12-02',
      hora: '09:00',
    });
    const refused = await call(patient.token, 'POST', `/api/citas/cancelarCita/${soon}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Las citas solo se pueden cancelar con al menos 24 horas de antelación.',
    );
    const byDoctor = await call(medico.token, 'POST', `/api/citas/cancelarCita/${soon}`);
    expect(byDoctor.json().estado).toBe('CANCELADA');
  });

  it('tells the app the notice it applies to patients, from its setting', async () => {
    const patient = await world.newUser(ROL.paciente);
    const answer = await call(patient.token, 'GET', '/api/citas/antelacionCancelacion');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ horas: 24 });
    const anonymous = await server.app.inject({ url: '/api/citas/antelacionCancelacion' });
    expect(anonymous.statusCode).toBe(401);

    const other = await startTestServer(kind, { settings: { patientCancelNoticeHours: 48 } });
    try {
      const someone = await World.create(other);
      const answer48 = await other.app.inject({
        url: '/api/citas/antelacionCancelacion',
        headers: { authorization: `Bearer ${someone.user(ROL.paciente).token}` },
      });
      expect(answer48.json()).toEqual({ horas: 48 });
    } finally {
      await other.close();
    }
  });

  it('makes unique numbers of 5 digits and a letter', async () => {
    const rows = await world.db.selectFrom('citas').select('num_cita').execute();
    const numbers = rows.map((row) => row.num_cita);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const number of numbers) expect(number).toMatch(/^[0-9]{5}[A-Z]$/);
  });
});
