import { createClinicaClient } from '@clinica/api-client';
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
