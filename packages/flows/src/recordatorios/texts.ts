export const TEXTOS_RESULTADO_RECORDATORIOS = {
  activados: 'Recordatorios activados: te avisaremos por correo antes de cada cita.',
  desactivados: 'Recordatorios desactivados. Las confirmaciones de tus citas te seguirán llegando.',
  fallo: 'No se ha podido guardar el cambio.',
} as const;

/** Los textos de la sección. */
export const TEXTOS_RECORDATORIOS = {
  titulo: 'Avisos por correo',
  casilla: 'Recordatorios por correo',
  descripcion:
    'Un correo antes de cada cita para recordártela. Las confirmaciones al pedir, cambiar o anular una cita te llegan siempre.',
} as const;
