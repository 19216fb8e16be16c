import { citasDelPaciente } from '../db/queries/citas';
import type { Deps } from './context';
import type { OperationHandlers } from './typed';

export function historialesHandlers(deps: Deps) {
  const { db } = deps;
  return {
    async mostrarHistorial(request) {
      const rows = await citasDelPaciente(db, request.params.id_paciente);
      return rows.map((row) => ({
        id_cita: row.id,
        nombre_completo_medico: row.nombre_completo_medico ?? row.nombre_completo_radiologo,
        fecha: row.fecha,
        hora: row.hora,
        tipo_cita: row.tipo_cita,
        estado: row.estado,
      }));
    },
  } satisfies Partial<OperationHandlers>;
}
