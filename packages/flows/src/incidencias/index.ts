// Incidencias del personal (§2.3–§2.5): lo que este flujo ofrece a una aplicación.
export {
  actoresCrearIncidencia,
  actoresEditarIncidencia,
  actoresEliminarIncidencia,
  cargarMisIncidencias,
  descargarImagenIncidencia,
} from './actores';
export { CrearIncidencia, type CrearIncidenciaProps } from './CrearIncidencia';
export {
  type CampoIncidencia,
  type DatosIncidencia,
  erroresDeIncidencia,
  type ImagenElegida,
  LIMITES_IMAGENES_INCIDENCIA,
  MENSAJES_INCIDENCIA,
} from './datos';
export { EditarIncidencia, type EditarIncidenciaProps } from './EditarIncidencia';
export { MisIncidencias, type MisIncidenciasProps } from './MisIncidencias';
export {
  type ContextoCrearIncidencia,
  claveDeSubida,
  crearIncidenciaMachine,
  type EntradaCrearIncidencia,
  type EventoCrearIncidencia,
  type SalidaCrearIncidencia,
} from './maquinaCrear';
export {
  type ContextoEditarIncidencia,
  type EventoEditarIncidencia,
  editarIncidenciaMachine,
  MENSAJE_RESUELTA,
  type SalidaEditarIncidencia,
} from './maquinaEditar';
export { type EventoEliminarIncidencia, eliminarIncidenciaMachine } from './maquinaEliminar';
export {
  ASISTENTE_CREAR_INCIDENCIA,
  asistenteEditarIncidencia,
  type DestinosDeIncidencias,
  destinosDeIncidencias,
  type RolConIncidencias,
} from './pasos';
export {
  PRIORIDADES,
  type Prioridad,
  PUESTOS,
  type PuestoTrabajo,
  TEXTOS_INCIDENCIAS,
} from './textos';
