import { type CargaDeCita, useCargaDeCita } from '../cita/useCargaDeCita';
import type { CargarCita, CitaActual } from './cargarCita';

export type CargaCitaActual = CargaDeCita<CitaActual>;

/** Los datos actuales de la cita que se modifica (ver `useCargaDeCita`). */
export function useCitaActual(idCita: number, cargar: CargarCita | undefined) {
  return useCargaDeCita(idCita, cargar);
}
