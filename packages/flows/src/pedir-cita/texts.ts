import { NOMBRES_TIPO_CITA } from '../cita/tiposDeCita';

/** Los textos del asistente 'Pedir cita' (§2.6). */
export const TEXTOS_PEDIR_CITA = {
  proceso: 'Pedir cita',
  tipoCita: 'Tipo de cita',
  seleccionMedico: 'Selección de médico',
  seleccionFecha: 'Seleccionar fecha y hora',
  /** Los nombres cortos de la barra de pasos: cinco caben en un móvil. */
  barra: { tipo: 'Tipo', medico: 'Médico', fecha: 'Fecha', cita: 'Cita', resumen: 'Resumen' },
  citasDisponibles: 'Citas disponibles',
  resumen: 'Resumen de los datos',
  aMedias: 'Tienes una cita a medio pedir',
  presencial: NOMBRES_TIPO_CITA['Presencial - Medicina familiar'],
  telefonica: NOMBRES_TIPO_CITA['Telefónica - Medicina familiar'],
  presencialDescripcion: 'En la consulta de la clínica.',
  telefonicaDescripcion: 'El médico te llama por teléfono a la hora de la cita.',
  medico: 'Médico',
  cargandoMedicos: 'Cargando médicos…',
  fechaDeseada: 'Fecha que te viene bien',
  horaDeseada: 'Hora que te viene bien',
  fechaDescripcion: 'De lunes a viernes. Buscaremos las citas libres más cercanas.',
  buscando: 'Buscando las citas libres más cercanas…',
  elegirCita: 'Elige una cita',
  cercanas: (medico: string) => `Las citas libres de ${medico} más cercanas a lo que pediste.`,
  sinCitas: 'No hay citas libres con este médico cerca de esa fecha.',
  sinCitasAyuda: 'Prueba con otra fecha o con otro médico.',
  cambiarFecha: 'Cambiar la fecha',
  primerHueco: 'Primer hueco libre',
  primerHuecoAyuda: 'O busca las primeras citas libres de tu médico, sin elegir fecha.',
  cambiarMedico: 'Elegir otro médico',
  reintentar: 'Reintentar',
  fecha: 'Fecha',
  hora: 'Hora',
  /** El botón del resumen: dice lo que hace. */
  pedir: 'Pedir cita',
  confirmacion: 'Cita creada correctamente',
  error: 'Error al crear la cita',
  intentarDeNuevo: 'Intentar de nuevo',
  volverAlResumen: 'Volver al resumen',
  numero: 'Número de cita',
  anadirCalendario: 'Añadir al calendario',
  errorCalendario: 'No se ha podido descargar la cita para el calendario. Inténtalo de nuevo.',
  /** Dónde es una cita presencial: la dirección de la clínica. */
  lugar: 'Lugar',
  /** Cómo es una telefónica: el teléfono del paciente al que llaman. */
  llamada: 'Llamada',
  teLlamaran: (telefono: string) => `El médico te llamará al ${telefono}.`,
  teLlamaranSinNumero: 'El médico te llamará al teléfono que tienes en la clínica.',
  misCitas: 'Mis citas',
  volverAlInicio: 'Volver al inicio',
} as const;

export const MENSAJE_TIPO_OBLIGATORIO = 'Elige el tipo de cita.';
export const MENSAJE_HORA_DESEADA = 'Elige una hora.';
export const MENSAJE_CITA_OBLIGATORIA = 'Elige una de las citas disponibles.';
export const MENSAJE_CITA_OCUPADA =
  'Otra persona acaba de coger esa cita. Elige otra de las citas disponibles.';
export const MENSAJE_ERROR_CITAS = 'No se han podido cargar las citas libres. Inténtalo de nuevo.';
export const MENSAJE_ERROR_MEDICOS_PACIENTE =
  'No se han podido cargar los médicos. Inténtalo de nuevo.';
