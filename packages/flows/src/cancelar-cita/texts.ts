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

export const TEXTOS_CANCELAR_CITA_PACIENTE = {
  proceso: 'Cancelar cita',
  pregunta: (num: string) => `¿Seguro que quieres cancelar la cita ${num}?`,
  queOcurre: 'La cita quedará cancelada y su hora volverá a estar libre para otros pacientes.',
  /** Las respuestas dicen lo que hacen (docs/decisiones.md (38)). */
  si: 'Sí, cancelar la cita',
  cancelar: 'No, volver',
  siEtiqueta: (num: string) => `Sí, cancelar la cita ${num}`,
  aviso: (horas: number) =>
    `Las citas solo se pueden cancelar con al menos ${horas} horas de antelación, y a esta le falta menos.`,
  /**
   * A quién llamar cuando ya no se puede cancelar: el teléfono y el horario de la clínica si se
   * saben; sin teléfono, ningún número.
   */
  llamar: (telefono?: string, horario: readonly string[] = []) => {
    if (!telefono) return 'Si no puedes venir, llama a la clínica y avisa.';
    const cuando = horario.map((linea) => linea.charAt(0).toLowerCase() + linea.slice(1));
    return cuando.length > 0
      ? `Si no puedes venir, llama al ${telefono} (${cuando.join('; ')}) y avisa.`
      : `Si no puedes venir, llama al ${telefono} y avisa.`;
  },
  noEncontrada: 'No tienes ninguna cita con ese número.',
  noEnCurso: 'Esta cita ya no está programada: no se puede cancelar.',
  volver: 'Volver a Mis citas',
  confirmacion: 'Cita cancelada correctamente',
  numero: 'Número de cita',
  /** Como en 'Mis citas', de donde se viene. */
  profesional: 'Médico o radiólogo',
  cancelada: 'La cita ya aparece como cancelada en Mis citas.',
} as const;

export const MENSAJE_CITA_NO_EN_CURSO = 'Solo se pueden cancelar citas programadas.';
