import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { ClinicaApiError } from './errors';
import type { paths } from './generated/schema';

/** A token source: the stored session token, or nothing when signed out. */
export type TokenSource = () => string | null | undefined | Promise<string | null | undefined>;

export interface ClinicaClientOptions {
  /** Origin (and prefix) of the server, e.g. `https://clinica.example` or `''` for the same origin. */
  baseUrl: string;
  /** Returns the session token; when it returns one, every request carries `Authorization: Bearer`. */
  getToken?: TokenSource;
  /** Called when the server answers 401 to any call but `iniciarSesion` (the session is over). */
  onUnauthorized?: () => void;
  /** A custom `fetch` (tests, server-side rendering). */
  fetch?: (input: Request) => Promise<Response>;
}

/**
 * The client parses JSON unless a call asks otherwise (`parseAs`): a list that also answers a
 * spreadsheet (`text/csv`) types its `data` as its JSON, and a call that wants the sheet asks
 * for it (`headers: { Accept: 'text/csv' }, parseAs: 'blob'`: bytes, its BOM kept).
 */
export type ClinicaClient = Client<paths, 'application/json'>;

/** Paths of the contract whose request body is `multipart/form-data` (uploads). */
export type MultipartPath = {
  [P in keyof paths]: paths[P]['post'] extends {
    requestBody: { content: { 'multipart/form-data': unknown } };
  }
    ? P
    : never;
}[keyof paths];

/** Every upload path; the type check below fails when the contract gains one not listed. */
export const MULTIPART_PATHS = [
  '/api/informes/guardarCompleto',
  '/api/imagenes/guardar',
  '/api/incidencias/guardarImagenesIncidencia',
  '/api/incidencias/actualizarImagenesIncidencia/{id}',
] as const satisfies readonly MultipartPath[];

type Exhaustive<T extends never> = T;
export type _EveryMultipartPathListed = Exhaustive<
  Exclude<MultipartPath, (typeof MULTIPART_PATHS)[number]>
>;

const multipartPaths: ReadonlySet<string> = new Set(MULTIPART_PATHS);

/** The sign-in path: its 401 means wrong credentials, not an expired session. */
const SIGN_IN_PATH = '/api/iniciarSesion';

type FormValue = string | number | boolean | Blob | null | undefined;

/**
 * Builds the multipart body of an upload: one part per field, repeated fields (`imagenes`,
 * `notas`) as repeated parts in order, files with their own name; `null`/`undefined` are left out.
 */
export function toFormData(body: object): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  const append = (name: string, value: FormValue) => {
    if (value === null || value === undefined) return;
    if (value instanceof Blob) {
      const fileName = value instanceof File ? value.name : name;
      form.append(name, value, fileName);
    } else {
      form.append(name, String(value));
    }
  };
  for (const [name, value] of Object.entries(body as Record<string, FormValue | FormValue[]>)) {
    if (Array.isArray(value)) {
      for (const item of value) append(name, item);
    } else {
      append(name, value);
    }
  }
  return form;
}

/** The middleware: bearer header when there is a token; a 401 outside sign-in ends the session. */
export function createAuthMiddleware(
  options: Pick<ClinicaClientOptions, 'getToken' | 'onUnauthorized'>,
): Middleware {
  return {
    async onRequest({ request }) {
      const token = await options.getToken?.();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    onResponse({ response, schemaPath }) {
      if (response.status === 401 && schemaPath !== SIGN_IN_PATH) options.onUnauthorized?.();
      return response;
    },
  };
}

/**
 * A typed client of the Clínica kit API on openapi-fetch. Calls return `{ data, error, response }`;
 * `unwrap` (or `ClinicaApiError.from`) turns an error answer into a `ClinicaApiError`.
 * Uploads take plain objects with `File`/`Blob` values and are sent as multipart.
 */
export function createClinicaClient(options: ClinicaClientOptions): ClinicaClient {
  const client = createClient<paths, 'application/json'>({
    baseUrl: options.baseUrl,
    // Looked up on every call, so a fetch patched later (MSW, test doubles) is used too.
    fetch: options.fetch ?? ((request: Request) => globalThis.fetch(request)),
  });
  client.use(createAuthMiddleware(options));

  const post = client.POST;
  const request = client.request;
  const withMultipart = (url: string, init: Record<string, unknown> | undefined) =>
    multipartPaths.has(url) && init?.bodySerializer === undefined
      ? { ...init, bodySerializer: toFormData }
      : init;

  client.POST = ((url: string, init?: Record<string, unknown>) =>
    (post as (u: string, i?: unknown) => unknown)(
      url,
      withMultipart(url, init),
    )) as typeof client.POST;
  client.request = ((method: string, url: string, init?: Record<string, unknown>) =>
    (request as (m: string, u: string, i?: unknown) => unknown)(
      method,
      url,
      method.toLowerCase() === 'post' ? withMultipart(url, init) : init,
    )) as typeof client.request;

  return client;
}

type Result<T> = { data?: T; error?: unknown; response: Response };

/**
 * Waits for a call and returns its data, or throws a `ClinicaApiError` with the server's Spanish
 * message (and `errores` per field); a failed connection becomes status 0 (an abort is rethrown).
 */
export async function unwrap<T>(call: Promise<Result<T>>): Promise<T> {
  let result: Result<T>;
  try {
    result = await call;
  } catch (cause) {
    if (cause instanceof Error && cause.name === 'AbortError') throw cause;
    throw ClinicaApiError.network(cause);
  }
  if (!result.response.ok) throw ClinicaApiError.from(result.response, result.error);
  return result.data as T;
}
