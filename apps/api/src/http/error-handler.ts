import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/errors';
import { DomainError, type DomainErrorCode } from '../domain/errors';
import {
  ApiError,
  databaseUnavailable,
  type ErrorBody,
  fileTooLarge,
  MENSAJES,
  tooManyFiles,
} from './errors';
import { fieldErrors } from './validation';

export interface ErrorLimits {
  maxFileBytes: number;
  maxFiles: number;
}

/** The one place a domain error becomes an HTTP status; its message and fields go as they are. */
const DOMAIN_STATUS: Record<DomainErrorCode, number> = {
  hueco_ocupado: 409,
  cita_pasada: 409,
  dia_cerrado: 409,
  hora_no_es_hueco: 409,
  fuera_de_horario: 409,
  otro_tipo_de_profesional: 409,
  citas_por_delante: 409,
  sobre_uno_mismo: 409,
  ultimo_responsable: 409,
  ya_en_ese_estado: 409,
  citas_afectadas: 409,
};

const MALFORMED_FORM = 'El formulario enviado no es válido.';

/**
 * Every Fastify, multipart and database error a client can cause, as a Spanish 4xx; a database
 * that cannot be reached (stopped, restarting, a dropped or timed-out connection), from any
 * handler or hook, as a Spanish 503 with Retry-After: never a 500, never half an answer.
 */
function classify(
  error: FastifyError & { code?: string },
  limits: ErrorLimits,
  maxFiles: number,
): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error instanceof DomainError) {
    return new ApiError(DOMAIN_STATUS[error.code], error.message, error.campos, {}, error.detalle);
  }
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  if (error.validation) {
    const errores = fieldErrors(error.validation as never, error.validationContext ?? 'body');
    return new ApiError(
      400,
      MENSAJES.revisaDatos,
      Object.keys(errores).length ? errores : undefined,
    );
  }
  switch (error.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, MENSAJES.faltanDatos);
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError(400, MENSAJES.jsonMalFormado);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ApiError(413, MENSAJES.cuerpoGrande);
    case 'FST_FILES_LIMIT':
      return new ApiError(413, tooManyFiles(maxFiles));
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError(413, fileTooLarge(limits.maxFileBytes));
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError(415, MENSAJES.tipoContenido);
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return new ApiError(400, MALFORMED_FORM);
    case '22P02': // invalid text representation
    case '22003': // numeric value out of range
    case '22007': // invalid datetime format
    case '22008': // datetime field overflow
    case '22001': // string too long
      return new ApiError(400, MENSAJES.revisaDatos);
  }
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return new ApiError(400, MENSAJES.jsonMalFormado);
  }
  // busboy reports malformed multipart bodies as plain errors.
  if (
    /multipart|boundary|part terminated|unexpected end of form|malformed part/i.test(error.message)
  ) {
    return new ApiError(400, MALFORMED_FORM);
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return new ApiError(429, MENSAJES.demasiadosIntentos);
  if (status === 413) return new ApiError(413, MENSAJES.cuerpoGrande);
  if (status === 415) return new ApiError(415, MENSAJES.tipoContenido);
  if (status === 404) return new ApiError(404, MENSAJES.rutaNoExiste);
  if (status >= 400 && status < 500) return new ApiError(400, MENSAJES.revisaDatos);
  return undefined;
}

export function makeErrorHandler(
  limits: ErrorLimits,
  cleanup: (request: FastifyRequest) => Promise<void>,
) {
  return async function errorHandler(
    error: FastifyError,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<ErrorBody> {
    // A failed request leaves no uploaded file behind, before the client hears about it.
    await cleanup(request);
    const known = classify(error, limits, request.operation?.maxFiles ?? limits.maxFiles);
    if (known) {
      if (known.statusCode === 503) {
        // One line per refused request while the database is away, not a stack each.
        request.log.warn({ code: error.code, cause: error.message }, known.message);
      } else if (known.statusCode >= 500) request.log.error({ err: error }, 'error');
      reply.code(known.statusCode);
      for (const [name, value] of Object.entries(known.headers)) reply.header(name, value);
      // The health check says which state the service is in, for the balancer and a person.
      if (known.statusCode === 503 && request.routeOptions.config?.operationId === 'salud') {
        return { estado: 'sin_base_de_datos', ...known.body() } as ErrorBody;
      }
      return known.body();
    }
    request.log.error({ err: error }, 'error inesperado');
    reply.code(500);
    return { message: MENSAJES.inesperado };
  };
}

/** API answers are never kept by a browser or a proxy: they carry tokens and clinical data. */
export const NO_STORE = 'no-store';

/**
 * Errors Fastify's router raises before any route runs (a bad escape in the URL, a path parameter
 * longer than the router keeps): the one error model, in Spanish, never the URL echoed back.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  reply
    .code(tooLong ? 414 : 400)
    .header('cache-control', NO_STORE)
    .header('x-content-type-options', 'nosniff')
    .type('application/json; charset=utf-8')
    .send({
      message: tooLong
        ? MENSAJES.direccionLarga
        : error.code === 'FST_ERR_BAD_URL'
          ? MENSAJES.direccionNoValida
          : MENSAJES.peticionNoValida,
    } satisfies ErrorBody);
}

/**
 * Errors Node's HTTP parser meets before Fastify sees a request (headers too large, a malformed
 * request line, a client that stalls): a raw answer in the same model, then the socket closes.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', MENSAJES.cabecerasGrandes]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', MENSAJES.peticionLenta]
        : [400, 'Bad Request', MENSAJES.peticionNoValida];
  const body = JSON.stringify({ message } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: ${NO_STORE}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
