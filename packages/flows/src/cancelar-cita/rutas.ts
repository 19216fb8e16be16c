import { rutasDeFlujo } from '../rutas';

/** Rutas de §2.3 bajo /administrativo/. 'Cancelar' vuelve a la lista de citas. */
export const RUTAS_CANCELAR_CITA = {
  confirmar: 'eliminarCita',
  enviando: 'eliminarCita',
  confirmacion: 'eliminarCita/confirmacionEliminarCita',
  cancelado: 'citas',
} as const;

const rutas = rutasDeFlujo<keyof typeof RUTAS_CANCELAR_CITA, 'confirmar'>(RUTAS_CANCELAR_CITA, [
  'confirmar',
]);

export const rutaDelPasoCancelarCita = rutas.rutaDelPaso;
export const pasoDeRutaCancelarCita = rutas.pasoDeRuta;
