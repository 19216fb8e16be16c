import { TEXTOS_FILAS_DE_CITA } from '../cita/filasDeCita';
export const TEXTOS_DETALLE_CITA_PACIENTE = {
  titulo: 'Detalles de la cita',
  tituloEspecialista: 'Detalles de la cita Especialista',
  volver: 'Volver a Mis citas',
  medico: 'Médico',
  radiologo: 'Radiólogo',
  tipo: 'Tipo de cita',
  fecha: 'Fecha',
  hora: 'Hora',
  numero: 'Número de cita',
  informe: 'Informe',
  diagnostico: 'Diagnóstico',
  sinResultado: 'Esta cita aún no tiene resultado. Lo verás aquí en cuanto esté escrito.',
  imagenes: 'Imágenes',
  sinImagenes: 'Esta cita no tiene imágenes.',
  verImagen: (nombre: string) => `Ver la imagen ${nombre}`,
  noEncontrada: 'No tienes ninguna cita con ese número.',
  cargandoImagen: 'Descargando la imagen…',
  descargarPdf: 'Descargar PDF',
  errorPdf: 'No se ha podido generar el PDF. Inténtalo de nuevo.',
  paciente: 'Paciente',
  dni: 'DNI',
  reintentar: 'Reintentar',
} as const;

export const TEXTOS_DETALLE_CITA = {
  titulo: 'Detalles de la cita',
  volver: 'Volver a las citas',
  volverAlDia: (fecha: string) => `Volver a las citas del ${fecha}`,
  volverAlRegistro: 'Volver al registro de actividad',
  cargando: 'Cargando la cita…',
  reintentar: 'Reintentar',
  ...TEXTOS_FILAS_DE_CITA,
  estado: 'Estado',
  /** Por qué se canceló, si se dijo (docs/decisiones.md (55)). */
  motivoCancelacion: 'Motivo de la cancelación',
  /** Por qué no se ve el informe ni el diagnóstico: el contrato solo los da a quien le toca. */
  privacidadInforme: 'El informe de la prueba solo lo pueden leer el paciente y el radiólogo.',
  privacidadDiagnostico: 'El diagnóstico solo lo pueden leer el paciente y su médico.',
} as const;
