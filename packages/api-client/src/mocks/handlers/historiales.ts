/** Mock operations of the `historiales` tag. */

import { ROL } from '../../reglas';
import type { EntradaHistorial } from '../../types';
import { defineOperation } from '../operation';
import { MENSAJE_PACIENTE_404, nombreDe, pacienteVisible, porFechaYHora } from './comun';

export const mostrarHistorial = defineOperation({
  id: 'mostrarHistorial',
  method: 'get',
  path: '/api/historiales/{id_paciente}',
  roles: [ROL.medico, ROL.paciente],
  okStatus: 200,
  mensajes: { 404: MENSAJE_PACIENTE_404 },
  resolve({ db, caller, params, reply }) {
    const paciente = pacienteVisible(db, caller, params.id_paciente);
    if (typeof paciente === 'number') return reply.error(paciente);
    const entradas: EntradaHistorial[] = db.citas
      .filter((c) => c.id_paciente === paciente.idPaciente)
      .sort((a, b) => porFechaYHora(b, a))
      .map((c) => ({
        id_cita: c.id,
        nombre_completo_medico:
          nombreDe(db, 'id_medico', c.id_medico) ?? nombreDe(db, 'id_radiologo', c.id_radiologo),
        fecha: c.fecha,
        hora: c.hora,
        tipo_cita: c.tipo_cita,
        estado: c.estado,
      }));
    return reply.ok(entradas);
  },
});
