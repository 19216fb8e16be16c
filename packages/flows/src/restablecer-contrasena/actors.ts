import { type ClinicaClient, unwrap } from '@clinica/api-client';
import { fromPromise } from 'xstate';
import type { PeticionRestablecimiento } from './machine';

/** POST /api/contrasena/restablecer: pone la contraseña nueva con el enlace del mensaje. */
export function restablecerContrasena(client: ClinicaClient) {
  return fromPromise<void, PeticionRestablecimiento>(async ({ input, signal }) => {
    await unwrap(client.POST('/api/contrasena/restablecer', { body: input, signal }));
  });
}

/** POST /api/contrasena/comprobarEnlace: si el enlace todavía sirve, sin gastarlo. */
export function comprobarEnlace(client: ClinicaClient) {
  return fromPromise<void, { token: string }>(async ({ input, signal }) => {
    await unwrap(client.POST('/api/contrasena/comprobarEnlace', { body: input, signal }));
  });
}

export function actoresRestablecerContrasena(client: ClinicaClient) {
  return {
    comprobarEnlace: comprobarEnlace(client),
    restablecerContrasena: restablecerContrasena(client),
  };
}
