/**
 * Cómo llegan los fallos del servidor a las máquinas. Los actores (los de `@clinica/api-client`
 * o los de otra aplicación) lanzan un `ErrorDeApi` o cualquier objeto con la misma forma; todo
 * lo demás (un `TypeError` de fetch, por ejemplo) se trata como un fallo de conexión.
 */

export const MENSAJE_SIN_CONEXION =
  'No se ha podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.';
export const MENSAJE_INESPERADO = 'Se ha producido un error inesperado.';

/** Una respuesta 4xx/5xx del contrato: `{ message, errores? }`, más su estado HTTP. */
export interface FalloDeApi {
  estado: number;
  message: string;
  /** Un mensaje por campo, con los nombres de campo del contrato. */
  errores?: Record<string, string>;
  /** Segundos de la cabecera Retry-After de un 429. */
  reintentarTras?: number;
}

export class ErrorDeApi extends Error implements FalloDeApi {
  override readonly name = 'ErrorDeApi';
  readonly estado: number;
  readonly errores?: Record<string, string>;
  readonly reintentarTras?: number;

  constructor({ estado, message, errores, reintentarTras }: FalloDeApi) {
    super(message);
    this.estado = estado;
    if (errores) this.errores = errores;
    if (reintentarTras !== undefined) this.reintentarTras = reintentarTras;
  }
}

/** Reconoce la forma, no la clase: otra copia del paquete o un objeto literal también valen. */
export function esFalloDeApi(error: unknown): error is FalloDeApi {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as FalloDeApi).estado === 'number' &&
    typeof (error as FalloDeApi).message === 'string'
  );
}

/** El mensaje general que ve el usuario para un fallo cualquiera. */
export function mensajeDeFallo(error: unknown): string {
  if (!esFalloDeApi(error)) return MENSAJE_SIN_CONEXION;
  return error.message.trim() !== '' ? error.message : MENSAJE_INESPERADO;
}

/** Los errores por campo del fallo, solo de los campos indicados. */
export function erroresDeCampos<C extends string>(
  error: unknown,
  campos: readonly C[],
): Partial<Record<C, string>> {
  const errores: Partial<Record<C, string>> = {};
  if (!esFalloDeApi(error) || !error.errores) return errores;
  for (const campo of campos) {
    const mensaje = error.errores[campo];
    if (mensaje) errores[campo] = mensaje;
  }
  return errores;
}
