/** Los textos de 'Agenda' (docs/decisiones.md (49)): la clínica, su horario, los profesionales y los cierres. */
export const TEXTOS_AGENDA = {
  titulo: 'Agenda',
  introduccion:
    'Los datos de la clínica, cuándo abre, el horario de cada profesional y los días que cierra. Las citas solo se dan en los huecos que quedan.',
  cargando: 'Cargando la agenda…',
  reintentar: 'Reintentar',
  guardar: 'Guardar',
  noGuardado: 'No se ha guardado',
  citasAfectadas: 'Citas afectadas',
  aceptar: 'Aceptar',
  cerrar: 'Cerrar',
  // Datos de la clínica.
  datosClinica: 'Datos de la clínica',
  datosClinicaAyuda:
    'Salen en la confirmación de cada cita, en el archivo de calendario y en los PDF.',
  nombre: 'Nombre',
  direccion: 'Dirección',
  telefono: 'Teléfono',
  telefonoAyuda: '9 cifras, con o sin espacios.',
  datosGuardados: 'Datos de la clínica guardados.',
  // Horario de la clínica.
  horarioClinica: 'Horario de la clínica',
  horarioClinicaAyuda:
    'Los días que abre y sus horas. Cada día tiene que dar citas justas: de 08:00 a 15:00 caben citas de 60 minutos, no de 45.',
  abre: 'Abre',
  cerrado: 'Cerrado',
  apertura: 'Apertura',
  cierre: 'Cierre',
  // El horario de un profesional dice sus días y horas de trabajo, no si abre.
  trabaja: 'Trabaja',
  noTrabaja: 'No trabaja',
  entrada: 'Entrada',
  salida: 'Salida',
  duracion: 'Duración de cada cita',
  minutos: (n: number) => `${n} minutos`,
  horarioGuardado: 'Horario de la clínica guardado.',
  dia: (nombre: string) => nombre.charAt(0).toUpperCase() + nombre.slice(1),
  // Profesionales.
  profesionales: 'Horarios de los profesionales',
  profesionalesAyuda:
    'Cada médico y radiólogo trabaja dentro del horario de la clínica. Sin horario propio, el de la clínica.',
  sinProfesionales: 'No hay ningún médico ni radiólogo de alta.',
  profesional: 'Profesional',
  rol: 'Rol',
  horario: 'Horario',
  comoLaClinica: 'Como la clínica',
  comoLaClinicaAyuda: 'Trabaja todas las horas que abre la clínica.',
  editarHorario: 'Editar horario',
  editarHorarioDe: (nombre: string) => `Editar el horario de ${nombre}`,
  horarioDe: (nombre: string) => `Horario de ${nombre}`,
  horarioProfesionalGuardado: (nombre: string) => `Horario de ${nombre} guardado.`,
  cancelar: 'Cancelar',
  // Cierres.
  cierres: 'Cierres',
  cierresAyuda:
    'Los días que la clínica cierra o que un profesional no trabaja. Esos días no hay huecos.',
  festivosNacionales: 'Próximos festivos nacionales',
  festivoNacional: 'Festivo nacional',
  cierresDeLaClinica: 'Cierres y ausencias',
  sinCierres: 'No hay cierres ni ausencias por delante.',
  tipo: 'Tipo',
  fechas: 'Fechas',
  quien: 'Quién',
  laClinica: 'Toda la clínica',
  motivo: 'Motivo',
  delAl: (desde: string, hasta: string) => (desde === hasta ? desde : `Del ${desde} al ${hasta}`),
  quitar: 'Quitar',
  quitarCierre: (descripcion: string, fechas: string) =>
    `Quitar el cierre ${descripcion} (${fechas})`,
  preguntaQuitar: (descripcion: string) => `¿Seguro que quieres quitar el cierre '${descripcion}'?`,
  explicacionQuitar: 'Esos días vuelven a tener huecos para citas.',
  siQuitar: 'Sí, quitar',
  noVolver: 'No, volver',
  cierreQuitado: (descripcion: string) => `Cierre '${descripcion}' quitado.`,
  noSeHaPodido: 'No se ha podido quitar',
  // Añadir un cierre.
  anadirCierre: 'Añadir cierre',
  tipoCierre: 'Tipo de cierre',
  profesionalAusente: 'Profesional',
  profesionalAusenteAyuda: 'Solo para vacaciones, baja u otra ausencia.',
  primerDia: 'Primer día',
  ultimoDia: 'Último día',
  ultimoDiaAyuda: 'Si es un solo día, déjalo vacío.',
  motivoAyuda: "Por ejemplo, 'San Isidro' o 'Vacaciones de verano'.",
  cierreAnadido: (descripcion: string) => `Cierre '${descripcion}' añadido.`,
} as const;

/** Los textos del 'Registro de actividad'. */
export const TEXTOS_REGISTRO = {
  titulo: 'Registro de actividad',
  introduccion:
    'Cada cambio del personal, de la agenda y de las citas: quién lo hizo y cuándo. De los datos de una persona se dice qué campos cambiaron, nunca sus valores; de una cita, de qué día, hora y profesional a cuáles, y el motivo de una cancelación.',
  cargando: 'Cargando el registro…',
  reintentar: 'Reintentar',
  vacio: 'Aún no hay ningún cambio registrado',
  cuando: 'Cuándo',
  quien: 'Quién',
  accion: 'Acción',
  sobreQue: 'Sobre qué',
  campos: 'Campos',
  /** Los campos cambiados de una persona, o de qué a qué cambió una cita. */
  detalle: 'Detalle',
  lineaDeOrdenes: 'Línea de órdenes',
  /** Un paciente que cambió su propia cita: el registro no dice su nombre, la cita lo dice. */
  elPaciente: 'El paciente',
  /** El filtro por tipo de cambio. */
  mostrar: 'Mostrar',
  tipos: {
    todo: 'Todos los cambios',
    personal_y_agenda: 'Personal y agenda',
    citas: 'Citas',
  },
  vacioDelTipo: 'No hay cambios de este tipo',
  ninguno: '—',
  paginas: 'Páginas del registro',
  masRecientes: 'Más recientes',
  masAntiguas: 'Más antiguas',
  pagina: (n: number) => `Página ${n}`,
  /** Lo que descarga 'Descargar CSV': el registro entero, no solo la página. */
  todoElRegistro: 'todo el registro de actividad',
  acciones: {
    crear: 'Creó',
    actualizar: 'Cambió',
    borrar: 'Borró',
    dar_de_baja: 'Dio de baja',
    dar_de_alta: 'Dio de alta',
    desbloquear: 'Desbloqueó',
    cancelar: 'Canceló',
    cumplir: 'Dio por cumplida',
    // 'Ha llegado' y 'No se presentó' del mostrador (docs/decisiones.md (54)).
    registrar_llegada: 'Anotó la llegada',
    marcar_no_presentada: 'Marcó que no se presentó',
  },
  /** De una cita, 'Cambió' es moverla; de su diagnóstico o su informe, crearlo es guardarlo. */
  accionesDeCita: {
    actualizar: 'Movió',
  } as Readonly<Record<string, string>>,
  guardo: 'Guardó',
  /** Los campos como los nombra la pantalla; uno que no está aquí se muestra como llega. */
  nombresDeCampo: {
    nombre: 'nombre',
    primer_apellido: 'primer apellido',
    segundo_apellido: 'segundo apellido',
    email: 'correo electrónico',
    dni: 'DNI',
    num_colegiado: 'número de colegiado',
    responsable: 'responsable',
    password: 'contraseña',
    direccion: 'dirección',
    telefono: 'teléfono',
    horario: 'horario',
    minutos_por_hueco: 'duración de cada cita',
  } as Readonly<Record<string, string>>,
  entidades: {
    empleado: 'Empleado',
    clinica: 'La clínica',
    horario_profesional: 'Horario de un profesional',
    cierre: 'Cierre',
    cita: 'Cita',
    diagnostico: 'Diagnóstico',
    informe: 'Informe',
  },
} as const;

export const MENSAJES_CIERRE = {
  sinTipo: 'Elige el tipo de cierre.',
  sinFecha: 'Escribe el primer día, como 15/05/2027.',
} as const;
