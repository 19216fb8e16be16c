/**
 * 'Ha llegado' and 'No se presentó' of the desk's day list (docs/decisiones.md (54)), as the app
 * and the stories call them: each a POST of the cita's id; a refusal (409) rejects with the
 * server's Spanish message.
 */
import { type CitaListado, type ClinicaClient, unwrap } from '@clinica/api-client';

export function registrarLlegada(client: ClinicaClient) {
  return (cita: Pick<CitaListado, 'id'>) =>
    unwrap(client.POST('/api/citas/registrarLlegada/{id}', { params: { path: { id: cita.id } } }));
}

export function marcarNoPresentada(client: ClinicaClient) {
  return (cita: Pick<CitaListado, 'id'>) =>
    unwrap(
      client.POST('/api/citas/marcarNoPresentada/{id}', { params: { path: { id: cita.id } } }),
    );
}
