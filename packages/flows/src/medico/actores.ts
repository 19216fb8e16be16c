import { type ClinicaClient, type Diagnostico, unwrap } from '@clinica/api-client';
import type { EntradaGuardarDiagnostico } from './diagnostico/machine';

/**
 * Guardar el diagnóstico en el servidor (DECISIONS #14): POST /api/diagnosticos/guardar la primera
 * vez, PUT /api/diagnosticos/actualizar/{id} después.
 */
export function guardarDiagnostico(client: ClinicaClient) {
  return ({ idCita, idDiagnostico, contenido }: EntradaGuardarDiagnostico): Promise<Diagnostico> =>
    idDiagnostico === undefined
      ? unwrap(client.POST('/api/diagnosticos/guardar', { body: { id_cita: idCita, contenido } }))
      : unwrap(
          client.PUT('/api/diagnosticos/actualizar/{id}', {
            params: { path: { id: idDiagnostico } },
            body: { contenido },
          }),
        );
}
