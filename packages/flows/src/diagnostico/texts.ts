import { MENSAJES_LLEGADA } from '@clinica/api-client/reglas';
/** Los textos propios de la caja de diagnóstico (§2.5, §4). */
export const TEXTOS_DIAGNOSTICO = {
  titulo: 'Diagnóstico de la cita',
  volver: 'Volver al inicio',
  caja: 'Diagnóstico',
  ayuda: 'El paciente podrá leerlo en sus citas una vez guardado.',
  guardar: 'Guardar',
  guardando: 'Guardando…',
  editar: 'Editar Diagnóstico',
  guardarEdicion: 'Guardar edición',
  generarPdf: 'Generar PDF',
  generandoPdf: 'Generando PDF…',
  pdfGenerado: 'PDF generado: revisa tus descargas.',
  vacio: 'Escribe el diagnóstico antes de guardarlo.',
  guardado: 'Diagnóstico guardado.',
  bloqueado: 'Diagnóstico guardado. Ya no se puede editar.',
  cancelada: 'Esta cita está cancelada: no se puede diagnosticar.',
  /** docs/decisiones.md (54): the server's own 409, from the one home of the rule. */
  noPresentada: MENSAJES_LLEGADA.diagnosticoNoPresentada,
  falloAlGuardar: (mensaje: string) => `No se ha podido guardar el diagnóstico. ${mensaje}`,
  falloPdf: 'No se ha podido generar el PDF. Inténtalo de nuevo.',
  /** El popup de salida (§2.5) y sus botones. */
  salirPregunta: 'Estás realizando un diagnóstico, ¿seguro que deseas salir?',
  salir: 'Salir',
  continuar: 'Continuar diagnóstico',
} as const;

export const TEXTOS_HISTORIAL = {
  titulo: 'Historial del paciente',
  vacio: 'El paciente no ha realizado ninguna cita...',
  medico: 'Médico',
  fecha: 'Fecha',
  hora: 'Hora',
  tipo: 'Tipo de cita',
  estado: 'Estado',
  paciente: 'Paciente',
  nombre: 'Nombre',
  dni: 'DNI',
  cita: 'Cita',
} as const;
