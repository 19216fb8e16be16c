/** Los textos del marco de todo asistente. */

/** Los textos de la cabecera de §2.3. */
export const TEXTOS_ASISTENTE = {
  volverAlInicio: 'Volver al inicio',
  cancelar: 'Cancelar',
  preguntaCancelar: '¿Estás seguro que deseas cancelar el proceso?',
  confirmarCancelacion: 'Confirmar cancelación',
  continuarProceso: 'Continuar con el proceso',
  continuar: 'Continuar',
  volver: 'Volver',
  aMediasPregunta: 'Puedes retomar lo que dejaste o empezar de nuevo, que borra lo que había.',
  retomar: 'Retomar lo que dejaste',
  empezarDeNuevo: 'Empezar de nuevo',
} as const;
