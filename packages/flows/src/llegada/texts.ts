/** Las palabras de la llegada y la ausencia (docs/decisiones.md (54)). */
export const TEXTOS_LLEGADA = {
  /** La acción del mostrador en una cita de hoy. */
  haLlegado: 'Ha llegado',
  haLlegadoCita: (numCita: string) => `Ha llegado: cita ${numCita}`,
  /** La acción del mostrador pasada la hora de la cita. */
  noSePresento: 'No se presentó',
  noSePresentoCita: (numCita: string) => `No se presentó: cita ${numCita}`,
  /** Lo que ve el mostrador cuando consta la llegada. */
  llegoALas: (hora: string) => `Llegó a las ${hora}`,
  /** Lo que ve el profesional de un paciente que ya ha llegado. */
  enSalaDeEspera: 'En sala de espera',
  /** La pregunta antes de un estado final. */
  preguntaNoSePresento: (numCita: string) => `¿Marcar que no se presentó a la cita ${numCita}?`,
  explicacionNoSePresento: (paciente: string, hora: string) =>
    `${paciente} tenía cita a las ${hora}. La cita quedará como 'No se presentó' y no se podrá cambiar.`,
  confirmarNoSePresento: 'Marcar que no se presentó',
  volver: 'Volver',
  anotada: (paciente: string) => `Anotado: ${paciente} ha llegado.`,
  marcada: (paciente: string) => `${paciente} no se presentó: queda anotado.`,
} as const;
