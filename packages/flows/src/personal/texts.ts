/** Los textos de 'Personal' (docs/decisiones.md (46)): la lista, sus acciones y la ficha de un empleado. */
export const TEXTOS_PERSONAL = {
  titulo: 'Personal',
  introduccion:
    'Todas las cuentas del personal de la clínica. Dar de baja no borra nada: la persona deja de poder entrar.',
  darDeAltaNuevo: 'Dar de alta a un empleado',
  buscar: 'Buscar',
  buscarAyuda: 'Busca por nombre, apellidos, correo, DNI o número de colegiado.',
  cargando: 'Cargando el personal…',
  reintentar: 'Reintentar',
  vacia: 'No hay ninguna cuenta del personal',
  sinResultados: (q: string) => `Ninguna cuenta coincide con '${q}'.`,
  verTodos: 'Ver todo el personal',
  acciones: 'Acciones',
  // Columnas.
  nombre: 'Nombre',
  rol: 'Rol',
  email: 'Correo electrónico',
  estado: 'Estado',
  ultimoAcceso: 'Último acceso',
  nunca: 'Nunca',
  responsable: 'Responsable',
  // Estados (docs/decisiones.md (27)): palabra, icono y color.
  activo: 'Activo',
  deBaja: 'De baja',
  bloqueado: 'Bloqueado',
  // Páginas.
  paginas: 'Páginas del personal',
  anterior: 'Anterior',
  siguiente: 'Siguiente',
  pagina: (pagina: number, total: number) => `Página ${pagina} de ${total}`,
  mostrando: (desde: number, hasta: number, total: number) =>
    `Mostrando ${desde} a ${hasta} de ${total} cuentas`,
  // Acciones de cada fila: la palabra a la vista y, en su nombre accesible, de quién es.
  editar: 'Editar',
  editarA: (nombre: string) => `Editar a ${nombre}`,
  darDeBaja: 'Dar de baja',
  darDeBajaA: (nombre: string) => `Dar de baja a ${nombre}`,
  darDeAlta: 'Dar de alta',
  darDeAltaA: (nombre: string) => `Dar de alta a ${nombre}`,
  desbloquear: 'Desbloquear',
  desbloquearA: (nombre: string) => `Desbloquear a ${nombre}`,
  noAUnoMismo: 'No puedes darte de baja a ti mismo.',
  noAlUltimoResponsable:
    'Es el único responsable de la clínica: antes, marca a otro administrativo como responsable.',
  // La pregunta de dar de baja (docs/decisiones.md (38)).
  preguntaBaja: (nombre: string) => `¿Seguro que quieres dar de baja a ${nombre}?`,
  explicacionBaja:
    'No podrá iniciar sesión y sus sesiones abiertas terminan ahora. Sus datos, citas e informes se conservan, y se le puede volver a dar de alta.',
  siDarDeBaja: 'Sí, dar de baja',
  noVolver: 'No, volver',
  // Lo hecho, anunciado.
  dadoDeBaja: (nombre: string) => `${nombre} está de baja.`,
  dadoDeAlta: (nombre: string) => `${nombre} está de alta de nuevo.`,
  desbloqueado: (nombre: string) => `La cuenta de ${nombre} está desbloqueada.`,
  // La baja rechazada.
  bajaNoHecha: (nombre: string) => `No se ha dado de baja a ${nombre}`,
  citasPorDelante: 'Citas programadas por delante',
  numCita: 'Número',
  fecha: 'Fecha',
  hora: 'Hora',
  paciente: 'Paciente',
  modificar: 'Modificar',
  modificarCita: (num: string) => `Modificar la cita ${num}`,
  cancelar: 'Cancelar',
  cancelarCita: (num: string) => `Cancelar la cita ${num}`,
  masCitas: (mostradas: number, total: number) =>
    `Se muestran las ${mostradas} primeras de ${total} citas.`,
  error: 'No se ha podido hacer',
  aceptar: 'Aceptar',
} as const;

/** Los textos de la ficha de un empleado, para editarla (el alta tiene su asistente). */
export const TEXTOS_FICHA_EMPLEADO = {
  tituloEditar: (nombre: string) => `Editar a ${nombre}`,
  volver: 'Volver a Personal',
  rol: 'Rol',
  rolFijo: (rol: string) => `Rol: ${rol}. El rol de una cuenta no cambia.`,
  nombre: 'Nombre',
  primerApellido: 'Primer apellido',
  segundoApellido: 'Segundo apellido',
  email: 'Correo electrónico',
  dni: 'DNI o NIE',
  dniAyuda: 'Ocho cifras y una letra, o un NIE (X, Y o Z, siete cifras y una letra).',
  numColegiado: 'Número de colegiado',
  numColegiadoAyuda: '9 cifras.',
  responsable: 'Responsable de la clínica',
  responsableAyuda: 'Ve y gestiona el personal y la agenda.',
  asignarContrasena: 'Asignar una contraseña provisional',
  asignarContrasenaAyuda:
    'Si ha olvidado la suya. Sus sesiones abiertas terminan y tendrá que cambiarla al iniciar sesión.',
  contrasena: 'Contraseña provisional',
  contrasenaAyuda:
    'Al menos 8 caracteres, sin su nombre ni su correo. La persona la cambiará al iniciar sesión por primera vez.',
  guardar: 'Guardar cambios',
  sinCambios: 'No has cambiado ningún dato.',
  guardado: (nombre: string) => `Datos de ${nombre} guardados`,
  contrasenaAsignada:
    'La contraseña provisional está puesta: sus sesiones se han cerrado y tendrá que cambiarla al entrar.',
  rolObligatorio: 'Elige un rol: radiólogo, administrativo o médico.',
  numColegiadoObligatorio: 'El número de colegiado es obligatorio para un médico.',
  numColegiadoIncorrecto: 'El número de colegiado tiene 9 cifras.',
  cargando: 'Cargando los datos del empleado…',
} as const;
