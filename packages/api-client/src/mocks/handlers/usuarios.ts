/** Mock operations of the `usuarios` tag. */
import {
  claveDeEmail,
  type DatosPaciente,
  esDniValido,
  MENSAJES_CORREO,
  MENSAJES_PACIENTE,
  normalizarDni,
  normalizarEmail,
  ROL,
  revisarPaciente,
  sinAcentos,
} from '../../reglas';
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
    const documento = normalizarDni(query.get('dni') ?? '');
    if (!esDniValido(documento)) {
      const message = 'Introduce un DNI con formato válido.';
      return reply.error(400, message, { dni: message });
    }
    const paciente = db.pacientes.find((p) => normalizarDni(p.dni) === documento);
    if (!paciente) {
      const message = 'No existe ningún paciente con ese DNI.';
      return reply.error(404, message, { dni: message });
    }
    return reply.ok({
      usuarios: [
        {
          id: paciente.id_paciente,
          dni: paciente.dni,
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
    dni: p.dni,
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
              [p.nombre, p.primer_apellido, p.segundo_apellido, p.dni, p.telefono]
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
    const nuevo = { ...paciente, ...cambio };
    // The server's rules, on the patient as it would be after the change.
    const errores = erroresDelPaciente(nuevo);
    if (Object.keys(errores).length > 0) {
      return reply.error(400, 'Revisa los datos marcados.', errores);
    }
    const dni = normalizarDni(nuevo.dni);
    const email = normalizarEmail(nuevo.email);
    if (db.pacientes.some((p) => p !== paciente && normalizarDni(p.dni) === dni)) {
      const message = MENSAJES_PACIENTE.dniUsado;
      return reply.error(409, message, { dni: message });
    }
    if (
      db.usuarios.some(
        (u) => u.id !== paciente.id_usuario && claveDeEmail(u.email) === claveDeEmail(email),
      )
    ) {
      const message = MENSAJES_PACIENTE.emailUsado;
      return reply.error(409, message, { email: message });
    }
    Object.assign(paciente, nuevo, { dni, email });
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
    const { password, invitar, idAdministrativo: _ignorado, ...datos } = await json();
    const errores: Record<string, string> = {};
    // Both, or `invitar: false`: refused by the contract's validation, at `invitar`.
    if ((invitar as unknown) === false || (invitar && password !== undefined)) {
      errores.invitar = MENSAJES_CORREO.contrasenaOInvitacion;
    } else if ((password === undefined) === (invitar !== true)) {
      errores.password = MENSAJES_CORREO.contrasenaOInvitacion;
    }
    Object.assign(errores, erroresDelPaciente(datos));
    if (Object.keys(errores).length > 0) {
      return reply.error(400, 'Revisa los datos marcados.', errores);
    }
    const dni = normalizarDni(datos.dni);
    if (db.pacientes.some((p) => normalizarDni(p.dni) === dni)) {
      const message = MENSAJES_PACIENTE.dniUsado;
      return reply.error(409, message, { dni: message });
    }
    const email = normalizarEmail(datos.email);
    if (db.usuarios.some((u) => claveDeEmail(u.email) === claveDeEmail(email))) {
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
      // Invited: no password until the link sets one.
      password: password ?? '',
      id_paciente: idPaciente,
    });
    db.pacientes.push({ ...datos, dni, email, id_paciente: idPaciente, id_usuario: idUsuario });
    return reply.ok({
      id: idUsuario,
      id_paciente: idPaciente,
      nombre: datos.nombre,
      primer_apellido: datos.primer_apellido,
      segundo_apellido: datos.segundo_apellido || null,
      dni,
      email,
    });
  },
});
