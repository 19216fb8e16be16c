import {
  EDAD_SIN_DOCUMENTO,
  MENSAJES_DOCUMENTO,
  normalizarDocumento,
  problemaDeDocumento,
  puedeIrSinDocumento,
  type TipoDeDocumento,
  tipoDeDniONie,
} from './documento';
import { esEmailValido } from './email';
import { esCodigoPostalDe, provinciaPorNombre } from './provincias';
import { esTelefonoValido, MENSAJE_TELEFONO } from './telefono';

/** Said at an e-mail that is not an address. */
export const MENSAJE_EMAIL = 'El correo electrónico es inválido.';

/**
 * What the server answers, per field, to a patient's data it refuses (crearUsuarioPaciente and
 * actualizarPaciente): one home for the server's checks and the mock server's.
 */
export const MENSAJES_PACIENTE = {
  dni: 'El DNI es incorrecto.',
  fechaNacimiento: 'Introduce una fecha de nacimiento válida.',
  nombre: 'El nombre es obligatorio.',
  primerApellido: 'El primer apellido es obligatorio.',
  direccion: 'La dirección es obligatoria.',
  numero: 'El número es obligatorio.',
  provincia: 'La provincia no existe.',
  poblacion: 'La población no pertenece a la provincia elegida.',
  cp: 'El código postal no corresponde a la provincia.',
  dniUsado: 'Ya existe un paciente con ese DNI.',
  documentoUsado: 'Ya existe un paciente con ese documento.',
  /** A patient without e-mail has no account to sign in with (docs/decisiones.md (52)). */
  sinCorreoSinContrasena:
    'Sin correo electrónico no hay cuenta con la que entrar: no se pone contraseña ni se invita.',
  emailUsado: 'Ya existe un usuario con ese correo electrónico.',
} as const;

/** The longest a name or a surname may be: the contract's `maxLength` of each, for everyone. */
export const LONGITUD_MAXIMA_NOMBRE = 50;

/** Said at a name or surname that is longer: the limit, not 'obligatorio'. */
export const MENSAJES_NOMBRE_LARGO = {
  nombre: `El nombre puede tener como máximo ${LONGITUD_MAXIMA_NOMBRE} caracteres.`,
  primer_apellido: `El primer apellido puede tener como máximo ${LONGITUD_MAXIMA_NOMBRE} caracteres.`,
  segundo_apellido: `El segundo apellido puede tener como máximo ${LONGITUD_MAXIMA_NOMBRE} caracteres.`,
} as const;

/** A child's guardian (docs/decisiones.md (52)): who answers for them and gets their messages. */
export interface TutorDelPaciente {
  nombre: string;
  tipo_documento: TipoDeDocumento;
  documento: string;
  telefono: string;
  relacion: string;
}

/**
 * A patient's own data as the rules check it (the account's password apart): a document, or
 * none and a guardian; a phone or an e-mail (or the guardian's phone); the address beyond the
 * province and the town may be missing.
 */
export interface DatosPaciente {
  nombre: string;
  primer_apellido: string;
  tipo_documento: TipoDeDocumento | null;
  documento: string | null;
  tutor: TutorDelPaciente | null;
  fecha_nacimiento: string;
  telefono: string | null;
  email: string | null;
  provincia: string;
  poblacion: string;
  cp: string | null;
  direccion: string | null;
  numero: string | null;
}

/** The messages of a guardian's fields and of the contact, by the field they are said at. */
export const MENSAJES_TUTOR = {
  tutor: `Un menor de ${EDAD_SIN_DOCUMENTO} años sin documento se registra con un tutor.`,
  conDocumento: 'Un paciente con documento propio no se registra con tutor.',
  nombre: 'Escribe el nombre del tutor.',
  telefono: 'El teléfono del tutor debe tener 9 dígitos.',
  relacion: 'Escribe la relación del tutor con el paciente.',
  contacto: 'Escribe un teléfono o un correo electrónico.',
} as const;

/**
 * The document a request names: `tipo_documento` and `documento`, or the older `dni` (a DNI or a
 * NIE, told apart by its shape) that existing clients still send; none when it names neither.
 */
export function documentoDeLaPeticion(peticion: {
  tipo_documento?: TipoDeDocumento | null;
  documento?: string | null;
  dni?: string | null;
}): { tipo_documento: TipoDeDocumento | null; documento: string | null } {
  if (peticion.tipo_documento) {
    return {
      tipo_documento: peticion.tipo_documento,
      documento: normalizarDocumento(peticion.documento ?? ''),
    };
  }
  if (peticion.dni?.trim()) {
    return {
      tipo_documento: tipoDeDniONie(peticion.dni),
      documento: normalizarDocumento(peticion.dni),
    };
  }
  if (peticion.documento?.trim()) return { tipo_documento: null, documento: peticion.documento };
  return { tipo_documento: null, documento: null };
}

/** A guardian's problems, by field (`tutor_nombre`, `tutor_documento`, …). */
export function revisarTutor(tutor: TutorDelPaciente): Record<string, string> {
  const errores: Record<string, string> = {};
  if (!tutor.nombre.trim()) errores.tutor_nombre = MENSAJES_TUTOR.nombre;
  const documento = problemaDeDocumento(tutor.tipo_documento, tutor.documento);
  if (documento) errores.tutor_documento = documento;
  if (!esTelefonoValido(tutor.telefono)) errores.tutor_telefono = MENSAJES_TUTOR.telefono;
  if (!tutor.relacion.trim()) errores.tutor_relacion = MENSAJES_TUTOR.relacion;
  return errores;
}

/** The towns of a province (by its INE code) the caller knows; undefined when it knows none. */
export type PoblacionesDe = (codigoProvincia: string) => readonly { nombre: string }[] | undefined;

function esFechaDelCalendario(fecha: string): boolean {
  const partes = /^(\d{4})-(\d{2})-(\d{2})$/.exec(fecha);
  if (!partes) return false;
  const dia = new Date(Date.UTC(Number(partes[1]), Number(partes[2]) - 1, Number(partes[3])));
  return dia.toISOString().slice(0, 10) === fecha;
}

/** An address: the province exists, the town is one of its own, the cp starts with its code. */
export function revisarDireccion(
  direccion: { provincia: string; poblacion: string; cp?: string | null },
  poblacionesDe: PoblacionesDe,
): Partial<Record<'provincia' | 'poblacion' | 'cp', string>> {
  const provincia = provinciaPorNombre(direccion.provincia);
  if (!provincia) return { provincia: MENSAJES_PACIENTE.provincia };
  const errores: Partial<Record<'provincia' | 'poblacion' | 'cp', string>> = {};
  const poblaciones = poblacionesDe(provincia.codigo);
  if (poblaciones && !poblaciones.some((poblacion) => poblacion.nombre === direccion.poblacion)) {
    errores.poblacion = MENSAJES_PACIENTE.poblacion;
  }
  // The postal code may be missing (docs/decisiones.md (52)); one written must be the province's.
  if (direccion.cp?.trim() && !esCodigoPostalDe(direccion.cp, provincia)) {
    errores.cp = MENSAJES_PACIENTE.cp;
  }
  return errores;
}

/**
 * What is wrong with a patient's data, in Spanish, by field: the document checked as what its type
 * says, or none for a child under 14 on the clinic's `hoy` with a guardian; a birth date that
 * exists and is not after today; a phone or an e-mail (or the guardian's phone); the province and
 * town, and a postal code that is the province's; the texts that may not be blank. Crear
 * paciente checks what it receives; a change checks the patient as it would be after it, so both
 * keep the same rules. The server passes Spain's towns; the mock server its own few.
 */
export function revisarPaciente(
  datos: DatosPaciente,
  hoy: string,
  poblacionesDe: PoblacionesDe,
): Record<string, string> {
  const errores: Record<string, string> = {};
  const fechaValida = esFechaDelCalendario(datos.fecha_nacimiento) && datos.fecha_nacimiento <= hoy;
  if (!fechaValida) errores.fecha_nacimiento = MENSAJES_PACIENTE.fechaNacimiento;
  if (datos.tipo_documento === null) {
    if (datos.documento?.trim()) errores.tipo_documento = MENSAJES_DOCUMENTO.tipo;
    else if (datos.tutor === null) errores.documento = MENSAJES_DOCUMENTO.obligatorio;
    else if (fechaValida && !puedeIrSinDocumento(datos.fecha_nacimiento, hoy)) {
      errores.tipo_documento = MENSAJES_DOCUMENTO.sinDocumentoMayor;
    }
  } else {
    const problema = problemaDeDocumento(datos.tipo_documento, datos.documento ?? '');
    if (problema) errores.documento = problema;
    if (datos.tutor !== null) errores.tipo_documento = MENSAJES_TUTOR.conDocumento;
  }
  if (datos.tutor !== null) Object.assign(errores, revisarTutor(datos.tutor));
  const telefono = datos.telefono?.trim() ?? '';
  const email = datos.email?.trim() ?? '';
  if (telefono === '' && email === '' && datos.tutor === null) {
    errores.telefono = MENSAJES_TUTOR.contacto;
  } else if (telefono !== '' && !esTelefonoValido(telefono)) {
    errores.telefono = MENSAJE_TELEFONO;
  }
  if (email !== '' && !esEmailValido(email)) errores.email = MENSAJE_EMAIL;
  Object.assign(errores, revisarDireccion(datos, poblacionesDe));
  if (!datos.nombre.trim()) errores.nombre = MENSAJES_PACIENTE.nombre;
  if (!datos.primer_apellido.trim()) errores.primer_apellido = MENSAJES_PACIENTE.primerApellido;
  return errores;
}
