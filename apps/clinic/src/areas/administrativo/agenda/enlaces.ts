import type { CitaPendiente } from '@clinica/api-client';

/**
 * The desk's own pages for a cita that blocks a change (its day list's pencil and cross), with
 * the patient: the same links for a refused baja and a refused agenda change.
 */
export function enlacesDelMostrador(cita: CitaPendiente) {
  const datos = {
    idCita: String(cita.id),
    nombrePaciente: cita.nombre_completo_paciente,
    idPaciente: String(cita.id_paciente),
    fecha: cita.fecha,
  };
  return {
    modificar: `/administrativo/modificarCita?${new URLSearchParams(datos)}`,
    cancelar: `/administrativo/eliminarCita?${new URLSearchParams({ ...datos, numCita: cita.num_cita })}`,
  };
}
