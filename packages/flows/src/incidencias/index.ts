// Incidencias del personal (§2.3–§2.5): lo que este flujo ofrece a una aplicación.
export {
  actoresCrearIncidencia,
  actoresEditarIncidencia,
  actoresEliminarIncidencia,
  cargarMisIncidencias,
  descargarImagenIncidencia,
} from './actors';
export { CrearIncidencia, type CrearIncidenciaProps } from './crear/CrearIncidencia';
export {
  type ContextoCrearIncidencia,
  claveDeSubida,
  crearIncidenciaMachine,
  type EntradaCrearIncidencia,
  type EventoCrearIncidencia,
  type SalidaCrearIncidencia,
} from './crear/machine';
export {
  type CampoIncidencia,
  type DatosIncidencia,
  erroresDeIncidencia,
  type ImagenElegida,
  LIMITES_IMAGENES_INCIDENCIA,
  MENSAJES_INCIDENCIA,
} from './datos';
export { EditarIncidencia, type EditarIncidenciaProps } from './editar/EditarIncidencia';
export {
  type ContextoEditarIncidencia,
  type EventoEditarIncidencia,
  editarIncidenciaMachine,
  MENSAJE_RESUELTA,
  type SalidaEditarIncidencia,
} from './editar/machine';
export { type EventoEliminarIncidencia, eliminarIncidenciaMachine } from './eliminar/machine';
export { MisIncidencias, type MisIncidenciasProps } from './mis-incidencias/MisIncidencias';
export {
  ASISTENTE_CREAR_INCIDENCIA,
  asistenteEditarIncidencia,
  type DestinosDeIncidencias,
  destinosDeIncidencias,
  type RolConIncidencias,
} from './steps';
export {
  PRIORIDADES,
  type Prioridad,
  PUESTOS,
  type PuestoTrabajo,
  TEXTOS_INCIDENCIAS,
} from './texts';
