import { rutasDeFlujo } from '../rutas';
import type { PasoModificarCita } from './machine';

/** Rutas de §2.3 bajo /administrativo/. 'Cancelar' vuelve a la lista de citas. */
export const RUTAS_MODIFICAR_CITA = {
  asignarDatos: 'modificarCita',
  confirmar: 'modificarCita/modificarCitaPaso2',
  enviando: 'modificarCita/modificarCitaPaso2',
  confirmacion: 'modificarCita/confirmacionModificarCita',
  cancelado: 'citas',
} as const;

const rutas = rutasDeFlujo<keyof typeof RUTAS_MODIFICAR_CITA, PasoModificarCita>(
  RUTAS_MODIFICAR_CITA,
  ['asignarDatos', 'confirmar'],
);

export const rutaDelPasoModificarCita = rutas.rutaDelPaso;
export const pasoDeRutaModificarCita = rutas.pasoDeRuta;
