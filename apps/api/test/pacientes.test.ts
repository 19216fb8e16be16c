import { letraDeControlDelCuerpo, ROL } from '@clinica/api-client/reglas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from './fixture';
import { DATABASES, startTestServer, TestClock, type TestServer } from './harness';
import { MISSING } from './requests';

/**
 * The desk finds and corrects patients: buscarPacientes, mostrarPaciente and
 * actualizarPaciente; and books family medicine as well as radiology (guardarCita).
 */
describe.each(DATABASES)('pacientes on %s', (kind) => {
  let server: TestServer;
  let world: World;
  let seq = 60000000 + Math.floor(Math.random() * 100000);
  const dni = () => {
    const n = String(seq++);
    return n + letraDeControlDelCuerpo(n);
  };
  // A word only this run's patients carry, so the searches see nobody else.
  const marca = `zq${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)}`;

  beforeAll(async () => {
    server = await startTestServer(kind);
    world = await World.create(server);
  });
  afterAll(async () => server?.close());

  const desk = () => world.user(ROL.administrativo).token;
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
    server.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  const crear = async (extra: Record<string, unknown> = {}) => {
    const response = await call('POST', '/api/usuarios/crearUsuarioPaciente', desk(), {
      nombre: 'Lucía',
      primer_apellido: 'García',
      segundo_apellido: `Fernández ${marca}`,
      fecha_nacimiento: '1985-04-17',
      telefono: `6${String(seq++).slice(-8)}`,
      email: `paciente${seq++}@prueba.test`,
      password: 'ClaveSegura2026',
      dni: dni(),
      sexo: 'Mujer',
      provincia: 'Madrid',
      poblacion: 'Alcalá de Henares',
      cp: '28801',
      direccion: 'Calle Mayor',
      numero: '12',
      ...extra,
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number; dni: string; email: string };
  };
  const buscar = (q: string, extra = '') =>
    call('GET', `/api/usuarios/buscarPacientes?q=${encodeURIComponent(q)}${extra}`, desk());
  const auditRows = (accion: string, id: number) =>
    world.db
      .selectFrom('auditoria')
      .select(['id_usuario', 'campos'])
      .where('accion', '=', accion)
      .where('entidad', '=', 'paciente')
      .where('id_registro', '=', String(id))
      .execute();

  it('finds a patient by a name typed without accents, by phone, DNI and birth date', async () => {
    const lucia = await crear({ fecha_nacimiento: '1931-07-19', telefono: '699112233' });
    const accentless = await buscar(`lucia garcia fernandez ${marca}`.toUpperCase());
    expect(accentless.statusCode).toBe(200);
    expect(accentless.json()).toMatchObject({ total: 1, pagina: 1, por_pagina: 10 });
    expect(accentless.json().pacientes[0]).toMatchObject({
      id: lucia.id,
      nombre_completo: `Lucía García Fernández ${marca}`,
      fecha_nacimiento: '1931-07-19',
      telefono: '699112233',
      piso: null,
    });
    expect((await auditRows('leer', lucia.id)).map((r) => r.id_usuario)).toEqual([
      world.user(ROL.administrativo).id,
    ]);
    for (const q of ['699 11 22 33', lucia.dni.toLowerCase(), '19/07/1931', '1931-07-19']) {
      const ids = (await buscar(q)).json().pacientes.map((p: { id: number }) => p.id);
      expect(ids, q).toContain(lucia.id);
    }
  });

  it('pages by surnames and name, 10 by default', async () => {
    const tag = `${marca}pag`;
    for (const apellido of ['Zamora', 'Álvarez', 'Muñoz', 'Benítez', 'Castro', 'Díaz']) {
      await crear({ primer_apellido: apellido, segundo_apellido: tag });
      await crear({ primer_apellido: apellido, segundo_apellido: tag, nombre: 'Ana' });
    }
    const first = (await buscar(tag)).json();
    expect(first.total).toBe(12);
    expect(first.pacientes).toHaveLength(10);
    expect(
      first.pacientes.slice(0, 2).map((p: { nombre_completo: string }) => p.nombre_completo),
    ).toEqual([`Ana Álvarez ${tag}`, `Lucía Álvarez ${tag}`]);
    const second = (await buscar(tag, '&pagina=2&por_pagina=10')).json();
    expect(second.pacientes.map((p: { primer_apellido: string }) => p.primer_apellido)).toEqual([
      'Zamora',
      'Zamora',
    ]);
    // Every patient a page shows is a read of that patient, for their 'Quién ha visto mi historia'.
    for (const shown of [...first.pacientes, ...second.pacientes] as { id: number }[]) {
      expect((await auditRows('leer', shown.id)).length, String(shown.id)).toBe(1);
    }
    expect((await buscar(tag, '&por_pagina=25')).json().pacientes).toHaveLength(12);
    expect((await buscar(tag, '&por_pagina=7')).statusCode).toBe(400);
  });

  it('refuses a patient (403) and a text under 2 or over 100 characters (400)', async () => {
    const patient = world.user(ROL.paciente).token;
    expect((await call('GET', '/api/usuarios/buscarPacientes?q=garcia', patient)).statusCode).toBe(
      403,
    );
    for (const [q, message] of [
      ['a', 'Escribe al menos 2 caracteres para buscar.'],
      [' a ', 'Escribe al menos 2 caracteres para buscar.'],
      // Two characters counting a space: the ends' spaces do not count (the contract says so).
      [' a', 'Escribe al menos 2 caracteres para buscar.'],
      ['a ', 'Escribe al menos 2 caracteres para buscar.'],
      ['x'.repeat(101), 'Escribe como mucho 100 caracteres para buscar.'],
    ] as const) {
      const response = await buscar(q);
      expect(response.statusCode, q).toBe(400);
      expect(response.json().errores.q).toBe(message);
    }
    const none = await call('GET', '/api/usuarios/buscarPacientes', desk());
    expect(none.statusCode).toBe(400);
    expect(none.json().errores.q).toBe('Escribe al menos 2 caracteres para buscar.');
  });

  it('shows one patient to the desk, audited as a read; 404 for nobody’s id, 403 for others', async () => {
    const paciente = await crear({ piso: '3' });
    const url = `/api/usuarios/mostrarPaciente/${paciente.id}`;
    const shown = await call('GET', url, desk());
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      id: paciente.id,
      dni: paciente.dni,
      piso: '3',
      puerta: null,
      provincia: 'Madrid',
      nombre_completo: `Lucía García Fernández ${marca}`,
    });
    expect((await auditRows('leer', paciente.id)).map((r) => r.id_usuario)).toEqual([
      world.user(ROL.administrativo).id,
    ]);
    for (const id of [MISSING, world.user(ROL.medico).id]) {
      const missing = await call('GET', `/api/usuarios/mostrarPaciente/${id}`, desk());
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('No existe ningún paciente con ese id.');
    }
    for (const rol of [ROL.paciente, ROL.medico, ROL.radiologo]) {
      expect((await call('GET', url, world.user(rol).token)).statusCode, String(rol)).toBe(403);
    }
  });

  it('books family medicine with a doctor, presencial or telefónica, and refuses mixed shapes', async () => {
    const paciente = await crear();
    const medico = world.user(ROL.medico);
    const slot = world.freeSlot();
    const booked = await call('POST', '/api/citas/guardar', desk(), {
      ...slot,
      tipo_cita: 'Telefónica - Medicina familiar',
      id_paciente: paciente.id,
      id_medico: medico.id,
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({
      ...slot,
      especialidad: 1,
      tipo_cita: 'Telefónica - Medicina familiar',
      id_medico: medico.id,
      id_radiologo: null,
      id_administrativo: world.user(ROL.administrativo).id,
      estado: 'EN_CURSO',
    });
    // The doctor's slot is taken now: the same hour again is a 409 at the field.
    const again = await call('POST', '/api/citas/guardar', desk(), {
      ...slot,
      tipo_cita: 'Presencial - Medicina familiar',
      id_paciente: (await crear()).id,
      id_medico: medico.id,
    });
    expect(again.statusCode).toBe(409);
    const doctorsDay = await call(
      'GET',
      `/api/citas/huecosLibres?fecha=${slot.fecha}&id_medico=${medico.id}`,
      desk(),
    );
    expect(doctorsDay.json().huecos).not.toContain(slot.hora);
    for (const body of [
      { tipo_cita: 'Radiologia', id_medico: medico.id },
      { tipo_cita: 'Presencial - Medicina familiar', id_radiologo: world.user(ROL.radiologo).id },
      { tipo_cita: 'Presencial - Medicina familiar' },
      { tipo_cita: 'Medicina General', id_medico: medico.id },
    ]) {
      const refused = await call('POST', '/api/citas/guardar', desk(), {
        ...world.freeSlot(),
        id_paciente: paciente.id,
        ...body,
      });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    const nobody = await call('POST', '/api/citas/guardar', desk(), {
      ...world.freeSlot(),
      tipo_cita: 'Presencial - Medicina familiar',
      id_paciente: paciente.id,
      id_medico: MISSING,
    });
    expect(nobody.statusCode).toBe(404);
  });

  it('changes only the fields sent, audits which, and answers the patient', async () => {
    const paciente = await crear({ piso: '3', puerta: 'B' });
    const url = `/api/usuarios/actualizarPaciente/${paciente.id}`;
    const updated = await call('PUT', url, desk(), { telefono: '698765432', piso: '' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: paciente.id,
      telefono: '698765432',
      piso: null,
      puerta: 'B',
      nombre: 'Lucía',
      dni: paciente.dni,
      email: paciente.email,
      poblacion: 'Alcalá de Henares',
    });
    expect((await auditRows('actualizar', paciente.id)).map((r) => r.campos)).toEqual([
      'piso,telefono',
    ]);
    const patient = world.user(ROL.paciente).token;
    expect((await call('PUT', url, patient, { telefono: '611111111' })).statusCode).toBe(403);
  });

  it('refuses bad fields with crear paciente’s messages, 409 for a used e-mail or DNI, 404', async () => {
    const paciente = await crear();
    const otro = await crear();
    const url = `/api/usuarios/actualizarPaciente/${paciente.id}`;
    for (const [body, campo, message] of [
      [{ dni: '12345678A' }, 'dni', 'El DNI es incorrecto.'],
      [
        { fecha_nacimiento: '2999-01-01' },
        'fecha_nacimiento',
        'Introduce una fecha de nacimiento válida.',
      ],
      [{ cp: '08001' }, 'cp', 'El código postal no corresponde a la provincia.'],
      [
        { provincia: 'Barcelona' },
        'poblacion',
        'La población no pertenece a la provincia elegida.',
      ],
      [{ provincia: 'Atlántida' }, 'provincia', 'La provincia no existe.'],
    ] as const) {
      const response = await call('PUT', url, desk(), body);
      expect(response.statusCode, campo).toBe(400);
      expect(response.json().errores[campo]).toBe(message);
    }
    const email = await call('PUT', url, desk(), { email: otro.email.toUpperCase() });
    expect(email.statusCode).toBe(409);
    expect(email.json().errores.email).toBe('Ya existe un usuario con ese correo electrónico.');
    const documento = await call('PUT', url, desk(), { dni: otro.dni.toLowerCase() });
    expect(documento.statusCode).toBe(409);
    expect(documento.json().errores.dni).toBe('Ya existe un paciente con ese DNI.');
    for (const id of [MISSING, world.user(ROL.medico).id]) {
      const missing = await call('PUT', `/api/usuarios/actualizarPaciente/${id}`, desk(), {
        telefono: '611111111',
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('No existe ningún paciente con ese id.');
    }
    expect(await auditRows('actualizar', paciente.id)).toEqual([]);
  });

  describe('patients as they come (docs/decisiones.md (52))', () => {
    // A server of its own on the clinic's day for the ages: a child born on 02/12/2012 is 13
    // on 01/12/2026.
    let server: TestServer;
    let world: World;
    beforeAll(async () => {
      server = await startTestServer(kind, {
        clock: new TestClock(new Date('2026-12-01T10:00:00Z')),
      });
      world = await World.create(server);
    });
    afterAll(async () => server?.close());
    const desk = () => world.user(ROL.administrativo).token;
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
      server.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
    const buscar = (q: string) =>
      call('GET', `/api/usuarios/buscarPacientes?q=${encodeURIComponent(q)}`, desk());
    const nie = () => {
      const cuerpo = `Y${String(seq++).slice(-7)}`;
      return cuerpo + letraDeControlDelCuerpo(cuerpo);
    };
    const pasaporte = () => `PA${String(seq++).slice(-7)}`;
    const tutor = () => ({
      nombre: 'Elena Ortega Blanco',
      tipo_documento: 'dni',
      documento: dni(),
      telefono: '654321098',
      relacion: 'Madre',
    });
    const sinCuenta = { email: undefined, password: undefined };
    const post = (body: Record<string, unknown>) =>
      call('POST', '/api/usuarios/crearUsuarioPaciente', desk(), {
        nombre: 'Martina',
        primer_apellido: 'Navarro',
        segundo_apellido: marca,
        fecha_nacimiento: '1985-04-17',
        sexo: 'Mujer',
        provincia: 'Madrid',
        poblacion: 'Alcalá de Henares',
        ...body,
      });
    const invitaciones = (id: number) =>
      world.db
        .selectFrom('correo_saliente')
        .select(['destinatario', 'texto'])
        .where('id_usuario', '=', id)
        .where('tipo', '=', 'invitacion')
        .execute();

    it('registers a child under 14 without a document with a guardian, and nobody of 14', async () => {
      const guardian = tutor();
      const nina = await post({ fecha_nacimiento: '2012-12-02', tutor: guardian });
      expect(nina.statusCode, nina.body).toBe(201);
      expect(nina.json()).toMatchObject({
        dni: null,
        tipo_documento: null,
        documento: null,
        email: null,
      });
      const ficha = await call('GET', `/api/usuarios/mostrarPaciente/${nina.json().id}`, desk());
      expect(ficha.json()).toMatchObject({
        tipo_documento: null,
        documento: null,
        dni: null,
        email: null,
        telefono: null,
        cp: null,
        direccion: null,
        numero: null,
        tutor: guardian,
      });
      const catorce = await post({ fecha_nacimiento: '2012-12-01', tutor: tutor() });
      expect(catorce.statusCode).toBe(400);
      expect(catorce.json().errores).toEqual({
        tipo_documento: 'Solo un menor de 14 años puede registrarse sin documento.',
      });
      const sinNada = await post({ telefono: '612000000' });
      expect(sinNada.statusCode).toBe(400);
      expect(sinNada.json().errores).toEqual({ documento: 'Escribe el número del documento.' });
      const tutorIncompleto = await post({
        fecha_nacimiento: '2020-01-01',
        tutor: { ...tutor(), documento: '', telefono: '', relacion: ' ' },
      });
      expect(tutorIncompleto.json().errores).toEqual({
        tutor_documento: 'Escribe el número del documento.',
        tutor_telefono: 'El teléfono del tutor debe tener 9 dígitos.',
        tutor_relacion: 'Escribe la relación del tutor con el paciente.',
      });
    });

    it('checks a NIE as a NIE and a passport as a passport, and the older dni field still works', async () => {
      const numero = nie();
      const extranjero = await post({
        tipo_documento: 'nie',
        documento: numero.toLowerCase(),
        telefono: '612000001',
      });
      expect(extranjero.statusCode, extranjero.body).toBe(201);
      expect(extranjero.json()).toMatchObject({
        tipo_documento: 'nie',
        documento: numero,
        dni: numero,
      });
      const malo = await post({ tipo_documento: 'nie', documento: dni(), telefono: '612000002' });
      expect(malo.json().errores).toEqual({ documento: 'El NIE es incorrecto.' });
      const vacio = await post({ tipo_documento: 'dni', documento: '', telefono: '612000002' });
      expect(vacio.json().errores).toEqual({ documento: 'Escribe el número del documento.' });
      const legacyVacio = await post({ dni: '', telefono: '612000002' });
      expect(legacyVacio.statusCode).toBe(400);
      const pasaporteNumero = pasaporte();
      const viajero = await post({
        tipo_documento: 'pasaporte',
        documento: `${pasaporteNumero.slice(0, 4)} ${pasaporteNumero.slice(4)}`,
        telefono: '612000003',
      });
      expect(viajero.json()).toMatchObject({
        tipo_documento: 'pasaporte',
        documento: pasaporteNumero,
        dni: null,
      });
      const corto = await post({
        tipo_documento: 'pasaporte',
        documento: 'P12',
        telefono: '612000003',
      });
      expect(corto.json().errores).toEqual({
        documento: 'El pasaporte debe tener de 5 a 15 letras o cifras.',
      });
      const repetido = await post({
        tipo_documento: 'pasaporte',
        documento: pasaporteNumero,
        telefono: '612000004',
      });
      expect(repetido.statusCode).toBe(409);
      expect(repetido.json().errores).toEqual({
        documento: 'Ya existe un paciente con ese documento.',
      });
      // The older field: a DNI sent as `dni` is kept as a DNI.
      const antiguo = (await post({ dni: dni(), telefono: '612000011' })).json();
      const leido = await call('GET', `/api/usuarios/mostrarPaciente/${antiguo.id}`, desk());
      expect(leido.json()).toMatchObject({
        tipo_documento: 'dni',
        documento: antiguo.dni,
        dni: antiguo.dni,
        tutor: null,
      });
    });

    it('finds a NIE, a passport and a DNI by buscarPorDni and buscarPacientes', async () => {
      const numeros = [nie(), pasaporte(), dni()];
      const tipos = ['nie', 'pasaporte', 'dni'];
      for (const [i, numero] of numeros.entries()) {
        const creado = await post({
          tipo_documento: tipos[i],
          documento: numero,
          telefono: '612000005',
        });
        expect(creado.statusCode, creado.body).toBe(201);
        const porDni = await call(
          'GET',
          `/api/usuarios/buscarPorDni?dni=${numero.toLowerCase()}`,
          desk(),
        );
        expect(porDni.statusCode, numero).toBe(200);
        expect(porDni.json().usuarios[0]).toMatchObject({
          id: creado.json().id,
          documento: numero,
          tipo_documento: tipos[i],
        });
        const porTexto = await buscar(numero.toLowerCase());
        expect(porTexto.json().pacientes.map((p: { id: number }) => p.id)).toEqual([
          creado.json().id,
        ]);
      }
      const letraMala = await call('GET', '/api/usuarios/buscarPorDni?dni=12345678A', desk());
      expect(letraMala.statusCode).toBe(400);
      expect(letraMala.json().errores.dni).toBe('Escribe un DNI, un NIE o un pasaporte válidos.');
    });

    it('needs a phone or an e-mail, and only the province and town of the address', async () => {
      const soloTelefono = await post({ dni: dni(), telefono: '612000006' });
      expect(soloTelefono.statusCode, soloTelefono.body).toBe(201);
      const soloCorreo = await post({
        dni: dni(),
        email: `solo${seq++}@prueba.test`,
        invitar: true,
        sexo: 'No consta',
      });
      expect(soloCorreo.statusCode, soloCorreo.body).toBe(201);
      expect(
        (await call('GET', `/api/usuarios/mostrarPaciente/${soloCorreo.json().id}`, desk())).json(),
      ).toMatchObject({
        sexo: 'No consta',
        telefono: null,
      });
      const ninguno = await post({ dni: dni() });
      expect(ninguno.statusCode).toBe(400);
      expect(ninguno.json().errores).toEqual({
        telefono: 'Escribe un teléfono o un correo electrónico.',
      });
      const cpAjeno = await post({ dni: dni(), telefono: '612000007', cp: '08001' });
      expect(cpAjeno.json().errores).toEqual({
        cp: 'El código postal no corresponde a la provincia.',
      });
    });

    it('gives no account nor invitation without e-mail, and invites when the desk adds one', async () => {
      const sinPassword = await post({
        dni: dni(),
        telefono: '612000008',
        password: 'ClaveSegura2026',
      });
      expect(sinPassword.statusCode).toBe(400);
      expect(sinPassword.json().errores.password).toMatch(/^Sin correo electrónico no hay cuenta/);
      const mayor = await post({ dni: dni(), telefono: '612000009', ...sinCuenta });
      expect(mayor.statusCode, mayor.body).toBe(201);
      const id = mayor.json().id;
      expect(await invitaciones(id)).toEqual([]);
      const sinRecuperar = await server.app.inject({
        method: 'POST',
        url: '/api/contrasena/recuperar',
        payload: { email: '' },
      });
      expect(sinRecuperar.statusCode).toBe(400);
      const email = `anadido${seq++}@prueba.test`;
      const cambio = await call('PUT', `/api/usuarios/actualizarPaciente/${id}`, desk(), { email });
      expect(cambio.statusCode, cambio.body).toBe(200);
      expect(cambio.json().email).toBe(email);
      const enviadas = await invitaciones(id);
      expect(enviadas.map((fila) => fila.destinatario)).toEqual([email]);
      const otroCambio = await call('PUT', `/api/usuarios/actualizarPaciente/${id}`, desk(), {
        telefono: '',
      });
      expect(otroCambio.statusCode, otroCambio.body).toBe(200);
      expect(otroCambio.json().telefono).toBeNull();
      expect(await invitaciones(id)).toHaveLength(1);
    });

    it('writes to a child’s guardian by name, and a child who gets a document loses the guardian', async () => {
      const guardian = tutor();
      const email = `tutora${seq++}@prueba.test`;
      const nino = await post({
        fecha_nacimiento: '2019-06-03',
        tutor: guardian,
        email,
        invitar: true,
      });
      expect(nino.statusCode, nino.body).toBe(201);
      const [invitacion] = await invitaciones(nino.json().id);
      expect(invitacion?.destinatario).toBe(email);
      expect(invitacion?.texto).toContain('Hola, Elena Ortega Blanco:');
      const url = `/api/usuarios/actualizarPaciente/${nino.json().id}`;
      const conDocumentoYTutor = await call('PUT', url, desk(), {
        tipo_documento: 'dni',
        documento: dni(),
      });
      expect(conDocumentoYTutor.json().errores).toEqual({
        tipo_documento: 'Un paciente con documento propio no se registra con tutor.',
      });
      const numero = dni();
      const conDocumento = await call('PUT', url, desk(), {
        tipo_documento: 'dni',
        documento: numero,
        tutor: null,
        telefono: '612000010',
      });
      expect(conDocumento.statusCode, conDocumento.body).toBe(200);
      expect(conDocumento.json()).toMatchObject({
        tipo_documento: 'dni',
        documento: numero,
        tutor: null,
      });
      // And back: without a document again, with the guardian (only a child under 14 may).
      const sinDocumento = await call('PUT', url, desk(), {
        tipo_documento: null,
        tutor: guardian,
      });
      expect(sinDocumento.statusCode, sinDocumento.body).toBe(200);
      expect(sinDocumento.json()).toMatchObject({
        tipo_documento: null,
        documento: null,
        tutor: guardian,
      });
    });
  });
});
