import { definirAsistente } from '../wizard/steps';
import { TEXTOS_CANCELAR_CITA as T } from './texts';

/** 'Cancelar cita' (§2.3): una pregunta y la confirmación; 'Cancelar' vuelve a la lista. */
export const ASISTENTE_CANCELAR_CITA = definirAsistente<'confirmar'>({
  proceso: T.proceso,
  prefijo: 'cancelar-cita',
  pasos: [{ estado: 'confirmar', ruta: 'eliminarCita', titulo: T.proceso }],
  otrasRutas: {
    enviando: 'eliminarCita',
    confirmacion: 'eliminarCita/confirmacionEliminarCita',
    cancelado: 'citas',
  },
});
