/**
 * Mock operations of e-mail (docs/decisiones.md (50)): '¿Has olvidado tu contraseña?', the link's
 * page, and a patient's reminders. The mock sends nothing: a known address gets a link token kept
 * with the mock database, and `MOCK_ENLACE` is a valid link of the fixture patient for stories.
 */
import { claveDeEmail, MENSAJES_CORREO, problemaDeContrasena, ROL } from '../../reglas';
import type { MockDb } from '../db';
import { defineOperation } from '../operation';

/** A valid link (`?token=`) of the fixture patient (user 7), usable once per mock database. */
export const MOCK_ENLACE = 'enlace-de-prueba-valido-0000000000';
/** A link that has expired. */
export const MOCK_ENLACE_CADUCADO = 'enlace-de-prueba-caducado-00000000';

interface EstadoCorreo {
  /** token → user id; a used link is removed. */
  enlaces: Map<string, number>;
  /** user id → reminders on (absent: on). */
  recordatorios: Map<number, boolean>;
}

// Kept per mock database, so `resetMockDb()` starts it again without touching db.ts.
const estados = new WeakMap<MockDb, EstadoCorreo>();
function estadoDe(db: MockDb): EstadoCorreo {
  let estado = estados.get(db);
  if (!estado) {
    estado = { enlaces: new Map([[MOCK_ENLACE, 7]]), recordatorios: new Map() };
    estados.set(db, estado);
  }
  return estado;
}

/** Whether a patient gets reminders (`usuarioActual`'s `recordatorios`). */
export function recordatoriosDe(db: MockDb, idUsuario: number): boolean {
  return estadoDe(db).recordatorios.get(idUsuario) ?? true;
}

/** The links the mock has "sent" to an address, newest last (for tests). */
export function enlacesEnviadosA(db: MockDb, email: string): string[] {
  const usuario = db.usuarios.find(
    (u) => u.email !== null && claveDeEmail(u.email) === claveDeEmail(email),
  );
  if (!usuario) return [];
  return [...estadoDe(db).enlaces].filter(([, id]) => id === usuario.id).map(([token]) => token);
}

export const recuperarContrasena = defineOperation({
  id: 'recuperarContrasena',
  method: 'post',
  path: '/api/contrasena/recuperar',
  roles: [],
  okStatus: 202,
  async resolve({ db, json, reply }) {
    const { email } = await json();
    const usuario = db.usuarios.find(
      (u) => u.email !== null && claveDeEmail(u.email) === claveDeEmail(String(email)),
    );
    if (usuario) {
      const estado = estadoDe(db);
      estado.enlaces.set(`enlace-${usuario.id}-${estado.enlaces.size + 1}-mock-000000`, usuario.id);
    }
    return reply.ok({ message: MENSAJES_CORREO.recuperacionPedida });
  },
});

export const comprobarEnlace = defineOperation({
  id: 'comprobarEnlace',
  method: 'post',
  path: '/api/contrasena/comprobarEnlace',
  roles: [],
  okStatus: 204,
  errorPorDefecto: 400,
  mensajes: { 400: MENSAJES_CORREO.enlaceNoValido },
  async resolve({ db, json, reply }) {
    const { token } = await json();
    if (!estadoDe(db).enlaces.has(String(token))) {
      return reply.error(400, MENSAJES_CORREO.enlaceNoValido, {
        token: MENSAJES_CORREO.enlaceNoValido,
      });
    }
    return reply.empty();
  },
});

export const restablecerContrasena = defineOperation({
  id: 'restablecerContrasena',
  method: 'post',
  path: '/api/contrasena/restablecer',
  roles: [],
  okStatus: 204,
  errorPorDefecto: 400,
  mensajes: { 400: MENSAJES_CORREO.enlaceNoValido },
  async resolve({ db, json, reply }) {
    const { token, password } = await json();
    const estado = estadoDe(db);
    const id = estado.enlaces.get(String(token));
    const usuario = db.usuarios.find((u) => u.id === id);
    if (!usuario) {
      return reply.error(400, MENSAJES_CORREO.enlaceNoValido, {
        token: MENSAJES_CORREO.enlaceNoValido,
      });
    }
    const problema = problemaDeContrasena(String(password), {
      email: usuario.email ?? undefined,
      nombre: usuario.nombre,
      apellidos: [usuario.primer_apellido, usuario.segundo_apellido],
    });
    if (problema) return reply.error(400, problema, { password: problema });
    usuario.password = String(password);
    const ficha = db.fichasPersonal.get(usuario.id);
    if (ficha) ficha.contrasena_provisional = false;
    // Single use; every link and every session of the account ends.
    for (const [otro, duenyo] of estado.enlaces)
      if (duenyo === usuario.id) estado.enlaces.delete(otro);
    for (const [sesion, duenyo] of db.sesiones)
      if (duenyo === usuario.id) db.sesiones.delete(sesion);
    return reply.empty();
  },
});

export const cambiarRecordatorios = defineOperation({
  id: 'cambiarRecordatorios',
  method: 'put',
  path: '/api/usuarios/yo/recordatorios',
  roles: [ROL.paciente],
  okStatus: 204,
  async resolve({ db, caller, json, reply }) {
    const { activos } = await json();
    estadoDe(db).recordatorios.set(caller.id, activos === true);
    return reply.empty();
  },
});
