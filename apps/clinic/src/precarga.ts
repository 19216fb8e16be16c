// What the entry (src/main.ts) asks the server for before the page's code has arrived, so the
// answer is there when the page first asks (docs/rendimiento.md, 'Datos desde la entrada').
// Imports nothing: it goes in the entry's own file.

/**
 * Public GETs (no token: the contract's `security: []`) that the signed-in pages wait for before
 * they show their content: `/api/clinica` (`datosClinica`) holds whether the clinic sends
 * e-mail, which 'Crear paciente' and 'Alta de empleado' need before their first step.
 */
const PRECARGABLES = ['/api/clinica'] as const;

const enVuelo = new Map<string, Promise<Response | undefined>>();

/** Sends the requests of `PRECARGABLES` now; the app's client takes their answers. */
export function precargar(pedir: typeof fetch = fetch): void {
  for (const ruta of PRECARGABLES) {
    enVuelo.set(
      ruta,
      pedir(ruta, { headers: { Accept: 'application/json' } })
        // Read at once, whether or not a page takes it: a response left unread keeps its
        // connection busy.
        .then(async (respuesta) =>
          respuesta.ok
            ? new Response(await respuesta.text(), {
                status: respuesta.status,
                headers: respuesta.headers,
              })
            : undefined,
        )
        .catch(() => undefined),
    );
  }
}

/**
 * The answer already asked for `peticion`, once: only a GET of that very path, without a query.
 * Any other request that changes something (a POST, PUT, PATCH or DELETE) drops every answer not
 * yet taken, which it could have made stale. `undefined`: ask the server.
 */
export function tomarPrecarga(peticion: Request): Promise<Response | undefined> | undefined {
  if (peticion.method !== 'GET') {
    enVuelo.clear();
    return undefined;
  }
  const url = new URL(peticion.url, window.location.href);
  if (url.origin !== window.location.origin || url.search !== '') return undefined;
  const respuesta = enVuelo.get(url.pathname);
  enVuelo.delete(url.pathname);
  return respuesta;
}
