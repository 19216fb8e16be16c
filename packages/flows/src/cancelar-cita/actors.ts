import { type ClinicaClient, unwrap } from '@clinica/api-client';
import { fromPromise } from 'xstate';
import type { CitaGuardada } from '../tipos';
import type { EntradaActorCancelarCita } from './machine';

/** POST /api/citas/cancelarCita/{id}; el motivo, si se dijo, en el cuerpo. */
export function cancelarCita(client: ClinicaClient) {
  return fromPromise<CitaGuardada, EntradaActorCancelarCita>(({ input, signal }) =>
    unwrap(
      client.POST('/api/citas/cancelarCita/{id}', {
        params: { path: { id: input.id } },
        ...(input.motivo ? { body: { motivo: input.motivo } } : {}),
        signal,
      }),
    ),
  );
}

export function actoresCancelarCita(client: ClinicaClient) {
  return { cancelarCita: cancelarCita(client) };
}
