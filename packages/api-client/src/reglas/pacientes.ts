import { esDniValido } from './dni';
import { esCodigoPostalDe, provinciaPorNombre } from './provincias';

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

/** A patient's own data as crear paciente takes it (the account's password apart). */
export interface DatosPaciente {
  nombre: string;
  primer_apellido: string;
  dni: string;
  fecha_nacimiento: string;
  provincia: string;
  poblacion: string;
  cp: string;
  direccion: string;
  numero: string;
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
  direccion: Pick<DatosPaciente, 'provincia' | 'poblacion' | 'cp'>,
  poblacionesDe: PoblacionesDe,
): Partial<Record<'provincia' | 'poblacion' | 'cp', string>> {
  const provincia = provinciaPorNombre(direccion.provincia);
  if (!provincia) return { provincia: MENSAJES_PACIENTE.provincia };
  const errores: Partial<Record<'provincia' | 'poblacion' | 'cp', string>> = {};
  const poblaciones = poblacionesDe(provincia.codigo);
  if (poblaciones && !poblaciones.some((poblacion) => poblacion.nombre === direccion.poblacion)) {
    errores.poblacion = MENSAJES_PACIENTE.poblacion;
  }
  if (!esCodigoPostalDe(direccion.cp, provincia)) errores.cp = MENSAJES_PACIENTE.cp;
  return errores;
}

/**
 * What is wrong with a patient's data, in Spanish, by field: the DNI/NIE's control letter, a
 * birth date that exists and is not after today (the clinic's), the province, town and postal
 * code together, and the texts that may not be blank. Crear paciente checks what it receives;
 * a change checks the patient as it would be after it, so both keep the same rules. The server
 * passes Spain's towns; the mock server its own few.
 */
export function revisarPaciente(
  datos: DatosPaciente,
  hoy: string,
  poblacionesDe: PoblacionesDe,
): Record<string, string> {
  const errores: Record<string, string> = {};
  if (!esDniValido(datos.dni)) errores.dni = MENSAJES_PACIENTE.dni;
  if (!esFechaDelCalendario(datos.fecha_nacimiento) || datos.fecha_nacimiento > hoy) {
    errores.fecha_nacimiento = MENSAJES_PACIENTE.fechaNacimiento;
  }
  Object.assign(errores, revisarDireccion(datos, poblacionesDe));
  if (!datos.nombre.trim()) errores.nombre = MENSAJES_PACIENTE.nombre;
  if (!datos.primer_apellido.trim()) errores.primer_apellido = MENSAJES_PACIENTE.primerApellido;
  if (!datos.direccion.trim()) errores.direccion = MENSAJES_PACIENTE.direccion;
  if (!datos.numero.trim()) errores.numero = MENSAJES_PACIENTE.numero;
  return errores;
}
