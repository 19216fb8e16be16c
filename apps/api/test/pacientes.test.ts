import { letraDeControlDelCuerpo, ROL } from '@clinica/api-client/reglas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { World } from './fixture';
import { DATABASES, startTestServer, type TestServer } from './harness';
import { MISSING } from './requests';

/**
 * The desk finds and corrects patients (issue 28): buscarPacientes, mostrarPaciente and
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
  const crear = async (extra: Record<string, string> = {}) => {
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
});
