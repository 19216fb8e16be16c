/** Where the desk's patient pages live and their cache key (docs/decisiones.md (51)). */
export const RUTA_PACIENTES = '/administrativo/pacientes';
export const CLAVE_PACIENTES = ['pacientes'] as const;

export const rutaDelPaciente = (id: number) => `${RUTA_PACIENTES}/${id}`;

/**
 * Crear cita for this patient, read by id at its start: with or without a document (a child under
 * 14 has a guardian instead, docs/decisiones.md (52)).
 */
export const rutaDarCita = (idPaciente: number) =>
  `/administrativo/crearCita?${new URLSearchParams({ paciente: String(idPaciente) })}`;
