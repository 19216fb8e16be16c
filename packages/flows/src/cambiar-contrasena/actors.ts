import { type ClinicaClient, unwrap } from '@clinica/api-client';
import { fromPromise } from 'xstate';

/** POST /api/usuarios/yo/contrasena (cambiar contraseña; cierra las demás sesiones). */
export function cambiarContrasena(client: ClinicaClient) {
  return fromPromise<void, { contrasenaActual: string; contrasenaNueva: string }>(
    async ({ input, signal }) => {
      await unwrap(client.POST('/api/usuarios/yo/contrasena', { body: input, signal }));
    },
  );
}

export function actoresCambiarContrasena(client: ClinicaClient) {
  return { cambiarContrasena: cambiarContrasena(client) };
}
