/**
 * MSW handlers for every operation of the contract, backed by the mock database. Each entry of
 * `handlers` is a factory: `.default()` (stateful), `.respond(body)`, `.error(status?)`,
 * `.pending()`, `.networkError()`. `allHandlers()` gives the default handler of every operation.
 */
import type { HttpHandler } from 'msw';
import type {
  Cita,
  CitaListado,
  EntradaHistorial,
  Imagen,
  ImagenIncidencia,
  Incidencia,
  OperationId,
  TipoImagen,
  Usuario,
} from '../types';
import { type MockDb, siguienteId, tokenDe } from './db';
import { esDocumentoValido } from './documentos';
import {
  type MockImagenIncidencia,
  type MockUsuario,
  nombreCompleto,
  poblaciones,
  provincias,
} from './fixtures';
import { defineOperation } from './operation';

/* ----------------------------------------------------------------- helpers of the clinic */

const HORAS_CONSULTA = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00'];
const LIMITE_BYTES = 20 * 1024 * 1024;
const LIMITE_ARCHIVOS = 10;

function nombreDe(db: MockDb, campo: keyof MockUsuario, id: number | null): string | null {
  if (id === null) return null;
  const usuario = db.usuarios.find((u) => u[campo] === id);
  return usuario ? nombreCompleto(usuario) : null;
}

function listado(db: MockDb, cita: Cita): CitaListado {
  const paciente = db.pacientes.find((p) => p.id_paciente === cita.id_paciente);
  return {
    ...cita,
    nombre_completo_paciente: paciente ? nombreCompleto(paciente) : 'Paciente desconocido',
    nombre_completo_radiologo: nombreDe(db, 'id_radiologo', cita.id_radiologo),
    nombre_completo_medico: nombreDe(db, 'id_medico', cita.id_medico),
    dni_paciente: paciente?.dni ?? '00000000T',
  };
}

function porFechaYHora(a: Cita, b: Cita): number {
  return `${a.fecha} ${a.hora}`.localeCompare(`${b.fecha} ${b.hora}`);
}

function puedeVerCita(caller: MockUsuario, cita: Cita): boolean {
  switch (caller.id_rol) {
    case 2:
      return true;
    case 4:
      return cita.id_paciente === caller.id_paciente;
    case 3:
      return cita.id_medico === caller.id_medico;
    case 1:
      return cita.especialidad === 2;
    default:
      return false;
  }
}

function puedeVerPaciente(db: MockDb, caller: MockUsuario, idPaciente: number): boolean {
  if (caller.id_rol === 2) return true;
  if (caller.id_rol === 4) return caller.id_paciente === idPaciente;
  if (caller.id_rol === 3) {
    return db.citas.some((c) => c.id_paciente === idPaciente && c.id_medico === caller.id_medico);
  }
  return false;
}

function esDelEmpleado(caller: MockUsuario, incidencia: Incidencia): boolean {
  if (caller.id_rol === 2) return incidencia.id_administrativo === caller.id_administrativo;
  if (caller.id_rol === 3) return incidencia.id_medico === caller.id_medico;
  if (caller.id_rol === 1) return incidencia.id_radiologo === caller.id_radiologo;
  return false;
}

function id(valor: string | null | undefined): number | undefined {
  if (valor === null || valor === undefined || !/^[1-9][0-9]{0,9}$/.test(valor)) return undefined;
  return Number(valor);
}

function esDiaLaborable(fecha: string): boolean {
  const dia = new Date(`${fecha}T12:00:00Z`).getUTCDay();
  return dia >= 1 && dia <= 5;
}

type Profesional = { id_medico: number } | { id_radiologo: number };

function ocupa(cita: Cita, profesional: Profesional): boolean {
  return 'id_medico' in profesional
    ? cita.id_medico === profesional.id_medico
    : cita.id_radiologo === profesional.id_radiologo;
}

function huecosLibresDe(db: MockDb, fecha: string, profesional: Profesional): string[] {
  if (fecha < db.hoy || !esDiaLaborable(fecha)) return [];
  const ocupadas = new Set(
    db.citas
      .filter((c) => c.estado === 'EN_CURSO' && c.fecha === fecha && ocupa(c, profesional))
      .map((c) => c.hora),
  );
  return HORAS_CONSULTA.filter((hora) => !ocupadas.has(hora));
}

type Conflicto = { message: string; errores: Record<string, string> };

function conflictoDeHueco(
  db: MockDb,
  datos: { fecha: string; hora: string; id_paciente: number },
  profesional: Profesional,
  excepto?: number,
): Conflicto | undefined {
  if (datos.fecha < db.hoy) {
    const message = 'No se pueden dar citas en el pasado.';
    return { message, errores: { fecha: message } };
  }
  if (!esDiaLaborable(datos.fecha) || !HORAS_CONSULTA.includes(datos.hora)) {
    const message = 'Esa hora está fuera del horario de consulta.';
    return { message, errores: { hora: message } };
  }
  const ocupado = db.citas.some(
    (c) =>
      c.id !== excepto &&
      c.estado === 'EN_CURSO' &&
      c.fecha === datos.fecha &&
      c.hora === datos.hora &&
      (ocupa(c, profesional) || c.id_paciente === datos.id_paciente),
  );
  if (ocupado) {
    const message = 'Ese hueco ya está ocupado. Elige otra hora.';
    return { message, errores: { hora: message } };
  }
  return undefined;
}

function nuevoNumCita(db: MockDb): string {
  const letras = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  for (let n = db.citas.length * 7919 + 12345; ; n += 104_729) {
    const numero = 10000 + (n % 90000);
    const candidato = `${numero}${letras.charAt(n % letras.length)}`;
    if (!db.citas.some((c) => c.num_cita === candidato)) return candidato;
  }
}

function usuarioActual(usuario: MockUsuario): Usuario {
  const { password: _password, ...datos } = usuario;
  return datos;
}

/** The image type by content (magic bytes), never by name or declared type. */
export function tipoPorContenido(bytes: Uint8Array): TipoImagen | undefined {
  const empieza = (firma: number[], desde = 0) => firma.every((b, i) => bytes[desde + i] === b);
  if (empieza([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (empieza([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (empieza([0x52, 0x49, 0x46, 0x46]) && empieza([0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  if (empieza([0x44, 0x49, 0x43, 0x4d], 128)) return 'application/dicom';
  return undefined;
}

type Archivo = { nombre: string; tipo: TipoImagen; bytes: Uint8Array };
type Subida = { archivos: Archivo[] } | { status: 400 | 413 | 415; message: string };

async function leerArchivos(form: FormData, campo: string, minimo: number): Promise<Subida> {
  const partes = form.getAll(campo).filter((p): p is File => typeof p !== 'string');
  if (partes.length < minimo) {
    return { status: 400, message: 'Añade al menos una imagen.' };
  }
  if (partes.length > LIMITE_ARCHIVOS) {
    return { status: 413, message: 'Se pueden subir como máximo 10 imágenes a la vez.' };
  }
  const archivos: Archivo[] = [];
  for (const parte of partes) {
    if (parte.size > LIMITE_BYTES) {
      return { status: 413, message: 'Cada imagen puede ocupar como máximo 20 MB.' };
    }
    const bytes = new Uint8Array(await parte.arrayBuffer());
    const tipo = tipoPorContenido(bytes);
    if (!tipo) {
      return {
        status: 415,
        message: 'Tipo de archivo no admitido: solo PNG, JPEG, WebP o DICOM.',
      };
    }
    archivos.push({ nombre: (parte.name || 'imagen').slice(0, 255), tipo, bytes });
  }
  return { archivos };
}

function imagenDeIncidencia({ bytes: _bytes, ...imagen }: MockImagenIncidencia): ImagenIncidencia {
  return imagen;
}

function imagenPublica({ bytes: _bytes, ...imagen }: Imagen & { bytes?: Uint8Array }): Imagen {
  return imagen;
}

const MENSAJE_CITA_404 = 'No existe ninguna cita con ese id.';
const MENSAJE_INCIDENCIA_404 = 'No existe ninguna incidencia con ese id.';
const MENSAJE_IMAGEN_404 = 'No existe ninguna imagen con ese id.';
const MENSAJE_403 = 'No tienes permiso para esta acción.';
const MENSAJE_RESUELTA = 'Solo se pueden modificar incidencias con estado PENDIENTE.';

/* ------------------------------------------------------------------------- operations */

const salud = defineOperation({
  id: 'salud',
  method: 'get',
  path: '/api/salud',
  roles: [],
  okStatus: 200,
  resolve: ({ reply }) => reply.ok({ estado: 'ok' }),
});

const iniciarSesion = defineOperation({
  id: 'iniciarSesion',
  method: 'post',
  path: '/api/iniciarSesion',
  roles: [],
  okStatus: 200,
  errorPorDefecto: 401,
  mensajes: { 401: 'El correo electrónico o la contraseña no son correctos.' },
  async resolve({ db, json, reply }) {
    const { email, password } = await json();
    const usuario = db.usuarios.find(
      (u) => u.email.toLowerCase() === String(email).trim().toLowerCase(),
    );
    if (!usuario || usuario.password !== password) return reply.error(401);
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
      },
    });
  },
});

const cerrarSesion = defineOperation({
  id: 'cerrarSesion',
  method: 'post',
  path: '/api/cerrarSesion',
  roles: [1, 2, 3, 4],
  okStatus: 204,
  resolve({ db, request, reply }) {
    const token = (request.headers.get('Authorization') ?? '').replace(/^Bearer /, '');
    db.sesiones.delete(token);
    return reply.empty();
  },
});

const usuarioActualOp = defineOperation({
  id: 'usuarioActual',
  method: 'get',
  path: '/api/usuarios/yo',
  roles: [1, 2, 3, 4],
  okStatus: 200,
  resolve: ({ caller, reply }) => reply.ok(usuarioActual(caller)),
});

const mostrarCitasDelPaciente = defineOperation({
  id: 'mostrarCitasDelPaciente',
  method: 'get',
  path: '/api/citas/mostrarCitasDelPaciente/{id}',
  roles: [2, 3, 4],
  okStatus: 200,
  mensajes: { 404: 'No existe ningún paciente con ese id.' },
  resolve({ db, caller, params, reply }) {
    const idPaciente = id(params.id);
    if (idPaciente === undefined) return reply.error(400);
    if (!db.pacientes.some((p) => p.id_paciente === idPaciente)) return reply.error(404);
    if (!puedeVerPaciente(db, caller, idPaciente)) return reply.error(403);
    const citas = db.citas
      .filter((c) => c.id_paciente === idPaciente)
      .filter((c) => caller.id_rol !== 3 || c.id_medico === caller.id_medico)
      .sort((a, b) => porFechaYHora(b, a));
    return reply.ok(citas.map((c) => listado(db, c)));
  },
});

const cancelarCita = defineOperation({
  id: 'cancelarCita',
  method: 'post',
  path: '/api/citas/cancelarCita/{id}',
  roles: [2, 3, 4],
  okStatus: 200,
  mensajes: { 404: MENSAJE_CITA_404, 409: 'Solo se pueden cancelar citas en curso.' },
  resolve({ db, caller, params, reply }) {
    const cita = db.citas.find((c) => c.id === id(params.id));
    if (!cita) return reply.error(404);
    if (!puedeVerCita(caller, cita)) return reply.error(403);
    if (cita.estado !== 'EN_CURSO') return reply.error(409);
    if (caller.id_rol === 4 && cita.fecha <= db.hoy) {
      return reply.error(
        409,
        'Las citas solo se pueden cancelar con al menos 24 horas de antelación.',
      );
    }
    cita.estado = 'CANCELADA';
    return reply.ok(cita);
  },
});

const comprobarNumCita = defineOperation({
  id: 'comprobarNumCita',
  method: 'get',
  path: '/api/citas/comprobarNumCita',
  roles: [1, 2],
  okStatus: 200,
  mensajes: { 404: 'No existe ninguna cita con ese número.' },
  resolve({ db, caller, query, reply }) {
    const numCita = query.get('num_cita') ?? '';
    if (!/^[0-9]{5}[A-Z]$/.test(numCita)) {
      const message = 'Introduce un número de cita con formato válido.';
      return reply.error(400, message, { num_cita: message });
    }
    const cita = db.citas.find((c) => c.num_cita === numCita && puedeVerCita(caller, c));
    if (!cita) {
      const message = 'No existe ninguna cita con ese número.';
      return reply.error(404, message, { num_cita: message });
    }
    return reply.ok([listado(db, cita)]);
  },
});

const cumplirCita = defineOperation({
  id: 'cumplirCita',
  method: 'post',
  path: '/api/citas/cumplirCita/{id}',
  roles: [1, 3],
  okStatus: 200,
  mensajes: { 404: MENSAJE_CITA_404, 409: 'Solo se pueden cumplir citas en curso.' },
  resolve({ db, caller, params, reply }) {
    const cita = db.citas.find((c) => c.id === id(params.id));
    if (!cita) return reply.error(404);
    if (!puedeVerCita(caller, cita)) return reply.error(403);
    if (cita.estado !== 'EN_CURSO') return reply.error(409);
    cita.estado = 'CUMPLIDA';
    return reply.ok(cita);
  },
});

const mostrarCitasDelDia = defineOperation({
  id: 'mostrarCitasDelDia',
  method: 'get',
  path: '/api/citas/mostrarCitasDelDia',
  roles: [1, 2],
  okStatus: 200,
  resolve({ db, caller, query, reply }) {
    const fecha = query.get('fecha') ?? db.hoy;
    const citas = db.citas
      .filter((c) => c.fecha === fecha && puedeVerCita(caller, c))
      .sort((a, b) => b.tipo_cita.localeCompare(a.tipo_cita) || a.hora.localeCompare(b.hora));
    return reply.ok(citas.map((c) => listado(db, c)));
  },
});

const actualizarCita = defineOperation({
  id: 'actualizarCita',
  method: 'put',
  path: '/api/citas/actualizar/{id}',
  roles: [2],
  okStatus: 200,
  mensajes: { 404: MENSAJE_CITA_404, 409: 'Solo se pueden modificar citas en curso.' },
  async resolve({ db, params, json, reply }) {
    const cita = db.citas.find((c) => c.id === id(params.id));
    if (!cita) return reply.error(404);
    const cambios = await json();
    if (cita.estado !== 'EN_CURSO') return reply.error(409);
    if (!db.usuarios.some((u) => u.id_radiologo === cambios.idRadiologo)) {
      const message = 'Selecciona un radiólogo.';
      return reply.error(400, message, { idRadiologo: message });
    }
    const conflicto = conflictoDeHueco(
      db,
      { fecha: cambios.fecha, hora: cambios.hora, id_paciente: cita.id_paciente },
      { id_radiologo: cambios.idRadiologo },
      cita.id,
    );
    if (conflicto) return reply.error(409, conflicto.message, conflicto.errores);
    Object.assign(cita, {
      fecha: cambios.fecha,
      hora: cambios.hora,
      id_radiologo: cambios.idRadiologo,
    });
    return reply.ok(cita);
  },
});

const mostrarCitasMedico = defineOperation({
  id: 'mostrarCitasMedico',
  method: 'get',
  path: '/api/citas/mostrarCitasMedico/{id}',
  roles: [3],
  okStatus: 200,
  resolve({ db, caller, params, reply }) {
    const idMedico = id(params.id);
    if (idMedico === undefined) return reply.error(400);
    if (idMedico !== caller.id_medico) return reply.error(403);
    const citas = db.citas
      .filter((c) => c.id_medico === idMedico && c.fecha === db.hoy)
      .sort(porFechaYHora);
    return reply.ok(citas.map((c) => listado(db, c)));
  },
});

const mostrarCitasPorFechaMedico = defineOperation({
  id: 'mostrarCitasPorFechaMedico',
  method: 'get',
  path: '/api/citas/mostrarCitasPorFechaMedico/{fecha}/{idMedico}',
  roles: [3],
  okStatus: 200,
  resolve({ db, caller, params, reply }) {
    const idMedico = id(params.idMedico);
    const fecha = params.fecha ?? '';
    if (idMedico === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(fecha)) return reply.error(400);
    if (idMedico !== caller.id_medico) return reply.error(403);
    const citas = db.citas
      .filter((c) => c.id_medico === idMedico && c.fecha === fecha)
      .sort(porFechaYHora);
    return reply.ok(citas.map((c) => listado(db, c)));
  },
});

const guardarCita = defineOperation({
  id: 'guardarCita',
  method: 'post',
  path: '/api/citas/guardar',
  roles: [2],
  okStatus: 201,
  async resolve({ db, caller, json, reply }) {
    const datos = await json();
    if (!db.pacientes.some((p) => p.id_paciente === datos.id_paciente)) {
      return reply.error(404, 'No existe ningún paciente con ese id.');
    }
    if (!db.usuarios.some((u) => u.id_radiologo === datos.id_radiologo)) {
      return reply.error(404, 'No existe ningún radiólogo con ese id.');
    }
    const conflicto = conflictoDeHueco(db, datos, { id_radiologo: datos.id_radiologo });
    if (conflicto) return reply.error(409, conflicto.message, conflicto.errores);
    const cita: Cita = {
      id: siguienteId(db.citas, 'id'),
      num_cita: nuevoNumCita(db),
      fecha: datos.fecha,
      hora: datos.hora,
      especialidad: 2,
      tipo_cita: 'Radiologia',
      id_paciente: datos.id_paciente,
      id_radiologo: datos.id_radiologo,
      id_medico: null,
      id_administrativo: caller.id_administrativo ?? null,
      estado: 'EN_CURSO',
    };
    db.citas.push(cita);
    return reply.ok(cita);
  },
});

const huecosLibres = defineOperation({
  id: 'huecosLibres',
  method: 'get',
  path: '/api/citas/huecosLibres',
  roles: [2, 4],
  okStatus: 200,
  resolve({ db, query, reply }) {
    const fecha = query.get('fecha') ?? '';
    const idMedico = id(query.get('id_medico'));
    const idRadiologo = id(query.get('id_radiologo'));
    if (!/^\d{4}-\d{2}-\d{2}$/.test(fecha)) {
      const message = 'Introduce una fecha con formato válido.';
      return reply.error(400, message, { fecha: message });
    }
    if ((idMedico === undefined) === (idRadiologo === undefined)) {
      return reply.error(400, 'Indica un médico o un radiólogo.');
    }
    if (idMedico !== undefined) {
      if (!db.usuarios.some((u) => u.id_medico === idMedico)) {
        return reply.error(404, 'No existe ningún médico con ese id.');
      }
      return reply.ok({ huecos: huecosLibresDe(db, fecha, { id_medico: idMedico }) });
    }
    if (!db.usuarios.some((u) => u.id_radiologo === idRadiologo)) {
      return reply.error(404, 'No existe ningún radiólogo con ese id.');
    }
    return reply.ok({
      huecos: huecosLibresDe(db, fecha, { id_radiologo: idRadiologo as number }),
    });
  },
});

const pedirCita = defineOperation({
  id: 'pedirCita',
  method: 'post',
  path: '/api/citas/pedirCita',
  roles: [4],
  okStatus: 201,
  async resolve({ db, caller, json, reply }) {
    const datos = await json();
    if (!db.usuarios.some((u) => u.id_medico === datos.id_medico)) {
      return reply.error(404, 'No existe ningún médico con ese id.');
    }
    const idPaciente = caller.id_paciente as number;
    const conflicto = conflictoDeHueco(
      db,
      { ...datos, id_paciente: idPaciente },
      { id_medico: datos.id_medico },
    );
    if (conflicto) return reply.error(409, conflicto.message, conflicto.errores);
    const cita: Cita = {
      id: siguienteId(db.citas, 'id'),
      num_cita: nuevoNumCita(db),
      fecha: datos.fecha,
      hora: datos.hora,
      especialidad: 1,
      tipo_cita: datos.tipo_cita,
      id_paciente: idPaciente,
      id_radiologo: null,
      id_medico: datos.id_medico,
      id_administrativo: null,
      estado: 'EN_CURSO',
    };
    db.citas.push(cita);
    return reply.ok(cita);
  },
});

const buscarPorDni = defineOperation({
  id: 'buscarPorDni',
  method: 'get',
  path: '/api/usuarios/buscarPorDni',
  roles: [2],
  okStatus: 200,
  resolve({ db, query, reply }) {
    const documento = (query.get('dni') ?? '').trim().toUpperCase();
    if (!esDocumentoValido(documento)) {
      const message = 'Introduce un DNI con formato válido.';
      return reply.error(400, message, { dni: message });
    }
    const paciente = db.pacientes.find((p) => p.dni.toUpperCase() === documento);
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

function porNombre(a: { nombre_completo: string }, b: { nombre_completo: string }): number {
  return a.nombre_completo.localeCompare(b.nombre_completo, 'es');
}

const mostrarRadiologos = defineOperation({
  id: 'mostrarRadiologos',
  method: 'get',
  path: '/api/usuarios/mostrarRadiologos',
  roles: [2],
  okStatus: 200,
  resolve: ({ db, reply }) =>
    reply.ok({
      usuarios: db.usuarios
        .filter((u) => u.id_radiologo !== undefined)
        .map((u) => ({
          id_radiologo: u.id_radiologo as number,
          nombre_completo: nombreCompleto(u),
        }))
        .sort(porNombre),
    }),
});

const mostrarMedicos = defineOperation({
  id: 'mostrarMedicos',
  method: 'get',
  path: '/api/usuarios/mostrarMedicos',
  roles: [2, 4],
  okStatus: 200,
  resolve: ({ db, reply }) =>
    reply.ok({
      usuarios: db.usuarios
        .filter((u) => u.id_medico !== undefined)
        .map((u) => ({ id_medico: u.id_medico as number, nombre_completo: nombreCompleto(u) }))
        .sort(porNombre),
    }),
});

const crearUsuarioPaciente = defineOperation({
  id: 'crearUsuarioPaciente',
  method: 'post',
  path: '/api/usuarios/crearUsuarioPaciente',
  roles: [2],
  okStatus: 201,
  async resolve({ db, json, reply }) {
    const { password, idAdministrativo: _ignorado, ...datos } = await json();
    const errores: Record<string, string> = {};
    if (!esDocumentoValido(datos.dni)) errores.dni = 'El DNI es incorrecto.';
    if (!/^[0-9]{9}$/.test(datos.telefono)) errores.telefono = 'El teléfono debe tener 9 dígitos.';
    if (!password || password.length < 8) {
      errores.password = 'La contraseña debe tener al menos 8 caracteres.';
    }
    const provincia = provincias.find((p) => p.nombre === datos.provincia);
    if (!provincia) {
      errores.provincia = 'Por favor, selecciona una opción.';
    } else {
      const municipios = poblaciones[provincia.codigo];
      if (municipios && !municipios.some((m) => m.nombre === datos.poblacion)) {
        errores.poblacion = 'La población no pertenece a la provincia.';
      }
      if (!datos.cp.startsWith(provincia.codigo)) errores.cp = 'El código postal es incorrecto.';
    }
    if (Object.keys(errores).length > 0) {
      return reply.error(400, 'Revisa los datos marcados.', errores);
    }
    const dni = datos.dni.toUpperCase();
    if (db.pacientes.some((p) => p.dni.toUpperCase() === dni)) {
      const message = 'Ya existe un paciente con ese DNI.';
      return reply.error(409, message, { dni: message });
    }
    if (db.usuarios.some((u) => u.email.toLowerCase() === datos.email.toLowerCase())) {
      const message = 'Ya existe un usuario con ese correo electrónico.';
      return reply.error(409, message, { email: message });
    }
    const idUsuario = siguienteId(db.usuarios, 'id');
    const idPaciente = siguienteId(db.pacientes, 'id_paciente');
    db.usuarios.push({
      id: idUsuario,
      id_rol: 4,
      nombre: datos.nombre,
      primer_apellido: datos.primer_apellido,
      segundo_apellido: datos.segundo_apellido || null,
      email: datos.email,
      password,
      id_paciente: idPaciente,
    });
    db.pacientes.push({ ...datos, dni, id_paciente: idPaciente, id_usuario: idUsuario });
    return reply.ok({
      id: idUsuario,
      id_paciente: idPaciente,
      nombre: datos.nombre,
      primer_apellido: datos.primer_apellido,
      segundo_apellido: datos.segundo_apellido || null,
      dni,
      email: datos.email,
    });
  },
});

const mostrarHistorial = defineOperation({
  id: 'mostrarHistorial',
  method: 'get',
  path: '/api/historiales/{id_paciente}',
  roles: [3, 4],
  okStatus: 200,
  mensajes: { 404: 'No existe ningún paciente con ese id.' },
  resolve({ db, caller, params, reply }) {
    const idPaciente = id(params.id_paciente);
    if (idPaciente === undefined) return reply.error(400);
    if (!db.pacientes.some((p) => p.id_paciente === idPaciente)) return reply.error(404);
    if (!puedeVerPaciente(db, caller, idPaciente)) return reply.error(403);
    const entradas: EntradaHistorial[] = db.citas
      .filter((c) => c.id_paciente === idPaciente)
      .sort((a, b) => porFechaYHora(b, a))
      .map((c) => ({
        id_cita: c.id,
        nombre_completo_medico:
          nombreDe(db, 'id_medico', c.id_medico) ?? nombreDe(db, 'id_radiologo', c.id_radiologo),
        fecha: c.fecha,
        hora: c.hora,
        tipo_cita: c.tipo_cita,
        estado: c.estado,
      }));
    return reply.ok(entradas);
  },
});

const mostrarDiagnosticoDelPaciente = defineOperation({
  id: 'mostrarDiagnosticoDelPaciente',
  method: 'get',
  path: '/api/diagnosticos/mostrarDiagnosticoDelPaciente/{id}',
  roles: [3, 4],
  okStatus: 200,
  resolve({ db, caller, params, reply }) {
    const cita = db.citas.find((c) => c.id === id(params.id));
    if (!cita) return reply.error(404, MENSAJE_CITA_404);
    if (!puedeVerCita(caller, cita)) return reply.error(403);
    const diagnostico = db.diagnosticos.find((d) => d.id_cita === cita.id);
    if (!diagnostico) return reply.error(404, 'Esta cita todavía no tiene diagnóstico.');
    return reply.ok(diagnostico);
  },
});

const guardarDiagnostico = defineOperation({
  id: 'guardarDiagnostico',
  method: 'post',
  path: '/api/diagnosticos/guardar',
  roles: [3],
  okStatus: 201,
  mensajes: { 404: MENSAJE_CITA_404, 409: 'Esta cita ya tiene un diagnóstico.' },
  async resolve({ db, caller, json, reply }) {
    const { id_cita, contenido } = await json();
    const cita = db.citas.find((c) => c.id === id_cita);
    if (!cita) return reply.error(404);
    if (!puedeVerCita(caller, cita)) return reply.error(403);
    if (db.diagnosticos.some((d) => d.id_cita === id_cita)) return reply.error(409);
    const diagnostico = {
      id_diagnostico: siguienteId(db.diagnosticos, 'id_diagnostico'),
      id_cita,
      contenido,
    };
    db.diagnosticos.push(diagnostico);
    return reply.ok(diagnostico);
  },
});

const actualizarDiagnostico = defineOperation({
  id: 'actualizarDiagnostico',
  method: 'put',
  path: '/api/diagnosticos/actualizar/{id}',
  roles: [3],
  okStatus: 200,
  mensajes: { 404: 'No existe ningún diagnóstico con ese id.' },
  async resolve({ db, caller, params, json, reply }) {
    const diagnostico = db.diagnosticos.find((d) => d.id_diagnostico === id(params.id));
    if (!diagnostico) return reply.error(404);
    const cita = db.citas.find((c) => c.id === diagnostico.id_cita);
    if (!cita || !puedeVerCita(caller, cita)) return reply.error(403);
    const { contenido } = await json();
    diagnostico.contenido = contenido;
    return reply.ok(diagnostico);
  },
});

const mostrarInformeDelPaciente = defineOperation({
  id: 'mostrarInformeDelPaciente',
  method: 'get',
  path: '/api/informes/mostrarInformeDelPaciente/{id}',
  roles: [1, 4],
  okStatus: 200,
  resolve({ db, caller, params, reply }) {
    const cita = db.citas.find((c) => c.id === id(params.id));
    if (!cita) return reply.error(404, MENSAJE_CITA_404);
    if (!puedeVerCita(caller, cita)) return reply.error(403);
    const informe = db.informes.find((i) => i.id_cita === cita.id);
    if (!informe) return reply.error(404, 'Esta cita todavía no tiene informe.');
    return reply.ok(informe);
  },
});

const guardarInforme = defineOperation({
  id: 'guardarInforme',
  method: 'post',
  path: '/api/informes/guardar',
  roles: [1],
  okStatus: 201,
  mensajes: { 404: MENSAJE_CITA_404, 409: 'Esta cita ya tiene un informe.' },
  async resolve({ db, caller, json, reply }) {
    const { id_cita, contenido } = await json();
    const cita = db.citas.find((c) => c.id === id_cita);
    if (!cita) return reply.error(404);
    if (!puedeVerCita(caller, cita)) return reply.error(403);
    if (db.informes.some((i) => i.id_cita === id_cita)) return reply.error(409);
    const informe = {
      id_informe: siguienteId(db.informes, 'id_informe'),
      id_cita,
      id_radiologo: caller.id_radiologo as number,
      contenido,
    };
    db.informes.push(informe);
    return reply.ok(informe);
  },
});

const guardarInformeCompleto = defineOperation({
  id: 'guardarInformeCompleto',
  method: 'post',
  path: '/api/informes/guardarCompleto',
  roles: [1],
  okStatus: 201,
  mensajes: { 404: MENSAJE_CITA_404, 409: 'Esta cita ya tiene un informe.' },
  async resolve({ db, caller, form, reply }) {
    const datos = await form();
    const cita = db.citas.find((c) => c.id === id(String(datos.get('id_cita'))));
    if (!cita) return reply.error(404);
    if (!puedeVerCita(caller, cita)) return reply.error(403);
    if (db.informes.some((i) => i.id_cita === cita.id)) return reply.error(409);
    if (cita.estado !== 'EN_CURSO') {
      return reply.error(409, 'Solo se pueden cumplir citas en curso.');
    }
    const contenido = String(datos.get('contenido') ?? '').trim();
    if (!contenido) {
      const message = 'Escribe el informe de la prueba.';
      return reply.error(400, message, { contenido: message });
    }
    const subida = await leerArchivos(datos, 'imagenes', 1);
    if ('status' in subida) {
      return reply.error(
        subida.status,
        subida.message,
        subida.status === 400 ? { imagenes: subida.message } : undefined,
      );
    }
    const notas = datos.getAll('notas').map(String);
    const informe = {
      id_informe: siguienteId(db.informes, 'id_informe'),
      id_cita: cita.id,
      id_radiologo: caller.id_radiologo as number,
      contenido,
    };
    db.informes.push(informe);
    const imagenes = subida.archivos.map((archivo, indice) => {
      const idImagen = siguienteId(db.imagenes, 'id_imagen');
      const nota = notas[indice]?.trim();
      const imagen = {
        id_imagen: idImagen,
        id_informe: informe.id_informe,
        id_cita: cita.id,
        id_paciente: cita.id_paciente,
        nombre_imagen: archivo.nombre,
        ruta_imagen: `/api/imagenes/descargar/${idImagen}`,
        tipo: archivo.tipo,
        tamano: archivo.bytes.length,
        nota: nota ? nota : null,
        bytes: archivo.bytes,
      };
      db.imagenes.push(imagen);
      return { id_imagen: idImagen, nombre_imagen: archivo.nombre };
    });
    cita.estado = 'CUMPLIDA';
    return reply.ok({
      id_informe: informe.id_informe,
      id_cita: cita.id,
      num_cita: cita.num_cita,
      imagenes,
    });
  },
});

const mostrarImagenesDelPaciente = defineOperation({
  id: 'mostrarImagenesDelPaciente',
  method: 'get',
  path: '/api/imagenes/mostrarImagenesDelPaciente/{id}',
  roles: [1, 4],
  okStatus: 200,
  mensajes: { 404: MENSAJE_CITA_404 },
  resolve({ db, caller, params, reply }) {
    const cita = db.citas.find((c) => c.id === id(params.id));
    if (!cita) return reply.error(404);
    if (!puedeVerCita(caller, cita)) return reply.error(403);
    return reply.ok({
      imagenes: db.imagenes.filter((i) => i.id_cita === cita.id).map(imagenPublica),
    });
  },
});

const guardarImagen = defineOperation({
  id: 'guardarImagen',
  method: 'post',
  path: '/api/imagenes/guardar',
  roles: [1],
  okStatus: 201,
  mensajes: { 404: MENSAJE_CITA_404 },
  async resolve({ db, caller, form, reply }) {
    const datos = await form();
    const cita = db.citas.find((c) => c.id === id(String(datos.get('id_cita'))));
    if (!cita) return reply.error(404);
    if (!puedeVerCita(caller, cita)) return reply.error(403);
    const informe = db.informes.find(
      (i) => i.id_informe === id(String(datos.get('id_informe'))) && i.id_cita === cita.id,
    );
    if (!informe || id(String(datos.get('id_paciente'))) !== cita.id_paciente) {
      return reply.error(400, 'El informe, la cita y el paciente no corresponden.');
    }
    const subida = await leerArchivos(datos, 'ruta_imagen', 1);
    if ('status' in subida) return reply.error(subida.status, subida.message);
    const [archivo] = subida.archivos as [Archivo];
    const idImagen = siguienteId(db.imagenes, 'id_imagen');
    const nombre = String(datos.get('nombre_imagen') ?? '').trim() || archivo.nombre;
    const nota = String(datos.get('nota') ?? '').trim();
    const imagen = {
      id_imagen: idImagen,
      id_informe: informe.id_informe,
      id_cita: cita.id,
      id_paciente: cita.id_paciente,
      nombre_imagen: nombre.slice(0, 255),
      ruta_imagen: `/api/imagenes/descargar/${idImagen}`,
      tipo: archivo.tipo,
      tamano: archivo.bytes.length,
      nota: nota ? nota : null,
      bytes: archivo.bytes,
    };
    db.imagenes.push(imagen);
    return reply.ok(imagenPublica(imagen));
  },
});

function imagenVisible(db: MockDb, caller: MockUsuario, idImagen: number | undefined) {
  const imagen = db.imagenes.find((i) => i.id_imagen === idImagen);
  if (!imagen) return 'no-existe' as const;
  const cita = db.citas.find((c) => c.id === imagen.id_cita);
  if (!cita || !puedeVerCita(caller, cita)) return 'prohibida' as const;
  return imagen;
}

const borrarImagen = defineOperation({
  id: 'borrarImagen',
  method: 'delete',
  path: '/api/imagenes/borrar/{id}',
  roles: [1],
  okStatus: 204,
  mensajes: { 404: MENSAJE_IMAGEN_404 },
  resolve({ db, caller, params, reply }) {
    const imagen = imagenVisible(db, caller, id(params.id));
    if (imagen === 'no-existe') return reply.error(404);
    if (imagen === 'prohibida') return reply.error(403);
    db.imagenes.splice(db.imagenes.indexOf(imagen), 1);
    return reply.empty();
  },
});

const descargarImagen = defineOperation({
  id: 'descargarImagen',
  method: 'get',
  path: '/api/imagenes/descargar/{id}',
  roles: [1, 4],
  okStatus: 200,
  mensajes: { 404: MENSAJE_IMAGEN_404 },
  resolve({ db, caller, params, reply }) {
    const imagen = imagenVisible(db, caller, id(params.id));
    if (imagen === 'no-existe') return reply.error(404);
    if (imagen === 'prohibida') return reply.error(403);
    return reply.file(imagen.bytes, imagen.tipo, imagen.nombre_imagen);
  },
});

const mostrarIncidenciasEmpleado = defineOperation({
  id: 'mostrarIncidenciasEmpleado',
  method: 'get',
  path: '/api/incidencias/mostrarIncidenciasEmpleado/{userId}',
  roles: [1, 2, 3],
  okStatus: 200,
  resolve({ db, caller, params, reply }) {
    const userId = id(params.userId);
    if (userId === undefined) return reply.error(400);
    if (userId !== caller.id) return reply.error(403);
    const propias = db.incidencias
      .filter((i) => esDelEmpleado(caller, i))
      .sort((a, b) => b.fecha.localeCompare(a.fecha) || b.id - a.id);
    return reply.ok(propias);
  },
});

function incidenciaDe(db: MockDb, caller: MockUsuario, idIncidencia: number | undefined) {
  const incidencia = db.incidencias.find((i) => i.id === idIncidencia);
  if (!incidencia) return 'no-existe' as const;
  if (!esDelEmpleado(caller, incidencia)) return 'prohibida' as const;
  return incidencia;
}

const guardarIncidencia = defineOperation({
  id: 'guardarIncidencia',
  method: 'post',
  path: '/api/incidencias/guardar',
  roles: [1, 2, 3],
  okStatus: 201,
  async resolve({ db, caller, json, reply }) {
    const datos = await json();
    const incidencia: Incidencia = {
      id: siguienteId(db.incidencias, 'id'),
      asunto: datos.asunto,
      descripcion: datos.descripcion,
      nivel_prioridad: datos.nivel_prioridad,
      fecha: datos.fecha,
      estado: 'PENDIENTE',
      nombre: datos.nombre,
      puesto_trabajo: datos.puesto_trabajo,
      id_administrativo: caller.id_administrativo ?? null,
      id_medico: caller.id_medico ?? null,
      id_radiologo: caller.id_radiologo ?? null,
    };
    db.incidencias.push(incidencia);
    return reply.ok(incidencia);
  },
});

const actualizarIncidencia = defineOperation({
  id: 'actualizarIncidencia',
  method: 'put',
  path: '/api/incidencias/actualizar/{id}',
  roles: [1, 2, 3],
  okStatus: 200,
  mensajes: { 404: MENSAJE_INCIDENCIA_404, 409: MENSAJE_RESUELTA },
  async resolve({ db, caller, params, json, reply }) {
    const incidencia = incidenciaDe(db, caller, id(params.id));
    if (incidencia === 'no-existe') return reply.error(404);
    if (incidencia === 'prohibida') return reply.error(403);
    const datos = await json();
    if (incidencia.estado !== 'PENDIENTE') return reply.error(409);
    Object.assign(incidencia, {
      asunto: datos.asunto,
      descripcion: datos.descripcion,
      nivel_prioridad: datos.nivel_prioridad,
      fecha: datos.fecha,
      nombre: datos.nombre,
      puesto_trabajo: datos.puesto_trabajo,
      estado: datos.estado ?? incidencia.estado,
    });
    return reply.ok(incidencia);
  },
});

const buscarIncidencia = defineOperation({
  id: 'buscarIncidencia',
  method: 'get',
  path: '/api/incidencias/buscar/{id}',
  roles: [1, 2, 3],
  okStatus: 200,
  mensajes: { 404: MENSAJE_INCIDENCIA_404 },
  resolve({ db, caller, params, reply }) {
    const incidencia = incidenciaDe(db, caller, id(params.id));
    if (incidencia === 'no-existe') return reply.error(404);
    if (incidencia === 'prohibida') return reply.error(403);
    return reply.ok(incidencia);
  },
});

const borrarIncidencia = defineOperation({
  id: 'borrarIncidencia',
  method: 'delete',
  path: '/api/incidencias/borrar/{id}',
  roles: [1, 2, 3],
  okStatus: 204,
  mensajes: {
    404: MENSAJE_INCIDENCIA_404,
    409: 'Solo se pueden eliminar incidencias con estado PENDIENTE.',
  },
  resolve({ db, caller, params, reply }) {
    const incidencia = incidenciaDe(db, caller, id(params.id));
    if (incidencia === 'no-existe') return reply.error(404);
    if (incidencia === 'prohibida') return reply.error(403);
    if (incidencia.estado !== 'PENDIENTE') return reply.error(409);
    db.incidencias.splice(db.incidencias.indexOf(incidencia), 1);
    db.imagenesIncidencia = db.imagenesIncidencia.filter((i) => i.id_incidencia !== incidencia.id);
    return reply.empty();
  },
});

async function subirImagenesIncidencia(
  db: MockDb,
  idIncidencia: number,
  datos: FormData,
  minimo: number,
  sustituir: boolean,
) {
  const subida = await leerArchivos(datos, 'imagenes', minimo);
  if ('status' in subida) return subida;
  if (sustituir) {
    db.imagenesIncidencia = db.imagenesIncidencia.filter((i) => i.id_incidencia !== idIncidencia);
  }
  for (const archivo of subida.archivos) {
    db.imagenesIncidencia.push({
      id_imagen: siguienteId(db.imagenesIncidencia, 'id_imagen'),
      id_incidencia: idIncidencia,
      nombre_imagen: archivo.nombre,
      tipo: archivo.tipo,
      bytes: archivo.bytes,
    });
  }
  return {
    imagenes: db.imagenesIncidencia
      .filter((i) => i.id_incidencia === idIncidencia)
      .map(imagenDeIncidencia),
  };
}

const guardarImagenesIncidencia = defineOperation({
  id: 'guardarImagenesIncidencia',
  method: 'post',
  path: '/api/incidencias/guardarImagenesIncidencia',
  roles: [1, 2, 3],
  okStatus: 201,
  mensajes: { 404: MENSAJE_INCIDENCIA_404, 409: MENSAJE_RESUELTA },
  async resolve({ db, caller, form, reply }) {
    const datos = await form();
    const incidencia = incidenciaDe(db, caller, id(String(datos.get('id_incidencia'))));
    if (incidencia === 'no-existe') return reply.error(404);
    if (incidencia === 'prohibida') return reply.error(403);
    if (incidencia.estado !== 'PENDIENTE') return reply.error(409);
    const resultado = await subirImagenesIncidencia(db, incidencia.id, datos, 1, false);
    if ('status' in resultado) return reply.error(resultado.status, resultado.message);
    return reply.ok(resultado);
  },
});

const actualizarImagenesIncidencia = defineOperation({
  id: 'actualizarImagenesIncidencia',
  method: 'post',
  path: '/api/incidencias/actualizarImagenesIncidencia/{id}',
  roles: [1, 2, 3],
  okStatus: 200,
  mensajes: { 404: MENSAJE_INCIDENCIA_404, 409: MENSAJE_RESUELTA },
  async resolve({ db, caller, params, form, reply }) {
    const incidencia = incidenciaDe(db, caller, id(params.id));
    if (incidencia === 'no-existe') return reply.error(404);
    if (incidencia === 'prohibida') return reply.error(403);
    const datos = await form();
    if (id(String(datos.get('id_incidencia'))) !== incidencia.id) {
      return reply.error(400, 'La incidencia del formulario no coincide con la de la ruta.');
    }
    if (incidencia.estado !== 'PENDIENTE') return reply.error(409);
    const resultado = await subirImagenesIncidencia(db, incidencia.id, datos, 0, true);
    if ('status' in resultado) return reply.error(resultado.status, resultado.message);
    return reply.ok(resultado);
  },
});

const obtenerImagenesPorIdIncidencia = defineOperation({
  id: 'obtenerImagenesPorIdIncidencia',
  method: 'get',
  path: '/api/incidencias/obtenerImagenesPorIdIncidencia/{id}',
  roles: [1, 2, 3],
  okStatus: 200,
  mensajes: { 404: MENSAJE_INCIDENCIA_404 },
  resolve({ db, caller, params, reply }) {
    const incidencia = incidenciaDe(db, caller, id(params.id));
    if (incidencia === 'no-existe') return reply.error(404);
    if (incidencia === 'prohibida') return reply.error(403);
    return reply.ok(
      db.imagenesIncidencia
        .filter((i) => i.id_incidencia === incidencia.id)
        .map(imagenDeIncidencia),
    );
  },
});

const descargarImagenIncidencia = defineOperation({
  id: 'descargarImagenIncidencia',
  method: 'get',
  path: '/api/incidencias/imagenes/descargar/{id}',
  roles: [1, 2, 3],
  okStatus: 200,
  mensajes: { 404: MENSAJE_IMAGEN_404 },
  resolve({ db, caller, params, reply }) {
    const imagen = db.imagenesIncidencia.find((i) => i.id_imagen === id(params.id));
    if (!imagen) return reply.error(404);
    const incidencia = db.incidencias.find((i) => i.id === imagen.id_incidencia);
    if (!incidencia || !esDelEmpleado(caller, incidencia)) return reply.error(403, MENSAJE_403);
    return reply.file(imagen.bytes, imagen.tipo, imagen.nombre_imagen);
  },
});

const mostrarProvincias = defineOperation({
  id: 'mostrarProvincias',
  method: 'get',
  path: '/api/provincias',
  roles: [1, 2, 3, 4],
  okStatus: 200,
  resolve: ({ reply }) =>
    reply.ok([...provincias].sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'))),
});

const mostrarPoblaciones = defineOperation({
  id: 'mostrarPoblaciones',
  method: 'get',
  path: '/api/provincias/{codigo}/poblaciones',
  roles: [1, 2, 3, 4],
  okStatus: 200,
  mensajes: { 404: 'No existe ninguna provincia con ese código.' },
  resolve({ params, reply }) {
    const codigo = params.codigo ?? '';
    if (!/^[0-9]{2}$/.test(codigo)) return reply.error(400);
    if (!provincias.some((p) => p.codigo === codigo)) return reply.error(404);
    return reply.ok(poblaciones[codigo] ?? []);
  },
});

/** One factory per operation of the contract, keyed by operationId. */
export const handlers = {
  salud,
  iniciarSesion,
  cerrarSesion,
  usuarioActual: usuarioActualOp,
  mostrarCitasDelPaciente,
  cancelarCita,
  comprobarNumCita,
  cumplirCita,
  mostrarCitasDelDia,
  actualizarCita,
  mostrarCitasMedico,
  mostrarCitasPorFechaMedico,
  guardarCita,
  huecosLibres,
  pedirCita,
  buscarPorDni,
  mostrarRadiologos,
  mostrarMedicos,
  crearUsuarioPaciente,
  mostrarHistorial,
  mostrarDiagnosticoDelPaciente,
  guardarDiagnostico,
  actualizarDiagnostico,
  mostrarInformeDelPaciente,
  guardarInforme,
  guardarInformeCompleto,
  mostrarImagenesDelPaciente,
  guardarImagen,
  borrarImagen,
  descargarImagen,
  mostrarIncidenciasEmpleado,
  guardarIncidencia,
  actualizarIncidencia,
  buscarIncidencia,
  borrarIncidencia,
  guardarImagenesIncidencia,
  actualizarImagenesIncidencia,
  obtenerImagenesPorIdIncidencia,
  descargarImagenIncidencia,
  mostrarProvincias,
  mostrarPoblaciones,
} as const;

/** Fails the type check when an operation of the contract has no mock (or a mock no operation). */
type Exhaustive<T extends never> = T;
export type _EveryOperationMocked = Exhaustive<
  Exclude<OperationId, keyof typeof handlers> | Exclude<keyof typeof handlers, OperationId>
>;

/** The stateful default handler of every operation (for `setupServer` / `setupWorker`). */
export function allHandlers(): HttpHandler[] {
  return Object.values(handlers).map((operation) => operation.default());
}
