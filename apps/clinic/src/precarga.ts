// What the entry (src/main.ts) asks the server for before the page's code has arrived, so the
// answer is there when the page first asks (docs/rendimiento.md, 'Datos desde la entrada').
// Imports nothing: it goes in the entry's own file.

/**
 * Public GETs (no token: the contract's `security: []`) that the signed-in pages wait for before
 * they show their content: `/api/clinica` (`datosClinica`) holds whether the clinic sends
 * e-mail, which 'Crear paciente' and 'Alta de empleado' need before their first step, and the
 * clinic's data the root shows.
 */
const PRECARGABLES = ['/api/clinica'] as const;

/**
 * GETs with the session's token that every signed-in page asks as it opens: the account
 * (`/api/usuarios/yo`, read by the session's provider around every page). Asked after the code
 * had arrived and run, its answer was the last thing a phone waited for on pages that need no
 * other data (docs/rendimiento.md, 'The eighth round').
 */
const PRECARGABLES_CON_SESION = ['/api/usuarios/yo'] as const;

/** An early answer; for one asked with the token, when it came: the session's use, then. */
export interface Precargada {
  respuesta: Response;
  usoDeLaSesion?: number;
}

/**
 * What a route of the table (src/rutas.ts) may say in its `handle`: the GETs its page asks with
 * the session as it opens, for the signed-in `id` and the address's `parametros` (the route's
 * `:nombre` segments, decoded). The entry asks them beside the page's code
 * (src/codigoDeLaPagina.ts, `datosDeLaPagina`), so the page finds the answers instead of asking
 * once its code has come and run: a phone's last round trip before the page shows its content.
 * Only plain paths: what the page asks must be the same path, or it asks again. A parameter comes
 * from the address, which anyone can write: a route puts one in a path only after checking its
 * shape.
 */
export interface DatosDeLaRuta {
  precargar: (id: number, parametros: Readonly<Record<string, string>>) => readonly string[];
}

interface Precarga {
  respuesta: Promise<Precargada | undefined>;
  /** The `Authorization` it went with: only a request with the same one takes it. */
  autorizacion: string | null;
}

const enVuelo = new Map<string, Precarga>();

/**
 * Sends the requests of `PRECARGABLES` now, and with `token` (the stored session's) those of
 * `PRECARGABLES_CON_SESION` and the page's own (`deLaPagina`); the app's client takes their
 * answers.
 */
export function precargar(
  pedir: typeof fetch = fetch,
  token?: string | null,
  deLaPagina: readonly string[] = [],
): void {
  // Once a page load; a second call (a test's) starts again.
  enVuelo.clear();
  const pedirYa = (ruta: string, autorizacion: string | null) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (autorizacion) headers.Authorization = autorizacion;
    enVuelo.set(ruta, {
      autorizacion,
      respuesta: pedir(ruta, { headers })
        // Read at once, whether or not a page takes it: a response left unread keeps its
        // connection busy.
        .then(async (respuesta) =>
          respuesta.ok
            ? {
                respuesta: new Response(await respuesta.text(), {
                  status: respuesta.status,
                  headers: respuesta.headers,
                }),
                ...(autorizacion ? { usoDeLaSesion: Date.now() } : {}),
              }
            : undefined,
        )
        .catch(() => undefined),
    });
  };
  for (const ruta of PRECARGABLES) pedirYa(ruta, null);
  if (!token) return;
  for (const ruta of new Set([...PRECARGABLES_CON_SESION, ...deLaPagina])) {
    pedirYa(ruta, `Bearer ${token}`);
  }
}

/**
 * The answer already asked for `peticion`, once: only a GET of that very path, without a query,
 * and for one asked with the session's token, only with that same token. Any other request that
 * changes something (a POST, PUT, PATCH or DELETE) drops every answer not yet taken, which it
 * could have made stale. `undefined`: ask the server.
 */
export function tomarPrecarga(peticion: Request): Promise<Precargada | undefined> | undefined {
  if (peticion.method !== 'GET') {
    enVuelo.clear();
    return undefined;
  }
  const url = new URL(peticion.url, window.location.href);
  if (url.origin !== window.location.origin || url.search !== '') return undefined;
  const precarga = enVuelo.get(url.pathname);
  if (!precarga) return undefined;
  if (precarga.autorizacion && precarga.autorizacion !== peticion.headers.get('Authorization')) {
    return undefined;
  }
  enVuelo.delete(url.pathname);
  return precarga.respuesta;
}
