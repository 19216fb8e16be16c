/** Los textos de las incidencias del personal (§2.3–§2.5, §8). */
export const TEXTOS_INCIDENCIAS = {
  // Mis incidencias
  misIncidencias: 'Mis incidencias',
  crearIncidencia: '+ Crear incidencia',
  /** El nombre accesible del botón de la cabecera, sin el '+'. */
  crearIncidenciaNombre: 'Crear incidencia',
  asunto: 'Asunto',
  nivelPrioridad: 'Nivel de prioridad',
  estado: 'Estado',
  fecha: 'Fecha',
  acciones: 'Acciones',
  editar: (asunto: string) => `Editar la incidencia '${asunto}'`,
  ver: (asunto: string) => `Ver la incidencia resuelta '${asunto}'`,
  eliminar: (asunto: string) => `Eliminar la incidencia '${asunto}'`,
  botonEditar: 'Editar',
  botonVer: 'Ver',
  botonEliminar: 'Eliminar',
  vacia: 'No tienes incidencias',
  vaciaTexto:
    'Cuando algo no funcione (un equipo, un error en la agenda), comunícalo con «Crear incidencia».',
  cargando: 'Cargando tus incidencias…',
  reintentar: 'Reintentar',
  eliminada: (asunto: string) => `Incidencia '${asunto}' eliminada.`,

  // Eliminar (§8)
  confirmarEliminacion: 'Confirmar Eliminación',
  preguntaEliminar: '¿Estás seguro de que deseas eliminar esta incidencia?',
  /** Las respuestas dicen lo que hacen (docs/decisiones.md (38)). */
  siEliminar: 'Sí, eliminar la incidencia',
  noEliminar: 'No, volver',
  error: 'Error',
  soloPendientes: 'Solo se pueden eliminar incidencias con estado PENDIENTE.',
  errorAlEliminar: 'Error al eliminar la incidencia.',
  aceptar: 'Aceptar',

  // Crear y editar
  procesoCrear: 'Crear Incidencia',
  procesoEditar: 'Editar Incidencia',
  datosIncidencia: 'Datos de la incidencia',
  resumenDatos: 'Resumen de datos',
  resumen: 'Resumen',
  modificarIncidencia: 'Modificar Incidencia',
  confirmar: 'Confirmar',
  actualizar: 'Actualizar',
  nombre: 'Nombre',
  nombreDescripcion: 'Quién comunica la incidencia.',
  puestoTrabajo: 'Puesto de trabajo',
  descripcion: 'Descripción',
  descripcionAyuda: 'Qué ocurre, dónde y desde cuándo.',
  imagenes: 'Imágenes',
  imagenesDescripcion: (maximo: number, megas: number) =>
    `Opcional. Hasta ${maximo} imágenes PNG, JPEG, WebP o DICOM de ${megas} MB como máximo cada una.`,
  imagenesElegidas: 'Imágenes elegidas',
  sinImagenes: 'Sin imágenes',
  imagenesNinguna: 'Ninguna',
  seleccionar: 'Selecciona una opción',
  resuelta: 'Esta incidencia está resuelta',
  resueltaTexto:
    'Una incidencia RESUELTA ya no se puede modificar; sus datos se muestran para consultarlos.',
  cargandoIncidencia: 'Cargando la incidencia…',
  cargandoImagen: 'Cargando la imagen…',
  imagenNoCarga: 'No se ha podido cargar la imagen. Ciérrala e inténtalo de nuevo.',
  irAMisIncidencias: 'Ir a mis incidencias',

  // Subida
  subiendo: 'Subiendo imágenes',
  subiendoImagen: (n: number, total: number) => `Subiendo imagen ${n} de ${total}`,
  guardando: 'Guardando la incidencia…',

  // Confirmaciones
  creada: 'Incidencia creada y enviada correctamente',
  editada: 'Incidencia editada correctamente',
  volverAlInicio: 'Volver al inicio',
  volverAMisIncidencias: 'Volver a mis incidencias',
  creadaTexto: (asunto: string) =>
    `Tu incidencia '${asunto}' queda PENDIENTE hasta que se resuelva. Puedes seguirla, modificarla o eliminarla en 'Mis incidencias'.`,
  editadaTexto: (asunto: string) => `Los cambios de la incidencia '${asunto}' están guardados.`,
  conImagenes: (n: number) => (n === 1 ? 'Con 1 imagen.' : `Con ${n} imágenes.`),
} as const;

/** Los niveles de prioridad (§5): se muestran 'Baja', 'Media', 'Alta'; el contrato usa BAJA… */
export const PRIORIDADES = [
  { valor: 'BAJA', texto: 'Baja' },
  { valor: 'MEDIA', texto: 'Media' },
  { valor: 'ALTA', texto: 'Alta' },
] as const;

/** Los puestos de trabajo (§5, docs/decisiones.md (1)): 2 Administrativo, 3 Médico, 1 Radiólogo. */
export const PUESTOS = [
  { valor: 2, texto: 'Administrativo' },
  { valor: 3, texto: 'Médico' },
  { valor: 1, texto: 'Radiólogo' },
] as const;

export type Prioridad = (typeof PRIORIDADES)[number]['valor'];
export type PuestoTrabajo = (typeof PUESTOS)[number]['valor'];

export function prioridadLegible(valor: string): string {
  return PRIORIDADES.find((p) => p.valor === valor)?.texto ?? valor;
}

export function puestoLegible(valor: number | null | undefined): string {
  return PUESTOS.find((p) => p.valor === valor)?.texto ?? '';
}

export const MENSAJE_RESUELTA = 'Solo se pueden modificar incidencias con estado PENDIENTE.';
