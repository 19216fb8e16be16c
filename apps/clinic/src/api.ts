import { createClinicaClient } from '@clinica/api-client';
import { leerSesion } from './sesion';

/** Fired when the server answers 401: the session is over (expired or revoked). */
export const EVENTO_SESION_CADUCADA = 'clinica:sesion-caducada';

/**
 * The one client of the app: same origin, the stored token on every call, and a 401 turned
 * into an event the session provider answers by signing out.
 */
export const cliente = createClinicaClient({
  baseUrl: '',
  getToken: () => leerSesion()?.token,
  onUnauthorized: () => window.dispatchEvent(new Event(EVENTO_SESION_CADUCADA)),
});
