/** Mock operations of the `usuarios` tag. */
import {
  claveDeEmail,
  type DatosPaciente,
  documentoDeLaPeticion,
  esDocumentoBuscable,
  MENSAJES_CORREO,
  MENSAJES_DOCUMENTO,
  MENSAJES_PACIENTE,
  normalizarDocumento,
  normalizarEmail,
  ROL,
  revisarPaciente,
  sinAcentos,
  type TutorDelPaciente,
} from '../../reglas';
import type { PacienteActualizacion } from '../../types';
import { siguienteId } from '../db';
import {
  MOCK_HOY,
  type MockPaciente,
  type MockUsuario,
  nombreCompleto,
  poblaciones,
} from '../fixtures';
import { defineOperation } from '../operation';
import { hojaCsv, pideHojaCsv } from './comun';

/** The server's checks and messages (one home, in reglas) over the mock's towns. */
const erroresDelPaciente = (datos: DatosPaciente) =>
  revisarPaciente(datos, MOCK_HOY, (codigo) => poblaciones[codigo]);

function profesionales<C extends 'id_medico' | 'id_radiologo'>(usuarios: MockUsuario[], campo: C) {
  return usuarios
    .filter((u) => u[campo] !== undefined)
    .map((u) => ({ [campo]: u[campo] as number, nombre_completo: nombreCompleto(u) }))
    .sort((a, b) => a.nombre_completo.localeCompare(b.nombre_completo, 'es')) as Array<
    Record<C, number> & { nombre_completo: string }
  >;
}

export const buscarPorDni = defineOperation({
  id: 'buscarPorDni',
  method: 'get',
  path: '/api/usuarios/buscarPorDni',
  roles: [ROL.administrativo],
  okStatus: 200,
  resolve({ db, query, reply }) {
    const documento = normalizarDocumento(query.get('dni') ?? '');
    // Any of the three documents (docs/decisiones.md (52)).
    if (!esDocumentoBuscable(documento)) {
      const message = MENSAJES_DOCUMENTO.buscar;
      return reply.error(400, message, { dni: message });
    }
    const paciente = db.pacientes.find((p) => p.dni !== null && p.dni === documento);
    if (!paciente) {
      const message = 'No existe ningún paciente con ese DNI.';
      return reply.error(404, message, { dni: message });
    }
    return reply.ok({
      usuarios: [
        {
          id: paciente.id_paciente,
          dni: documento,
          tipo_documento: paciente.tipo_documento ?? 'dni',
          documento,
          nombre_completo: nombreCompleto(paciente),
        },
      ],
    });
  },
});

/** A mock patient in the contract's read shape (`FichaPaciente`). */
export function fichaPaciente(p: MockPaciente) {
  return {
    id: p.id_paciente,
    nombre: p.nombre,
    primer_apellido: p.primer_apellido,
    segundo_apellido: p.segundo_apellido || null,
    nombre_completo: nombreCompleto(p),
    dni: p.tipo_documento === 'dni' || p.tipo_documento === 'nie' ? p.dni : null,
    tipo_documento: p.tipo_documento,
    documento: p.dni,
    tutor: p.tutor,
    email: p.email,
    fecha_nacimiento: p.fecha_nacimiento,
    telefono: p.telefono,
    sexo: p.sexo,
    provincia: p.provincia,
    poblacion: p.poblacion,
    cp: p.cp,
    direccion: p.direccion,
    numero: p.numero,
    piso: p.piso || null,
    puerta: p.puerta || null,
    escalera: p.escalera || null,
  };
}

const BUSQUEDA_CORTA = 'Escribe al menos 2 caracteres para buscar.';
const BUSQUEDA_LARGA = 'Escribe como mucho 100 caracteres para buscar.';

export const buscarPacientes = defineOperation({
  id: 'buscarPacientes',
  method: 'get',
  path: '/api/usuarios/buscarPacientes',
  roles: [ROL.administrativo],
  okStatus: 200,
  resolve({ db, query, request, reply }) {
    const q = query.get('q') ?? '';
    if (q.length > 100)
      return reply.error(400, 'Revisa los datos marcados.', { q: BUSQUEDA_LARGA });
    const texto = sinAcentos(q).trim();
    if (texto.length < 2) {
      return reply.error(400, 'Revisa los datos marcados.', { q: BUSQUEDA_CORTA });
    }
    const pagina = Number(query.get('pagina') ?? 1);
    const porPagina = Number(query.get('por_pagina') ?? 10);
    const espanola = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(texto);
    const fecha = espanola
      ? `${espanola[3]}-${espanola[2]?.padStart(2, '0')}-${espanola[1]?.padStart(2, '0')}`
      : /^\d{4}-\d{2}-\d{2}$/.test(texto)
        ? texto
        : undefined;
    const buscado = /^[\d\s]+$/.test(texto) ? texto.replace(/\s/g, '') : texto;
    const encontrados = db.pacientes
      .filter((p) =>
        fecha
          ? p.fecha_nacimiento === fecha
          : sinAcentos(
              [p.nombre, p.primer_apellido, p.segundo_apellido, p.dni?.toLowerCase(), p.telefono]
                .filter(Boolean)
                .join(' '),
            ).includes(buscado),
      )
      .sort(
        (a, b) =>
          a.primer_apellido.localeCompare(b.primer_apellido, 'es') ||
          (a.segundo_apellido ?? '').localeCompare(b.segundo_apellido ?? '', 'es') ||
          a.nombre.localeCompare(b.nombre, 'es'),
      );
    // The sheet holds every page, as the server's (x-clinica-csv `paginas`).
    if (pideHojaCsv(request)) {
      return hojaCsv(encontrados.map(fichaPaciente), `pacientes-${MOCK_HOY}.csv`);
    }
    return reply.ok({
      pacientes: encontrados.slice((pagina - 1) * porPagina, pagina * porPagina).map(fichaPaciente),
      total: encontrados.length,
      pagina,
      por_pagina: porPagina as 10 | 25 | 50 | 100,
    });
  },
});

export const mostrarPaciente = defineOperation({
  id: 'mostrarPaciente',
  method: 'get',
  path: '/api/usuarios/mostrarPaciente/{id}',
  roles: [ROL.administrativo],
  okStatus: 200,
  resolve({ db, params, reply }) {
    const paciente = db.pacientes.find((p) => p.id_paciente === Number(params.id));
    if (!paciente) return reply.error(404, 'No existe ningún paciente con ese id.');
    return reply.ok(fichaPaciente(paciente));
  },
});

export const actualizarPaciente = defineOperation({
  id: 'actualizarPaciente',
  method: 'put',
  path: '/api/usuarios/actualizarPaciente/{id}',
  roles: [ROL.administrativo],
  okStatus: 200,
  async resolve({ db, params, json, reply }) {
    const paciente = db.pacientes.find((p) => p.id_paciente === Number(params.id));
    if (!paciente) return reply.error(404, 'No existe ningún paciente con ese id.');
    const cambio = await json();
    const nuevo = comoQueda(paciente, cambio);
    // The server's rules, on the patient as it would be after the change.
    const errores = erroresDelPaciente(nuevo);
    if (Object.keys(errores).length > 0) {
      return reply.error(400, 'Revisa los datos marcados.', errores);
    }
    if (nuevo.dni !== null && db.pacientes.some((p) => p !== paciente && p.dni === nuevo.dni)) {
      const message = MENSAJES_PACIENTE.documentoUsado;
      return reply.error(409, message, { documento: message });
    }
    const email = nuevo.email;
    if (
      email !== null &&
      db.usuarios.some(
        (u) =>
          u.id !== paciente.id_usuario &&
          u.email !== null &&
          claveDeEmail(u.email) === claveDeEmail(email),
      )
    ) {
      const message = MENSAJES_PACIENTE.emailUsado;
      return reply.error(409, message, { email: message });
    }
    Object.assign(paciente, nuevo);
    const usuario = db.usuarios.find((u) => u.id === paciente.id_usuario);
    if (usuario) {
      Object.assign(usuario, {
        nombre: paciente.nombre,
        primer_apellido: paciente.primer_apellido,
        segundo_apellido: paciente.segundo_apellido || null,
        email,
      });
    }
    return reply.ok(fichaPaciente(paciente));
  },
});

/** A text the contract sends: empty is none. */
const texto = (valor: string | undefined) => (valor?.trim() ? valor.trim() : null);

/** A guardian as the contract sends one: trimmed, its numbers normalised. */
function tutorDe(tutor: TutorDelPaciente): TutorDelPaciente {
  return {
    nombre: tutor.nombre.trim(),
    tipo_documento: tutor.tipo_documento,
    documento: normalizarDocumento(tutor.documento),
    telefono: tutor.telefono.trim(),
    relacion: tutor.relacion.trim(),
  };
}

/** The patient as a change would leave them, as the server reads it. */
function comoQueda(
  paciente: MockPaciente,
  cambio: PacienteActualizacion,
): MockPaciente & DatosPaciente {
  const documento =
    cambio.tipo_documento === null
      ? { tipo_documento: null, documento: null }
      : cambio.tipo_documento !== undefined ||
          cambio.documento !== undefined ||
          cambio.dni !== undefined
        ? documentoDeLaPeticion({
            tipo_documento:
              cambio.tipo_documento ?? (cambio.dni ? undefined : paciente.tipo_documento),
            documento: cambio.documento ?? (cambio.dni ? undefined : paciente.dni),
            dni: cambio.dni,
          })
        : { tipo_documento: paciente.tipo_documento, documento: paciente.dni };
  const queda = (valor: string | undefined, antes: string | null) =>
    valor === undefined ? antes : texto(valor);
  const {
    tutor,
    email,
    telefono,
    cp,
    direccion,
    numero,
    dni: _dni,
    documento: _d,
    tipo_documento: _t,
    ...resto
  } = cambio;
  return {
    ...paciente,
    ...resto,
    tipo_documento: documento.tipo_documento,
    documento: documento.documento,
    dni: documento.documento,
    tutor: tutor === undefined ? paciente.tutor : tutor && tutorDe(tutor),
    email: email === undefined ? paciente.email : normalizarEmail(email),
    telefono: queda(telefono, paciente.telefono),
    cp: queda(cp, paciente.cp),
    direccion: queda(direccion, paciente.direccion),
    numero: queda(numero, paciente.numero),
  };
}

export const mostrarRadiologos = defineOperation({
  id: 'mostrarRadiologos',
  method: 'get',
  path: '/api/usuarios/mostrarRadiologos',
  roles: [ROL.administrativo],
  okStatus: 200,
  resolve: ({ db, reply }) => reply.ok({ usuarios: profesionales(db.usuarios, 'id_radiologo') }),
});

export const mostrarMedicos = defineOperation({
  id: 'mostrarMedicos',
  method: 'get',
  path: '/api/usuarios/mostrarMedicos',
  roles: [ROL.administrativo, ROL.paciente],
  okStatus: 200,
  resolve: ({ db, reply }) => reply.ok({ usuarios: profesionales(db.usuarios, 'id_medico') }),
});

export const crearUsuarioPaciente = defineOperation({
  id: 'crearUsuarioPaciente',
  method: 'post',
  path: '/api/usuarios/crearUsuarioPaciente',
  roles: [ROL.administrativo],
  okStatus: 201,
  async resolve({ db, json, reply }) {
    const { password, invitar, idAdministrativo: _ignorado, ...cuerpo } = await json();
    const documento = documentoDeLaPeticion(cuerpo);
    const email = cuerpo.email?.trim() ? normalizarEmail(cuerpo.email) : null;
    const datos = {
      nombre: cuerpo.nombre,
      primer_apellido: cuerpo.primer_apellido,
      segundo_apellido: cuerpo.segundo_apellido,
      fecha_nacimiento: cuerpo.fecha_nacimiento,
      sexo: cuerpo.sexo,
      ...documento,
      tutor: cuerpo.tutor ? tutorDe(cuerpo.tutor) : null,
      email,
      telefono: texto(cuerpo.telefono),
      provincia: cuerpo.provincia,
      poblacion: cuerpo.poblacion,
      cp: texto(cuerpo.cp),
      direccion: texto(cuerpo.direccion),
      numero: texto(cuerpo.numero),
      piso: cuerpo.piso,
      puerta: cuerpo.puerta,
      escalera: cuerpo.escalera,
    };
    const errores: Record<string, string> = {};
    if (email === null) {
      // No address, no account to sign in with: nothing to set nor to invite to.
      if (password !== undefined || invitar)
        errores.password = MENSAJES_PACIENTE.sinCorreoSinContrasena;
    } else if ((invitar as unknown) === false || (invitar && password !== undefined)) {
      // Both, or `invitar: false`: refused by the contract's validation, at `invitar`.
      errores.invitar = MENSAJES_CORREO.contrasenaOInvitacion;
    } else if ((password === undefined) === (invitar !== true)) {
      errores.password = MENSAJES_CORREO.contrasenaOInvitacion;
    }
    Object.assign(errores, erroresDelPaciente(datos));
    if (Object.keys(errores).length > 0) {
      return reply.error(400, 'Revisa los datos marcados.', errores);
    }
    if (datos.documento !== null && db.pacientes.some((p) => p.dni === datos.documento)) {
      const message = MENSAJES_PACIENTE.documentoUsado;
      return reply.error(409, message, { documento: message });
    }
    if (
      email !== null &&
      db.usuarios.some((u) => u.email !== null && claveDeEmail(u.email) === claveDeEmail(email))
    ) {
      const message = MENSAJES_PACIENTE.emailUsado;
      return reply.error(409, message, { email: message });
    }
    const idUsuario = siguienteId(db.usuarios, 'id');
    const idPaciente = siguienteId(db.pacientes, 'id_paciente');
    db.usuarios.push({
      id: idUsuario,
      id_rol: ROL.paciente,
      nombre: datos.nombre,
      primer_apellido: datos.primer_apellido,
      segundo_apellido: datos.segundo_apellido || null,
      email,
      // Invited, or without e-mail: no password until a link sets one.
      password: password ?? '',
      id_paciente: idPaciente,
    });
    const { documento: numero, ...ficha } = datos;
    db.pacientes.push({ ...ficha, dni: numero, id_paciente: idPaciente, id_usuario: idUsuario });
    return reply.ok({
      id: idUsuario,
      id_paciente: idPaciente,
      nombre: datos.nombre,
      primer_apellido: datos.primer_apellido,
      segundo_apellido: datos.segundo_apellido || null,
      dni: datos.tipo_documento === 'dni' || datos.tipo_documento === 'nie' ? numero : null,
      tipo_documento: datos.tipo_documento,
      documento: numero,
      email,
    });
  },
});
