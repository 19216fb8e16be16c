/** `buscarCitaMachine.provide({ actors: actoresBuscarCita(client) })`. */
import { type CitaListado, ClinicaApiError, type ClinicaClient, unwrap } from '@clinica/api-client';
import { fromPromise } from 'xstate';

/** GET /api/citas/comprobarNumCita?num_cita= (docs/decisiones.md (4)): la cita con ese número. */
export function comprobarNumCita(client: ClinicaClient) {
  return fromPromise<CitaListado, { numCita: string }>(async ({ input, signal }) => {
    const [cita] = await unwrap(
      client.GET('/api/citas/comprobarNumCita', {
        params: { query: { num_cita: input.numCita } },
        signal,
      }),
    );
    if (!cita) throw new ClinicaApiError(404, 'No existe ninguna cita con ese número.');
    return cita;
  });
}

export function actoresBuscarCita(client: ClinicaClient) {
  return { comprobarNumCita: comprobarNumCita(client) };
}
