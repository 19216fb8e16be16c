import { ROL } from '@clinica/api-client/reglas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkResponse, operations } from './contract';
import { World } from './fixture';
import { DATABASES, startTestServer, TestClock, type TestServer } from './harness';

/** Friday 27 November 2026, 10:30 in Madrid: 8 and 25 December lie ahead. */
const NOW = new Date('2026-11-27T09:30:00Z');

const LUNES_A_VIERNES = [1, 2, 3, 4, 5].map((dia_semana) => ({
  dia_semana,
  hora_inicio: '08:00',
  hora_fin: '15:00',
}));

/** The Agenda (docs/decisiones.md (49)): one slot rule, changed by the responsable. */
describe.each(DATABASES)('the agenda on %s', (kind) => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer(kind, { clock: new TestClock(NOW) });
    world = await World.create(server);
  });
  afterAll(async () => server?.close());

  const responsable = () => world.user(ROL.administrativo).token;
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string | undefined,
    payload?: object,
  ) => {
    const answer = await server.app.inject({
      method,
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    // Every answer as the contract says it.
    const path = url.split('?')[0] as string;
    const operation = operations.find(
      (op) =>
        op.method.toUpperCase() === method &&
        new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path),
    );
    if (operation && answer.statusCode !== 204) {
      expect(checkResponse(operation, answer.statusCode, answer.json())).toBeUndefined();
    }
    return answer;
  };
  const huecos = async (fecha: string, idMedico: number) =>
    (
      await call(
        'GET',
        `/api/citas/huecosLibres?fecha=${fecha}&id_medico=${idMedico}`,
        responsable(),
      )
    ).json().huecos;
  const cierres = async () => (await world.db.selectFrom('cierres').select('id').execute()).length;

  it('datosClinica: an empty clinic starts with no name and Monday to Friday, 08:00–15:00, hour-long citas', async () => {
    const answer = await call('GET', '/api/clinica', undefined);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      nombre: '',
      direccion: '',
      telefono: '',
      minutos_por_hueco: 60,
      horario: LUNES_A_VIERNES,
      // The server always sends mail, by SMTP or as .eml files (docs/decisiones.md (50)).
      correo_activo: true,
    });
  });

  it('has no slot on Spain’s national holidays, and refuses to book them, naming the holiday', async () => {
    const medico = world.user(ROL.medico).id;
    for (const fecha of ['2026-12-08', '2026-12-25', '2027-01-01']) {
      expect(await huecos(fecha, medico), fecha).toEqual([]);
    }
    expect(await huecos('2026-12-09', medico)).toHaveLength(7);
    const guardada = await call('POST', '/api/citas/guardar', responsable(), {
      fecha: '2026-12-25',
      hora: '10:00',
      id_paciente: world.user(ROL.paciente).id,
      id_radiologo: world.user(ROL.radiologo).id,
    });
    expect(guardada.statusCode).toBe(409);
    const navidad = 'La clínica cierra ese día (Festivo nacional: Navidad). Elige otro día.';
    expect(guardada.json()).toEqual({ message: navidad, errores: { fecha: navidad } });
    const pedida = await call('POST', '/api/citas/pedirCita', world.user(ROL.paciente).token, {
      tipo_cita: 'Presencial - Medicina familiar',
      id_medico: medico,
      fecha: '2026-12-08',
      hora: '09:00',
    });
    expect(pedida.statusCode).toBe(409);
    expect(pedida.json().errores.fecha).toBe(
      'La clínica cierra ese día (Festivo nacional: Inmaculada Concepción). Elige otro día.',
    );
    const anioNuevo = await call('POST', '/api/citas/pedirCita', world.user(ROL.paciente).token, {
      tipo_cita: 'Presencial - Medicina familiar',
      id_medico: medico,
      fecha: '2027-01-01',
      hora: '09:00',
    });
    expect(anioNuevo.json().message).toContain('Festivo nacional: Año Nuevo');
  });

  it('lets only the responsable see or change it, with a Spanish 403', async () => {
    const otro = world.user(ROL.administrativo, 'secondary').token;
    for (const [method, url] of [
      ['GET', '/api/agenda/mostrarAgenda'],
      ['PUT', '/api/agenda/actualizarClinica'],
      ['POST', '/api/agenda/crearCierre'],
    ] as const) {
      const answer = await call(method, url, otro, method === 'GET' ? undefined : { nombre: 'X' });
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json().message).toBe(
        'Solo el responsable de la clínica puede cambiar la agenda.',
      );
    }
    const registro = await call('GET', '/api/auditoria/registro', otro);
    expect(registro.json()).toEqual({
      message: 'Solo el responsable de la clínica puede ver el registro de actividad.',
    });
    expect(
      (await call('GET', '/api/agenda/mostrarAgenda', world.user(ROL.medico).token)).statusCode,
    ).toBe(403);
  });

  it('actualizarClinica: hours that end before they start, or slots that do not fit, are 400 at the day, nothing saved', async () => {
    const alReves = await call('PUT', '/api/agenda/actualizarClinica', responsable(), {
      nombre: 'Clínica Norte',
      horario: [{ dia_semana: 1, hora_inicio: '15:00', hora_fin: '08:00' }],
    });
    expect(alReves.statusCode).toBe(400);
    expect(alReves.json()).toEqual({
      message: 'Revisa los datos marcados.',
      errores: { 'horario.1': 'La hora de cierre tiene que ser posterior a la de apertura.' },
    });
    const noCaben = await call('PUT', '/api/agenda/actualizarClinica', responsable(), {
      minutos_por_hueco: 45,
    });
    expect(noCaben.statusCode).toBe(400);
    expect(noCaben.json().errores['horario.3']).toBe(
      'De 08:00 a 15:00 no caben citas de 45 minutos justas: cambia las horas o la duración.',
    );
    const enBlanco = await call('PUT', '/api/agenda/actualizarClinica', responsable(), {
      nombre: '   ',
    });
    expect(enBlanco.json().errores).toEqual({ nombre: 'Escribe el nombre de la clínica.' });
    const clinica = (await call('GET', '/api/clinica', undefined)).json();
    expect(clinica).toMatchObject({ nombre: '', minutos_por_hueco: 60, horario: LUNES_A_VIERNES });
  });

  it('actualizarClinica: name, address, phone and 30-minute slots, audited with the fields', async () => {
    const medico = await world.newUser(ROL.medico);
    const answer = await call('PUT', '/api/agenda/actualizarClinica', responsable(), {
      nombre: 'Clínica San Rafael',
      direccion: 'Calle de la Salud, 12, 28001 Madrid',
      telefono: '910000000',
      minutos_por_hueco: 30,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      nombre: 'Clínica San Rafael',
      direccion: 'Calle de la Salud, 12, 28001 Madrid',
      telefono: '910000000',
      minutos_por_hueco: 30,
      horario: LUNES_A_VIERNES,
    });
    expect((await call('GET', '/api/clinica', undefined)).json().telefono).toBe('910000000');
    const slots = await huecos('2026-12-09', medico.id);
    expect(slots).toHaveLength(14);
    expect(slots.slice(0, 3)).toEqual(['08:00', '08:30', '09:00']);
    expect(slots.at(-1)).toBe('14:30');
    const fila = await world.db
      .selectFrom('auditoria')
      .select(['id_usuario', 'accion', 'campos'])
      .where('entidad', '=', 'clinica')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(fila).toEqual({
      id_usuario: world.user(ROL.administrativo).id,
      accion: 'actualizar',
      campos: 'direccion,minutos_por_hueco,nombre,telefono',
    });
    // A cita at 09:30 keeps its slot only while citas last 30 minutes.
    const cita = await world.newCita({
      paciente: world.user(ROL.paciente).id,
      medico: medico.id,
      fecha: '2026-12-10',
      hora: '09:30',
    });
    const vuelta = await call('PUT', '/api/agenda/actualizarClinica', responsable(), {
      minutos_por_hueco: 60,
    });
    expect(vuelta.statusCode).toBe(409);
    expect(vuelta.json()).toMatchObject({
      message: 'Hay 1 cita programada fuera del nuevo horario. Muévela o cancélala antes.',
      total_citas: 1,
      citas: [{ id: cita, fecha: '2026-12-10', hora: '09:30' }],
    });
    await world.db
      .updateTable('citas')
      .set({ estado: 'CANCELADA' })
      .where('id', '=', cita)
      .execute();
    const ahora = await call('PUT', '/api/agenda/actualizarClinica', responsable(), {
      minutos_por_hueco: 60,
    });
    expect(ahora.statusCode).toBe(200);
  });

  it('actualizarClinica: hours that would leave a live cita outside are a 409 that lists it, nothing saved', async () => {
    const medico = await world.newUser(ROL.medico);
    const cita = await world.newCita({
      paciente: world.user(ROL.paciente).id,
      medico: medico.id,
      fecha: '2026-12-16',
      hora: '14:00',
    });
    const horario = LUNES_A_VIERNES.map((dia) =>
      dia.dia_semana === 3 ? { ...dia, hora_fin: '12:00' } : dia,
    );
    const answer = await call('PUT', '/api/agenda/actualizarClinica', responsable(), {
      horario,
      telefono: '911111111',
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().total_citas).toBe(1);
    expect(answer.json().citas[0]).toMatchObject({ id: cita, num_cita: expect.any(String) });
    const clinica = (await call('GET', '/api/clinica', undefined)).json();
    expect(clinica.horario).toEqual(LUNES_A_VIERNES);
    expect(clinica.telefono).toBe('910000000');
  });

  it('actualizarHorarioProfesional: inside the clinic’s hours; slots follow; a cita left outside is a 409', async () => {
    const medico = await world.newUser(ROL.medico);
    const url = `/api/agenda/actualizarHorarioProfesional/${medico.id}`;
    const fuera = await call('PUT', url, responsable(), {
      horario: [
        { dia_semana: 2, hora_inicio: '07:00', hora_fin: '12:00' },
        { dia_semana: 6, hora_inicio: '09:00', hora_fin: '12:00' },
      ],
    });
    expect(fuera.statusCode).toBe(400);
    expect(fuera.json().errores).toEqual({
      'horario.2': 'El martes la clínica abre de 08:00 a 15:00: el horario tiene que estar dentro.',
      'horario.6': 'La clínica no abre los sábados.',
    });
    const nadie = await call(
      'PUT',
      '/api/agenda/actualizarHorarioProfesional/999999',
      responsable(),
      {
        horario: [],
      },
    );
    expect(nadie.statusCode).toBe(404);
    expect(nadie.json().message).toBe('No existe ningún empleado con ese id.');
    const paciente = await call(
      'PUT',
      `/api/agenda/actualizarHorarioProfesional/${world.user(ROL.paciente).id}`,
      responsable(),
      { horario: [] },
    );
    expect(paciente.statusCode).toBe(404);
    // A deactivated doctor exists but is not at work: said so (409), not 'nobody' (404).
    const deBaja = await world.newUser(ROL.medico);
    await world.db
      .updateTable('usuarios')
      .set({ activo: false })
      .where('id', '=', deBaja.id)
      .execute();
    for (const respuesta of [
      await call('PUT', `/api/agenda/actualizarHorarioProfesional/${deBaja.id}`, responsable(), {
        horario: [],
      }),
      await call('POST', '/api/agenda/crearCierre', responsable(), {
        tipo: 'vacaciones',
        fecha_inicio: '2026-12-14',
        descripcion: 'Vacaciones',
        id_usuario: deBaja.id,
      }),
    ]) {
      expect(respuesta.statusCode).toBe(409);
      expect(respuesta.json().message).toBe(
        'Este profesional está dado de baja: no tiene horario ni ausencias. Dale de alta antes de cambiarlos.',
      );
    }

    const answer = await call('PUT', url, responsable(), {
      horario: [{ dia_semana: 3, hora_inicio: '10:00', hora_fin: '13:00' }],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      id_usuario: medico.id,
      id_rol: ROL.medico,
      nombre_completo: 'Prueba Rol3',
      horario: [{ dia_semana: 3, hora_inicio: '10:00', hora_fin: '13:00' }],
    });
    expect(await huecos('2026-12-09', medico.id)).toEqual(['10:00', '11:00', '12:00']);
    expect(await huecos('2026-12-10', medico.id)).toEqual([]);
    const dias = await call(
      'GET',
      `/api/agenda/diasCerrados?desde=2026-12-10&hasta=2026-12-10&id_medico=${medico.id}`,
      world.user(ROL.paciente).token,
    );
    expect(dias.json()).toEqual({
      dias: [{ fecha: '2026-12-10', motivo: 'No trabaja ese día.', por: 'no_trabaja' }],
    });

    const cita = await world.newCita({
      paciente: world.user(ROL.paciente).id,
      medico: medico.id,
      fecha: '2026-12-09',
      hora: '12:00',
    });
    const conflicto = await call('PUT', url, responsable(), {
      horario: [{ dia_semana: 3, hora_inicio: '10:00', hora_fin: '12:00' }],
    });
    expect(conflicto.statusCode).toBe(409);
    expect(conflicto.json().citas.map((c: { id: number }) => c.id)).toEqual([cita]);
    // Empty: back to the clinic's hours, which keep the cita's slot.
    const vacio = await call('PUT', url, responsable(), { horario: [] });
    expect(vacio.statusCode).toBe(200);
    expect(await huecos('2026-12-10', medico.id)).toHaveLength(7);
  });

  it('crearCierre: refuses the past and mismatched kinds at the field, an unknown professional with 404', async () => {
    const antes = await cierres();
    const pasado = await call('POST', '/api/agenda/crearCierre', responsable(), {
      tipo: 'festivo_local',
      fecha_inicio: '2026-11-26',
      descripcion: 'Ayer',
    });
    expect(pasado.statusCode).toBe(400);
    expect(pasado.json().errores).toEqual({
      fecha_inicio: 'Un cierre no puede empezar antes de hoy.',
    });
    const festivoDeUno = await call('POST', '/api/agenda/crearCierre', responsable(), {
      tipo: 'festivo_autonomico',
      fecha_inicio: '2026-12-02',
      descripcion: 'Día de la región',
      id_usuario: world.user(ROL.medico).id,
    });
    expect(festivoDeUno.json().errores).toEqual({
      id_usuario: 'Un festivo cierra toda la clínica: no elijas ningún profesional.',
    });
    const sinQuien = await call('POST', '/api/agenda/crearCierre', responsable(), {
      tipo: 'baja',
      fecha_inicio: '2026-12-02',
      fecha_fin: '2026-12-01',
      descripcion: 'Baja',
    });
    expect(sinQuien.json().errores).toEqual({
      fecha_fin: 'El último día no puede ser anterior al primero.',
      id_usuario: 'Elige quién se ausenta.',
    });
    const nadie = await call('POST', '/api/agenda/crearCierre', responsable(), {
      tipo: 'vacaciones',
      fecha_inicio: '2026-12-02',
      descripcion: 'Vacaciones',
      id_usuario: world.user(ROL.administrativo, 'secondary').id,
    });
    expect(nadie.statusCode).toBe(404);
    expect(await cierres()).toBe(antes);
  });

  it('crearCierre over a day with live citas is a 409 that lists them, and saves nothing', async () => {
    const antes = await cierres();
    const cita = await world.newCita({
      paciente: world.user(ROL.paciente).id,
      radiologo: world.user(ROL.radiologo).id,
      fecha: '2026-12-21',
      hora: '11:00',
    });
    const answer = await call('POST', '/api/agenda/crearCierre', responsable(), {
      tipo: 'festivo_autonomico',
      fecha_inicio: '2026-12-21',
      fecha_fin: '2026-12-22',
      descripcion: 'Fiesta de la comunidad',
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      message: 'Hay 1 cita programada en esos días. Muévela o cancélala antes.',
      total_citas: 1,
      citas: [{ id: cita, fecha: '2026-12-21', hora: '11:00', tipo_cita: 'Radiologia' }],
    });
    expect(await cierres()).toBe(antes);
  });

  it('a clinic closure and a professional’s absence remove slots; borrarCierre gives them back', async () => {
    const [ausente, presente] = [await world.newUser(ROL.medico), await world.newUser(ROL.medico)];
    const local = await call('POST', '/api/agenda/crearCierre', responsable(), {
      tipo: 'festivo_local',
      fecha_inicio: '2027-05-14',
      descripcion: ' San Isidro ',
    });
    expect(local.statusCode).toBe(201);
    expect(local.json()).toMatchObject({
      tipo: 'festivo_local',
      fecha_inicio: '2027-05-14',
      fecha_fin: '2027-05-14',
      descripcion: 'San Isidro',
      id_usuario: null,
      nombre_completo_profesional: null,
    });
    const vacaciones = await call('POST', '/api/agenda/crearCierre', responsable(), {
      tipo: 'vacaciones',
      fecha_inicio: '2026-12-14',
      fecha_fin: '2026-12-18',
      descripcion: 'Semana en la sierra',
      id_usuario: ausente.id,
    });
    expect(vacaciones.statusCode).toBe(201);
    expect(vacaciones.json().nombre_completo_profesional).toBe('Prueba Rol3');

    expect(await huecos('2027-05-14', presente.id)).toEqual([]);
    expect(await huecos('2026-12-16', ausente.id)).toEqual([]);
    expect(await huecos('2026-12-16', presente.id)).toHaveLength(7);
    const pedida = await call('POST', '/api/citas/pedirCita', world.user(ROL.paciente).token, {
      tipo_cita: 'Presencial - Medicina familiar',
      id_medico: ausente.id,
      fecha: '2026-12-16',
      hora: '09:00',
    });
    expect(pedida.statusCode).toBe(409);
    expect(pedida.json().errores).toEqual({
      fecha: 'El profesional no pasa consulta ese día. Elige otro día.',
    });

    const rango = `desde=2026-12-14&hasta=2026-12-14&id_medico=${ausente.id}`;
    const staff = await call('GET', `/api/agenda/diasCerrados?${rango}`, responsable());
    expect(staff.json().dias).toEqual([
      { fecha: '2026-12-14', motivo: 'Vacaciones: Semana en la sierra', por: 'ausencia' },
    ]);
    // A patient reads that the doctor does not work, not why.
    const paciente = await call(
      'GET',
      `/api/agenda/diasCerrados?${rango}`,
      world.user(ROL.paciente).token,
    );
    expect(paciente.json().dias).toEqual([
      { fecha: '2026-12-14', motivo: 'No trabaja ese día.', por: 'ausencia' },
    ]);

    const agenda = (await call('GET', '/api/agenda/mostrarAgenda', responsable())).json();
    expect(agenda.cierres.map((c: { id: number }) => c.id)).toEqual(
      expect.arrayContaining([local.json().id, vacaciones.json().id]),
    );

    const borrado = await call(
      'DELETE',
      `/api/agenda/borrarCierre/${vacaciones.json().id}`,
      responsable(),
    );
    expect(borrado.statusCode).toBe(204);
    expect(await huecos('2026-12-16', ausente.id)).toHaveLength(7);
    const otraVez = await call(
      'DELETE',
      `/api/agenda/borrarCierre/${vacaciones.json().id}`,
      responsable(),
    );
    expect(otraVez.statusCode).toBe(404);
    expect(otraVez.json()).toEqual({ message: 'Ese cierre no existe.' });
  });

  it('huecosLibres over a range: each day with its free hours or why not, in one request', async () => {
    const medico = await world.newUser(ROL.medico);
    const ausencia = await call('POST', '/api/agenda/crearCierre', responsable(), {
      tipo: 'baja',
      fecha_inicio: '2026-12-10',
      descripcion: 'Gripe',
      id_usuario: medico.id,
    });
    expect(ausencia.statusCode).toBe(201);
    const rango = `desde=2026-12-07&hasta=2026-12-11&id_medico=${medico.id}`;
    const staff = await call('GET', `/api/citas/huecosLibres?${rango}`, responsable());
    expect(staff.statusCode).toBe(200);
    const horas = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00'];
    expect(staff.json()).toEqual({
      huecos: [],
      dias: [
        { fecha: '2026-12-07', huecos: horas },
        {
          fecha: '2026-12-08',
          huecos: [],
          motivo: 'Festivo nacional: Inmaculada Concepción',
          por: 'festivo',
        },
        { fecha: '2026-12-09', huecos: horas },
        { fecha: '2026-12-10', huecos: [], motivo: 'Baja: Gripe', por: 'ausencia' },
        { fecha: '2026-12-11', huecos: horas },
      ],
    });
    // The same days one by one say the same hours.
    for (const dia of staff.json().dias)
      expect(await huecos(dia.fecha, medico.id)).toEqual(dia.huecos);
    // A patient reads that the doctor does not work that day, never why.
    const paciente = await call(
      'GET',
      `/api/citas/huecosLibres?${rango}`,
      world.user(ROL.paciente).token,
    );
    expect(paciente.json().dias[3]).toEqual({
      fecha: '2026-12-10',
      huecos: [],
      motivo: 'No trabaja ese día.',
      por: 'ausencia',
    });
    // Today's past hours are not free; days before today have none.
    const hoy = await call(
      'GET',
      `/api/citas/huecosLibres?desde=2026-11-26&hasta=2026-11-27&id_medico=${medico.id}`,
      responsable(),
    );
    expect(hoy.json().dias).toEqual([
      { fecha: '2026-11-26', huecos: [] },
      { fecha: '2026-11-27', huecos: ['11:00', '12:00', '13:00', '14:00'] },
    ]);
    for (const [consulta, errores] of [
      [
        `fecha=2026-12-07&desde=2026-12-07&hasta=2026-12-08`,
        { fecha: 'Indica una fecha, o un intervalo con desde y hasta, no las dos cosas.' },
      ],
      [`desde=2026-12-07`, { hasta: 'Indica hasta qué día.' }],
      [``, { fecha: 'Indica la fecha.' }],
      [
        `desde=2026-12-08&hasta=2026-12-07`,
        { hasta: 'La fecha final no puede ser anterior a la inicial.' },
      ],
      [`desde=2026-12-01&hasta=2027-02-01`, { hasta: 'Pide como mucho 62 días de una vez.' }],
    ] as const) {
      const mala = await call(
        'GET',
        `/api/citas/huecosLibres?${consulta}${consulta ? '&' : ''}id_medico=${medico.id}`,
        responsable(),
      );
      expect(mala.statusCode).toBe(400);
      expect(mala.json().errores).toEqual(errores);
    }
    const justo = await call(
      'GET',
      `/api/citas/huecosLibres?desde=2026-12-01&hasta=2027-01-31&id_medico=${medico.id}`,
      responsable(),
    );
    expect(justo.json().dias).toHaveLength(62);
  });

  it('diasCerrados: weekends and holidays with their reason; at most 400 days, in order', async () => {
    const answer = await call(
      'GET',
      '/api/agenda/diasCerrados?desde=2026-12-05&hasta=2026-12-09',
      world.user(ROL.paciente).token,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      dias: [
        { fecha: '2026-12-05', motivo: 'La clínica no abre los sábados.', por: 'dia_de_la_semana' },
        {
          fecha: '2026-12-06',
          motivo: 'La clínica no abre los domingos.',
          por: 'dia_de_la_semana',
        },
        { fecha: '2026-12-08', motivo: 'Festivo nacional: Inmaculada Concepción', por: 'festivo' },
      ],
    });
    const navidad = await call(
      'GET',
      '/api/agenda/diasCerrados?desde=2026-12-25&hasta=2026-12-25',
      world.user(ROL.medico).token,
    );
    expect(navidad.json().dias).toEqual([
      { fecha: '2026-12-25', motivo: 'Festivo nacional: Navidad', por: 'festivo' },
    ]);
    const alReves = await call(
      'GET',
      '/api/agenda/diasCerrados?desde=2026-12-10&hasta=2026-12-01',
      responsable(),
    );
    expect(alReves.statusCode).toBe(400);
    expect(alReves.json().errores).toEqual({
      hasta: 'La fecha final no puede ser anterior a la inicial.',
    });
    const largo = await call(
      'GET',
      '/api/agenda/diasCerrados?desde=2026-12-01&hasta=2028-01-05',
      responsable(),
    );
    expect(largo.statusCode).toBe(400);
    expect(largo.json().errores).toEqual({ hasta: 'Pide como mucho 400 días de una vez.' });
    const justo = await call(
      'GET',
      '/api/agenda/diasCerrados?desde=2026-12-01&hasta=2028-01-04',
      responsable(),
    );
    expect(justo.statusCode).toBe(200);
    const nadie = await call(
      'GET',
      '/api/agenda/diasCerrados?desde=2026-12-01&hasta=2026-12-02&id_radiologo=999999',
      responsable(),
    );
    expect(nadie.statusCode).toBe(404);
  });

  it('mostrarAgenda: the clinic, its professionals with their hours, closures ahead and two years of national holidays', async () => {
    const answer = await call('GET', '/api/agenda/mostrarAgenda?anio=2026', responsable());
    expect(answer.statusCode).toBe(200);
    const agenda = answer.json();
    expect(agenda.clinica.nombre).toBe('Clínica San Rafael');
    expect(agenda.profesionales.map((p: { id_usuario: number }) => p.id_usuario)).toEqual(
      expect.arrayContaining([world.user(ROL.medico).id, world.user(ROL.radiologo).id]),
    );
    expect(agenda.festivos_nacionales).toHaveLength(20);
    expect(agenda.festivos_nacionales).toContainEqual({
      fecha: '2027-01-06',
      nombre: 'Epifanía del Señor',
    });
    expect(agenda.festivos_nacionales).toContainEqual({
      fecha: '2026-04-03',
      nombre: 'Viernes Santo',
    });
  });

  it('registroDeActividad: an employee created and a closure, with who and when, newest first', async () => {
    const creado = await call('POST', '/api/personal/crearEmpleado', responsable(), {
      id_rol: ROL.radiologo,
      nombre: 'Inés',
      primer_apellido: 'Velasco',
      segundo_apellido: 'Prieto',
      email: 'ines.registro@prueba.test',
      password: 'marea lenta en otoño',
    });
    expect(creado.statusCode).toBe(201);
    const cierre = await call('POST', '/api/agenda/crearCierre', responsable(), {
      tipo: 'festivo_autonomico',
      fecha_inicio: '2027-05-02',
      descripcion: 'Fiesta de la Comunidad de Madrid',
    });
    expect(cierre.statusCode).toBe(201);
    const answer = await call('GET', '/api/auditoria/registro', responsable());
    expect(answer.statusCode).toBe(200);
    const { entradas, hayMas } = answer.json();
    expect(hayMas).toBe(false);
    expect(entradas[0]).toMatchObject({
      quien: 'Prueba Rol2',
      rol_quien: ROL.administrativo,
      accion: 'crear',
      entidad: 'cierre',
      id_registro: String(cierre.json().id),
      descripcion: 'Festivo autonómico: Fiesta de la Comunidad de Madrid',
      campos: [],
    });
    expect(entradas[1]).toMatchObject({
      quien: 'Prueba Rol2',
      rol_quien: ROL.administrativo,
      accion: 'crear',
      entidad: 'empleado',
      id_registro: String(creado.json().id),
      descripcion: 'Inés Velasco Prieto',
    });
    expect(Date.parse(entradas[0].fecha)).toBeGreaterThanOrEqual(Date.parse(entradas[1].fecha));
    expect(entradas).toContainEqual(
      expect.objectContaining({
        entidad: 'clinica',
        campos: ['direccion', 'minutos_por_hueco', 'nombre', 'telefono'],
      }),
    );
    // Only the staff's and the agenda's changes: no reads, no citas.
    expect(new Set(entradas.map((e: { entidad: string }) => e.entidad))).toEqual(
      new Set(['cierre', 'empleado', 'clinica', 'horario_profesional']),
    );
  });
});
