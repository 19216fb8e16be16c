/**
 * Los datos actuales de la cita que se va a modificar. La ruta de §2.3 solo trae `idCita`,
 * `nombrePaciente` e `idPaciente`; el formulario empieza con la fecha, la hora y el radiólogo
 * que la cita tiene ahora, así que hay que pedirlos antes de arrancar la máquina.
 */
import { ClinicaApiError, type ClinicaClient } from '@clinica/api-client';
import { buscarCitaDelPaciente } from '../cita/buscarCita';
import type { EntradaModificarCita } from './machine';

export { MENSAJE_CITA_NO_ENCONTRADA } from '../cita/buscarCita';

/** Fecha, hora y radiólogo que la cita tiene ahora: la entrada de la máquina que falta. */
export type CitaActual = Pick<EntradaModificarCita, 'fecha' | 'hora' | 'idRadiologo'>;

/** Pide los datos actuales de una cita; rechaza con un mensaje que se puede mostrar. */
export type CargarCita = (idCita: number, signal: AbortSignal) => Promise<CitaActual>;

export const MENSAJE_CITA_NO_MODIFICABLE = 'Solo se pueden modificar citas en curso.';
export const MENSAJE_CITA_SIN_RADIOLOGO = 'Solo se pueden modificar aquí citas de radiología.';

/**
 * Busca la cita entre las del paciente (GET /api/citas/mostrarCitasDelPaciente/{idPaciente}),
 * que el enlace de la lista lleva en la URL. Sirve para cualquier día, no solo el de hoy.
 */
export function cargarCitaDelPaciente(client: ClinicaClient, idPaciente: number): CargarCita {
  const buscar = buscarCitaDelPaciente(client, idPaciente);
  return async (idCita, signal) => {
    const cita = await buscar(idCita, signal);
    if (cita.estado !== 'EN_CURSO') throw new ClinicaApiError(409, MENSAJE_CITA_NO_MODIFICABLE);
    if (cita.id_radiologo === null) throw new ClinicaApiError(409, MENSAJE_CITA_SIN_RADIOLOGO);
    return { fecha: cita.fecha, hora: cita.hora, idRadiologo: cita.id_radiologo };
  };
}
