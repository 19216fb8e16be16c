/**
 * What the mock operations of several tags share: reading ids, who may see what, and the rows
 * the lists show. The mock's counterpart of the server's `http/ownership.ts`.
 */
import { cambioDeCita, diaDeLaSemana, MOTIVOS_DE_CIERRE, ROL } from '../../reglas';
import type {
  Cita,
  CitaListado,
  CitaPendiente,
  EntradaDeActividad,
  Incidencia,
  MotivoCancelacion,
  PorQueCierra,
} from '../../types';
import type { MockDb } from '../db';
import { FESTIVOS_NACIONALES, type MockUsuario, nombreCompleto } from '../fixtures';

export const MENSAJE_CITA_404 = 'No existe ninguna cita con ese id.';
export const MENSAJE_PACIENTE_404 = 'No existe ningún paciente con ese id.';
export const MENSAJE_MEDICO_404 = 'No existe ningún médico con ese id.';
export const MENSAJE_RADIOLOGO_404 = 'No existe ningún radiólogo con ese id.';
export const MENSAJE_IMAGEN_404 = 'No existe ninguna imagen con ese id.';
export const MENSAJE_403 = 'No tienes permiso para esta acción.';

/**
 * A record the caller may use, or 404: absent and not theirs answer alike, as on the server
 * (nobody learns which ids exist). `if (typeof cita === 'number') return reply.error(cita);`.
 */
export type Visible<T extends object> = T | 404;

/** A positive id of a path, query or form field; undefined when it is not one. */
export function id(valor: string | null | undefined): number | undefined {
  if (valor === null || valor === undefined || !/^[1-9][0-9]{0,9}$/.test(valor)) return undefined;
  return Number(valor);
}

/** The id in a multipart form field. */
export function idDelFormulario(datos: FormData, campo: string): number | undefined {
  return id(String(datos.get(campo)));
}

export function nombreDe(db: MockDb, campo: keyof MockUsuario, id: number | null): string | null {
  if (id === null) return null;
  const usuario = db.usuarios.find((u) => u[campo] === id);
  return usuario ? nombreCompleto(usuario) : null;
}

/** A cita as the lists show it, with the names and the patient's DNI. */
export function listado(db: MockDb, cita: Cita): CitaListado {
  const paciente = db.pacientes.find((p) => p.id_paciente === cita.id_paciente);
  return {
    ...cita,
    nombre_completo_paciente: paciente ? nombreCompleto(paciente) : 'Paciente desconocido',
    nombre_completo_radiologo: nombreDe(db, 'id_radiologo', cita.id_radiologo),
    nombre_completo_medico: nombreDe(db, 'id_medico', cita.id_medico),
    dni_paciente: paciente?.dni ?? '00000000T',
    // As the server: always said, null until the desk notes the arrival.
    hora_llegada: cita.hora_llegada ?? null,
  };
}

export function porFechaYHora(a: Cita, b: Cita): number {
  return `${a.fecha} ${a.hora}`.localeCompare(`${b.fecha} ${b.hora}`);
}

/** `own-cita`: any for the staff, their own for a patient or a doctor, radiology for a radiologist. */
export function puedeVerCita(caller: MockUsuario, cita: Cita): boolean {
  switch (caller.id_rol) {
    case ROL.administrativo:
      return true;
    case ROL.paciente:
      return cita.id_paciente === caller.id_paciente;
    case ROL.medico:
      return cita.id_medico === caller.id_medico;
    case ROL.radiologo:
      return cita.especialidad === 2;
    default:
      return false;
  }
}

/** `own-patient`: themselves for a patient, one with a cita of theirs for a doctor. */
export function puedeVerPaciente(db: MockDb, caller: MockUsuario, idPaciente: number): boolean {
  if (caller.id_rol === ROL.administrativo) return true;
  if (caller.id_rol === ROL.paciente) return caller.id_paciente === idPaciente;
  if (caller.id_rol === ROL.medico) {
    return db.citas.some((c) => c.id_paciente === idPaciente && c.id_medico === caller.id_medico);
  }
  return false;
}

/** `own-incidencia`: the incidencia was filed by the caller. */
export function esDelEmpleado(caller: MockUsuario, incidencia: Incidencia): boolean {
  if (caller.id_rol === ROL.administrativo)
    return incidencia.id_administrativo === caller.id_administrativo;
  if (caller.id_rol === ROL.medico) return incidencia.id_medico === caller.id_medico;
  if (caller.id_rol === ROL.radiologo) return incidencia.id_radiologo === caller.id_radiologo;
  return false;
}

export function citaVisible(
  db: MockDb,
  caller: MockUsuario,
  idCita: number | undefined,
): Visible<Cita> {
  const cita = db.citas.find((c) => c.id === idCita);
  if (!cita) return 404;
  return puedeVerCita(caller, cita) ? cita : 404;
}

/** The patient of a path id, when the caller may see them (400 when it is not an id). */
export function pacienteVisible(
  db: MockDb,
  caller: MockUsuario,
  valor: string | undefined,
): Visible<{ idPaciente: number }> | 400 {
  const idPaciente = id(valor);
  if (idPaciente === undefined) return 400;
  if (!db.pacientes.some((p) => p.id_paciente === idPaciente)) return 404;
  return puedeVerPaciente(db, caller, idPaciente) ? { idPaciente } : 404;
}

/** Whether the cita is the professional's (theirs as doctor or as radiologist). */
export const esDe = (usuario: MockUsuario | undefined, cita: MockDb['citas'][number]) =>
  usuario !== undefined &&
  ((usuario.id_medico !== undefined && cita.id_medico === usuario.id_medico) ||
    (usuario.id_radiologo !== undefined && cita.id_radiologo === usuario.id_radiologo));

/** The live citas ahead that `fuera(cita)` says would lose their slot, as a 409 lists them
 * (`darDeBaja` and the agenda's changes). */
export function citasAfectadas(
  db: MockDb,
  fuera: (cita: MockDb['citas'][number]) => boolean,
): CitaPendiente[] {
  return db.citas
    .filter((c) => c.estado === 'EN_CURSO' && c.fecha >= db.hoy && fuera(c))
    .sort((a, b) => `${a.fecha}${a.hora}`.localeCompare(`${b.fecha}${b.hora}`))
    .map((c) => {
      const paciente = db.pacientes.find((p) => p.id_paciente === c.id_paciente);
      return {
        id: c.id,
        num_cita: c.num_cita,
        fecha: c.fecha,
        hora: c.hora,
        tipo_cita: c.tipo_cita,
        id_paciente: c.id_paciente,
        nombre_completo_paciente: paciente ? nombreCompleto(paciente) : '',
      };
    });
}

/** Where a cita is, as the activity log shows it: its day, hour and professional's name. */
export function dondeEsta(db: MockDb, cita: Cita) {
  return {
    fecha: cita.fecha,
    hora: cita.hora,
    profesional:
      cita.id_medico !== null
        ? nombreDe(db, 'id_medico', cita.id_medico)
        : nombreDe(db, 'id_radiologo', cita.id_radiologo),
  };
}

const SOBRE_QUE = {
  cita: 'Cita',
  diagnostico: 'Diagnóstico de la cita',
  informe: 'Informe de la cita',
} as const;

/**
 * A change of a cita in the responsable's activity log, as the server writes it
 * (docs/decisiones.md (55)): who (a patient by their role alone), the cita's number, from where
 * to where, its type, the reason of a cancellation, a fulfilment by a diagnosis or report.
 */
export function anotarCita(
  db: MockDb,
  caller: MockUsuario,
  entrada: {
    accion:
      | 'crear'
      | 'actualizar'
      | 'cancelar'
      | 'cumplir'
      | 'registrar_llegada'
      | 'marcar_no_presentada';
    entidad: keyof typeof SOBRE_QUE;
    id_registro: number;
    cita: Cita;
    antes?: EntradaDeActividad['antes'];
    tipo_cita?: EntradaDeActividad['tipo_cita'];
    motivo?: MotivoCancelacion;
    cumple_cita?: boolean;
  },
) {
  const { cita, id_registro, ...resto } = entrada;
  const despues =
    entrada.accion === 'crear' || entrada.accion === 'actualizar' ? dondeEsta(db, cita) : undefined;
  const datos = {
    ...resto,
    num_cita: cita.num_cita,
    ...(despues && entrada.entidad === 'cita' ? { despues } : {}),
  };
  const cambio = cambioDeCita(datos);
  const paciente = caller.id_rol === ROL.paciente;
  db.registro.push({
    id: db.registro.length + 1,
    fecha: `${db.hoy}T10:${String(db.registro.length % 60).padStart(2, '0')}:00.000Z`,
    quien: paciente ? null : nombreCompleto(caller),
    rol_quien: caller.id_rol,
    id_registro: String(id_registro),
    descripcion: `${SOBRE_QUE[entrada.entidad]} ${cita.num_cita}`,
    campos: [],
    ...datos,
    // What the cita's page asks for, as the server gives it while the cita exists.
    id_cita: cita.id,
    id_paciente: cita.id_paciente,
    ...(cambio ? { cambio } : {}),
  });
}

/** Whether the call asks for its list as a spreadsheet (`Accept: text/csv`). */
export function pideHojaCsv(request: Request): boolean {
  return /(^|,)\s*text\/csv/.test(request.headers.get('Accept') ?? '');
}

/** A file as the server sends one: an attachment, `nosniff`. */
export function adjunto(contenido: BodyInit, tipo: string, nombre: string): Response {
  return new Response(contenido, {
    status: 200,
    headers: {
      'Content-Type': tipo,
      'Content-Disposition': `attachment; filename="${nombre.replace(/["\\\r\n]/g, '_')}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/**
 * The mock's spreadsheet of a list: the rows' own fields for headers, `;` between them, every
 * field quoted, UTF-8 with a BOM. The server writes the real one from the contract's
 * `x-clinica-csv` (Spanish headers, dd/mm/aaaa); this one lets 'Descargar CSV' be tried on mocks.
 */
export function hojaCsv(filas: readonly object[], archivo: string): Response {
  const campos = [...new Set(filas.flatMap((fila) => Object.keys(fila)))];
  const celda = (valor: unknown) =>
    `"${(valor === null || valor === undefined ? '' : String(valor)).replace(/"/g, '""')}"`;
  const lineas = [
    campos.map(celda).join(';'),
    ...filas.map((fila) =>
      campos.map((campo) => celda((fila as Record<string, unknown>)[campo])).join(';'),
    ),
  ];
  return adjunto(`\uFEFF${lineas.join('\r\n')}\r\n`, 'text/csv; charset=utf-8', archivo);
}

/** The doctor or radiologist a query names by `id_medico` or `id_radiologo`, if any. */
export function profesionalDeLaConsulta(db: MockDb, query: URLSearchParams) {
  const idMedico = Number(query.get('id_medico') ?? 0);
  const idRadiologo = Number(query.get('id_radiologo') ?? 0);
  return db.usuarios.find(
    (u) =>
      (idMedico > 0 && u.id_medico === idMedico) ||
      (idRadiologo > 0 && u.id_radiologo === idRadiologo),
  );
}

/**
 * Why nobody (or that professional) sees patients that day, as the server says it: the weekday,
 * a national holiday, a closure or absence, a day out of their hours; nothing on an open day.
 */
export function porQueCierraElDia(
  db: MockDb,
  fecha: string,
  profesional?: MockUsuario,
): { por: PorQueCierra; motivo: string } | undefined {
  const dia = diaDeLaSemana(fecha);
  const festivo = FESTIVOS_NACIONALES.find((f) => f.fecha === fecha);
  const cierre = db.cierres.find(
    (c) =>
      fecha >= c.fecha_inicio &&
      fecha <= c.fecha_fin &&
      (c.id_usuario === null || c.id_usuario === profesional?.id),
  );
  const horario = profesional ? db.horarios.get(profesional.id) : undefined;
  if (!db.clinica.horario.some((d) => d.dia_semana === dia)) {
    return { por: 'dia_de_la_semana', motivo: MOTIVOS_DE_CIERRE.diaDeLaSemana(dia) };
  }
  if (festivo) return { por: 'festivo', motivo: MOTIVOS_DE_CIERRE.festivoNacional(festivo.nombre) };
  if (cierre) {
    return {
      por: cierre.id_usuario === null ? 'festivo' : 'ausencia',
      motivo: MOTIVOS_DE_CIERRE.cierre(cierre.tipo, cierre.descripcion),
    };
  }
  if (horario && horario.length > 0 && !horario.some((d) => d.dia_semana === dia)) {
    return { por: 'no_trabaja', motivo: MOTIVOS_DE_CIERRE.noTrabaja };
  }
  return undefined;
}
