import { type CitaListado, type ClinicaClient, unwrap } from '@clinica/api-client';

/** Cuántos días, hoy incluido, abarca la lista 'Citas' del radiólogo. */
export const DIAS_DE_CITAS_DEL_RADIOLOGO = 14;

/**
 * Las citas de un radiólogo de hoy y de los próximos días, y las de días anteriores que le quedan
 * por informar, en una sola petición (GET /api/citas/mostrarCitasRadiologo/{id}?desde=&dias=
 * &pendientes=true: el servidor da solo las suyas, por fecha y hora, y rechaza el id de otro
 * radiólogo). El orden se asegura también aquí, por si acaso.
 */
export async function cargarCitasDelRadiologo(
  client: ClinicaClient,
  idRadiologo: number,
  hoy: string,
  signal?: AbortSignal,
  dias = DIAS_DE_CITAS_DEL_RADIOLOGO,
): Promise<CitaListado[]> {
  const citas = await unwrap(
    client.GET('/api/citas/mostrarCitasRadiologo/{id}', {
      params: { path: { id: idRadiologo }, query: { desde: hoy, dias, pendientes: true } },
      signal,
    }),
  );
  return [...citas].sort((a, b) => `${a.fecha} ${a.hora}`.localeCompare(`${b.fecha} ${b.hora}`));
}
