import { rutasDeFlujo } from '../rutas';
import type { PasoCrearCita } from './machine';

/** Rutas de §2.3 bajo /administrativo/. 'enviando' se queda en la de 'Confirmar datos'. */
export const RUTAS_CREAR_CITA = {
  busquedaPaciente: 'crearCita',
  asignarDatos: 'crearCita/crearCitaPaso2',
  confirmarDatos: 'crearCita/crearCitaPaso3',
  enviando: 'crearCita/crearCitaPaso3',
  confirmacion: 'crearCita/confirmacionCreacionCita',
} as const;

const rutas = rutasDeFlujo<keyof typeof RUTAS_CREAR_CITA, PasoCrearCita>(RUTAS_CREAR_CITA, [
  'busquedaPaciente',
  'asignarDatos',
  'confirmarDatos',
]);

/** El segmento de ruta del paso en que está la máquina. */
export const rutaDelPasoCrearCita = rutas.rutaDelPaso;
/** El paso que pide una ruta (para `IR_A_PASO`); la confirmación no se puede pedir. */
export const pasoDeRutaCrearCita = rutas.pasoDeRuta;
