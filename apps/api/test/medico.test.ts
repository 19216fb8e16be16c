import { mensajeDiagnosticoFuturo, ROL } from '@clinica/api-client/reglas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, wallClock } from '../src/domain/clinic-time';
import { MENSAJES } from '../src/http/errors';
import { type TestUser, World } from './fixture';
import { DATABASES, startTestServer, type TestServer } from './harness';
import { MISSING } from './requests';

/**
 * The doctor's area (§2.5, docs/decisiones.md (2, 14)): a doctor sees, diagnoses and cancels only their
 * own citas; a saved diagnosis fulfils the cita and its patient reads it; the calendar's marks.
 */
describe.each(DATABASES)('doctor area on %s', (kind) => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer(kind);
    world = await World.create(server);
  });
  afterAll(async () => server?.close());

  const medico = () => world.user(ROL.medico);
  const otroMedico = () => world.user(ROL.medico, 'secondary');
  const paciente = () => world.user(ROL.paciente);
  const otroPaciente = () => world.user(ROL.paciente, 'secondary');

  const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
    server.app.inject({
      method,
      url,
      payload: body ? JSON.stringify(body) : undefined,
      headers: {
        authorization: `Bearer ${user.token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
    });

  const estadoDe = async (id: number) =>
    (
      await world.db
        .selectFrom('citas')
        .select('estado')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).estado;

  it('saves a diagnosis on its own cita, fulfils it, updates it, and the patient reads it', async () => {
    const cita = await world.newCita({ paciente: paciente().id, medico: medico().id, hoy: true });
    const creado = await call(medico(), 'POST', '/api/diagnosticos/guardar', {
      id_cita: cita,
      contenido: 'Faringitis aguda.',
    });
    expect(creado.statusCode).toBe(201);
    const { id_diagnostico } = creado.json();
    expect(await estadoDe(cita)).toBe('CUMPLIDA');

    const otraVez = await call(medico(), 'POST', '/api/diagnosticos/guardar', {
      id_cita: cita,
      contenido: 'Duplicado.',
    });
    expect(otraVez.statusCode).toBe(409);
    expect(otraVez.json().message).toBe(MENSAJES.conDiagnostico);

    const editado = await call(medico(), 'PUT', `/api/diagnosticos/actualizar/${id_diagnostico}`, {
      contenido: 'Faringitis aguda. Ibuprofeno 600 mg.',
    });
    expect(editado.statusCode).toBe(200);

    const leido = await call(
      paciente(),
      'GET',
      `/api/diagnosticos/mostrarDiagnosticoDelPaciente/${cita}`,
    );
    expect(leido.statusCode).toBe(200);
    expect(leido.json().contenido).toBe('Faringitis aguda. Ibuprofeno 600 mg.');
    // Another patient reads nothing of it, not even that it exists (404, as a missing one).
    const ajeno = await call(
      otroPaciente(),
      'GET',
      `/api/diagnosticos/mostrarDiagnosticoDelPaciente/${cita}`,
    );
    expect(ajeno.statusCode).toBe(404);
  });

  it("refuses another doctor's cita, diagnosis, patient history and cancellation, as missing ones (404)", async () => {
    const cita = await world.newCita({ paciente: otroPaciente().id, medico: medico().id });
    const diagnostico = await world.newDiagnostico(cita, medico().id);
    const ajeno = otroMedico();

    const leer = await call(
      ajeno,
      'GET',
      `/api/diagnosticos/mostrarDiagnosticoDelPaciente/${cita}`,
    );
    expect(leer.statusCode).toBe(404);
    expect(JSON.stringify(leer.json())).not.toContain('Diagnóstico de prueba');
    const editar = await call(ajeno, 'PUT', `/api/diagnosticos/actualizar/${diagnostico}`, {
      contenido: 'Cambiado por otro.',
    });
    expect(editar.statusCode).toBe(404);

    const otraCita = await world.newCita({ paciente: otroPaciente().id, medico: medico().id });
    const guardar = await call(ajeno, 'POST', '/api/diagnosticos/guardar', {
      id_cita: otraCita,
      contenido: 'No es mía.',
    });
    expect(guardar.statusCode).toBe(404);
    expect(await estadoDe(otraCita)).toBe('EN_CURSO');

    const historial = await call(ajeno, 'GET', `/api/historiales/${otroPaciente().id}`);
    expect(historial.statusCode).toBe(404);
    const cancelar = await call(ajeno, 'POST', `/api/citas/cancelarCita/${otraCita}`);
    expect(cancelar.statusCode).toBe(404);
    expect(await estadoDe(otraCita)).toBe('EN_CURSO');

    // Another doctor's lists and calendar, by tampering with the id in the path.
    const fecha = (
      await world.db
        .selectFrom('citas')
        .select('fecha')
        .where('id', '=', otraCita)
        .executeTakeFirstOrThrow()
    ).fecha;
    const dia = await call(
      ajeno,
      'GET',
      `/api/citas/mostrarCitasPorFechaMedico/${fecha}/${medico().id}`,
    );
    expect(dia.statusCode).toBe(403);
    const mes = await call(
      ajeno,
      'GET',
      `/api/citas/diasConCitasMedico/${fecha.slice(0, 7)}/${medico().id}`,
    );
    expect(mes.statusCode).toBe(403);

    // The doctor of the cita does all of it.
    expect((await call(medico(), 'GET', `/api/historiales/${otroPaciente().id}`)).statusCode).toBe(
      200,
    );
    const propia = await call(medico(), 'POST', `/api/citas/cancelarCita/${otraCita}`);
    expect(propia.statusCode).toBe(200);
    expect(await estadoDe(otraCita)).toBe('CANCELADA');
  });

  it('does not diagnose a cancelled cita nor change its diagnosis', async () => {
    const cita = await world.newCita({
      paciente: paciente().id,
      medico: medico().id,
      estado: 'CANCELADA',
    });
    const guardar = await call(medico(), 'POST', '/api/diagnosticos/guardar', {
      id_cita: cita,
      contenido: 'Tarde.',
    });
    expect(guardar.statusCode).toBe(409);
    expect(guardar.json().message).toBe(MENSAJES.diagnosticoCancelada);

    const diagnostico = await world.newDiagnostico(cita, medico().id);
    const editar = await call(medico(), 'PUT', `/api/diagnosticos/actualizar/${diagnostico}`, {
      contenido: 'Cambio.',
    });
    expect(editar.statusCode).toBe(409);
    expect(editar.json().message).toBe(MENSAJES.diagnosticoCancelada);

    const falta = await call(medico(), 'PUT', `/api/diagnosticos/actualizar/${MISSING}`, {
      contenido: 'Cambio.',
    });
    expect(falta.statusCode).toBe(404);
  });

  it('refuses a diagnosis on a future cita with a Spanish 409, and takes it from its day on', async () => {
    const doctor = await world.newUser(ROL.medico);
    const manana = addDays(world.today, 1);
    const cita = await world.newCita({
      paciente: paciente().id,
      medico: doctor.id,
      fecha: manana,
      hora: '10:00',
    });
    const pronto = await call(doctor, 'POST', '/api/diagnosticos/guardar', {
      id_cita: cita,
      contenido: 'Escrito la víspera.',
    });
    expect(pronto.statusCode).toBe(409);
    expect(pronto.json().message).toBe(mensajeDiagnosticoFuturo(manana));
    expect(pronto.json().message).toContain(manana.split('-').reverse().join('/'));
    // Nothing written, and the cita is still ahead: not fulfilled.
    expect(await estadoDe(cita)).toBe('EN_CURSO');
    const ninguno = await world.db
      .selectFrom('diagnosticos')
      .select('id_diagnostico')
      .where('id_cita', '=', cita)
      .execute();
    expect(ninguno).toEqual([]);

    // A diagnosis already there (older data) cannot be changed before the day either.
    const otra = await world.newCita({
      paciente: paciente().id,
      medico: doctor.id,
      fecha: manana,
      hora: '11:00',
    });
    const existente = await world.newDiagnostico(otra, doctor.id);
    const editar = await call(doctor, 'PUT', `/api/diagnosticos/actualizar/${existente}`, {
      contenido: 'Cambio adelantado.',
    });
    expect(editar.statusCode).toBe(409);
    expect(editar.json().message).toBe(mensajeDiagnosticoFuturo(manana));

    // The clinic's clock reaches the cita's day: the first minute of it in Madrid (UTC+1 or +2).
    const ahora = server.clock.now();
    const medianoche = new Date(`${world.today}T22:00:00Z`);
    while (wallClock(medianoche, server.settings.timeZone).fecha !== manana)
      medianoche.setTime(medianoche.getTime() + 60_000);
    server.clock.advance(medianoche.getTime() - ahora.getTime());
    const sesion = { ...doctor, token: await world.newSession(doctor) };
    const aTiempo = await call(sesion, 'POST', '/api/diagnosticos/guardar', {
      id_cita: cita,
      contenido: 'Escrito el día de la cita.',
    });
    expect(aTiempo.statusCode).toBe(201);
    expect(await estadoDe(cita)).toBe('CUMPLIDA');
    server.clock.current = ahora;
  });

  it("marks the calendar with the days of the month that hold the doctor's citas", async () => {
    const doctor = await world.newUser(ROL.medico);
    const { fecha } = world.freeSlot();
    const mes = fecha.slice(0, 7);
    await world.newCita({ paciente: paciente().id, medico: doctor.id, fecha, hora: '09:00' });
    await world.newCita({ paciente: paciente().id, medico: doctor.id, fecha, hora: '10:00' });
    await world.newCita({
      paciente: otroPaciente().id,
      medico: doctor.id,
      fecha,
      hora: '11:00',
      estado: 'CANCELADA',
    });
    // Another doctor's cita the same day is not counted.
    await world.newCita({ paciente: otroPaciente().id, medico: medico().id, fecha, hora: '12:00' });

    const dias = await call(doctor, 'GET', `/api/citas/diasConCitasMedico/${mes}/${doctor.id}`);
    expect(dias.statusCode).toBe(200);
    expect(dias.json()).toEqual([{ fecha, citas: 3 }]);

    const dia = await call(
      doctor,
      'GET',
      `/api/citas/mostrarCitasPorFechaMedico/${fecha}/${doctor.id}`,
    );
    expect(dia.json().map((c: { hora: string }) => c.hora)).toEqual(['09:00', '10:00', '11:00']);

    const vacio = await call(doctor, 'GET', `/api/citas/diasConCitasMedico/1999-01/${doctor.id}`);
    expect(vacio.json()).toEqual([]);
    const malo = await call(doctor, 'GET', `/api/citas/diasConCitasMedico/2026-13/${doctor.id}`);
    expect(malo.statusCode).toBe(400);
  });
});
