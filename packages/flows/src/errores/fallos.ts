/**
 * Cómo llegan los fallos del servidor a las máquinas. Los actores lanzan el `ClinicaApiError` de
 * `@clinica/api-client`, o cualquier objeto con su forma (`status`, `message`, `errores`,
 * `reintentarEn`) si otra aplicación trae los suyos; todo lo demás (un `TypeError` de fetch, por
 * ejemplo) se trata como un fallo de conexión.
 */
import type { ClinicaApiError } from '@clinica/api-client';
import { MENSAJE_INESPERADO, MENSAJE_SIN_CONEXION } from './texts';

/**
 * Lo que las máquinas leen de un `ClinicaApiError` que trajo respuesta. No es otro error: es su
 * lectura, con `errores` solo cuando hay alguno, para que `fallo?.errores` diga si el servidor
 * señaló campos.
 */
export interface Fallo {
  /** El estado HTTP (`status`), nunca 0: sin respuesta no hay `Fallo`. */
  readonly estado: ClinicaApiError['status'];
  readonly message: ClinicaApiError['message'];
  /** Un mensaje por campo, con los nombres de campo del contrato; falta si no hay ninguno. */
  readonly errores?: ClinicaApiError['errores'];
  /** Segundos de la cabecera Retry-After de un 429. */
  readonly reintentarEn?: number;
}

/**
 * El fallo leído como `Fallo`, o `undefined` si no vino del servidor (sin conexión, un fallo
 * del propio código…). Reconoce la forma de `ClinicaApiError`, no la clase, para aceptar
 * también los errores que lancen los actores de otra aplicación.
 */
export function comoFallo(error: unknown): Fallo | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, message, errores, reintentarEn } = error as Partial<
    Record<keyof ClinicaApiError, unknown>
  >;
  if (typeof status !== 'number' || status === 0 || typeof message !== 'string') return undefined;
  const conCampos =
    typeof errores === 'object' && errores !== null && Object.keys(errores).length > 0;
  return {
    estado: status,
    message,
    ...(conCampos ? { errores: errores as ClinicaApiError['errores'] } : {}),
    ...(typeof reintentarEn === 'number' ? { reintentarEn } : {}),
  };
}

/** El estado HTTP del fallo, si vino del servidor. */
export function estadoDelFallo(error: unknown): number | undefined {
  return comoFallo(error)?.estado;
}

/** El mensaje general que ve el usuario para un fallo cualquiera. */
export function mensajeDeFallo(error: unknown): string {
  const fallo = comoFallo(error);
  if (!fallo) return MENSAJE_SIN_CONEXION;
  return fallo.message.trim() !== '' ? fallo.message : MENSAJE_INESPERADO;
}

/** Los errores por campo del fallo, solo de los campos indicados. */
export function erroresDeCampos<C extends string>(
  error: unknown,
  campos: readonly C[],
): Partial<Record<C, string>> {
  const errores: Partial<Record<C, string>> = {};
  const porCampo = comoFallo(error)?.errores;
  if (!porCampo) return errores;
  for (const campo of campos) {
    const mensaje = porCampo[campo];
    if (mensaje) errores[campo] = mensaje;
  }
  return errores;
}

/** Minutos de espera de un 429, redondeando hacia arriba: 61 s son 2 minutos. */
export function mensajeDemasiadosIntentos(segundos: number | undefined): string {
  if (segundos === undefined || !Number.isFinite(segundos) || segundos <= 0) {
    return 'Demasiados intentos. Vuelve a intentarlo más tarde.';
  }
  const minutos = Math.max(1, Math.ceil(segundos / 60));
  return `Demasiados intentos. Vuelve a intentarlo dentro de ${minutos} ${minutos === 1 ? 'minuto' : 'minutos'}.`;
}

/** El mensaje general de un fallo en el que un 429 dice cuánto esperar. */
export function mensajeConEspera(error: unknown): string {
  const fallo = comoFallo(error);
  if (fallo?.estado === 429) return mensajeDemasiadosIntentos(fallo.reintentarEn);
  return mensajeDeFallo(error);
}

/**
 * Un envío rechazado de un formulario: un 400 que señala campos deja sus mensajes junto a cada
 * uno y ningún mensaje general; cualquier otro fallo, solo el mensaje general.
 */
export function falloDelFormulario<C extends string>(
  error: unknown,
  campos: readonly C[],
): { errores: Partial<Record<C, string>>; error: string | undefined } {
  const errores = estadoDelFallo(error) === 400 ? erroresDeCampos(error, campos) : {};
  return {
    errores,
    error: Object.keys(errores).length > 0 ? undefined : mensajeConEspera(error),
  };
}

export { MENSAJE_INESPERADO, MENSAJE_SIN_CONEXION };

/**
 * Un rechazo que señala campos (un 400, o un 409 de un dato en uso): sus mensajes junto a cada
 * campo, y el general solo si dice algo más que ellos ('Revisa los datos marcados.').
 */
export function rechazoEnCampos<C extends string>(
  error: unknown,
  campos: readonly C[],
): { errores: Partial<Record<C, string>>; error: string | undefined } {
  const errores = erroresDeCampos(error, campos);
  const mensaje = comoFallo(error)?.message;
  return {
    errores,
    error: mensaje && !Object.values(errores).includes(mensaje) ? mensaje : undefined,
  };
}
