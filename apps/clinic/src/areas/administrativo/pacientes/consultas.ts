/** Where the desk's patient pages live and their cache key (docs/decisiones.md (51)). */
export const RUTA_PACIENTES = '/administrativo/pacientes';
export const CLAVE_PACIENTES = ['pacientes'] as const;

export const rutaDelPaciente = (id: number) => `${RUTA_PACIENTES}/${id}`;

/** Crear cita with the patient's DNI/NIE already written in its first step. */
export const rutaDarCita = (dni: string) =>
  `/administrativo/crearCita?${new URLSearchParams({ dni })}`;
