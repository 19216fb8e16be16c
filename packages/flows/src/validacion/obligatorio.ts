import { LONGITUD_MAXIMA_NOMBRE, MENSAJES_NOMBRE_LARGO } from '@clinica/api-client/reglas';

/**
 * Mensajes de campos obligatorios y de avisos del proceso. Los textos de la especificación (§5)
 * van literales; donde calla, siguen su mismo estilo (docs/decisiones.md (7, 8)).
 */
export const MENSAJES = {
  nombreObligatorio: 'El nombre es obligatorio.',
  nombreIncorrecto: 'El nombre es incorrecto.',
  primerApellidoObligatorio: 'El primer apellido es obligatorio.',
  primerApellidoIncorrecto: 'El primer apellido es incorrecto.',
  segundoApellidoIncorrecto: 'El segundo apellido es incorrecto.',
  seleccionaOpcion: 'Por favor, selecciona una opción.',
  numeroObligatorio: 'El número es obligatorio.',
  direccionObligatoria: 'La dirección es obligatoria.',
  provinciaObligatoria: 'La provincia es obligatoria.',
  poblacionObligatoria: 'La población es obligatoria.',
  emailObligatorio: 'El correo electrónico es obligatorio.',
  contrasenaObligatoria: 'La contraseña es obligatoria.',
  radiologoObligatorio: 'Selecciona un radiólogo.',
  medicoObligatorio: 'Selecciona un médico.',
  pacienteNoEncontrado: 'No existe ningún paciente con ese DNI.',
  credencialesIncorrectas: 'El correo electrónico o la contraseña no son correctos.',
} as const;

/**
 * Los mensajes que no dicen de qué campo son: en el resumen de errores, lejos del campo, llevan
 * delante su nombre.
 */
export const MENSAJES_SIN_CAMPO: ReadonlySet<string> = new Set([MENSAJES.seleccionaOpcion]);

/** `true` cuando el valor no tiene nada más que espacios. */
export function estaVacio(valor: string | null | undefined): boolean {
  return valor == null || valor.trim() === '';
}

/** Devuelve `mensaje` si el valor está vacío; si no, `undefined`. */
export function obligatorio(valor: string | null | undefined, mensaje: string): string | undefined {
  return estaVacio(valor) ? mensaje : undefined;
}

/** Una opción elegida de una lista ('Hombre' o 'Mujer', un radiólogo…). */
export function validarOpcion(valor: string | number | null | undefined): string | undefined {
  return valor == null || valor === '' ? MENSAJES.seleccionaOpcion : undefined;
}

export function validarRadiologo(id: number | null | undefined): string | undefined {
  return id == null ? MENSAJES.radiologoObligatorio : undefined;
}

export function validarMedico(id: number | null | undefined): string | undefined {
  return id == null ? MENSAJES.medicoObligatorio : undefined;
}

/**
 * Nombres y apellidos: letras (con tildes y diéresis), espacios, guiones, apóstrofos y puntos,
 * empezando por una letra. Cubre 'María José', "O'Connor", 'García-Pérez' o 'Mª'.
 */
const PATRON_NOMBRE = /^\p{L}[\p{L}\p{M}ªº' .-]*$/u;

/**
 * Un nombre o apellido: obligatorio o no, de letras, y no más largo de lo que el servidor
 * guarda (dicho en el campo, no al final del asistente como 'obligatorio').
 */
function validarNombrePropio(
  valor: string,
  mensajeObligatorio: string | undefined,
  mensajeIncorrecto: string,
  mensajeLargo: string,
): string | undefined {
  if (estaVacio(valor)) return mensajeObligatorio;
  if (valor.trim().length > LONGITUD_MAXIMA_NOMBRE) return mensajeLargo;
  return PATRON_NOMBRE.test(valor.trim()) ? undefined : mensajeIncorrecto;
}

export function validarNombre(valor: string): string | undefined {
  return validarNombrePropio(
    valor,
    MENSAJES.nombreObligatorio,
    MENSAJES.nombreIncorrecto,
    MENSAJES_NOMBRE_LARGO.nombre,
  );
}

export function validarPrimerApellido(valor: string): string | undefined {
  return validarNombrePropio(
    valor,
    MENSAJES.primerApellidoObligatorio,
    MENSAJES.primerApellidoIncorrecto,
    MENSAJES_NOMBRE_LARGO.primer_apellido,
  );
}

/** El segundo apellido es opcional: solo se rechaza si se escribe y no es un apellido. */
export function validarSegundoApellido(valor: string): string | undefined {
  return validarNombrePropio(
    valor,
    undefined,
    MENSAJES.segundoApellidoIncorrecto,
    MENSAJES_NOMBRE_LARGO.segundo_apellido,
  );
}
