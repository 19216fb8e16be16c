/**
 * E-mail through a real SMTP server on loopback (smtp-server), the outbox's worker run
 * pass by pass (`app.correo.procesar()`, no timer) on the test's clock: confirmations with their
 * calendar invitation read back by ical.js, reminders, recovery and invitation links, bounces,
 * and the SMTP server stopped during bookings.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MENSAJES_CORREO, ROL } from '@clinica/api-client/reglas';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { DEFAULT_THROTTLE } from '../src/auth/throttle';
import { ajustesDeCorreo, readSettings } from '../src/config';
import { CLINICA_DEMO } from '../src/seed/demo-people';
import { PASSWORD, World } from './fixture';
import { DATABASES, startTestServer, TestClock, type TestServer } from './harness';
import { asunto, cabecera, iniciarSmtp, parte, type ServidorSmtp } from './smtp';

/** Monday 1 December 2031, 09:30 in Madrid. */
const NOW = new Date('2031-12-01T08:30:00Z');
const NUEVA = 'una frase que solo yo sé';

function invitacion(crudo: string) {
  const { cabeceras, cuerpo } = parte(crudo, 'text/calendar');
  const calendario = new ICAL.Component(ICAL.parse(cuerpo));
  const vevent = calendario.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('sin VEVENT');
  const evento = new ICAL.Event(vevent);
  return {
    cabeceras,
    metodo: calendario.getFirstPropertyValue('method'),
    uid: evento.uid,
    secuencia: evento.sequence,
    alarmas: vevent.getAllSubcomponents('valarm').length,
    estado: vevent.getFirstPropertyValue('status'),
    texto: cuerpo,
  };
}

const enlaceDe = (crudo: string) => {
  const texto = parte(crudo, 'text/plain').cuerpo;
  const token = /\/restablecer-contrasena\?token=([A-Za-z0-9_-]+)/.exec(texto)?.[1];
  if (!token) throw new Error(`sin enlace en: ${texto}`);
  return { texto, token };
};

describe.each(DATABASES)('e-mail on %s', (kind) => {
  let server: TestServer;
  let world: World;
  let smtp: ServidorSmtp;
  let ip = 0;

  beforeAll(async () => {
    smtp = await iniciarSmtp();
    server = await startTestServer(kind, {
      clock: new TestClock(NOW),
      // The sign-in's limits out of the way; recovery's own (3 and 10 an hour) as they ship.
      throttle: { ...DEFAULT_THROTTLE, perAccount: 1000, perAddress: 1000 },
      settings: {
        correo: {
          smtpUrl: smtp.url,
          remitente: 'Clínica San Rafael <citas@clinica.test>',
          urlPublica: 'https://clinica.test',
        },
      },
      correo: { temporizador: false },
    });
    world = await World.create(server);
    await world.db.updateTable('clinica').set(CLINICA_DEMO).execute();
  });
  afterEach(async () => {
    // What a test left queued is sent, so the next one reads only its own.
    await smtp.arrancar().catch(() => undefined);
    await server.app.correo.procesar();
    smtp.recibidos.length = 0;
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.cerrar();
  });

  const api = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: { token?: string; body?: object; ip?: string } = {},
  ) =>
    server.app.inject({
      method,
      url,
      remoteAddress: options.ip ?? '127.0.0.1',
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      ...(options.body ? { payload: options.body } : {}),
    });
  /** Each test asks from an address of its own: the per-address limit is not what it tests. */
  const otraDireccion = () => `10.0.0.${++ip}`;
  /** A fresh session: the tests move the clock past a session's idle time. */
  const admin = () => world.newSession(world.user(ROL.administrativo));

  async function reservar(paciente: number) {
    const slot = world.freeSlot();
    const answer = await api('POST', '/api/citas/guardar', {
      token: await admin(),
      body: { ...slot, id_paciente: paciente, id_radiologo: world.user(ROL.radiologo).id },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json() as { id: number; num_cita: string };
  }

  const para = (email: string) => smtp.recibidos.filter((m) => m.para.includes(email));

  it('sends the patient each change of a cita with one calendar event: REQUEST 0, REQUEST 1, CANCEL 2', async () => {
    const paciente = await world.newUser(ROL.paciente);
    const cita = await reservar(paciente.id);
    // Nothing leaves before the worker's pass: the message waits in the outbox.
    expect(para(paciente.email)).toHaveLength(0);
    expect((await server.app.correo.procesar()).enviados).toBe(1);
    const slot = world.freeSlot();
    const movida = await api('PUT', `/api/citas/actualizar/${cita.id}`, {
      token: await admin(),
      body: { ...slot, idRadiologo: world.user(ROL.radiologo).id },
    });
    expect(movida.statusCode, movida.body).toBe(200);
    await server.app.correo.procesar();
    const anulada = await api('POST', `/api/citas/cancelarCita/${cita.id}`, {
      token: await admin(),
    });
    expect(anulada.statusCode, anulada.body).toBe(200);
    await server.app.correo.procesar();

    const mensajes = para(paciente.email);
    expect(mensajes).toHaveLength(3);
    const [reserva, cambio, anulacion] = mensajes.map((m) => invitacion(m.crudo));
    expect(reserva?.cabeceras).toMatch(/method=REQUEST/i);
    expect([reserva?.metodo, cambio?.metodo, anulacion?.metodo]).toEqual([
      'REQUEST',
      'REQUEST',
      'CANCEL',
    ]);
    expect(new Set(mensajes.map((m) => invitacion(m.crudo).uid))).toEqual(
      new Set([`cita-${cita.num_cita}@clinica`]),
    );
    expect([reserva?.secuencia, cambio?.secuencia, anulacion?.secuencia]).toEqual([0, 1, 2]);
    expect(reserva?.alarmas).toBeGreaterThan(0);
    expect(anulacion?.estado).toBe('CANCELLED');
    // The download says the same SEQUENCE as the last message.
    const ics = await api('GET', `/api/citas/calendario/${cita.id}`, { token: await admin() });
    expect(ics.body).toMatch(/\r\nSEQUENCE:2\r\n/);

    const primero = mensajes[0]?.crudo ?? '';
    expect(asunto(primero)).toMatch(/^Cita reservada: \d{2}\/\d{2}\/\d{4} a las \d{2}:\d{2}$/);
    const texto = parte(primero, 'text/plain').cuerpo;
    expect(texto).toContain('Tipo de cita: Radiología');
    expect(texto).toContain(CLINICA_DEMO.nombre);
    expect(texto).toContain(CLINICA_DEMO.direccion);
    expect(texto).toContain('910 000 000');
    expect(parte(primero, 'text/html').cuerpo).toContain('<p>');
    // A sender configured with its name is sent as written.
    expect(cabecera(primero, 'From')).toBe('Clínica San Rafael <citas@clinica.test>');
  });

  it('reminds once, the set hours before, unless the patient turned reminders off', async () => {
    const quiere = await world.newUser(ROL.paciente);
    const noQuiere = await world.newUser(ROL.paciente);
    const medico = world.user(ROL.medico).id;
    // Tuesday 2 December 09:00 is 23.5 hours away; Wednesday's is not yet due.
    await world.newCita({ paciente: quiere.id, medico, fecha: '2031-12-02', hora: '09:00' });
    await world.newCita({ paciente: quiere.id, medico, fecha: '2031-12-03', hora: '12:00' });
    await world.newCita({ paciente: noQuiere.id, medico, fecha: '2031-12-02', hora: '10:00' });
    const off = await api('PUT', '/api/usuarios/yo/recordatorios', {
      token: noQuiere.token,
      body: { activos: false },
    });
    expect(off.statusCode).toBe(204);
    const yo = await api('GET', '/api/usuarios/yo', { token: noQuiere.token });
    expect(yo.json()).toMatchObject({ recordatorios: false });

    expect((await server.app.correo.procesar()).recordatorios).toBe(1);
    expect((await server.app.correo.procesar()).recordatorios).toBe(0);
    expect(para(quiere.email).map((m) => asunto(m.crudo))).toEqual([
      'Recordatorio: tu cita del 02/12/2031 a las 09:00',
    ]);
    expect(para(noQuiere.email)).toHaveLength(0);
    const texto = parte(para(quiere.email)[0]?.crudo ?? '', 'text/plain').cuerpo;
    expect(texto).toContain('Tipo de cita: Medicina familiar');
  });

  it('sends no reminder for a cita booked inside the window: its confirmation already says the time', async () => {
    const paciente = await world.newUser(ROL.paciente);
    // Today 14:00, four and a half hours ahead: inside the 24 hours of the reminder.
    const answer = await api('POST', '/api/citas/guardar', {
      token: await admin(),
      body: {
        fecha: '2031-12-01',
        hora: '14:00',
        id_paciente: paciente.id,
        id_radiologo: world.user(ROL.radiologo).id,
      },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect((await server.app.correo.procesar()).recordatorios).toBe(0);
    expect((await server.app.correo.procesar()).recordatorios).toBe(0);
    expect(para(paciente.email).map((m) => asunto(m.crudo))).toEqual([
      'Cita reservada: 01/12/2031 a las 14:00',
    ]);
  });

  it('answers recovery the same for an unknown address, and a known one gets a link that works once', async () => {
    const direccion = otraDireccion();
    const desconocido = await api('POST', '/api/contrasena/recuperar', {
      body: { email: 'nadie@prueba.test' },
      ip: direccion,
    });
    const paciente = await world.newUser(ROL.paciente);
    const otraSesion = await world.newSession(paciente);
    const conocido = await api('POST', '/api/contrasena/recuperar', {
      body: { email: paciente.email.toUpperCase() },
      ip: direccion,
    });
    expect([desconocido.statusCode, conocido.statusCode]).toEqual([202, 202]);
    expect(desconocido.body).toBe(conocido.body);
    expect(conocido.json()).toEqual({ message: MENSAJES_CORREO.recuperacionPedida });
    await server.app.correo.procesar();
    expect(smtp.recibidos.flatMap((m) => m.para)).toEqual([paciente.email]);
    const { token, texto } = enlaceDe(smtp.recibidos[0]?.crudo ?? '');
    expect(texto).toContain(`https://clinica.test/restablecer-contrasena?token=${token}`);
    // Only its hash is kept; once sent, the message's body is gone too.
    const filas = await world.db.selectFrom('correo_saliente').selectAll().execute();
    expect(JSON.stringify(filas)).not.toContain(token);
    const enlaces = await world.db.selectFrom('enlaces_contrasena').selectAll().execute();
    expect(JSON.stringify(enlaces)).not.toContain(token);

    const debil = await api('POST', '/api/contrasena/restablecer', {
      body: { token, password: '12345678' },
    });
    expect(debil.statusCode).toBe(400);
    expect(Object.keys(debil.json().errores)).toEqual(['password']);
    const hecho = await api('POST', '/api/contrasena/restablecer', {
      body: { token, password: NUEVA },
    });
    expect(hecho.statusCode, hecho.body).toBe(204);

    const entrar = (password: string) =>
      api('POST', '/api/iniciarSesion', { body: { email: paciente.email, password } });
    expect((await entrar(PASSWORD)).statusCode).toBe(401);
    expect((await entrar(NUEVA)).statusCode).toBe(200);
    // Every session the account had is over.
    for (const sesion of [paciente.token, otraSesion]) {
      expect((await api('GET', '/api/usuarios/yo', { token: sesion })).statusCode).toBe(401);
    }
    const otraVez = await api('POST', '/api/contrasena/restablecer', {
      body: { token, password: `${NUEVA} otra` },
    });
    expect(otraVez.statusCode).toBe(400);
    expect(otraVez.json()).toEqual({
      message: MENSAJES_CORREO.enlaceNoValido,
      errores: { token: MENSAJES_CORREO.enlaceNoValido },
    });
    const filasAuditoria = await world.db
      .selectFrom('auditoria')
      .select(['accion', 'resultado'])
      .where('accion', 'in', ['recuperar_contrasena', 'restablecer_contrasena'])
      .where('id_registro', '=', String(paciente.id))
      .orderBy('id')
      .execute();
    // The link used a second time is a row of its own, refused (docs/decisiones.md (58)).
    expect(filasAuditoria).toEqual([
      { accion: 'recuperar_contrasena', resultado: 'permitido' },
      { accion: 'restablecer_contrasena', resultado: 'permitido' },
      { accion: 'restablecer_contrasena', resultado: 'fallido' },
    ]);
  });

  it('refuses a link after 30 minutes, and a fourth recovery within the hour', async () => {
    const paciente = await world.newUser(ROL.paciente);
    const pedir = (ip: string) =>
      api('POST', '/api/contrasena/recuperar', { body: { email: paciente.email }, ip });
    expect((await pedir(otraDireccion())).statusCode).toBe(202);
    await server.app.correo.procesar();
    const { token } = enlaceDe(para(paciente.email)[0]?.crudo ?? '');
    server.clock.advance(31 * 60_000);
    const tarde = await api('POST', '/api/contrasena/restablecer', {
      body: { token, password: NUEVA },
    });
    expect(tarde.statusCode).toBe(400);
    expect(tarde.json().errores).toEqual({ token: MENSAJES_CORREO.enlaceNoValido });
    // Per account, whatever the address: three an hour.
    expect((await pedir(otraDireccion())).statusCode).toBe(202);
    expect((await pedir(otraDireccion())).statusCode).toBe(202);
    const cuarta = await pedir(otraDireccion());
    expect(cuarta.statusCode).toBe(429);
    expect(Number(cuarta.headers['retry-after'])).toBeGreaterThan(0);
    // Per address, whatever the account.
    const direccion = otraDireccion();
    const respuestas = [];
    for (let i = 0; i < 11; i++) {
      respuestas.push(
        (
          await api('POST', '/api/contrasena/recuperar', {
            body: { email: `desconocido${i}@prueba.test` },
            ip: direccion,
          })
        ).statusCode,
      );
    }
    expect(respuestas).toEqual([...Array(10).fill(202), 429]);
  });

  it('invites a new patient to choose their password; a typed one is provisional', async () => {
    const base = {
      nombre: 'Rocío',
      primer_apellido: 'Vázquez',
      fecha_nacimiento: '1993-06-12',
      telefono: '688112233',
      sexo: 'Mujer',
      provincia: 'Madrid',
      poblacion: 'Getafe',
      cp: '28901',
      direccion: 'Calle Madrid',
      numero: '4',
    };
    const ninguna = await api('POST', '/api/usuarios/crearUsuarioPaciente', {
      token: await admin(),
      body: { ...base, email: 'rocio.vazquez@prueba.test', dni: '33445566R' },
    });
    expect(ninguna.statusCode).toBe(400);
    expect(ninguna.json().errores).toEqual({ password: MENSAJES_CORREO.contrasenaOInvitacion });
    // The contract's Invitar: only `true`, never beside `password` (refused by its validation).
    for (const invitar of [true, false]) {
      const las2 = await api('POST', '/api/usuarios/crearUsuarioPaciente', {
        token: await admin(),
        body: {
          ...base,
          email: 'rocio.vazquez@prueba.test',
          dni: '33445566R',
          password: NUEVA,
          invitar,
        },
      });
      expect(las2.statusCode, String(invitar)).toBe(400);
      expect(las2.json().errores).toEqual({ invitar: MENSAJES_CORREO.contrasenaOInvitacion });
    }

    const invitada = await api('POST', '/api/usuarios/crearUsuarioPaciente', {
      token: await admin(),
      body: { ...base, email: 'rocio.vazquez@prueba.test', dni: '33445566R', invitar: true },
    });
    expect(invitada.statusCode, invitada.body).toBe(201);
    await server.app.correo.procesar();
    const [mensaje] = para('rocio.vazquez@prueba.test');
    expect(asunto(mensaje?.crudo ?? '')).toBe(`Te damos de alta en ${CLINICA_DEMO.nombre}`);
    const { token } = enlaceDe(mensaje?.crudo ?? '');
    // Seven days later it still works.
    server.clock.advance(6 * 24 * 3_600_000);
    const hecho = await api('POST', '/api/contrasena/restablecer', {
      body: { token, password: NUEVA },
    });
    expect(hecho.statusCode, hecho.body).toBe(204);
    const sesion = await api('POST', '/api/iniciarSesion', {
      body: { email: 'rocio.vazquez@prueba.test', password: NUEVA },
    });
    expect(sesion.json().user.contrasena_provisional).toBe(false);

    const tecleada = await api('POST', '/api/usuarios/crearUsuarioPaciente', {
      token: await admin(),
      body: { ...base, email: 'otra.persona@prueba.test', dni: '12345678Z', password: NUEVA },
    });
    expect(tecleada.statusCode, tecleada.body).toBe(201);
    const suya = await api('POST', '/api/iniciarSesion', {
      body: { email: 'otra.persona@prueba.test', password: NUEVA },
    });
    expect(suya.json().user.contrasena_provisional).toBe(true);
  });

  it('invites new staff the same way', async () => {
    const respuesta = await api('POST', '/api/personal/crearEmpleado', {
      token: await admin(),
      body: {
        id_rol: ROL.radiologo,
        nombre: 'Inés',
        primer_apellido: 'Velasco',
        email: 'ines.velasco@prueba.test',
        invitar: true,
      },
    });
    expect(respuesta.statusCode, respuesta.body).toBe(201);
    await server.app.correo.procesar();
    const { token } = enlaceDe(para('ines.velasco@prueba.test')[0]?.crudo ?? '');
    const hecho = await api('POST', '/api/contrasena/restablecer', {
      body: { token, password: NUEVA },
    });
    expect(hecho.statusCode).toBe(204);
  });

  it('marks an address that bounces and sends it nothing more', async () => {
    const paciente = await world.newUser(ROL.paciente);
    smtp.rechazar.add(paciente.email);
    await reservar(paciente.id);
    expect((await server.app.correo.procesar()).abandonados).toBe(1);
    const usuario = await world.db
      .selectFrom('usuarios')
      .select('correo_rebotado')
      .where('id', '=', paciente.id)
      .executeTakeFirstOrThrow();
    expect(usuario.correo_rebotado).toBe(true);
    smtp.rechazar.delete(paciente.email);
    await reservar(paciente.id);
    server.clock.advance(3_600_000);
    const pasada = await server.app.correo.procesar();
    expect(pasada.enviados).toBe(0);
    expect(para(paciente.email)).toHaveLength(0);
  });

  it('forgets the bounce of an employee whose e-mail the responsable changes', async () => {
    const medico = await world.newUser(ROL.medico);
    await world.db
      .updateTable('usuarios')
      .set({ correo_rebotado: true })
      .where('id', '=', medico.id)
      .execute();
    const cambio = await api('PUT', `/api/personal/actualizarEmpleado/${medico.id}`, {
      token: await admin(),
      body: { email: `nuevo.${medico.email}` },
    });
    expect(cambio.statusCode, cambio.body).toBe(200);
    const usuario = await world.db
      .selectFrom('usuarios')
      .select('correo_rebotado')
      .where('id', '=', medico.id)
      .executeTakeFirstOrThrow();
    expect(usuario.correo_rebotado).toBe(false);
  });

  it('sends every message exactly once when the SMTP server was down during the bookings', async () => {
    const pacientes = [
      await world.newUser(ROL.paciente),
      await world.newUser(ROL.paciente),
      await world.newUser(ROL.paciente),
    ];
    await smtp.parar();
    for (const paciente of pacientes) await reservar(paciente.id);
    const caida = await server.app.correo.procesar();
    expect(caida).toMatchObject({ enviados: 0, aplazados: 3 });
    await reservar(pacientes[0]?.id ?? 0);
    expect((await server.app.correo.procesar()).aplazados).toBe(1);
    // Still waiting out their backoff: nothing is tried before it.
    expect((await server.app.correo.procesar()).aplazados).toBe(0);
    await smtp.arrancar();
    server.clock.advance(2 * 60_000);
    expect((await server.app.correo.procesar()).enviados).toBe(4);
    expect((await server.app.correo.procesar()).enviados).toBe(0);
    const recibidos = pacientes.map((p) => para(p.email).length);
    expect(recibidos).toEqual([2, 1, 1]);
    const claves = smtp.recibidos.map((m) => invitacion(m.crudo).uid);
    expect(new Set(claves).size).toBe(4);
  });
});

describe('e-mail with two servers on one PostgreSQL', () => {
  let server: TestServer;
  let otro: FastifyInstance;
  let world: World;
  let smtp: ServidorSmtp;

  beforeAll(async () => {
    smtp = await iniciarSmtp();
    server = await startTestServer('postgres', {
      clock: new TestClock(NOW),
      settings: { correo: { smtpUrl: smtp.url } },
      correo: { temporizador: false },
    });
    // A second server on the same database, with its own worker, as a second process would be.
    otro = await buildApp({
      db: server.database.connection.db,
      settings: server.settings,
      clock: server.clock.now,
      requestsPerMinute: false,
      correo: { temporizador: false },
    });
    await otro.ready();
    world = await World.create(server);
  });
  afterAll(async () => {
    await otro?.close();
    await server?.close();
    await smtp?.cerrar();
  });

  it('sends each message once while both workers run, through an SMTP outage', async () => {
    const admin = await world.newSession(world.user(ROL.administrativo));
    const radiologo = world.user(ROL.radiologo).id;
    const pacientes = [];
    for (let i = 0; i < 12; i++) pacientes.push(await world.newUser(ROL.paciente));
    await smtp.parar();
    for (const [i, paciente] of pacientes.entries()) {
      const answer = await (i % 2 ? otro : server.app).inject({
        method: 'POST',
        url: '/api/citas/guardar',
        headers: { authorization: `Bearer ${admin}` },
        payload: { ...world.freeSlot(), id_paciente: paciente.id, id_radiologo: radiologo },
      });
      expect(answer.statusCode, answer.body).toBe(201);
    }
    const caidos = await Promise.all([server.app.correo.procesar(), otro.correo.procesar()]);
    expect(caidos.map((p) => p.aplazados).reduce((a, b) => a + b)).toBe(12);
    await smtp.arrancar();
    server.clock.advance(2 * 60_000);
    const pasadas = await Promise.all([
      server.app.correo.procesar(),
      otro.correo.procesar(),
      server.app.correo.procesar(),
      otro.correo.procesar(),
    ]);
    expect(pasadas.map((p) => p.enviados).reduce((a, b) => a + b)).toBe(12);
    expect(smtp.recibidos).toHaveLength(12);
    expect(new Set(smtp.recibidos.flatMap((m) => m.para))).toEqual(
      new Set(pacientes.map((p) => p.email)),
    );
  });
});

describe('e-mail without an SMTP server', () => {
  const NOMBRE_GUARDADO = 'Clínica Los Olmos';
  it('writes each message as an .eml file under the data directory', async () => {
    const server = await startTestServer('pglite', {
      clock: new TestClock(NOW),
      correo: { temporizador: false },
    });
    try {
      const world = await World.create(server);
      await world.db.updateTable('clinica').set({ nombre: NOMBRE_GUARDADO }).execute();
      const paciente = world.user(ROL.paciente);
      /** A cita booked for the patient, and the outbox's pass that writes its one message. */
      const reservarYEnviar = async () => {
        const answer = await server.app.inject({
          method: 'POST',
          url: '/api/citas/guardar',
          headers: { authorization: `Bearer ${world.user(ROL.administrativo).token}` },
          payload: {
            ...world.freeSlot(),
            id_paciente: paciente.id,
            id_radiologo: world.user(ROL.radiologo).id,
          },
        });
        expect(answer.statusCode, answer.body).toBe(201);
        expect((await server.app.correo.procesar()).enviados).toBe(1);
      };
      await reservarYEnviar();
      const carpeta = path.join(server.settings.dataDir, 'correo');
      const archivos = readdirSync(carpeta);
      expect(archivos).toHaveLength(1);
      expect(archivos[0]).toMatch(new RegExp(`-${paciente.email.replaceAll('.', '\\.')}\\.eml$`));
      const crudo = readFileSync(path.join(carpeta, archivos[0] ?? ''), 'utf8');
      expect(invitacion(crudo).metodo).toBe('REQUEST');
      // The default sender is a bare address: the message says the clinic's saved name.
      expect(cabecera(crudo, 'From')).toBe(`${NOMBRE_GUARDADO} <no-responder@clinica.invalid>`);
      // A name changed later signs the messages sent after it.
      await world.db.updateTable('clinica').set({ nombre: 'Centro Médico Olmos' }).execute();
      await reservarYEnviar();
      const segundo = readdirSync(carpeta).find((archivo) => archivo !== archivos[0]) ?? '';
      expect(cabecera(readFileSync(path.join(carpeta, segundo), 'utf8'), 'From')).toBe(
        'Centro Médico Olmos <no-responder@clinica.invalid>',
      );
    } finally {
      await server.close();
    }
  });

  it('reads its settings from the environment', () => {
    const settings = readSettings({ CLINICA_DATA_DIR: '/srv/clinica', PORT: '8080' });
    expect(ajustesDeCorreo(settings)).toMatchObject({
      smtpUrl: undefined,
      remitente: 'no-responder@clinica.invalid',
      urlPublica: 'http://127.0.0.1:8080',
      horasRecordatorio: 24,
      carpeta: path.join('/srv/clinica', 'correo'),
    });
    const smtp = readSettings({
      CLINICA_SMTP_URL: 'smtps://usuario:clave@correo.example.com:465',
      CLINICA_MAIL_FROM: 'Clínica <citas@example.com>',
      CLINICA_URL_PUBLICA: 'https://citas.example.com/',
      CLINICA_REMINDER_HOURS: '48',
    });
    expect(ajustesDeCorreo(smtp)).toMatchObject({
      smtpUrl: 'smtps://usuario:clave@correo.example.com:465',
      remitente: 'Clínica <citas@example.com>',
      urlPublica: 'https://citas.example.com',
      horasRecordatorio: 48,
    });
    expect(() => readSettings({ CLINICA_SMTP_URL: 'http://correo' })).toThrow(/CLINICA_SMTP_URL/);
    expect(() => readSettings({ CLINICA_URL_PUBLICA: 'citas.example.com' })).toThrow(
      /CLINICA_URL_PUBLICA/,
    );
  });
});
