import type { components } from './generated/schema';

/** The contract's error body: a Spanish message and, for validation, one message per field. */
export type ErrorBody = components['schemas']['Error'];

/** Spanish messages for answers that do not carry the contract's error body. */
export const MENSAJES_POR_ESTADO: Readonly<Record<number, string>> = {
  0: 'No se ha podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
  400: 'Revisa los datos marcados.',
  401: 'Tu sesión ha caducado. Inicia sesión de nuevo.',
  403: 'No tienes permiso para esta acción.',
  404: 'No se ha encontrado lo que buscas.',
  409: 'La acción no se puede completar en este momento.',
  413: 'El archivo es demasiado grande.',
  415: 'Tipo de archivo no admitido.',
  429: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
  500: 'Se ha producido un error inesperado.',
};

function mensajePorEstado(status: number): string {
  return MENSAJES_POR_ESTADO[status] ?? (MENSAJES_POR_ESTADO[500] as string);
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const { message, errores } = value as Record<string, unknown>;
  if (typeof message !== 'string' || message.trim() === '') return false;
  if (errores === undefined) return true;
  return (
    typeof errores === 'object' &&
    errores !== null &&
    Object.values(errores).every((text) => typeof text === 'string')
  );
}

/** An error answer of the API, typed: HTTP status, Spanish message, messages per field. */
export class ClinicaApiError extends Error {
  override readonly name = 'ClinicaApiError';
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** One Spanish message per invalid field (validation and some conflicts). */
  readonly errores: Readonly<Record<string, string>>;
  /** Seconds to wait before retrying (429), from `Retry-After`. */
  readonly reintentarEn: number | undefined;

  constructor(
    status: number,
    message: string,
    errores: Record<string, string> = {},
    options: { cause?: unknown; reintentarEn?: number } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = status;
    this.errores = errores;
    this.reintentarEn = options.reintentarEn;
  }

  /** The message of one field, if the server gave one. */
  errorDe(campo: string): string | undefined {
    return this.errores[campo];
  }

  /** From an error answer and its parsed body (the `error` of an openapi-fetch result). */
  static from(response: Response, body: unknown): ClinicaApiError {
    const retry = Number.parseInt(response.headers.get('Retry-After') ?? '', 10);
    const options = Number.isFinite(retry) && retry > 0 ? { reintentarEn: retry } : {};
    if (isErrorBody(body)) {
      return new ClinicaApiError(response.status, body.message, { ...body.errores }, options);
    }
    return new ClinicaApiError(response.status, mensajePorEstado(response.status), {}, options);
  }

  /** When the request never got an answer (network down, server unreachable, aborted). */
  static network(cause: unknown): ClinicaApiError {
    return new ClinicaApiError(0, mensajePorEstado(0), {}, { cause });
  }
}

export function isClinicaApiError(value: unknown): value is ClinicaApiError {
  return value instanceof ClinicaApiError;
}
