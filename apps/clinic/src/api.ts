import { createClinicaClient, unwrap } from '@clinica/api-client';
import { tomarPrecarga } from './precarga';
import { anotarUso, leerSesion } from './sesion';

/** Fired when the server answers 401: the session is over (expired or revoked). */
export const EVENTO_SESION_CADUCADA = 'clinica:sesion-caducada';

/**
 * Every answer to a request that carried the token (but sign-out's) used the session: the
 * server's idle time started again, and so does the idle warning's count.
 */
async function fetchQueAnotaElUso(peticion: Request): Promise<Response> {
  // The entry may have asked it already (./precarga), with this same token if it needed one:
  // that answer, if it came.
  const precargada = await tomarPrecarga(peticion);
  if (precargada) {
    if (precargada.usoDeLaSesion !== undefined) anotarUso(precargada.usoDeLaSesion);
    return precargada.respuesta;
  }
  const respuesta = await globalThis.fetch(peticion);
  const conToken = peticion.headers.has('Authorization');
  if (conToken && respuesta.status !== 401 && !peticion.url.endsWith('/api/cerrarSesion')) {
    anotarUso();
  }
  return respuesta;
}

/**
 * The one client of the app: same origin, the stored token on every call, and a 401 turned
 * into an event the session provider answers by signing out.
 */
export const cliente = createClinicaClient({
  baseUrl: '',
  getToken: () => leerSesion()?.token,
  onUnauthorized: () => window.dispatchEvent(new Event(EVENTO_SESION_CADUCADA)),
  fetch: fetchQueAnotaElUso,
});

/**
 * A call whose 404 means 'nothing there yet' (a cita without its diagnosis or report): its data,
 * or `null` for the 404, read from the answer before `unwrap` would make an error of it. A page
 * that opens on such a cita makes no error then (e2e/primera-pantalla.spec.ts counts them: with
 * DevTools attached, the first error made inside a large file has it parsed again).
 */
export async function salvoSiNoHay<T>(
  llamada: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T | null> {
  const respuesta = await llamada.catch(() => undefined);
  if (respuesta?.response.status === 404) return null;
  return unwrap(llamada);
}
