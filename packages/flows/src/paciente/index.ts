// El área del paciente: pedir cita, mis citas, cancelar y ver una cita.
export { actoresPedirCita, cargarHuecosCercanos, cargarMedicos, pedirCita } from './actores';
export { dentroDelAviso, HORAS_DE_ANTELACION, horasHasta } from './cancelar/antelacion';
export {
  CancelarCitaPaciente,
  type CancelarCitaPacienteProps,
  CitaCanceladaPaciente,
  TEXTOS_CANCELAR_CITA_PACIENTE,
} from './cancelar/CancelarCitaPaciente';
export {
  DetalleCitaPaciente,
  type DetalleCitaPacienteProps,
  fechaConGuiones,
  type ResultadoDeCita,
  TEXTOS_DETALLE_CITA_PACIENTE,
} from './detalle/DetalleCitaPaciente';
export {
  HistoriaAccesos,
  type HistoriaAccesosProps,
  momentoLegible,
  TEXTOS_HISTORIA_ACCESOS,
} from './historia-accesos/HistoriaAccesos';
export { MisCitas, type MisCitasProps, TEXTOS_MIS_CITAS } from './mis-citas/MisCitas';
export {
  buscarHuecosCercanos,
  claveDeHueco,
  diasAPreguntar,
  type Hueco,
  huecoDeClave,
  huecosCercanos,
} from './pedir-cita/huecosCercanos';
export {
  archivoDeCalendario,
  type CitaParaCalendario,
  calendarioDeCita,
  descargarCalendario,
} from './pedir-cita/ics';
export {
  type CitaPedida,
  type ContextoPedirCita,
  DATOS_PEDIR_CITA_VACIOS,
  type DatosPedirCita,
  type DeseoDeCita,
  type EventoPedirCita,
  type PasoPedirCita,
  pedirCitaMachine,
} from './pedir-cita/machine';
export { PedirCita, type PedirCitaProps } from './pedir-cita/PedirCita';
export { ASISTENTE_PEDIR_CITA } from './pedir-cita/pasos';
export { TEXTOS_PEDIR_CITA } from './pedir-cita/textos';
