import type { EntradaDeActividad } from '@clinica/api-client';
import { ROL } from '@clinica/api-client/reglas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkResponse, operations } from './contract';
import { multipart, PNG, type TestUser, World } from './fixture';
import { DATABASES, startTestServer, TestClock, type TestServer } from './harness';

/** Friday 27 November 2026, 10:30 in Madrid. */
const NOW = new Date('2026-11-27T09:30:00Z');

const ddmmaaaa = (fecha: string) => fecha.split('-').reverse().join('/');

/**
 * Who changed an appointment (docs/decisiones.md (55)): creating, moving, cancelling and
 * fulfilling a cita, through the API as the desk, a doctor, a radiologist and a patient, each
 * found in the responsable's activity log with who, their role, when, from what to what and the
 * reason; the audit row keeps ids and nothing personal.
 */
describe.each(DATABASES)('who changed an appointment, on %s', (kind) => {
  let server: TestServer;
  let world: World;
  let javier: TestUser;
  let laura: TestUser;
  let paciente: TestUser;

  beforeAll(async () => {
    server = await startTestServer(kind, { clock: new TestClock(NOW) });
    world = await World.create(server);
    javier = world.user(ROL.medico);
    laura = world.user(ROL.medico, 'secondary');
    paciente = world.user(ROL.paciente);
    // Two doctors told apart by name, and a patient whose name and DNI the log must not hold.
    for (const [user, nombre, primer, segundo] of [
      [javier, 'Javier', 'Martín', 'Ruiz'],
      [laura, 'Laura', 'Ortega', 'Vidal'],
      [paciente, 'Carla', 'Gómez', 'Sáez'],
    ] as const) {
      await world.db
        .updateTable('usuarios')
        .set({ nombre, primer_apellido: primer, segundo_apellido: segundo })
        .where('id', '=', user.id)
        .execute();
    }
  });
  afterAll(async () => server?.close());

  const desk = () => world.user(ROL.administrativo);

  const call = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token: string,
    payload?: object,
  ) => {
    const answer = await server.app.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${token}` },
    });
    const path = url.split('?')[0] as string;
    const operation = operations.find(
      (op) =>
        op.method.toUpperCase() === method &&
        new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path),
    );
    if (operation) {
      expect(checkResponse(operation, answer.statusCode, answer.json())).toBeUndefined();
    }
    return answer;
  };

  /** The log's entries about one cita (its own, its diagnosis's, its report's), newest first. */
  async function entradasDe(numCita: string, tipo = 'citas'): Promise<EntradaDeActividad[]> {
    const answer = await call('GET', `/api/auditoria/registro?tipo=${tipo}`, desk().token);
    expect(answer.statusCode).toBe(200);
    return (answer.json().entradas as EntradaDeActividad[]).filter((e) => e.num_cita === numCita);
  }

  const numDe = async (id: number) =>
    (
      await world.db
        .selectFrom('citas')
        .select('num_cita')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).num_cita;

  const filasPermitidas = async (idCita: number, accion: string) =>
    world.db
      .selectFrom('auditoria')
      .selectAll()
      .where('id_cita', '=', idCita)
      .where('accion', '=', accion)
      .where('resultado', '=', 'permitido')
      .execute();

  it('the desk creates a cita: its number, who (name and role), when, day, hour, type and professional', async () => {
    const slot = world.freeSlot();
    const antes = Date.now();
    const creada = await call('POST', '/api/citas/guardar', desk().token, {
      ...slot,
      id_paciente: paciente.id,
      id_medico: javier.id,
      tipo_cita: 'Presencial - Medicina familiar',
    });
    expect(creada.statusCode).toBe(201);
    const [entrada] = await entradasDe(creada.json().num_cita);
    expect(entrada).toMatchObject({
      quien: 'Prueba Rol2',
      rol_quien: ROL.administrativo,
      accion: 'crear',
      entidad: 'cita',
      id_registro: String(creada.json().id),
      descripcion: `Cita ${creada.json().num_cita}`,
      despues: { ...slot, profesional: 'Javier Martín Ruiz' },
      tipo_cita: 'Presencial - Medicina familiar',
      cambio: `${ddmmaaaa(slot.fecha)} ${slot.hora} (Javier Martín Ruiz) · Presencial - Medicina familiar`,
    });
    expect(entrada?.antes).toBeUndefined();
    // When: the database's clock, as every audit row's.
    const cuando = Date.parse(entrada?.fecha ?? '');
    expect(cuando).toBeGreaterThanOrEqual(antes - 1000);
    expect(cuando).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('a patient books their own: the log names their role and the cita, never their name', async () => {
    const slot = world.freeSlot();
    const pedida = await call('POST', '/api/citas/pedirCita', paciente.token, {
      ...slot,
      tipo_cita: 'Telefónica - Medicina familiar',
      id_medico: laura.id,
    });
    expect(pedida.statusCode).toBe(201);
    const [entrada] = await entradasDe(pedida.json().num_cita);
    expect(entrada).toMatchObject({
      quien: null,
      rol_quien: ROL.paciente,
      accion: 'crear',
      despues: { ...slot, profesional: 'Laura Ortega Vidal' },
      tipo_cita: 'Telefónica - Medicina familiar',
    });
    expect(JSON.stringify(entrada)).not.toContain('Carla');
  });

  it('the desk moves a cita to another doctor: the old day, hour and doctor → the new ones', async () => {
    const desde = world.freeSlot();
    const id = await world.newCita({ paciente: paciente.id, medico: javier.id, ...desde });
    const hasta = world.freeSlot();
    const movida = await call('PUT', `/api/citas/actualizar/${id}`, desk().token, {
      ...hasta,
      idMedico: laura.id,
    });
    expect(movida.statusCode).toBe(200);
    const [entrada] = await entradasDe(await numDe(id));
    expect(entrada).toMatchObject({
      quien: 'Prueba Rol2',
      rol_quien: ROL.administrativo,
      accion: 'actualizar',
      entidad: 'cita',
      antes: { ...desde, profesional: 'Javier Martín Ruiz' },
      despues: { ...hasta, profesional: 'Laura Ortega Vidal' },
      cambio: `${ddmmaaaa(desde.fecha)} ${desde.hora} (Javier Martín Ruiz) → ${ddmmaaaa(hasta.fecha)} ${hasta.hora} (Laura Ortega Vidal)`,
    });
    // The row keeps ids: the doctors by their user id.
    const [fila] = await filasPermitidas(id, 'actualizar');
    expect(fila?.detalle).toEqual({
      antes: { ...desde, id_profesional: javier.id },
      despues: { ...hasta, id_profesional: laura.id },
    });
  });

  it('a move refused (the slot is taken) writes no row', async () => {
    const ocupado = world.freeSlot();
    await world.newCita({
      paciente: world.user(ROL.paciente, 'secondary').id,
      medico: laura.id,
      ...ocupado,
    });
    const id = await world.newCita({ paciente: paciente.id, medico: javier.id });
    const movida = await call('PUT', `/api/citas/actualizar/${id}`, desk().token, {
      ...ocupado,
      idMedico: laura.id,
    });
    expect(movida.statusCode).toBe(409);
    expect(await filasPermitidas(id, 'actualizar')).toEqual([]);
    expect(await entradasDe(await numDe(id))).toEqual([]);
  });

  it('the desk cancels with a reason: the log and the cita say it', async () => {
    const id = await world.newCita({ paciente: paciente.id, medico: javier.id });
    const cancelada = await call('POST', `/api/citas/cancelarCita/${id}`, desk().token, {
      motivo: 'profesional_no_disponible',
    });
    expect(cancelada.statusCode).toBe(200);
    const [entrada] = await entradasDe(await numDe(id));
    expect(entrada).toMatchObject({
      quien: 'Prueba Rol2',
      rol_quien: ROL.administrativo,
      accion: 'cancelar',
      entidad: 'cita',
      motivo: 'profesional_no_disponible',
      cambio: 'Motivo: Profesional no disponible',
    });
    // The cita's page shows it to the staff.
    const citas = await call(
      'GET',
      `/api/citas/mostrarCitasDelPaciente/${paciente.id}`,
      desk().token,
    );
    expect(citas.json().find((c: { id: number }) => c.id === id)).toMatchObject({
      estado: 'CANCELADA',
      motivo_cancelacion: 'profesional_no_disponible',
    });
  });

  it('a doctor cancels without a reason: said so, with their name and role', async () => {
    const id = await world.newCita({ paciente: paciente.id, medico: javier.id });
    const cancelada = await call('POST', `/api/citas/cancelarCita/${id}`, javier.token);
    expect(cancelada.statusCode).toBe(200);
    const [entrada] = await entradasDe(await numDe(id));
    expect(entrada).toMatchObject({
      quien: 'Javier Martín Ruiz',
      rol_quien: ROL.medico,
      accion: 'cancelar',
      cambio: 'Motivo: sin indicar',
    });
    expect(entrada?.motivo).toBeUndefined();
    const [fila] = await filasPermitidas(id, 'cancelar');
    expect(fila?.detalle).toBeNull();
    const citas = await call(
      'GET',
      `/api/citas/mostrarCitasDelPaciente/${paciente.id}`,
      desk().token,
    );
    expect(citas.json().find((c: { id: number }) => c.id === id)).not.toHaveProperty(
      'motivo_cancelacion',
    );
  });

  it("a patient's own cancellation is 'A petición del paciente', without being asked", async () => {
    const id = await world.newCita({ paciente: paciente.id, medico: javier.id });
    const otro = await call('POST', `/api/citas/cancelarCita/${id}`, paciente.token, {
      motivo: 'cierre_de_la_clinica',
    });
    expect(otro.statusCode).toBe(400);
    expect(otro.json().errores.motivo).toBe("Tu cancelación queda como 'A petición del paciente'.");
    expect(await filasPermitidas(id, 'cancelar')).toEqual([]);
    const cancelada = await call('POST', `/api/citas/cancelarCita/${id}`, paciente.token);
    expect(cancelada.statusCode).toBe(200);
    const [entrada] = await entradasDe(await numDe(id));
    expect(entrada).toMatchObject({
      quien: null,
      rol_quien: ROL.paciente,
      accion: 'cancelar',
      motivo: 'a_peticion_del_paciente',
      cambio: 'Motivo: A petición del paciente',
    });
  });

  it("refused cancellations write no 'permitido' row: another patient's cita, one already cancelled, an unknown reason", async () => {
    const id = await world.newCita({ paciente: paciente.id, medico: javier.id });
    const ajena = await call(
      'POST',
      `/api/citas/cancelarCita/${id}`,
      world.user(ROL.paciente, 'secondary').token,
    );
    expect(ajena.statusCode).toBe(404);
    const raro = await call('POST', `/api/citas/cancelarCita/${id}`, desk().token, {
      motivo: 'Carla no puede venir',
    });
    expect(raro.statusCode).toBe(400);
    expect(await filasPermitidas(id, 'cancelar')).toEqual([]);
    expect((await call('POST', `/api/citas/cancelarCita/${id}`, desk().token)).statusCode).toBe(
      200,
    );
    const otraVez = await call('POST', `/api/citas/cancelarCita/${id}`, desk().token, {
      motivo: 'otro',
    });
    expect(otraVez.statusCode).toBe(409);
    expect(await filasPermitidas(id, 'cancelar')).toHaveLength(1);
    expect(await entradasDe(await numDe(id))).toHaveLength(1);
  });

  it('a doctor fulfils a cita by its diagnosis; a diagnosis of a fulfilled cita adds nothing to the log', async () => {
    const id = await world.newCita({ paciente: paciente.id, medico: javier.id, hoy: true });
    const diagnostico = await call('POST', '/api/diagnosticos/guardar', javier.token, {
      id_cita: id,
      contenido: 'Faringitis aguda.',
    });
    expect(diagnostico.statusCode).toBe(201);
    const num = await numDe(id);
    const [entrada] = await entradasDe(num);
    expect(entrada).toMatchObject({
      quien: 'Javier Martín Ruiz',
      rol_quien: ROL.medico,
      accion: 'crear',
      entidad: 'diagnostico',
      descripcion: `Diagnóstico de la cita ${num}`,
      cumple_cita: true,
      cambio: 'La cita quedó cumplida',
    });
    expect(JSON.stringify(entrada)).not.toContain('Faringitis');

    const otra = await world.newCita({ paciente: paciente.id, medico: javier.id, hoy: true });
    expect((await call('POST', `/api/citas/cumplirCita/${otra}`, javier.token)).statusCode).toBe(
      200,
    );
    const tarde = await call('POST', '/api/diagnosticos/guardar', javier.token, {
      id_cita: otra,
      contenido: 'Revisión sin cambios.',
    });
    expect(tarde.statusCode).toBe(201);
    const entradas = await entradasDe(await numDe(otra));
    expect(entradas.map((e) => [e.accion, e.entidad, e.quien])).toEqual([
      ['cumplir', 'cita', 'Javier Martín Ruiz'],
    ]);
  });

  it('a radiologist fulfils one by its report, and another by hand', async () => {
    const radiologo = world.user(ROL.radiologo);
    const id = await world.newCita({ paciente: paciente.id, radiologo: radiologo.id, hoy: true });
    const body = multipart([
      ['id_cita', String(id)],
      ['contenido', 'Sin hallazgos.'],
      ['imagenes', { filename: 'torax.png', content: PNG, type: 'image/png' }],
    ]);
    const informe = await server.app.inject({
      method: 'POST',
      url: '/api/informes/guardarCompleto',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${radiologo.token}` },
    });
    expect(informe.statusCode).toBe(201);
    const num = await numDe(id);
    expect((await entradasDe(num))[0]).toMatchObject({
      quien: 'Prueba Rol1',
      rol_quien: ROL.radiologo,
      accion: 'crear',
      entidad: 'informe',
      descripcion: `Informe de la cita ${num}`,
      cumple_cita: true,
    });

    const otra = await world.newCita({ paciente: paciente.id, radiologo: radiologo.id, hoy: true });
    expect((await call('POST', `/api/citas/cumplirCita/${otra}`, radiologo.token)).statusCode).toBe(
      200,
    );
    expect((await entradasDe(await numDe(otra)))[0]).toMatchObject({
      quien: 'Prueba Rol1',
      rol_quien: ROL.radiologo,
      accion: 'cumplir',
      entidad: 'cita',
      descripcion: `Cita ${await numDe(otra)}`,
    });
  });

  it("an entry of a cita carries its and its patient's ids, which open it; one of a cita that no longer exists, none", async () => {
    const id = await world.newCita({ paciente: paciente.id, medico: javier.id });
    expect((await call('POST', `/api/citas/cancelarCita/${id}`, desk().token)).statusCode).toBe(
      200,
    );
    const num = await numDe(id);
    const [entrada] = await entradasDe(num);
    expect(entrada).toMatchObject({ entidad: 'cita', id_cita: id, id_paciente: paciente.id });
    // What the cita's page does with them: its patient's citas hold it, by that id.
    const citas = await call(
      'GET',
      `/api/citas/mostrarCitasDelPaciente/${entrada?.id_paciente}`,
      desk().token,
    );
    expect(citas.statusCode).toBe(200);
    expect(citas.json().find((c: { id: number }) => c.id === entrada?.id_cita)).toMatchObject({
      num_cita: num,
      estado: 'CANCELADA',
    });
    // Every entry of a cita, its diagnosis or its report names its own cita so.
    const todas = (await call('GET', '/api/auditoria/registro?tipo=citas', desk().token)).json()
      .entradas as EntradaDeActividad[];
    for (const e of todas) {
      const suya = await world.db
        .selectFrom('citas')
        .select(['num_cita', 'id_paciente'])
        .where('id', '=', e.id_cita ?? 0)
        .executeTakeFirst();
      expect(suya, `${e.id}`).toEqual({ num_cita: e.num_cita, id_paciente: e.id_paciente });
    }

    // A row of a cita that is no longer there (the audit row keeps its ids, no foreign key).
    const { maximo } = await world.db
      .selectFrom('citas')
      .select((eb) => eb.fn.max('id').as('maximo'))
      .executeTakeFirstOrThrow();
    const ninguna = Number(maximo) + 1000;
    const { id: fila } = await world.db
      .insertInto('auditoria')
      .values({
        id_usuario: desk().id,
        accion: 'cancelar',
        entidad: 'cita',
        id_registro: String(ninguna),
        id_paciente: paciente.id,
        id_cita: ninguna,
        direccion: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const registro = await call('GET', '/api/auditoria/registro?tipo=citas', desk().token);
    const huerfana = (registro.json().entradas as EntradaDeActividad[]).find((e) => e.id === fila);
    expect(huerfana).toMatchObject({ accion: 'cancelar', entidad: 'cita' });
    for (const campo of ['num_cita', 'id_cita', 'id_paciente', 'descripcion'] as const) {
      expect(huerfana, campo).not.toHaveProperty(campo);
    }
  });

  it('keeps nothing personal in the audit rows of citas: ids, the closed detail, no name nor DNI', async () => {
    const filas = await world.db
      .selectFrom('auditoria')
      .selectAll()
      .where('entidad', 'in', ['cita', 'diagnostico', 'informe'])
      .where('accion', 'in', ['crear', 'actualizar', 'cancelar', 'cumplir'])
      .execute();
    expect(filas.length).toBeGreaterThan(10);
    const personales = await world.db
      .selectFrom('usuarios')
      .innerJoin('pacientes', 'pacientes.id_paciente', 'usuarios.id')
      .select(['usuarios.nombre', 'usuarios.primer_apellido', 'usuarios.dni', 'usuarios.email'])
      .select('pacientes.telefono')
      .execute();
    for (const fila of filas) {
      const texto = JSON.stringify(fila);
      for (const persona of personales) {
        for (const dato of Object.values(persona)) {
          if (dato) expect(texto, `${fila.id}`).not.toContain(dato);
        }
      }
      if (fila.detalle) {
        expect(
          Object.keys(fila.detalle).every((clave) =>
            ['antes', 'despues', 'tipo_cita', 'motivo', 'cumple_cita'].includes(clave),
          ),
        ).toBe(true);
      }
    }
    // The database itself refuses another shape: a key of its own, free text, a name.
    for (const detalle of [
      { paciente: 'Carla Gómez Sáez' },
      { motivo: 'Carla no puede venir' },
      { antes: { fecha: '2026-12-01', hora: '10:00', id_profesional: 3, dni: '12345678Z' } },
      { cumple_cita: 'sí' },
    ]) {
      await expect(
        world.db
          .insertInto('auditoria')
          .values({
            id_usuario: null,
            accion: 'cancelar',
            entidad: 'cita',
            id_registro: null,
            id_paciente: null,
            id_cita: null,
            direccion: null,
            detalle: JSON.stringify(detalle),
          })
          .execute(),
        JSON.stringify(detalle),
      ).rejects.toThrow(/auditoria_detalle_cerrado/);
    }
  });

  it('filters by kind: the citas, or the staff and the agenda', async () => {
    await call('POST', '/api/agenda/crearCierre', desk().token, {
      tipo: 'festivo_local',
      fecha_inicio: '2027-05-15',
      descripcion: 'San Isidro',
    });
    const citas = (await call('GET', '/api/auditoria/registro?tipo=citas', desk().token)).json();
    expect(citas.entradas.length).toBeGreaterThan(5);
    expect(
      citas.entradas.every((e: EntradaDeActividad) =>
        ['cita', 'diagnostico', 'informe'].includes(e.entidad),
      ),
    ).toBe(true);
    const personal = (
      await call('GET', '/api/auditoria/registro?tipo=personal_y_agenda', desk().token)
    ).json();
    expect(personal.entradas.map((e: EntradaDeActividad) => e.entidad)).toContain('cierre');
    expect(personal.entradas.some((e: EntradaDeActividad) => e.num_cita)).toBe(false);
    const todas = (await call('GET', '/api/auditoria/registro', desk().token)).json();
    expect(new Set(todas.entradas.map((e: EntradaDeActividad) => e.entidad))).toEqual(
      new Set(['cierre', 'cita', 'diagnostico', 'informe']),
    );
    // Reads are never in it, nor refused calls.
    expect(
      todas.entradas.some(
        (e: EntradaDeActividad) =>
          !['crear', 'actualizar', 'cancelar', 'cumplir'].includes(e.accion),
      ),
    ).toBe(false);
  });

  it('is for the responsable only', async () => {
    const otro = world.user(ROL.administrativo, 'secondary');
    for (const token of [otro.token, javier.token, paciente.token]) {
      expect((await call('GET', '/api/auditoria/registro?tipo=citas', token)).statusCode).toBe(403);
    }
  });
});
