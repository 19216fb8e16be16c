import {
  MENSAJE_TIPO_NO_ADMITIDO,
  MENSAJES_PACIENTE,
  mensajeArchivoDemasiadoGrande,
  mensajeDemasiadosArchivos,
} from '@clinica/api-client/reglas';
import { MENSAJES_DOMINIO } from '../domain/errors';
import { MENSAJES_PERSONAL } from '../domain/personal';

/** The contract's error model: a Spanish message and, for validation, one message per field. */
export interface ErrorBody {
  message: string;
  errores?: Record<string, string>;
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errores?: Record<string, string>,
    readonly headers: Record<string, string> = {},
    /** Fields of the answer beside `message` and `errores`, as the contract declares them. */
    readonly detalle?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  body(): ErrorBody {
    return {
      message: this.message,
      ...(this.errores ? { errores: this.errores } : {}),
      ...this.detalle,
    };
  }
}

export const MENSAJES = {
  ...MENSAJES_DOMINIO,
  ...MENSAJES_PERSONAL,
  sesionCaducada: 'Tu sesión ha caducado. Inicia sesión de nuevo.',
  sinPermiso: 'No tienes permiso para esta acción.',
  credenciales: 'El correo electrónico o la contraseña no son correctos.',
  demasiadosIntentos: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
  revisaDatos: 'Revisa los datos marcados.',
  faltanDatos: 'Faltan los datos de la petición.',
  jsonMalFormado: 'El cuerpo de la petición no es un JSON válido.',
  tipoContenido: 'El tipo de contenido de la petición no es válido.',
  cuerpoGrande: 'La petición es demasiado grande.',
  tipoArchivo: MENSAJE_TIPO_NO_ADMITIDO,
  rutaNoExiste: 'La dirección solicitada no existe.',
  metodo: 'El método no está permitido para esta dirección.',
  noEncontrado: 'No existe el recurso solicitado.',
  citaNoExiste: 'No existe ninguna cita con ese id.',
  numCitaNoExiste: 'No existe ninguna cita con ese número.',
  pacienteNoExiste: 'No existe ningún paciente con ese id.',
  dniNoExiste: 'No existe ningún paciente con ese DNI.',
  medicoNoExiste: 'No existe ningún médico con ese id.',
  radiologoNoExiste: 'No existe ningún radiólogo con ese id.',
  incidenciaNoExiste: 'No existe ninguna incidencia con ese id.',
  imagenNoExiste: 'No existe ninguna imagen con ese id.',
  diagnosticoNoExiste: 'No existe ningún diagnóstico con ese id.',
  informeNoExiste: 'No existe ningún informe con ese id.',
  provinciaNoExiste: 'No existe ninguna provincia con ese código.',
  sinDiagnostico: 'Esta cita todavía no tiene diagnóstico.',
  sinInforme: 'Esta cita todavía no tiene informe.',
  conDiagnostico: 'Esta cita ya tiene un diagnóstico.',
  diagnosticoCancelada: 'No se puede diagnosticar una cita cancelada.',
  conInforme: 'Esta cita ya tiene un informe.',
  citaCumplida: 'La cita ya está cumplida: su informe y sus imágenes ya no se pueden cambiar.',
  noAsignada: 'Solo el radiólogo asignado a la cita puede informarla.',
  modificarSoloEnCurso: 'Solo se pueden modificar citas programadas.',
  cancelarSoloEnCurso: 'Solo se pueden cancelar citas programadas.',
  cumplirSoloEnCurso: 'Solo se pueden cumplir citas programadas.',
  incidenciaModificar: 'Solo se pueden modificar incidencias con estado PENDIENTE.',
  incidenciaEliminar: 'Solo se pueden eliminar incidencias con estado PENDIENTE.',
  dniDuplicado: MENSAJES_PACIENTE.dniUsado,
  documentoDuplicado: MENSAJES_PACIENTE.documentoUsado,
  emailDuplicado: MENSAJES_PACIENTE.emailUsado,
  inesperado: 'Se ha producido un error inesperado.',
  baseDeDatosNoDisponible:
    'La base de datos no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
  direccionNoValida: 'La dirección solicitada no es válida.',
  direccionLarga: 'La dirección solicitada es demasiado larga.',
  cabecerasGrandes: 'Las cabeceras de la petición son demasiado grandes.',
  peticionNoValida: 'La petición no es válida.',
  peticionLenta: 'La petición ha tardado demasiado en llegar. Inténtalo de nuevo.',
  juegoCaracteres: 'El cuerpo de la petición debe estar en UTF-8.',
  notasImagenes: 'Hay más notas que imágenes.',
  fueraDelCalendario: 'La lista no puede pasar del 31/12/9999: elige una fecha anterior.',
  contrasenaActual: 'La contraseña actual no es correcta.',
  contrasenaIgual: 'La contraseña nueva debe ser distinta de la actual.',
} as const;

/** Seconds a client is told to wait (Retry-After) when a service the API needs is down. */
export const RETRY_AFTER_UNAVAILABLE_SECONDS = 5;

/** The database is stopped, restarting or unreachable: 503, try again in a few seconds. */
export const databaseUnavailable = () =>
  new ApiError(503, MENSAJES.baseDeDatosNoDisponible, undefined, {
    'retry-after': String(RETRY_AFTER_UNAVAILABLE_SECONDS),
  });

/** Bookings are given up to this many days ahead (CLINICA_BOOKING_HORIZON_DAYS). */
export const fueraDeHorizonte = (days: number) =>
  `Solo se pueden dar citas hasta ${days} días a partir de hoy.`;

// The upload messages are the contract's rules, shared with the mocks.
export const fileTooLarge = mensajeArchivoDemasiadoGrande;
export const tooManyFiles = mensajeDemasiadosArchivos;

export const notFound = (message: string = MENSAJES.noEncontrado) => new ApiError(404, message);
export const forbidden = () => new ApiError(403, MENSAJES.sinPermiso);
export const unauthorized = () => new ApiError(401, MENSAJES.sesionCaducada);
export const conflict = (message: string, errores?: Record<string, string>) =>
  new ApiError(409, message, errores);
export const invalid = (errores: Record<string, string>, message: string = MENSAJES.revisaDatos) =>
  new ApiError(400, message, errores);
