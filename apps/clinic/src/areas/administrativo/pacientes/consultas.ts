/** Where the desk's patient pages live and their cache key (docs/decisiones.md (51)). */
export const RUTA_PACIENTES = '/administrativo/pacientes';
export const CLAVE_PACIENTES = ['pacientes'] as const;

export const rutaDelPaciente = (id: number) => `${RUTA_PACIENTES}/${id}`;

/**
 * Crear cita with the patient's document (DNI, NIE or passport) already written in its first step;
 * a child without one starts it empty.
 */
export const rutaDarCita = (documento: string | null) =>
  documento === null
    ? '/administrativo/crearCita'
    : `/administrativo/crearCita?${new URLSearchParams({ dni: documento })}`;
