import { TEXTOS_PROFESIONAL } from './profesional';
export const TEXTOS_FILAS_DE_CITA = {
  numero: 'Nº de cita',
  paciente: 'Paciente',
  dni: 'DNI',
  /** Un menor sin documento (docs/decisiones.md (52)). */
  sinDocumento: 'Sin documento',
  fecha: 'Fecha',
  hora: 'Hora',
  tipo: 'Tipo de cita',
  radiologo: 'Radiólogo',
  medico: 'Médico',
} as const;

export const TEXTOS_CITA_REPETIDA = {
  titulo: 'Aviso',
  puedesSeguir: 'Si hace falta otra, puedes seguir igualmente.',
} as const;

export const TEXTOS_CITAS_AFECTADAS = {
  numCita: 'Número',
  modificar: 'Modificar',
  modificarCita: (num: string) => `Modificar la cita ${num}`,
  cancelar: 'Cancelar',
  cancelarCita: (num: string) => `Cancelar la cita ${num}`,
  masCitas: (mostradas: number, total: number) =>
    `Se muestran las ${mostradas} primeras de ${total} citas.`,
} as const;

export const MENSAJE_CITA_NO_ENCONTRADA =
  'No se ha encontrado la cita. Vuelve a la lista de citas y elígela de nuevo.';

export const MENSAJE_HUECO_OCUPADO = 'Ese hueco ya está ocupado. Elige otra hora.';

export const MENSAJE_ERROR_RADIOLOGOS = TEXTOS_PROFESIONAL.radiologo.errorAlCargar;

export const MENSAJE_ERROR_MEDICOS = TEXTOS_PROFESIONAL.medico.errorAlCargar;

export const MENSAJE_ERROR_HUECOS = 'No se han podido cargar las horas libres. Inténtalo de nuevo.';

export const TEXTOS_DATOS_CITA = {
  fecha: 'Fecha',
  hora: 'Hora',
  cargandoHoras: 'Buscando horas libres…',
  reintentar: 'Reintentar',
  primerHueco: 'Primer hueco libre',
  primerHuecoAyuda: 'El primer día y hora libres desde hoy.',
  sinPrimerHueco: (dias: number) =>
    `No hay ningún hueco libre en los próximos ${dias} días. Elige otro profesional.`,
  errorPrimerHueco: 'No se ha podido buscar el primer hueco libre. Inténtalo de nuevo.',
} as const;
