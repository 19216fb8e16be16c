import { rutasDeFlujo } from '../rutas';
import type { PasoCrearPaciente } from './machine';

/** Rutas de §2.3 bajo /administrativo/. 'enviando' se queda en la del resumen. */
export const RUTAS_CREAR_PACIENTE = {
  informacionPaciente: 'crearPaciente',
  asignarContrasena: 'crearPaciente/crearPacientePaso2',
  resumen: 'crearPaciente/crearPacientePaso3',
  enviando: 'crearPaciente/crearPacientePaso3',
  confirmacion: 'crearPaciente/confirmacionCreacionPaciente',
} as const;

const rutas = rutasDeFlujo<keyof typeof RUTAS_CREAR_PACIENTE, PasoCrearPaciente>(
  RUTAS_CREAR_PACIENTE,
  ['informacionPaciente', 'asignarContrasena', 'resumen'],
);

/** El segmento de ruta del paso en que está la máquina. */
export const rutaDelPasoCrearPaciente = rutas.rutaDelPaso;
/** El paso que pide una ruta (para `IR_A_PASO`); la confirmación no se puede pedir. */
export const pasoDeRutaCrearPaciente = rutas.pasoDeRuta;
