/**
 * 'Añadir al calendario': the cita's .ics comes from the server (GET /api/citas/calendario/{id},
 * built there with a kept library), through the app's client, so its token goes with it and an
 * expired session signs out as on any call. The browser only saves it.
 *
 *     <PedirCita onAnadirAlCalendario={descargarCalendarioDeCita(client)} … />
 */
import { type ClinicaClient, unwrap } from '@clinica/api-client';
import { guardarArchivo } from '../descargas/guardarArchivo';
import type { CitaGuardada } from '../tipos';

/** The file's name: 'cita-48213K.ics'. */
export const archivoDeCalendario = (numCita: string) => `cita-${numCita}.ics`;

/** '612345678' → '612 345 678', as a phone number is said. */
export const telefonoLegible = (telefono: string) =>
  /^\d{9}$/.test(telefono) ? telefono.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3') : telefono;

/** Downloads a cita's calendar file; a failed call throws its `ClinicaApiError`. */
export function descargarCalendarioDeCita(client: ClinicaClient) {
  return async (cita: Pick<CitaGuardada, 'id' | 'num_cita'>): Promise<void> => {
    const texto = await unwrap(
      client.GET('/api/citas/calendario/{id}', {
        params: { path: { id: cita.id } },
        parseAs: 'text',
      }),
    );
    guardarArchivo(
      new Blob([texto], { type: 'text/calendar;charset=utf-8' }),
      archivoDeCalendario(cita.num_cita),
    );
  };
}
