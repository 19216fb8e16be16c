import { type ClinicaClient, unwrap } from '@clinica/api-client';
import { fromPromise } from 'xstate';

/** PUT /api/usuarios/yo/recordatorios: activa o desactiva los recordatorios del paciente. */
export function cambiarRecordatorios(client: ClinicaClient) {
  return fromPromise<void, { activos: boolean }>(async ({ input, signal }) => {
    await unwrap(client.PUT('/api/usuarios/yo/recordatorios', { body: input, signal }));
  });
}

export function actoresRecordatorios(client: ClinicaClient) {
  return { cambiarRecordatorios: cambiarRecordatorios(client) };
}
