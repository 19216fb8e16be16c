/**
 * Uploads that report their progress. `fetch` cannot say how much of a request body has gone
 * (upload streams are not in every browser), XMLHttpRequest can. So an upload keeps going through
 * the client, its middleware included (the bearer token, a 401 ending the session), and only the
 * last step, sending the finished `Request`, is done by XMLHttpRequest:
 *
 *     client.POST('/api/informes/guardarCompleto', { body, fetch: fetchConProgreso(alProgresar) })
 */

/** Told the fraction of the body sent so far, from 0 to 1. */
export type AlProgresar = (fraccion: number) => void;

/** Statuses whose response has no body: `new Response(body)` refuses one for them. */
const SIN_CUERPO = new Set([101, 204, 205, 304]);

function cabecerasDe(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const linea of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const dosPuntos = linea.indexOf(':');
    if (dosPuntos > 0)
      headers.append(linea.slice(0, dosPuntos).trim(), linea.slice(dosPuntos + 1).trim());
  }
  return headers;
}

const abortado = () => new DOMException('La subida se ha cancelado.', 'AbortError');

/**
 * A `fetch` for one call of the client (openapi-fetch's per-call `fetch` option) that sends the
 * request by XMLHttpRequest and tells `alProgresar` how much of its body has gone; 1 once the
 * server has answered with success. It answers and fails as `fetch` does (a `Response`; a
 * `TypeError` when the connection fails; an `AbortError` when the call's signal aborts), so the
 * client's middleware and `unwrap` treat it like any other call.
 *
 * Where there is no XMLHttpRequest (Node, a server render) it returns `undefined`: the call then
 * goes by the client's own `fetch`, without progress.
 */
export function fetchConProgreso(
  alProgresar: AlProgresar,
): ((request: Request) => Promise<Response>) | undefined {
  if (typeof XMLHttpRequest === 'undefined') return undefined;
  return async (request) => {
    const cuerpo = request.body ? await request.blob() : null;
    return new Promise<Response>((resolve, reject) => {
      if (request.signal.aborted) {
        reject(abortado());
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      for (const [nombre, valor] of request.headers) xhr.setRequestHeader(nombre, valor);
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (evento) => {
        if (evento.lengthComputable && evento.total > 0) alProgresar(evento.loaded / evento.total);
      };
      const alAbortar = () => xhr.abort();
      request.signal.addEventListener('abort', alAbortar, { once: true });
      const terminar = () => request.signal.removeEventListener('abort', alAbortar);
      xhr.onload = () => {
        terminar();
        if (xhr.status >= 200 && xhr.status < 300) alProgresar(1);
        resolve(
          new Response(SIN_CUERPO.has(xhr.status) ? null : (xhr.response as Blob | null), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: cabecerasDe(xhr),
          }),
        );
      };
      xhr.onerror = xhr.ontimeout = () => {
        terminar();
        reject(new TypeError('Failed to fetch'));
      };
      xhr.onabort = () => {
        terminar();
        reject(abortado());
      };
      xhr.send(cuerpo);
    });
  };
}
