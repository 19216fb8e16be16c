import { letraDeControlDelCuerpo, ROL } from '@clinica/api-client/reglas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_THROTTLE } from '../src/auth/throttle';
import { PASSWORD, World } from './fixture';
import { DATABASES, startTestServer, type TestServer } from './harness';

/** Staff management by the clinic's responsable (docs/decisiones.md (46)). */
describe.each(DATABASES)('personal on %s', (kind) => {
  let server: TestServer;
  let world: World;
  let seq = 40000000 + Math.floor(Math.random() * 100000);
  const dni = () => {
    const n = String(seq++);
    return n + letraDeControlDelCuerpo(n);
  };

  beforeAll(async () => {
    // Three failed sign-ins lock an account (the address never: one test address for all).
    server = await startTestServer(kind, {
      throttle: { ...DEFAULT_THROTTLE, perAccount: 3, perAddress: 1000 },
    });
    world = await World.create(server);
  });
  afterAll(async () => server?.close());

  const responsable = () => world.user(ROL.administrativo).token;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    server.app.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${token}` },
    });
  const signIn = (email: string, password: string) =>
    server.app.inject({ method: 'POST', url: '/api/iniciarSesion', payload: { email, password } });
  const nuevo = (extra: Record<string, unknown> = {}) => ({
    id_rol: ROL.radiologo,
    nombre: 'Inés',
    primer_apellido: 'Velasco',
    segundo_apellido: 'Prieto',
    email: `ines${seq++}@prueba.test`,
    password: 'marea lenta en otoño',
    ...extra,
  });
  const auditRows = (accion: string, id: number) =>
    world.db
      .selectFrom('auditoria')
      .select(['id_usuario', 'accion', 'entidad', 'id_registro', 'campos', 'momento'])
      .where('accion', '=', accion)
      .where('entidad', '=', 'empleado')
      .where('id_registro', '=', String(id))
      .execute();

  it('refuses a non-responsable administrative with a Spanish 403', async () => {
    const other = world.user(ROL.administrativo, 'secondary').token;
    for (const [method, url, body] of [
      ['GET', '/api/personal/mostrarPersonal', undefined],
      ['POST', '/api/personal/crearEmpleado', nuevo()],
      ['POST', `/api/personal/desbloquear/${world.user(ROL.medico).id}`, undefined],
    ] as const) {
      const response = await call(method, url, other, body);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        'Solo el responsable de la clínica puede gestionar el personal.',
      );
    }
    const doctor = await call('GET', '/api/personal/mostrarPersonal', world.user(ROL.medico).token);
    expect(doctor.statusCode).toBe(403);
  });

  it('creates a radiologist with a provisional password: listed, offered, with free slots', async () => {
    const documento = dni().toLowerCase();
    const body = { ...nuevo({ num_colegiado: '280412345' }), dni: documento };
    const created = await call('POST', '/api/personal/crearEmpleado', responsable(), body);
    expect(created.statusCode).toBe(201);
    const empleado = created.json();
    expect(empleado).toMatchObject({
      id_rol: 1,
      nombre: 'Inés',
      nombre_completo: 'Inés Velasco Prieto',
      dni: documento.toUpperCase(),
      num_colegiado: '280412345',
      activo: true,
      bloqueado: false,
      contrasena_provisional: true,
      responsable: false,
      ultimo_acceso: null,
    });
    expect(await auditRows('crear', empleado.id)).toMatchObject([
      { id_usuario: world.user(ROL.administrativo).id, campos: null },
    ]);
    const admin = world.user(ROL.administrativo, 'secondary').token;
    const radiologos = await call('GET', '/api/usuarios/mostrarRadiologos', admin);
    expect(radiologos.json().usuarios).toContainEqual({
      id_radiologo: empleado.id,
      nombre_completo: 'Inés Velasco Prieto',
    });
    const { fecha } = world.freeSlot();
    const huecos = await call(
      'GET',
      `/api/citas/huecosLibres?fecha=${fecha}&id_radiologo=${empleado.id}`,
      admin,
    );
    expect(huecos.statusCode).toBe(200);
    expect(huecos.json().huecos.length).toBeGreaterThan(0);
    // Found by a search without accents or case.
    const found = await call(
      'GET',
      '/api/personal/mostrarPersonal?q=INES%20velasco',
      responsable(),
    );
    expect(found.json().empleados.map((e: { id: number }) => e.id)).toContain(empleado.id);
    const byRole = await call(
      'GET',
      '/api/personal/mostrarPersonal?id_rol=1&por_pagina=10&pagina=1',
      responsable(),
    );
    expect(byRole.statusCode).toBe(200);
    expect(byRole.json().empleados.every((e: { id_rol: number }) => e.id_rol === 1)).toBe(true);
    expect(byRole.json()).toMatchObject({ pagina: 1, por_pagina: 10 });

    // The provisional password: sign-in says so; everything but the allowed few answers 403.
    const session = await signIn(body.email, body.password);
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ contrasena_provisional: true, responsable: false });
    const token = session.json().token;
    const yo = await call('GET', '/api/usuarios/yo', token);
    expect(yo.statusCode).toBe(200);
    expect(yo.json().contrasena_provisional).toBe(true);
    const blocked = await call('GET', `/api/citas/mostrarCitasRadiologo/${empleado.id}`, token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(
      'Tienes que cambiar tu contraseña provisional antes de seguir.',
    );
    const changed = await call('POST', '/api/usuarios/yo/contrasena', token, {
      contrasenaActual: body.password,
      contrasenaNueva: 'otra frase solo mía 2031',
    });
    expect(changed.statusCode).toBe(204);
    const now = await call('GET', `/api/citas/mostrarCitasRadiologo/${empleado.id}`, token);
    expect(now.statusCode).toBe(200);
    expect((await call('GET', '/api/usuarios/yo', token)).json().contrasena_provisional).toBe(
      false,
    );
    const listed = await call('GET', '/api/personal/mostrarPersonal?q=velasco', responsable());
    const row = listed.json().empleados.find((e: { id: number }) => e.id === empleado.id);
    expect(row.ultimo_acceso).not.toBeNull();
    expect(row.contrasena_provisional).toBe(false);
  });

  it('refuses bad input at the field, saving nothing', async () => {
    const taken = world.user(ROL.medico);
    const cases: Array<[Record<string, unknown>, number, string, string]> = [
      [
        { email: taken.email.toUpperCase() },
        409,
        'email',
        'Ya existe una cuenta con ese correo electrónico.',
      ],
      [{ dni: taken.dni }, 409, 'dni', 'Ya existe una cuenta con ese DNI.'],
      // A name past the contract's 50 characters says the limit, not that it is missing.
      [
        { nombre: 'Maximiliana'.repeat(25) },
        400,
        'nombre',
        'El nombre puede tener como máximo 50 caracteres.',
      ],
      [
        { password: 'velasco2031' },
        400,
        'password',
        'La contraseña no puede contener el nombre, los apellidos, el correo electrónico ni el DNI.',
      ],
      [{ password: 'password123' }, 400, 'password', ''],
      // docs/decisiones.md (57): accepted for staff before, refused now with their own reason.
      [
        { password: 'aaaaaaaaaaaa' },
        400,
        'password',
        'La contraseña no puede ser un mismo carácter repetido ni una serie seguida (aaaaaaaa, 12345678).',
      ],
      [
        { password: 'Clinica2026!' },
        400,
        'password',
        'Esa contraseña es la de la clínica de demostración y es pública. Elige otra.',
      ],
      // The contract's Invitar: only `true`, never beside `password`; one of the two.
      [
        { invitar: false },
        400,
        'invitar',
        'Escribe una contraseña inicial o envía una invitación por correo: una de las dos.',
      ],
      [
        { invitar: true },
        400,
        'invitar',
        'Escribe una contraseña inicial o envía una invitación por correo: una de las dos.',
      ],
      [
        { password: undefined, invitar: false },
        400,
        'invitar',
        'Escribe una contraseña inicial o envía una invitación por correo: una de las dos.',
      ],
      [
        { password: undefined },
        400,
        'password',
        'Escribe una contraseña inicial o envía una invitación por correo: una de las dos.',
      ],
      [{ id_rol: 4 }, 400, 'id_rol', 'Elige un rol: radiólogo, administrativo o médico.'],
      [{ dni: '12345678A' }, 400, 'dni', 'El DNI es incorrecto.'],
      [
        { id_rol: ROL.medico },
        400,
        'num_colegiado',
        'El número de colegiado es obligatorio para un médico.',
      ],
      [
        { id_rol: ROL.medico, responsable: true, num_colegiado: '280400001' },
        400,
        'responsable',
        'Solo un administrativo puede ser responsable.',
      ],
    ];
    const before = await world.db
      .selectFrom('usuarios')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    for (const [extra, status, field, message] of cases) {
      const response = await call(
        'POST',
        '/api/personal/crearEmpleado',
        responsable(),
        nuevo(extra),
      );
      expect(response.statusCode, JSON.stringify(extra)).toBe(status);
      const errores = response.json().errores;
      expect(Object.keys(errores), JSON.stringify(extra)).toContain(field);
      if (message) expect(errores[field]).toBe(message);
    }
    const after = await world.db
      .selectFrom('usuarios')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('updates the fields that change, audited by name; a new password is provisional', async () => {
    const created = (
      await call(
        'POST',
        '/api/personal/crearEmpleado',
        responsable(),
        nuevo({ id_rol: ROL.medico, num_colegiado: '280400002' }),
      )
    ).json();
    const otro = world.user(ROL.radiologo);
    const clash = await call(
      'PUT',
      `/api/personal/actualizarEmpleado/${created.id}`,
      responsable(),
      { email: otro.email },
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errores).toEqual({
      email: 'Ya existe una cuenta con ese correo electrónico.',
    });
    const updated = await call(
      'PUT',
      `/api/personal/actualizarEmpleado/${created.id}`,
      responsable(),
      {
        nombre: 'Inés',
        segundo_apellido: '',
        email: `nueva${seq++}@prueba.test`,
      },
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().segundo_apellido).toBeNull();
    expect((await auditRows('actualizar', created.id)).map((r) => r.campos)).toEqual([
      'email,segundo_apellido',
    ]);
    const missing = await call(
      'PUT',
      '/api/personal/actualizarEmpleado/2000000000',
      responsable(),
      { nombre: 'X' },
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No existe ningún empleado con ese id.');
    const patient = await call(
      'PUT',
      `/api/personal/actualizarEmpleado/${world.user(ROL.paciente).id}`,
      responsable(),
      { nombre: 'X' },
    );
    expect(patient.statusCode).toBe(404);
  });

  it("gives a doctor 'de baja': refused with their citas, then their session answers 401 and nobody books them", async () => {
    const doctor = await world.newUser(ROL.medico);
    const admin = world.user(ROL.administrativo, 'secondary').token;
    const slot = world.freeSlot();
    const citaId = await world.newCita({
      paciente: world.user(ROL.paciente).id,
      medico: doctor.id,
      ...slot,
    });
    const refused = await call('POST', `/api/personal/darDeBaja/${doctor.id}`, responsable());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'No se puede dar de baja: tiene 1 cita programada. Muévela o cancélala antes.',
      total_citas: 1,
      citas: [
        {
          id: citaId,
          fecha: slot.fecha,
          hora: slot.hora,
          nombre_completo_paciente: expect.any(String),
        },
      ],
    });
    expect((await call('GET', '/api/usuarios/yo', doctor.token)).statusCode).toBe(200);
    await call('POST', `/api/citas/cancelarCita/${citaId}`, admin);
    const baja = await call('POST', `/api/personal/darDeBaja/${doctor.id}`, responsable());
    expect(baja.statusCode).toBe(200);
    expect(baja.json().activo).toBe(false);
    expect((await call('GET', '/api/usuarios/yo', doctor.token)).statusCode).toBe(401);
    const again = await signIn(doctor.email, PASSWORD);
    expect(again.statusCode).toBe(403);
    const medicos = await call('GET', '/api/usuarios/mostrarMedicos', admin);
    expect(medicos.json().usuarios.map((m: { id_medico: number }) => m.id_medico)).not.toContain(
      doctor.id,
    );
    const booking = await call('POST', '/api/citas/pedirCita', world.user(ROL.paciente).token, {
      tipo_cita: 'Presencial - Medicina familiar',
      id_medico: doctor.id,
      ...world.freeSlot(),
    });
    expect(booking.statusCode).toBe(404);
    expect((await auditRows('dar_de_baja', doctor.id)).length).toBe(1);
    expect(
      (await call('POST', `/api/personal/darDeBaja/${doctor.id}`, responsable())).statusCode,
    ).toBe(409);
    const alta = await call('POST', `/api/personal/darDeAlta/${doctor.id}`, responsable());
    expect(alta.statusCode).toBe(200);
    expect(alta.json().activo).toBe(true);
    expect(
      (await call('POST', `/api/personal/darDeAlta/${doctor.id}`, responsable())).statusCode,
    ).toBe(409);
    expect((await signIn(doctor.email, PASSWORD)).statusCode).toBe(200);
    expect((await auditRows('dar_de_alta', doctor.id)).length).toBe(1);
  });

  it('refuses a bad update or list request at the field, changing nothing', async () => {
    const target = await world.newUser(ROL.radiologo);
    const url = `/api/personal/actualizarEmpleado/${target.id}`;
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{}, 400, ''],
      [{ id_rol: ROL.medico }, 400, 'id_rol'],
      [{ dni: '12345678A' }, 400, 'dni'],
      [{ dni: world.user(ROL.medico).dni }, 409, 'dni'],
      [{ email: 'no-es-un-correo' }, 400, 'email'],
      [{ password: 'rol1prueba' }, 400, 'password'],
      [{ password: '87654321' }, 400, 'password'],
      [{ password: 'CLINICA2026!' }, 400, 'password'],
      [{ responsable: true }, 400, 'responsable'],
      [{ nombre: '   ' }, 400, 'nombre'],
    ];
    for (const [body, status, field] of cases) {
      const response = await call('PUT', url, responsable(), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message).toEqual(expect.any(String));
      if (field) expect(Object.keys(response.json().errores ?? {})).toContain(field);
    }
    expect((await auditRows('actualizar', target.id)).length).toBe(0);
    const page = await call('GET', '/api/personal/mostrarPersonal?por_pagina=7', responsable());
    expect(page.statusCode).toBe(400);
    expect(page.json().errores).toEqual({ por_pagina: 'Elige 10, 25, 50 o 100 filas por página.' });
  });

  it('a new password set by the responsable is provisional and ends the person’s sessions', async () => {
    const target = await world.newUser(ROL.medico);
    const nueva = 'cambio de turno 2031';
    const reset = await call(
      'PUT',
      `/api/personal/actualizarEmpleado/${target.id}`,
      responsable(),
      {
        password: nueva,
      },
    );
    expect(reset.statusCode).toBe(200);
    expect(reset.json().contrasena_provisional).toBe(true);
    expect((await auditRows('actualizar', target.id)).map((r) => r.campos)).toEqual(['password']);
    expect((await call('GET', '/api/usuarios/yo', target.token)).statusCode).toBe(401);
    const session = await signIn(target.email, nueva);
    expect(session.json().user.contrasena_provisional).toBe(true);
    const token = session.json().token;
    expect(
      (await call('GET', `/api/citas/mostrarCitasMedico/${target.id}`, token)).statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', '/api/contrasena/comprobar', token, {
          password: 'otra cosa larga',
          propia: true,
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('POST', '/api/cerrarSesion', token)).statusCode).toBe(204);
  });

  it('gives and takes the responsable mark, effective at the next request', async () => {
    const other = world.user(ROL.administrativo, 'secondary');
    const mark = (value: boolean) =>
      call('PUT', `/api/personal/actualizarEmpleado/${other.id}`, responsable(), {
        responsable: value,
      });
    expect((await mark(true)).json().responsable).toBe(true);
    expect((await call('GET', '/api/personal/mostrarPersonal', other.token)).statusCode).toBe(200);
    const me = await call('GET', '/api/usuarios/yo', other.token);
    expect(me.json().responsable).toBe(true);
    expect((await mark(false)).statusCode).toBe(200);
    expect((await call('GET', '/api/personal/mostrarPersonal', other.token)).statusCode).toBe(403);
    expect((await auditRows('actualizar', other.id)).map((r) => r.campos)).toEqual([
      'responsable',
      'responsable',
    ]);
  });

  it('refuses giving oneself de baja, and unlocks an account locked by failed sign-ins', async () => {
    const me = world.user(ROL.administrativo);
    const self = await call('POST', `/api/personal/darDeBaja/${me.id}`, responsable());
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('No puedes darte de baja a ti mismo.');
    const untouchable = await call(
      'PUT',
      `/api/personal/actualizarEmpleado/${me.id}`,
      responsable(),
      { responsable: false },
    );
    expect(untouchable.statusCode).toBe(409);

    const victim = await world.newUser(ROL.radiologo);
    for (let i = 0; i < 3; i++) await signIn(victim.email, 'no es la buena');
    expect((await signIn(victim.email, PASSWORD)).statusCode).toBe(429);
    const listed = await call(
      'GET',
      `/api/personal/mostrarPersonal?q=${victim.dni}`,
      responsable(),
    );
    expect(listed.json().empleados[0]).toMatchObject({ id: victim.id, bloqueado: true });
    const unlocked = await call('POST', `/api/personal/desbloquear/${victim.id}`, responsable());
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json().bloqueado).toBe(false);
    expect((await signIn(victim.email, PASSWORD)).statusCode).toBe(200);
    expect((await auditRows('desbloquear', victim.id)).length).toBe(1);
  });
  it('lists people in Spanish order: accents and case aside, ñ after n', async () => {
    // A surname no other row of this world shares, so the search returns only these.
    const apellidos = ['Peña', 'Íñiguez', 'penas', 'Ortiz', 'Ibáñez', 'Pérez', 'Nuñez', 'Núñez'];
    for (const [i, primer_apellido] of apellidos.entries()) {
      const creado = await call(
        'POST',
        '/api/personal/crearEmpleado',
        responsable(),
        nuevo({ primer_apellido, segundo_apellido: 'Zubiría', num_colegiado: `2804999${i}0` }),
      );
      expect(creado.statusCode).toBe(201);
    }
    const lista = await call(
      'GET',
      '/api/personal/mostrarPersonal?q=zubiria&por_pagina=25',
      responsable(),
    );
    expect(lista.statusCode).toBe(200);
    expect(
      lista.json().empleados.map((e: { primer_apellido: string }) => e.primer_apellido),
    ).toEqual(['Ibáñez', 'Íñiguez', 'Nuñez', 'Núñez', 'Ortiz', 'penas', 'Peña', 'Pérez']);
  });
});
