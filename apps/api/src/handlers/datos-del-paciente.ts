import type { FastifyReply } from 'fastify';
import { type DatosExportados, exportarDatosDelPaciente } from '../exportar/datos-del-paciente';
import { contentDisposition } from '../http/send-file';
import { type Deps, userOf } from './context';
import type { OperationHandlers } from './typed';

/**
 * A patient's data in a .zip (RGPD arts. 15 and 20; docs/datos-del-paciente.md): the patient's
 * own, or any patient's for the desk to hand over. The contract audits both as a download of the
 * patient's data (`datos_paciente`), written before the first byte leaves.
 */
export function datosDelPacienteHandlers(deps: Deps) {
  const exportar = (idPaciente: number) =>
    exportarDatosDelPaciente(
      { db: deps.db, storage: deps.storage, timeZone: deps.settings.timeZone, clock: deps.clock },
      idPaciente,
    );
  const enviar = (reply: FastifyReply, { nombre, zip }: DatosExportados) => {
    reply
      .header('content-type', 'application/zip')
      .header('content-disposition', contentDisposition(nombre))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store');
    return zip;
  };
  return {
    async exportarMisDatos(request, reply) {
      return enviar(reply, await exportar(userOf(request).id));
    },

    async exportarDatosPaciente(request, reply) {
      return enviar(reply, await exportar(request.params.id));
    },
  } satisfies Partial<OperationHandlers>;
}
