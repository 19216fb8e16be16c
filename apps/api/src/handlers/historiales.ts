import { audit } from '../audit';
import { citasListado } from '../db/citas-queries';
import { type Deps, userOf } from './context';
import type { OperationHandlers } from './typed';

export function historialesHandlers(deps: Deps) {
  const { db } = deps;
  return {
    async mostrarHistorial(request) {
      const { id_paciente } = request.params;
      const rows = await citasListado(db)
        .where('citas.id_paciente', '=', id_paciente)
        .orderBy('citas.fecha', 'desc')
        .orderBy('citas.hora', 'desc')
        // The contract's maxItems: the most recent ones.
        .limit(1000)
        .execute();
      await audit(db, {
        userId: userOf(request).id,
        action: 'leer',
        entity: 'historial',
        recordId: id_paciente,
        readAt: deps.clock(),
      });
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
