/**
 * Una cita de la lista, pedida otra vez al servidor por su id: las rutas de §2.3 solo traen el
 * id de la cita y el del paciente, y lo que se muestra o se cambia tiene que ser lo que la cita
 * tiene ahora, no lo que diga la URL. Sirve para cualquier día, no solo el de hoy.
 */
import { type CitaListado, ClinicaApiError, type ClinicaClient, unwrap } from '@clinica/api-client';
import { MENSAJE_CITA_NO_ENCONTRADA } from './texts';

export { MENSAJE_CITA_NO_ENCONTRADA } from './texts';

/** Pide una cita por su id; rechaza con un `ClinicaApiError` que se puede mostrar. */
export type BuscarCita = (idCita: number, signal: AbortSignal) => Promise<CitaListado>;

/** Las citas del paciente (GET /api/citas/mostrarCitasDelPaciente/{idPaciente}). */
export function leerCitasDelPaciente(
  client: ClinicaClient,
  idPaciente: number,
  signal: AbortSignal,
): Promise<CitaListado[]> {
  return unwrap(
    client.GET('/api/citas/mostrarCitasDelPaciente/{id}', {
      params: { path: { id: idPaciente } },
      signal,
    }),
  );
}

/** La cita `idCita` entre las del paciente; si no está, un 404 que se puede mostrar. */
export function laCitaEntre(citas: readonly CitaListado[], idCita: number): CitaListado {
  const cita = citas.find((c) => c.id === idCita);
  if (!cita) throw new ClinicaApiError(404, MENSAJE_CITA_NO_ENCONTRADA);
  return cita;
}

/**
 * Busca la cita entre las del paciente (GET /api/citas/mostrarCitasDelPaciente/{idPaciente}),
 * que el enlace de la lista lleva en la URL.
 */
export function buscarCitaDelPaciente(client: ClinicaClient, idPaciente: number): BuscarCita {
  return async (idCita, signal) =>
    laCitaEntre(await leerCitasDelPaciente(client, idPaciente, signal), idCita);
}
