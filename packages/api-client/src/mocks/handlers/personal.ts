/**
 * Mock operations of the `personal` tag: the clinic's staff as its responsable
 * manages it, backed by the mock users and their `fichasPersonal`. The same rules and Spanish
 * messages as the server, so stories can show each refusal.
 */
import { HttpResponse } from 'msw';
import {
  claveDeEmail,
  esDniValido,
  MENSAJES_CORREO,
  normalizarDni,
  normalizarEmail,
  problemaDeContrasena,
  ROL,
  sinAcentos,
} from '../../reglas';
import type { Empleado, ErrorBaja, RolEmpleado } from '../../types';
import { type MockDb, siguienteId } from '../db';
import { type MockFichaPersonal, type MockUsuario, nombreCompleto } from '../fixtures';
import { defineOperation } from '../operation';
import { citasAfectadas, esDe } from './comun';

const SOLO_RESPONSABLE = 'Solo el responsable de la clínica puede gestionar el personal.';
const NO_EXISTE = 'No existe ningún empleado con ese id.';
const EMAIL_EN_USO = 'Ya existe una cuenta con ese correo electrónico.';
const DNI_EN_USO = 'Ya existe una cuenta con ese DNI.';
const COLEGIADO_EN_USO = 'Ya existe una cuenta con ese número de colegiado.';

function ficha(db: MockDb, id: number): MockFichaPersonal {
  let found = db.fichasPersonal.get(id);
  if (!found) {
    found = {
      dni: null,
      num_colegiado: null,
      responsable: false,
      activo: true,
      contrasena_provisional: false,
      bloqueado_hasta: null,
      ultimo_acceso: null,
    };
    db.fichasPersonal.set(id, found);
  }
  return found;
}

/** A mock user as the contract's `Empleado`. */
export function comoEmpleado(db: MockDb, usuario: MockUsuario): Empleado {
  const datos = ficha(db, usuario.id);
  const ahora = `${db.hoy}T12:00:00.000Z`;
  const bloqueado = datos.bloqueado_hasta !== null && datos.bloqueado_hasta > ahora;
  return {
    id: usuario.id,
    id_rol: usuario.id_rol as RolEmpleado,
    nombre: usuario.nombre,
    primer_apellido: usuario.primer_apellido,
    segundo_apellido: usuario.segundo_apellido,
    nombre_completo: nombreCompleto(usuario),
    // Staff always have one; only a patient may have none.
    email: usuario.email ?? '',
    dni: datos.dni,
    num_colegiado: datos.num_colegiado,
    responsable: datos.responsable,
    activo: datos.activo,
    bloqueado,
    bloqueado_hasta: bloqueado ? datos.bloqueado_hasta : null,
    contrasena_provisional: datos.contrasena_provisional,
    ultimo_acceso: datos.ultimo_acceso,
  };
}

const esResponsable = (db: MockDb, caller: MockUsuario) =>
  caller.id_rol === ROL.administrativo &&
  ficha(db, caller.id).responsable &&
  ficha(db, caller.id).activo;

const personal = (db: MockDb) => db.usuarios.filter((u) => u.id_rol !== ROL.paciente);

function buscarEmpleado(db: MockDb, id: string | undefined) {
  return personal(db).find((u) => u.id === Number(id));
}

/** Someone else's e-mail, DNI or collegiate number: the field that clashes, or none. */
function enUso(
  db: MockDb,
  datos: { email?: string; dni?: string | null; num_colegiado?: string | null },
  salvo: number,
): [campo: string, mensaje: string] | undefined {
  const otros = db.usuarios.filter((u) => u.id !== salvo);
  if (
    datos.email &&
    otros.some((u) => u.email !== null && claveDeEmail(u.email) === claveDeEmail(datos.email ?? ''))
  ) {
    return ['email', EMAIL_EN_USO];
  }
  const dni = datos.dni;
  if (
    dni &&
    (otros.some(
      (u) =>
        u.id_paciente &&
        db.pacientes.some(
          (p) => p.id_usuario === u.id && p.dni !== null && normalizarDni(p.dni) === dni,
        ),
    ) ||
      otros.some((u) => db.fichasPersonal.get(u.id)?.dni === dni))
  ) {
    return ['dni', DNI_EN_USO];
  }
  const numero = datos.num_colegiado;
  if (numero && otros.some((u) => db.fichasPersonal.get(u.id)?.num_colegiado === numero)) {
    return ['num_colegiado', COLEGIADO_EN_USO];
  }
  return undefined;
}

export const mostrarPersonal = defineOperation({
  id: 'mostrarPersonal',
  method: 'get',
  path: '/api/personal/mostrarPersonal',
  roles: [ROL.administrativo],
  okStatus: 200,
  resolve({ db, caller, query, reply }) {
    if (!esResponsable(db, caller)) return reply.error(403, SOLO_RESPONSABLE);
    const texto = sinAcentos(query.get('q') ?? '').trim();
    const rol = Number(query.get('id_rol') ?? 0);
    const pagina = Math.max(1, Number(query.get('pagina') ?? 1) || 1);
    const porPagina = ([10, 25, 50, 100] as const).find(
      (n) => n === Number(query.get('por_pagina') ?? 10),
    );
    if (!porPagina)
      return reply.error(400, 'Revisa los datos marcados.', {
        por_pagina: 'El valor no es válido.',
      });
    const empleados = personal(db)
      .map((u) => comoEmpleado(db, u))
      .filter((e) => !rol || e.id_rol === rol)
      .filter(
        (e) =>
          !texto ||
          sinAcentos(
            [e.nombre_completo, e.email, e.dni ?? '', e.num_colegiado ?? ''].join(' '),
          ).includes(texto),
      )
      .sort((a, b) =>
        `${a.primer_apellido} ${a.segundo_apellido ?? ''} ${a.nombre}`.localeCompare(
          `${b.primer_apellido} ${b.segundo_apellido ?? ''} ${b.nombre}`,
          'es',
        ),
      );
    return reply.ok({
      empleados: empleados.slice((pagina - 1) * porPagina, pagina * porPagina),
      total: empleados.length,
      pagina,
      por_pagina: porPagina,
    });
  },
});

export const crearEmpleado = defineOperation({
  id: 'crearEmpleado',
  method: 'post',
  path: '/api/personal/crearEmpleado',
  roles: [ROL.administrativo],
  okStatus: 201,
  async resolve({ db, caller, json, reply }) {
    if (!esResponsable(db, caller)) return reply.error(403, SOLO_RESPONSABLE);
    const datos = await json();
    const errores: Record<string, string> = {};
    if (![1, 2, 3].includes(datos.id_rol)) {
      errores.id_rol = 'Elige un rol: radiólogo, administrativo o médico.';
    }
    if (!datos.nombre?.trim()) errores.nombre = 'El nombre es obligatorio.';
    if (!datos.primer_apellido?.trim())
      errores.primer_apellido = 'El primer apellido es obligatorio.';
    if (datos.dni?.trim() && !esDniValido(datos.dni)) errores.dni = 'El DNI es incorrecto.';
    const numero = datos.num_colegiado?.trim() || null;
    if (datos.id_rol === ROL.medico && !numero) {
      errores.num_colegiado = 'El número de colegiado es obligatorio para un médico.';
    } else if (datos.id_rol === ROL.administrativo && numero) {
      errores.num_colegiado = 'Un administrativo no tiene número de colegiado.';
    }
    if (datos.responsable && datos.id_rol !== ROL.administrativo) {
      errores.responsable = 'Solo un administrativo puede ser responsable.';
    }
    const debil =
      datos.password === undefined
        ? undefined
        : problemaDeContrasena(datos.password, {
            email: datos.email,
            nombre: datos.nombre,
            apellidos: [datos.primer_apellido, datos.segundo_apellido],
            dni: datos.dni,
          });
    // Both, or `invitar: false`: refused by the contract's validation, at `invitar`.
    if ((datos.invitar as unknown) === false || (datos.invitar && datos.password !== undefined)) {
      errores.invitar = MENSAJES_CORREO.contrasenaOInvitacion;
    } else if ((datos.password === undefined) === (datos.invitar !== true)) {
      errores.password = MENSAJES_CORREO.contrasenaOInvitacion;
    } else if (debil) errores.password = debil;
    if (Object.keys(errores).length > 0) {
      return reply.error(400, 'Revisa los datos marcados.', errores);
    }
    const email = normalizarEmail(datos.email);
    const dni = datos.dni?.trim() ? normalizarDni(datos.dni) : null;
    const choque = enUso(db, { email, dni, num_colegiado: numero }, 0);
    if (choque) return reply.error(409, choque[1], { [choque[0]]: choque[1] });
    const id = siguienteId(db.usuarios, 'id');
    const rolId =
      datos.id_rol === ROL.radiologo
        ? { id_radiologo: siguienteId(db.usuarios, 'id_radiologo') }
        : datos.id_rol === ROL.medico
          ? { id_medico: siguienteId(db.usuarios, 'id_medico') }
          : { id_administrativo: siguienteId(db.usuarios, 'id_administrativo') };
    const usuario: MockUsuario = {
      id,
      id_rol: datos.id_rol,
      nombre: datos.nombre.trim(),
      primer_apellido: datos.primer_apellido.trim(),
      segundo_apellido: datos.segundo_apellido?.trim() || null,
      email,
      // Invited: no password until the link sets one.
      password: datos.password ?? '',
      ...rolId,
    };
    db.usuarios.push(usuario);
    db.fichasPersonal.set(id, {
      dni,
      num_colegiado: numero,
      responsable: datos.responsable === true,
      activo: true,
      contrasena_provisional: true,
      bloqueado_hasta: null,
      ultimo_acceso: null,
    });
    return reply.ok(comoEmpleado(db, usuario));
  },
});

export const actualizarEmpleado = defineOperation({
  id: 'actualizarEmpleado',
  method: 'put',
  path: '/api/personal/actualizarEmpleado/{id}',
  roles: [ROL.administrativo],
  okStatus: 200,
  async resolve({ db, caller, params, json, reply }) {
    if (!esResponsable(db, caller)) return reply.error(403, SOLO_RESPONSABLE);
    const usuario = buscarEmpleado(db, params.id);
    if (!usuario) return reply.error(404, NO_EXISTE);
    const cambio = await json();
    const datos = ficha(db, usuario.id);
    const errores: Record<string, string> = {};
    if (cambio.nombre !== undefined && !cambio.nombre.trim())
      errores.nombre = 'El nombre es obligatorio.';
    if (cambio.primer_apellido !== undefined && !cambio.primer_apellido.trim()) {
      errores.primer_apellido = 'El primer apellido es obligatorio.';
    }
    if (cambio.dni?.trim() && !esDniValido(cambio.dni)) errores.dni = 'El DNI es incorrecto.';
    if (cambio.num_colegiado !== undefined) {
      const numero = cambio.num_colegiado.trim();
      if (usuario.id_rol === ROL.medico && !numero) {
        errores.num_colegiado = 'El número de colegiado es obligatorio para un médico.';
      } else if (usuario.id_rol === ROL.administrativo && numero) {
        errores.num_colegiado = 'Un administrativo no tiene número de colegiado.';
      }
    }
    if (cambio.responsable === true && usuario.id_rol !== ROL.administrativo) {
      errores.responsable = 'Solo un administrativo puede ser responsable.';
    }
    if (cambio.password !== undefined) {
      const debil = problemaDeContrasena(cambio.password, {
        email: cambio.email ?? usuario.email ?? undefined,
        nombre: cambio.nombre ?? usuario.nombre,
        apellidos: [cambio.primer_apellido ?? usuario.primer_apellido, usuario.segundo_apellido],
      });
      if (debil) errores.password = debil;
    }
    if (Object.keys(errores).length > 0) {
      return reply.error(400, 'Revisa los datos marcados.', errores);
    }
    const dni =
      cambio.dni === undefined ? undefined : cambio.dni.trim() ? normalizarDni(cambio.dni) : null;
    const choque = enUso(
      db,
      {
        email: cambio.email && normalizarEmail(cambio.email),
        dni,
        num_colegiado: cambio.num_colegiado?.trim(),
      },
      usuario.id,
    );
    if (choque) return reply.error(409, choque[1], { [choque[0]]: choque[1] });
    if (cambio.responsable === false && datos.responsable && usuario.id === caller.id) {
      const message = 'No puedes quitarte a ti mismo la marca de responsable.';
      return reply.error(409, message, { responsable: message });
    }
    if (cambio.nombre !== undefined) usuario.nombre = cambio.nombre.trim();
    if (cambio.primer_apellido !== undefined)
      usuario.primer_apellido = cambio.primer_apellido.trim();
    if (cambio.segundo_apellido !== undefined) {
      usuario.segundo_apellido = cambio.segundo_apellido.trim() || null;
    }
    if (cambio.email !== undefined) usuario.email = normalizarEmail(cambio.email);
    if (dni !== undefined) datos.dni = dni;
    if (cambio.num_colegiado !== undefined)
      datos.num_colegiado = cambio.num_colegiado.trim() || null;
    if (cambio.responsable !== undefined && usuario.id_rol === ROL.administrativo)
      datos.responsable = cambio.responsable;
    if (cambio.password !== undefined) {
      usuario.password = cambio.password;
      datos.contrasena_provisional = true;
      for (const [token, id] of db.sesiones) if (id === usuario.id) db.sesiones.delete(token);
    }
    return reply.ok(comoEmpleado(db, usuario));
  },
});

export const darDeBaja = defineOperation({
  id: 'darDeBaja',
  method: 'post',
  path: '/api/personal/darDeBaja/{id}',
  roles: [ROL.administrativo],
  okStatus: 200,
  resolve({ db, caller, params, reply }) {
    if (!esResponsable(db, caller)) return reply.error(403, SOLO_RESPONSABLE);
    const usuario = buscarEmpleado(db, params.id);
    if (!usuario) return reply.error(404, NO_EXISTE);
    if (usuario.id === caller.id) return reply.error(409, 'No puedes darte de baja a ti mismo.');
    const datos = ficha(db, usuario.id);
    if (!datos.activo) return reply.error(409, 'Esta cuenta ya está dada de baja.');
    const citas = citasAfectadas(db, (cita) => esDe(usuario, cita));
    if (citas.length > 0) {
      const n = citas.length;
      const body: ErrorBaja = {
        message: `No se puede dar de baja: tiene ${n === 1 ? '1 cita programada' : `${n} citas programadas`}. ${n === 1 ? 'Muévela o cancélala' : 'Muévelas o cancélalas'} antes.`,
        total_citas: n,
        citas: citas.slice(0, 100),
      };
      return HttpResponse.json(body, { status: 409 });
    }
    datos.activo = false;
    for (const [token, id] of db.sesiones) if (id === usuario.id) db.sesiones.delete(token);
    return reply.ok(comoEmpleado(db, usuario));
  },
});

export const darDeAlta = defineOperation({
  id: 'darDeAlta',
  method: 'post',
  path: '/api/personal/darDeAlta/{id}',
  roles: [ROL.administrativo],
  okStatus: 200,
  resolve({ db, caller, params, reply }) {
    if (!esResponsable(db, caller)) return reply.error(403, SOLO_RESPONSABLE);
    const usuario = buscarEmpleado(db, params.id);
    if (!usuario) return reply.error(404, NO_EXISTE);
    const datos = ficha(db, usuario.id);
    if (datos.activo) return reply.error(409, 'Esta cuenta ya está de alta.');
    datos.activo = true;
    return reply.ok(comoEmpleado(db, usuario));
  },
});

export const desbloquear = defineOperation({
  id: 'desbloquear',
  method: 'post',
  path: '/api/personal/desbloquear/{id}',
  roles: [ROL.administrativo],
  okStatus: 200,
  resolve({ db, caller, params, reply }) {
    if (!esResponsable(db, caller)) return reply.error(403, SOLO_RESPONSABLE);
    const usuario = buscarEmpleado(db, params.id);
    if (!usuario) return reply.error(404, NO_EXISTE);
    ficha(db, usuario.id).bloqueado_hasta = null;
    return reply.ok(comoEmpleado(db, usuario));
  },
});
