import { ClinicaApiError, type ClinicaClient, unwrap } from '@clinica/api-client';
import { fromPromise } from 'xstate';
import type { Credenciales, Sesion } from '../tipos';
import { MENSAJES } from '../validacion/obligatorio';

/** POST /api/iniciarSesion. Una respuesta con la bandera `error` cuenta como rechazo (§8). */
export function iniciarSesion(client: ClinicaClient) {
  return fromPromise<Sesion, Credenciales>(async ({ input, signal }) => {
    const respuesta = await unwrap(client.POST('/api/iniciarSesion', { body: input, signal }));
    if (respuesta.error) throw new ClinicaApiError(401, MENSAJES.credencialesIncorrectas);
    const { token, user, caducidad } = respuesta;
    // `caducidad` (when the session ends) lets the app warn before the idle timeout.
    return caducidad ? { token, user, caducidad } : { token, user };
  });
}

export function actoresLogin(client: ClinicaClient) {
  return { iniciarSesion: iniciarSesion(client) };
}
