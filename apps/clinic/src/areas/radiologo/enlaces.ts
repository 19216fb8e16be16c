import type { CitaListado } from '@clinica/api-client';

export const BUSCAR_CITA = '/radiologo/buscarCita';

/**
 * The report screen of a cita (§2.4: query id, id_paciente, nombrePaciente, dniPaciente,
 * num_cita), from 'Buscar cita' and from the 'Citas' list alike.
 */
export function enlaceAlInforme(cita: CitaListado): string {
  const query = new URLSearchParams({
    id: String(cita.id),
    id_paciente: String(cita.id_paciente),
    nombrePaciente: cita.nombre_completo_paciente,
    dniPaciente: cita.dni_paciente ?? '',
    num_cita: cita.num_cita,
  });
  return `${BUSCAR_CITA}/citas?${query}`;
}
