import { MENSAJE_NUM_CITA_NO_EXISTE } from '../validacion/numCita';
/** Los textos de 'Crear informe' y de un informe hecho (§2.4). */
export const TEXTOS_INFORME = {
  procesoInforme: 'Servicio de radiología',
  tituloInforme: 'Crear informe de la cita',
  paciente: 'Paciente',
  nombre: 'Nombre',
  dni: 'DNI',
  cita: 'Nº de cita',
  cuando: 'Día y hora',
  /** Una cita cuyo día no ha llegado (docs/decisiones.md (60)). */
  todaviaNo: 'Todavía no se puede informar',
  subirPruebas: 'Subir pruebas',
  imagen: 'Imagen',
  imagenesSubidas: 'Imágenes Subidas',
  sinImagenes: 'Todavía no has añadido ninguna imagen.',
  informe: 'Informe de la prueba',
  informeDescripcion:
    'Las notas de las imágenes encabezan el informe, cada una en su línea. Lo que escribas aquí directamente se conserva debajo de ellas al añadir, cambiar o eliminar notas.',
  generar: 'Generar',
  /** La revisión antes de guardar (docs/decisiones.md (42)). */
  tituloRevision: 'Revisa el informe antes de guardarlo',
  revisionAviso:
    'Una vez guardado, el informe y sus imágenes no se pueden cambiar y la cita queda cumplida. Podrás volver a verlo desde Buscar cita y Citas.',
  confirmarInforme: 'Guardar el informe',
  corregirInforme: 'Volver a editar',
  imagenesRevision: (n: number) => (n === 1 ? '1 imagen' : `${n} imágenes`),
  sinNota: 'Sin nota.',
  subiendo: 'Subiendo el informe y las imágenes',
  verImagen: (nombre: string) => `Ver imagen ${nombre} y escribir su nota`,
  nota: (nombre: string) => `Nota de la imagen ${nombre}`,
  notaDescripcion:
    'Al salir, las notas de todas las imágenes pasan al informe, cada una en su línea.',
  guardarYSalir: 'Guardar y Salir',
  sinVistaPrevia: 'No se puede mostrar la vista previa de esta imagen.',
  cargandoVista: 'Preparando la vista previa…',
  faltaImagen: 'Añade al menos una imagen de la prueba.',
  faltaTexto: 'Escribe el informe de la prueba.',
  reintentar: 'Reintentar',

  /** El informe ya hecho, de solo lectura (docs/decisiones.md (42)). */
  tituloLectura: 'Informe de la cita',
  volverABuscar: 'Volver a Buscar cita',
  verInforme: 'Ver informe',
  verInformeDe: (numCita: string, paciente: string) =>
    `Ver el informe de la cita ${numCita} de ${paciente}`,

  informeCreado: 'Informe creado correctamente',
  buscarCita: 'Buscar cita',
  informeCreadoTexto: (numCita: string, imagenes: number) =>
    `El informe de la cita ${numCita} y ${imagenes === 1 ? 'su imagen están guardados' : `sus ${imagenes} imágenes están guardados`}. La cita queda cumplida y el paciente ya puede leerlo en Mis citas.`,
} as const;

export const TEXTOS_ENLACE_AL_INFORME = {
  faltaLaCita: 'Falta la cita que quieres informar. Búscala por su número.',
  noCoincide:
    'Este enlace no corresponde a ninguna cita: sus datos no coinciden. Búscala por su número.',
  noExiste: MENSAJE_NUM_CITA_NO_EXISTE,
  cargando: 'Cargando la cita…',
} as const;
