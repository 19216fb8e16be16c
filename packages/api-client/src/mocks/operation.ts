/**
 * Typed MSW handler factories, one per operation of the contract. Every answer a handler can
 * give is typed by the generated `paths`: a success body of the wrong shape, or an error status
 * the operation does not declare, fails the type check.
 */
import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import { type ErrorBody, MENSAJES_POR_ESTADO } from '../errors';
import type { paths } from '../generated/schema';
import type { OperationId, Rol, TipoImagen } from '../types';
import { getMockDb, type MockDb } from './db';
import type { MockUsuario } from './fixtures';

export type Method = 'get' | 'post' | 'put' | 'delete';
export type Op<P extends keyof paths, M extends Method> = paths[P][M];

type Responses<O> = O extends { responses: infer R } ? R : never;
type Status<O> = Extract<keyof Responses<O>, number>;
export type OkStatus<O> = Extract<Status<O>, 200 | 201 | 202 | 204>;
export type ErrorStatus<O> = Exclude<Status<O>, OkStatus<O>>;
type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
/** The JSON body of the operation's success answer (`never` for 204 and file downloads). */
export type OkBody<O> = Json<Responses<O>[OkStatus<O>]>;
/** The request body of the operation (JSON object or the fields of a multipart form). */
export type RequestBody<O> = O extends { requestBody: { content: infer C } } ? C[keyof C] : never;

export interface Reply<O> {
  /** The success answer with its contract-typed body. */
  ok(body: OkBody<O>): Response;
  /** 204 No Content. */
  empty(): Response;
  /** A file download, with `Content-Disposition: attachment` and `nosniff`. */
  file(bytes: Uint8Array, tipo: TipoImagen, nombre: string): Response;
  /** An error of the contract's model, with a status the operation declares. */
  error(status: ErrorStatus<O>, message?: string, errores?: Record<string, string>): Response;
}

export interface MockContext<O> {
  request: Request;
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  /** The signed-in fixture user (always set for operations that need a session). */
  caller: MockUsuario;
  db: MockDb;
  /** The JSON request body, unchecked (the mock trusts the typed client). */
  json(): Promise<RequestBody<O>>;
  form(): Promise<FormData>;
  reply: Reply<O>;
}

export interface OperationDefinition<P extends keyof paths, M extends Method> {
  id: OperationId;
  method: M;
  path: P;
  /** Roles allowed (`x-clinica-roles`); `[]` for the public operations. */
  roles: readonly Rol[];
  okStatus: OkStatus<Op<P, M>>;
  /** Status of `.error()` without arguments (default 500). */
  errorPorDefecto?: ErrorStatus<Op<P, M>>;
  /** Spanish messages of this operation per error status (else the generic ones). */
  mensajes?: Partial<Record<ErrorStatus<Op<P, M>>, string>>;
  resolve(ctx: MockContext<Op<P, M>>): Response | Promise<Response>;
}

export interface OperationMock<O> {
  readonly id: OperationId;
  readonly method: Method;
  readonly path: string;
  readonly roles: readonly Rol[];
  /** The stateful handler backed by the mock database. */
  default(): HttpHandler;
  /** Always answers success with this body. */
  respond(body: OkBody<O>): HttpHandler;
  /** Always answers this error (default status of the operation, Spanish message). */
  error(status?: ErrorStatus<O>, body?: ErrorBody): HttpHandler;
  /** Never answers: for loading and submitting states. */
  pending(): HttpHandler;
  /** The connection fails. */
  networkError(): HttpHandler;
}

/** `/api/citas/cancelarCita/{id}` → `*\/api/citas/cancelarCita/:id` (any origin). */
export function mswPath(path: string): string {
  return `*${path.replace(/\{([^}]+)\}/g, ':$1')}`;
}

function errorResponse(status: number, body: ErrorBody): Response {
  const headers: Record<string, string> = status === 429 ? { 'Retry-After': '60' } : {};
  return HttpResponse.json(body, { status, headers });
}

export function defineOperation<P extends keyof paths, M extends Method>(
  definition: OperationDefinition<P, M>,
): OperationMock<Op<P, M>> {
  type O = Op<P, M>;
  const mensaje = (status: number): string =>
    (definition.mensajes as Record<number, string> | undefined)?.[status] ??
    MENSAJES_POR_ESTADO[status] ??
    (MENSAJES_POR_ESTADO[500] as string);

  const route = (resolver: (request: Request, params: Record<string, string>) => unknown) =>
    http[definition.method](
      mswPath(definition.path),
      ({ request, params }) =>
        resolver(request, params as Record<string, string>) as Promise<Response>,
    );

  const reply: Reply<O> = {
    ok: (body) => HttpResponse.json(body as object, { status: definition.okStatus as number }),
    empty: () => new HttpResponse(null, { status: 204 }),
    file: (bytes, tipo, nombre) =>
      new HttpResponse(bytes.slice().buffer, {
        status: 200,
        headers: {
          'Content-Type': tipo,
          'Content-Disposition': `attachment; filename="${nombre.replace(/["\\\r\n]/g, '_')}"`,
          'X-Content-Type-Options': 'nosniff',
        },
      }),
    error: (status, message, errores) =>
      errorResponse(status as number, {
        message: message ?? mensaje(status as number),
        ...(errores ? { errores } : {}),
      }),
  };

  return {
    id: definition.id,
    method: definition.method,
    path: definition.path,
    roles: definition.roles,
    default: () =>
      route(async (request, params) => {
        const db = getMockDb();
        let caller: MockUsuario | undefined;
        if (definition.roles.length > 0) {
          const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
          const userId = token ? db.sesiones.get(token) : undefined;
          caller = db.usuarios.find((u) => u.id === userId);
          if (!caller) return errorResponse(401, { message: mensaje(401) });
          if (!definition.roles.includes(caller.id_rol)) {
            return errorResponse(403, { message: mensaje(403) });
          }
        }
        return definition.resolve({
          request,
          params,
          query: new URL(request.url).searchParams,
          caller: caller as MockUsuario,
          db,
          json: () => request.json() as Promise<RequestBody<O>>,
          form: () => request.formData(),
          reply,
        });
      }),
    respond: (body) => route(() => reply.ok(body)),
    error: (status, body) =>
      route(() => {
        const code = (status ?? definition.errorPorDefecto ?? 500) as number;
        return errorResponse(code, body ?? { message: mensaje(code) });
      }),
    pending: () =>
      route(async () => {
        await delay('infinite');
        return errorResponse(500, { message: mensaje(500) });
      }),
    networkError: () => route(() => HttpResponse.error()),
  };
}
