/** Los textos del asistente 'Crear cita' (§2.3). */
export const TEXTOS_CREAR_CITA = {
  proceso: 'Crear cita',
  busqueda: 'Búsqueda del paciente',
  buscarPaciente: 'Buscar paciente',
  asignarDatos: 'Asignar datos',
  confirmarDatos: 'Confirmar datos',
  /** El botón del resumen: dice lo que hace, no 'Continuar'. */
  crear: 'Crear cita',
  confirmacion: 'Cita creada correctamente',
  irACitas: 'Ir a citas',
  dni: 'DNI del paciente',
  dniDescripcion: '8 números y una letra, o un NIE (X, Y o Z, 7 números y una letra).',
  paciente: 'Paciente',
  /** En lugar del documento de un menor que no lo tiene (docs/decisiones.md (52)). */
  sinDocumento: 'sin documento',
  /** El primer paso con un menor sin documento elegido en su ficha. */
  pacienteElegido: (paciente: string) => `Se da la cita a ${paciente}.`,
  otroPaciente: 'Para dar la cita a otro paciente, escribe su documento.',
  tipoCita: 'Tipo de cita',
  /** Lo que es cada tipo, para quien atiende el mostrador. */
  descripcionTipo: {
    Radiologia: 'Con un radiólogo, en la clínica.',
    'Presencial - Medicina familiar': 'Con un médico, en la consulta de la clínica.',
    'Telefónica - Medicina familiar': 'El médico llama al paciente a la hora de la cita.',
  },
  numero: 'Número de cita',
} as const;
