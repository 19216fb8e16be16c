import { type ClinicaClient, unwrap } from '@clinica/api-client';
import { fromPromise } from 'xstate';
import type { DatosRecuperacion } from './machine';

/** POST /api/contrasena/recuperar: el mensaje del servidor, el mismo para toda dirección. */
export function recuperarContrasena(client: ClinicaClient) {
  return fromPromise<string, DatosRecuperacion>(async ({ input, signal }) => {
    const { message } = await unwrap(
      client.POST('/api/contrasena/recuperar', { body: input, signal }),
    );
    return message;
  });
}

export function actoresRecuperarContrasena(client: ClinicaClient) {
  return { recuperarContrasena: recuperarContrasena(client) };
}
