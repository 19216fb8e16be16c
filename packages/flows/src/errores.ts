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

/**
 * El fallo como `FalloDeApi`, o `undefined` si no vino del servidor (sin conexión, un fallo del
 * propio código…). Reconoce la forma, no la clase: un `ErrorDeApi` o un objeto con `estado`, y el
 * `ClinicaApiError` de `@clinica/api-client` (`status`, `errores`, `reintentarEn`; `status` 0
 * cuando no hubo respuesta).
 */
export function comoFallo(error: unknown): FalloDeApi | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { estado, status, message, errores, reintentarTras, reintentarEn } = error as Record<
    string,
    unknown
  >;
  const codigo = typeof estado === 'number' ? estado : status;
  if (typeof codigo !== 'number' || codigo === 0 || typeof message !== 'string') return undefined;
  const fallo: FalloDeApi = { estado: codigo, message };
  if (typeof errores === 'object' && errores !== null && Object.keys(errores).length > 0) {
    fallo.errores = errores as Record<string, string>;
  }
  const espera = typeof reintentarTras === 'number' ? reintentarTras : reintentarEn;
  if (typeof espera === 'number') fallo.reintentarTras = espera;
  return fallo;
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
