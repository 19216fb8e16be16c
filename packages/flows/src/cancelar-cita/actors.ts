import { type ClinicaClient, unwrap } from '@clinica/api-client';
import { fromPromise } from 'xstate';
import type { CitaGuardada } from '../tipos';

/** POST /api/citas/cancelarCita/{id}. */
export function cancelarCita(client: ClinicaClient) {
  return fromPromise<CitaGuardada, { id: number }>(({ input, signal }) =>
    unwrap(
      client.POST('/api/citas/cancelarCita/{id}', { params: { path: { id: input.id } }, signal }),
    ),
  );
}

export function actoresCancelarCita(client: ClinicaClient) {
  return { cancelarCita: cancelarCita(client) };
}
