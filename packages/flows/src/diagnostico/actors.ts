import { type ClinicaClient, type Diagnostico, unwrap } from '@clinica/api-client';
import { cabeceraDeClave } from '../wizard/idempotencia';
import type { EntradaGuardarDiagnostico } from './machine';

/**
 * Guardar el diagnóstico en el servidor (docs/decisiones.md (14)): POST /api/diagnosticos/guardar la primera
 * vez, PUT /api/diagnosticos/actualizar/{id} después.
 */
export function guardarDiagnostico(client: ClinicaClient) {
  return ({
    idCita,
    idDiagnostico,
    contenido,
    claveIdempotencia,
  }: EntradaGuardarDiagnostico): Promise<Diagnostico> =>
    idDiagnostico === undefined
      ? unwrap(
          client.POST('/api/diagnosticos/guardar', {
            // El primer guardado crea: con la clave del envío, un reintento no crea otro.
            params: { header: cabeceraDeClave(claveIdempotencia) },
            body: { id_cita: idCita, contenido },
          }),
        )
      : unwrap(
          client.PUT('/api/diagnosticos/actualizar/{id}', {
            params: { path: { id: idDiagnostico } },
            body: { contenido },
          }),
        );
}
