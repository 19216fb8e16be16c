/** Mock operations of the `sesion` tag (and `salud`, as the server keeps them together). */
import { claveDeEmail, MENSAJES_CONTRASENA, problemaDeContrasena, ROL } from '../../reglas';
import type { ProblemaContrasena, Usuario } from '../../types';
import { type MockDb, tokenDe } from '../db';
import type { MockUsuario } from '../fixtures';
import { defineOperation } from '../operation';
import { recordatoriosDe } from './correo';

function usuarioActual(usuario: MockUsuario): Usuario {
  const { password: _password, ...datos } = usuario;
  // Signed in with it: an account without e-mail never signs in.
  return { ...datos, email: datos.email ?? '' };
}

/** The flags `iniciarSesion` and `usuarioActual` carry, from the staff's records. */
function marcas(db: MockDb, usuario: MockUsuario) {
  const ficha = db.fichasPersonal.get(usuario.id);
  return {
    contrasena_provisional: ficha?.contrasena_provisional ?? false,
    responsable: ficha?.responsable ?? false,
  };
}

export const salud = defineOperation({
  id: 'salud',
  method: 'get',
  path: '/api/salud',
  roles: [],
  okStatus: 200,
  resolve: ({ reply }) => reply.ok({ estado: 'ok' }),
});

export const datosClinica = defineOperation({
  id: 'datosClinica',
  method: 'get',
  path: '/api/clinica',
  roles: [],
  okStatus: 200,
  resolve: ({ db, reply }) => reply.ok({ ...db.clinica, correo_activo: true }),
});

/**
 * A sample of the server's list of the most common passwords (the server keeps the whole list,
 * so no browser downloads it): enough for stories and tests to show the refusal at the step.
 */
const COMUNES = new Set(['12345678', 'password', 'password1', 'contraseña123', 'qwertyuiop']);

export const comprobarContrasena = defineOperation({
  id: 'comprobarContrasena',
  method: 'post',
  path: '/api/contrasena/comprobar',
  roles: [ROL.radiologo, ROL.administrativo, ROL.medico, ROL.paciente],
  okStatus: 200,
  async resolve({ caller, json, reply }) {
    const { password, propia, email, nombre, apellidos, dni } = await json();
    const datos = propia
      ? {
          email: caller.email ?? undefined,
          nombre: caller.nombre,
          apellidos: [caller.primer_apellido, caller.segundo_apellido],
        }
      : { email, nombre, apellidos, dni };
    const problemas: ProblemaContrasena[] = [];
    const problema = problemaDeContrasena(String(password), datos);
    const regla = (Object.keys(MENSAJES_CONTRASENA) as ProblemaContrasena['regla'][]).find(
      (clave) => MENSAJES_CONTRASENA[clave] === problema,
    );
    if (problema && regla) problemas.push({ regla, mensaje: problema });
    if (COMUNES.has(String(password).toLowerCase())) {
      problemas.push({ regla: 'comun', mensaje: MENSAJES_CONTRASENA.comun });
    }
    return reply.ok({ problemas });
  },
});

export const iniciarSesion = defineOperation({
  id: 'iniciarSesion',
  method: 'post',
  path: '/api/iniciarSesion',
  roles: [],
  okStatus: 200,
  errorPorDefecto: 401,
  mensajes: { 401: 'El correo electrónico o la contraseña no son correctos.' },
  async resolve({ db, json, reply }) {
    const { email, password } = await json();
    const clave = claveDeEmail(String(email));
    const usuario = db.usuarios.find((u) => u.email !== null && claveDeEmail(u.email) === clave);
    if (!usuario || usuario.password !== password) return reply.error(401);
    if (db.fichasPersonal.get(usuario.id)?.activo === false) {
      return reply.error(
        403,
        'Tu cuenta está dada de baja. Si crees que es un error, habla con el responsable de la clínica.',
      );
    }
    const token = tokenDe(usuario);
    db.sesiones.set(token, usuario.id);
    return reply.ok({
      error: false,
      token,
      user: {
        id: usuario.id,
        id_rol: usuario.id_rol,
        nombre: usuario.nombre,
        primer_apellido: usuario.primer_apellido,
        ...marcas(db, usuario),
      },
    });
  },
});

export const cerrarSesion = defineOperation({
  id: 'cerrarSesion',
  method: 'post',
  path: '/api/cerrarSesion',
  roles: [ROL.radiologo, ROL.administrativo, ROL.medico, ROL.paciente],
  okStatus: 204,
  resolve({ db, request, reply }) {
    const token = (request.headers.get('Authorization') ?? '').replace(/^Bearer /, '');
    db.sesiones.delete(token);
    return reply.empty();
  },
});

export const usuarioActualOp = defineOperation({
  id: 'usuarioActual',
  method: 'get',
  path: '/api/usuarios/yo',
  roles: [ROL.radiologo, ROL.administrativo, ROL.medico, ROL.paciente],
  okStatus: 200,
  resolve: ({ db, caller, reply }) => {
    // A patient's own phone: the one a telephone cita calls.
    const paciente = db.pacientes.find((p) => p.id_usuario === caller.id);
    return reply.ok({
      ...usuarioActual(caller),
      ...marcas(db, caller),
      ...(paciente
        ? {
            // A child's is their guardian's (docs/decisiones.md (52)).
            ...((paciente.telefono ?? paciente.tutor?.telefono)
              ? { telefono: paciente.telefono ?? paciente.tutor?.telefono }
              : {}),
            recordatorios: recordatoriosDe(db, caller.id),
          }
        : {}),
    });
  },
});

/** POST /api/usuarios/yo/contrasena: the current password, the shared rule, other sessions closed. */
export const cambiarContrasena = defineOperation({
  id: 'cambiarContrasena',
  method: 'post',
  path: '/api/usuarios/yo/contrasena',
  roles: [ROL.radiologo, ROL.administrativo, ROL.medico, ROL.paciente],
  okStatus: 204,
  async resolve({ db, caller, json, request, reply }) {
    const { contrasenaActual, contrasenaNueva } = await json();
    if (contrasenaActual !== caller.password) {
      const message = 'La contraseña actual no es correcta.';
      return reply.error(400, message, { contrasenaActual: message });
    }
    const problema = problemaDeContrasena(String(contrasenaNueva), {
      email: caller.email ?? undefined,
      nombre: caller.nombre,
      apellidos: [caller.primer_apellido, caller.segundo_apellido],
    });
    if (problema) return reply.error(400, problema, { contrasenaNueva: problema });
    caller.password = String(contrasenaNueva);
    const ficha = db.fichasPersonal.get(caller.id);
    if (ficha) ficha.contrasena_provisional = false;
    const token = (request.headers.get('Authorization') ?? '').replace(/^Bearer /, '');
    for (const [otro, id] of db.sesiones) {
      if (id === caller.id && otro !== token) db.sesiones.delete(otro);
    }
    return reply.empty();
  },
});
