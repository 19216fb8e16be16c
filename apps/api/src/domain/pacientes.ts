import { esDniValido } from '@clinica/api-client/reglas';
import { isCalendarDate } from './clinic-time';
import { checkAddress } from './provincias';

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

export const MENSAJES_PACIENTE = {
  dni: 'El DNI es incorrecto.',
  fechaNacimiento: 'Introduce una fecha de nacimiento válida.',
  nombre: 'El nombre es obligatorio.',
  primerApellido: 'El primer apellido es obligatorio.',
  direccion: 'La dirección es obligatoria.',
  numero: 'El número es obligatorio.',
} as const;

/**
 * What is wrong with a patient's data, in Spanish, by field: the DNI/NIE's control letter, a
 * birth date that exists and is not after today (the clinic's), the province, town and postal
 * code together, and the texts that may not be blank. Crear paciente checks what it receives;
 * a change checks the patient as it would be after it, so both keep the same rules.
 */
export function revisarPaciente(datos: DatosPaciente, hoy: string): Record<string, string> {
  const errores: Record<string, string> = {};
  if (!esDniValido(datos.dni)) errores.dni = MENSAJES_PACIENTE.dni;
  if (!isCalendarDate(datos.fecha_nacimiento) || datos.fecha_nacimiento > hoy) {
    errores.fecha_nacimiento = MENSAJES_PACIENTE.fechaNacimiento;
  }
  Object.assign(errores, checkAddress(datos.provincia, datos.poblacion, datos.cp));
  if (!datos.nombre.trim()) errores.nombre = MENSAJES_PACIENTE.nombre;
  if (!datos.primer_apellido.trim()) errores.primer_apellido = MENSAJES_PACIENTE.primerApellido;
  if (!datos.direccion.trim()) errores.direccion = MENSAJES_PACIENTE.direccion;
  if (!datos.numero.trim()) errores.numero = MENSAJES_PACIENTE.numero;
  return errores;
}

/** What a search's text (`q`) must be: 2 to 100 characters that are not all blanks. */
export const MENSAJES_BUSQUEDA = {
  corta: 'Escribe al menos 2 caracteres para buscar.',
  larga: 'Escribe como mucho 100 caracteres para buscar.',
} as const;

/** A birth date typed as dd/mm/aaaa or AAAA-MM-DD, as AAAA-MM-DD; undefined when it is not one. */
export function fechaTecleada(texto: string): string | undefined {
  const espanola = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(texto);
  const fecha = espanola
    ? `${espanola[3]}-${espanola[2]?.padStart(2, '0')}-${espanola[1]?.padStart(2, '0')}`
    : texto;
  return /^\d{4}-\d{2}-\d{2}$/.test(fecha) && isCalendarDate(fecha) ? fecha : undefined;
}
