/** Los textos de 'Cancelar cita' (§2.3). */
export const TEXTOS_CANCELAR_CITA = {
  proceso: 'Cancelar cita',
  pregunta: (numCita: string | undefined, nombrePaciente: string | undefined) =>
    `¿Deseas cancelar la cita${numCita ? ` ${numCita}` : ''}${nombrePaciente ? ` de ${nombrePaciente}` : ''}?`,
  queOcurre: 'La cita quedará cancelada y su hora volverá a estar libre para otros pacientes.',
  /** Las respuestas dicen lo que hacen: 'Cancelar' se leía como cancelar la cita (docs/decisiones.md (38)). */
  si: 'Sí, cancelar la cita',
  cancelar: 'No, volver',
  /** El nombre accesible de 'Sí, cancelar la cita' lleva además el número. */
  siEtiqueta: (numCita: string | undefined) =>
    `Sí, cancelar la cita${numCita ? ` ${numCita}` : ''}`,
  laCita: 'La cita',
  /** El motivo, opcional (docs/decisiones.md (55)): queda en el 'Registro de actividad'. */
  motivo: 'Motivo de la cancelación',
  motivoAyuda: 'Queda en el registro de actividad de la clínica.',
  sinIndicar: 'Sin indicar',
  cargando: 'Cargando los datos de la cita…',
  reintentar: 'Reintentar',
  confirmacion: 'Cita cancelada correctamente',
  irACitas: 'Ir a citas',
  numero: 'Número de cita',
  cancelada: (nombrePaciente: string | undefined) =>
    `${nombrePaciente ? `La cita de ${nombrePaciente}` : 'La cita'} ya aparece como cancelada en la lista de citas y su hora vuelve a estar libre.`,
} as const;
