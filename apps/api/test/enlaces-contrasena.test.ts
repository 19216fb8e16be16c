/**
 * Password links (docs/decisiones.md (58)): a link sets a password only for the address and the
 * password its account had when it was sent, and only while the account is active. An
 * invitation mailed to a mistyped address, corrected afterwards by the responsable or the desk,
 * used to set the password of the corrected account; so did a link after a provisional password,
 * a password change, or a baja and an alta. Wrong links are counted per client address and
 * audited. The messages go to .eml files (no SMTP server), read back as the repro did.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MENSAJES_CORREO, ROL } from '@clinica/api-client/reglas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords';
import { DEFAULT_THROTTLE } from '../src/auth/throttle';
import { LIMITE_RESTABLECIMIENTO } from '../src/handlers/correo';
import { MENSAJES } from '../src/http/errors';
import { PASSWORD, World } from './fixture';
import { DATABASES, startTestServer, TestClock, type TestServer } from './harness';
import { parte } from './smtp';

/** Monday 1 December 2031, 09:30 in Madrid. */
const NOW = new Date('2031-12-01T08:30:00Z');
const NUEVA = 'una frase que solo yo sé';
const ENLACE_NO_VALIDO = {
  message: MENSAJES_CORREO.enlaceNoValido,
  errores: { token: MENSAJES_CORREO.enlaceNoValido },
};

describe.each(DATABASES)('password links on %s', (kind) => {
  let server: TestServer;
  let world: World;
  let ip = 0;
  let persona = 0;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      clock: new TestClock(NOW),
      // The wrong links' limit as it ships; the others out of the way.
      throttle: {
        ...DEFAULT_THROTTLE,
        perAccount: 1000,
        perAddress: 1000,
        recoveryPerAccount: 1000,
        recoveryPerAddress: 1000,
      },
      correo: { temporizador: false },
    });
    world = await World.create(server);
  });
  afterAll(async () => server?.close());

  /** Each test from an address of its own: the wrong links' limit counts per address. */
  const otraDireccion = () => `10.1.0.${++ip}`;
  /** An address nobody else in this file has. */
  const correo = (nombre: string) => `${nombre}.${++persona}@prueba.test`;

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
  const responsable = () => world.newSession(world.user(ROL.administrativo));
  const restablecer = (token: string, ip: string, password = NUEVA) =>
    api('POST', '/api/contrasena/restablecer', { body: { token, password }, ip });
  const entrar = (email: string, password = NUEVA) =>
    api('POST', '/api/iniciarSesion', { body: { email, password } });

  /** The tokens of the links the worker wrote to this address, oldest first. */
  async function enlacesA(email: string): Promise<string[]> {
    await server.app.correo.procesar();
    const carpeta = path.join(server.settings.dataDir, 'correo');
    return readdirSync(carpeta)
      .filter((archivo) => archivo.endsWith(`-${email}.eml`))
      .sort()
      .map((archivo) => {
        const texto = parte(readFileSync(path.join(carpeta, archivo), 'utf8'), 'text/plain').cuerpo;
        const token = /\/restablecer-contrasena\?token=([A-Za-z0-9_-]+)/.exec(texto)?.[1];
        if (!token) throw new Error(`Sin enlace en ${archivo}.`);
        return token;
      });
  }
  async function unEnlaceA(email: string): Promise<string> {
    const [token, ...otros] = await enlacesA(email);
    expect(otros).toEqual([]);
    if (!token) throw new Error(`Ningún mensaje a ${email}.`);
    return token;
  }

  /** A radiologist invited by the responsable; their id. */
  async function invitar(email: string): Promise<number> {
    const alta = await api('POST', '/api/personal/crearEmpleado', {
      token: await responsable(),
      body: {
        id_rol: ROL.radiologo,
        nombre: 'Rosa',
        primer_apellido: 'Errata',
        email,
        invitar: true,
      },
    });
    expect(alta.statusCode, alta.body).toBe(201);
    return alta.json().id as number;
  }
  const recuperar = (email: string) =>
    api('POST', '/api/contrasena/recuperar', { body: { email }, ip: otraDireccion() });

  it("refuses an invitation once the responsable corrects the address it went to (the repro), and the corrected account's own link works", async () => {
    const errata = correo('rosa.errata');
    const correcta = correo('rosa.correcta');
    const id = await invitar(errata);
    const token = await unEnlaceA(errata);
    const cambio = await api('PUT', `/api/personal/actualizarEmpleado/${id}`, {
      token: await responsable(),
      body: { email: correcta },
    });
    expect(cambio.statusCode, cambio.body).toBe(200);

    const usado = await restablecer(token, otraDireccion());
    expect(usado.statusCode).toBe(400);
    expect(usado.json()).toEqual(ENLACE_NO_VALIDO);
    expect((await entrar(correcta)).statusCode).toBe(401);
    // Back to the first address: the link stays ended.
    const vuelta = await api('PUT', `/api/personal/actualizarEmpleado/${id}`, {
      token: await responsable(),
      body: { email: errata },
    });
    expect(vuelta.statusCode, vuelta.body).toBe(200);
    expect((await restablecer(token, otraDireccion())).statusCode).toBe(400);

    // The right address asks for its own link, which works.
    await api('PUT', `/api/personal/actualizarEmpleado/${id}`, {
      token: await responsable(),
      body: { email: correcta },
    });
    expect((await recuperar(correcta)).statusCode).toBe(202);
    const suyo = await unEnlaceA(correcta);
    expect((await restablecer(suyo, otraDireccion())).statusCode).toBe(204);
    expect((await entrar(correcta)).statusCode).toBe(200);
  });

  it('refuses a recovery link once the desk corrects the patient’s address', async () => {
    const paciente = await world.newUser(ROL.paciente);
    expect((await recuperar(paciente.email)).statusCode).toBe(202);
    const token = await unEnlaceA(paciente.email);
    const nueva = correo('paciente.corregido');
    const cambio = await api('PUT', `/api/usuarios/actualizarPaciente/${paciente.id}`, {
      token: await responsable(),
      body: { email: nueva },
    });
    expect(cambio.statusCode, cambio.body).toBe(200);
    const usado = await restablecer(token, otraDireccion());
    expect(usado.json()).toEqual(ENLACE_NO_VALIDO);
    expect((await entrar(nueva, PASSWORD)).statusCode).toBe(200);
    expect((await entrar(nueva)).statusCode).toBe(401);
  });

  it('does not send an invitation still queued to an address corrected before it left', async () => {
    const errata = correo('ines.errata');
    const id = await invitar(errata);
    const cambio = await api('PUT', `/api/personal/actualizarEmpleado/${id}`, {
      token: await responsable(),
      body: { email: correo('ines.correcta') },
    });
    expect(cambio.statusCode, cambio.body).toBe(200);
    expect(await enlacesA(errata)).toEqual([]);
    const mensajes = await world.db
      .selectFrom('correo_saliente')
      .select(['fallo', 'texto'])
      .where('id_usuario', '=', id)
      .execute();
    // Discarded, and the link in its body gone with it.
    expect(mensajes).toEqual([{ fallo: 'descartado', texto: '' }]);
  });

  it('refuses a link after the responsable sets a provisional password', async () => {
    const email = correo('tomas.provisional');
    const id = await invitar(email);
    const token = await unEnlaceA(email);
    const provisional = 'Marea alta de enero';
    const cambio = await api('PUT', `/api/personal/actualizarEmpleado/${id}`, {
      token: await responsable(),
      body: { password: provisional },
    });
    expect(cambio.statusCode, cambio.body).toBe(200);
    expect((await restablecer(token, otraDireccion())).json()).toEqual(ENLACE_NO_VALIDO);
    const sesion = await entrar(email, provisional);
    expect(sesion.statusCode).toBe(200);
    expect(sesion.json().user.contrasena_provisional).toBe(true);
  });

  it('refuses a link after a baja, and still after the alta', async () => {
    const email = correo('lola.baja');
    const id = await invitar(email);
    const token = await unEnlaceA(email);
    const baja = await api('POST', `/api/personal/darDeBaja/${id}`, { token: await responsable() });
    expect(baja.statusCode, baja.body).toBe(200);
    expect((await restablecer(token, otraDireccion())).json()).toEqual(ENLACE_NO_VALIDO);
    const alta = await api('POST', `/api/personal/darDeAlta/${id}`, { token: await responsable() });
    expect(alta.statusCode, alta.body).toBe(200);
    expect((await restablecer(token, otraDireccion())).json()).toEqual(ENLACE_NO_VALIDO);
    expect((await entrar(email)).statusCode).toBe(401);
  });

  it("refuses a link after the person changes their password, or uses another link (the other's password)", async () => {
    const paciente = await world.newUser(ROL.paciente);
    expect((await recuperar(paciente.email)).statusCode).toBe(202);
    const [primero] = await enlacesA(paciente.email);
    const cambio = await api('POST', '/api/usuarios/yo/contrasena', {
      token: paciente.token,
      body: { contrasenaActual: PASSWORD, contrasenaNueva: 'Placa de tórax de perfil' },
    });
    expect(cambio.statusCode, cambio.body).toBe(204);
    expect((await restablecer(primero ?? '', otraDireccion())).json()).toEqual(ENLACE_NO_VALIDO);

    // Two links asked; the second used: the first no longer sets a password.
    expect((await recuperar(paciente.email)).statusCode).toBe(202);
    expect((await recuperar(paciente.email)).statusCode).toBe(202);
    const [, segundo, tercero] = await enlacesA(paciente.email);
    expect((await restablecer(tercero ?? '', otraDireccion())).statusCode).toBe(204);
    const tarde = await restablecer(segundo ?? '', otraDireccion(), `${NUEVA} otra`);
    expect(tarde.json()).toEqual(ENLACE_NO_VALIDO);
    expect((await entrar(paciente.email)).statusCode).toBe(200);
  });

  it('refuses a link whose account changed by a path that did not end it: the link remembers the address and the password', async () => {
    const cuenta = async () => {
      const paciente = await world.newUser(ROL.paciente);
      expect((await recuperar(paciente.email)).statusCode).toBe(202);
      return { ...paciente, enlace: await unEnlaceA(paciente.email) };
    };
    const usuarios = () => world.db.updateTable('usuarios');

    const otroCorreo = await cuenta();
    await usuarios()
      .set({ email: correo('cambiado.a.mano') })
      .where('id', '=', otroCorreo.id)
      .execute();
    const otraClave = await cuenta();
    await usuarios()
      .set({ password_hash: await hashPassword('Puesta a mano sin más') })
      .where('id', '=', otraClave.id)
      .execute();
    const deBaja = await cuenta();
    await usuarios().set({ activo: false }).where('id', '=', deBaja.id).execute();
    for (const { enlace } of [otroCorreo, otraClave, deBaja]) {
      expect((await restablecer(enlace, otraDireccion())).json()).toEqual(ENLACE_NO_VALIDO);
    }
    // The same account, unchanged, still takes its link: it was the change that refused it.
    const intacta = await cuenta();
    expect((await restablecer(intacta.enlace, otraDireccion())).statusCode).toBe(204);
  });

  it('tells the link’s page at once whether the link still serves, without spending it', async () => {
    // Opened: before the new password is typed twice, the page knows a dead link for what it is.
    const comprobar = (token: string, ip: string) =>
      api('POST', '/api/contrasena/comprobarEnlace', { body: { token }, ip });
    const email = correo('nuria.abre');
    const id = await invitar(email);
    const token = await unEnlaceA(email);
    const direccion = otraDireccion();
    expect((await comprobar(token, direccion)).statusCode).toBe(204);
    expect((await comprobar(token, direccion)).statusCode).toBe(204);
    // Still good: asking did not spend it.
    expect((await restablecer(token, direccion)).statusCode).toBe(204);
    // Used, and a made-up one: the same 400 as at restablecer, counted and audited the same.
    const usado = await comprobar(token, direccion);
    expect(usado.statusCode).toBe(400);
    expect(usado.json()).toEqual(ENLACE_NO_VALIDO);
    expect((await comprobar('inventado-al-abrir', direccion)).json()).toEqual(ENLACE_NO_VALIDO);
    const fallidos = await world.db
      .selectFrom('auditoria')
      .select(['id_registro', 'resultado'])
      .where('direccion', '=', direccion)
      .where('resultado', '=', 'fallido')
      .orderBy('id')
      .execute();
    expect(fallidos).toEqual([
      { id_registro: String(id), resultado: 'fallido' },
      { id_registro: null, resultado: 'fallido' },
    ]);
  });

  it('counts wrong links per client address (429 with Retry-After after a few) and audits each', async () => {
    const direccion = otraDireccion();
    const respuestas: number[] = [];
    for (let i = 0; i < LIMITE_RESTABLECIMIENTO.porDireccion + 1; i++) {
      respuestas.push((await restablecer(`inventado-${i}`, direccion)).statusCode);
    }
    expect(respuestas).toEqual([...Array(LIMITE_RESTABLECIMIENTO.porDireccion).fill(400), 429]);
    // While it waits, a good link from that address waits too, and says nothing about itself.
    const paciente = await world.newUser(ROL.paciente);
    expect((await recuperar(paciente.email)).statusCode).toBe(202);
    const bueno = await unEnlaceA(paciente.email);
    const bloqueada = await restablecer(bueno, direccion);
    expect(bloqueada.statusCode).toBe(429);
    expect(bloqueada.json()).toEqual({ message: MENSAJES.demasiadosIntentos });
    expect(Number(bloqueada.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back by it.
    expect((await restablecer(bueno, otraDireccion())).statusCode).toBe(204);
    // An hour later the address may try again.
    server.clock.advance(61 * 60_000);
    expect((await restablecer('inventado-otra-vez', direccion)).statusCode).toBe(400);

    const filas = await world.db
      .selectFrom('auditoria')
      .select(['id_usuario', 'accion', 'entidad', 'id_registro', 'resultado', 'direccion'])
      .where('direccion', '=', direccion)
      .orderBy('id')
      .execute();
    expect(filas).toHaveLength(LIMITE_RESTABLECIMIENTO.porDireccion + 3);
    expect(new Set(filas.map((fila) => JSON.stringify(fila)))).toEqual(
      new Set([
        JSON.stringify({
          id_usuario: null,
          accion: 'restablecer_contrasena',
          entidad: 'usuario',
          id_registro: null,
          resultado: 'fallido',
          direccion,
        }),
      ]),
    );
  });

  it('audits a link that was once good with its account, never the token', async () => {
    const paciente = await world.newUser(ROL.paciente);
    expect((await recuperar(paciente.email)).statusCode).toBe(202);
    const token = await unEnlaceA(paciente.email);
    expect((await restablecer(token, otraDireccion())).statusCode).toBe(204);
    const direccion = otraDireccion();
    expect((await restablecer(token, direccion, `${NUEVA} otra vez`)).statusCode).toBe(400);
    const filas = await world.db
      .selectFrom('auditoria')
      .selectAll()
      .where('direccion', '=', direccion)
      .execute();
    expect(filas).toHaveLength(1);
    expect(filas[0]).toMatchObject({
      accion: 'restablecer_contrasena',
      id_registro: String(paciente.id),
      resultado: 'fallido',
    });
    expect(JSON.stringify(filas)).not.toContain(token);
  });
});
