// Área del médico (§2.5): citas de hoy, calendario, diagnóstico; lo que ofrece a una aplicación.
export {
  CLINICA_POR_DEFECTO,
  crearPdfClinico,
  type DatosPdfClinico,
  descargarPdf,
  type FilaPdf,
  nombreDeArchivoPdf,
} from '../comun/pdf/pdfClinico';
export { guardarDiagnostico } from './actores';
export { CitasDeHoy, type CitasDeHoyProps } from './CitasDeHoy';
export {
  DiagnosticoDeLaCita,
  type DiagnosticoDeLaCitaProps,
  TEXTOS_HISTORIAL,
} from './diagnostico/DiagnosticoDeLaCita';
export {
  type ContextoDiagnostico,
  diagnosticoMachine,
  type EntradaDiagnostico,
  type EntradaGuardarDiagnostico,
  type EventoDiagnostico,
  hayCambiosSinGuardar,
  TEXTOS_DIAGNOSTICO,
} from './diagnostico/machine';
export { PanelCalendario, type PanelCalendarioProps } from './PanelCalendario';
export { diaConNombre, horaMasUna, TEXTOS_MEDICO } from './textos';
