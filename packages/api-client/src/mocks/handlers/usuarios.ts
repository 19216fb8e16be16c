/** Mock operations of the `usuarios` tag. */
import {
  claveDeEmail,
  esCodigoPostalDe,
  esDniValido,
  MENSAJES_CORREO,
  normalizarDni,
  normalizarEmail,
  provinciaPorNombre,
  ROL,
} from '../../reglas';
import { siguienteId } from '../db';
import { type MockUsuario, nombreCompleto, poblaciones } from '../fixtures';
import { defineOperation } from '../operation';

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
    if ((password === undefined) === (invitar !== true)) {
      errores.password = MENSAJES_CORREO.contrasenaOInvitacion;
    } else if (password !== undefined && password.length < 8) {
      if (!esDniValido(datos.dni)) errores.dni = 'El DNI es incorrecto.';
      if (!/^[0-9]{9}$/.test(datos.telefono))
        errores.telefono = 'El teléfono debe tener 9 dígitos.';
      errores.password = 'La contraseña debe tener al menos 8 caracteres.';
    }
    const provincia = provinciaPorNombre(datos.provincia);
    if (!provincia) {
      errores.provincia = 'Por favor, selecciona una opción.';
    } else {
      const municipios = poblaciones[provincia.codigo];
      if (municipios && !municipios.some((m) => m.nombre === datos.poblacion)) {
        errores.poblacion = 'La población no pertenece a la provincia.';
      }
      if (!esCodigoPostalDe(datos.cp, provincia)) errores.cp = 'El código postal es incorrecto.';
    }
    if (Object.keys(errores).length > 0) {
      return reply.error(400, 'Revisa los datos marcados.', errores);
    }
    const dni = normalizarDni(datos.dni);
    if (db.pacientes.some((p) => normalizarDni(p.dni) === dni)) {
      const message = 'Ya existe un paciente con ese DNI.';
      return reply.error(409, message, { dni: message });
    }
    const email = normalizarEmail(datos.email);
    if (db.usuarios.some((u) => claveDeEmail(u.email) === claveDeEmail(email))) {
      const message = 'Ya existe un usuario con ese correo electrónico.';
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
