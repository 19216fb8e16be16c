import type { CitaListado } from '@clinica/api-client';

/** Los textos de 'Tu próxima cita' (el inicio del paciente) y de los detalles de una cita por delante. */
export const TEXTOS_PROXIMA_CITA = {
  tuProximaCita: 'Tu próxima cita',
  aLas: (hora: string) => `a las ${hora}`,
  verDetalles: 'Ver detalles',
  ninguna: 'No tienes ninguna cita programada.',
  ningunaTexto: 'Cuando pidas una, la verás aquí con su día, su hora y cómo prepararla.',
  // Not 'Pedir cita': the home's own 'Pedir cita' button sits just above it, and two links of one
  // name would read as one twice.
  pedirUnaCita: 'Pedir una cita',
  pedirCita: 'Pedir cita',
  reintentar: 'Reintentar',

  titulo: 'Detalles de la cita',
  tituloEspecialista: 'Detalles de la cita Especialista',
  numero: 'Número de cita',
  volver: 'Volver a Mis citas',
  noEncontrada: 'No tienes ninguna cita con ese número.',
  estado: 'Estado',
  cuando: 'Fecha y hora',
  tipo: 'Tipo de cita',
  medico: 'Médico',
  radiologo: 'Radiólogo',
  lugar: 'Lugar',
  llamada: 'Llamada',
  telefonoClinica: 'Teléfono de la clínica',
  llamarALaClinica: (telefono: string) => `Llamar a la clínica al ${telefono}`,
  teLlamaran: (telefono: string) => `Tu médico te llamará al ${telefono} a la hora de la cita.`,
  teLlamaranSinNumero: 'Tu médico te llamará al teléfono de tu ficha a la hora de la cita.',
  queTraer: 'Qué debes traer',
  anadirCalendario: 'Añadir al calendario',
  errorCalendario: 'No se ha podido descargar el archivo del calendario. Inténtalo de nuevo.',
  cancelar: 'Cancelar cita',
  cancelada: 'Esta cita está cancelada. Si aún la necesitas, pide otra.',
  /** Una cita a la que el paciente no acudió (docs/decisiones.md (54)). */
  noPresentada: 'No te presentaste a esta cita. Si aún la necesitas, pide otra.',
  yaNoSePuedeCancelar: (motivo: string, telefono?: string) =>
    telefono
      ? `${motivo} Si no puedes venir, llama a la clínica al ${telefono}.`
      : `${motivo} Si no puedes venir, llama a la clínica.`,
} as const;

/**
 * 'Qué debes traer' a cada tipo de cita: lo que pide la consulta o la prueba; a una telefónica,
 * nada (la llamada llega al teléfono del paciente).
 */
export function queTraer(tipo: CitaListado['tipo_cita']): {
  lista: readonly string[];
  nota: string;
} {
  switch (tipo) {
    case 'Radiologia':
      return {
        lista: [
          'Tu DNI o NIE.',
          'Las pruebas de imagen anteriores (radiografías, ecografías, resonancias) y sus informes, si los tienes.',
          'La petición de tu médico, si te la dio en papel.',
        ],
        nota: 'Llega 10 minutos antes. Si puede que estés embarazada, díselo al personal antes de la prueba.',
      };
    case 'Telefónica - Medicina familiar':
      return {
        lista: [],
        nota: 'No tienes que traer nada. Ten el teléfono a mano y, si te sirve, la lista de los medicamentos que tomas.',
      };
    default:
      return {
        lista: [
          'Tu DNI o NIE.',
          'La lista de los medicamentos que tomas.',
          'Los informes o las pruebas recientes de otros médicos, si los tienes.',
        ],
        nota: 'Llega 5 minutos antes.',
      };
  }
}
