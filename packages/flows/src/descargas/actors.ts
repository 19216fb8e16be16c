/**
 * What the app downloads from the server as files, through its client (the token goes with it and
 * an expired session signs out as on any call): a patient's data in a .zip (RGPD arts. 15 and
 * 20) and the lists as spreadsheets (`Accept: text/csv`). The server names the file; the browser
 * only saves it. Read as bytes: a text reading would drop the BOM a spreadsheet needs.
 *
 *     <MisCitas onDescargarMisDatos={descargarMisDatos(client)} … />
 */
import { ClinicaApiError, type ClinicaClient } from '@clinica/api-client';
import { guardarArchivo, nombreDelAdjunto } from './guardarArchivo';

/** Saves a blob as a file: the browser's by default; tests pass their own. */
export type GuardarArchivo = (archivo: Blob, nombre: string) => void;

type Llamada = Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** Waits for the call and saves its file, or throws its `ClinicaApiError` (Spanish message). */
async function adjunto(llamada: Llamada, porDefecto: string, guardar: GuardarArchivo) {
  let resultado: Awaited<Llamada>;
  try {
    resultado = await llamada;
  } catch (causa) {
    throw ClinicaApiError.network(causa);
  }
  const { data, error, response } = resultado;
  if (!response.ok) throw ClinicaApiError.from(response, error);
  guardar(data as Blob, nombreDelAdjunto(response, porDefecto));
}

const HOJA = { headers: { Accept: 'text/csv' }, parseAs: 'blob' } as const;

/** 'Descargar mis datos': the signed-in patient's .zip. */
export function descargarMisDatos(client: ClinicaClient, guardar = guardarArchivo) {
  return () =>
    adjunto(
      client.GET('/api/usuarios/exportarMisDatos', { parseAs: 'blob' }),
      'mis-datos.zip',
      guardar,
    );
}

/** The desk's 'Descargar sus datos': a patient's .zip, to hand over. */
export function descargarDatosPaciente(client: ClinicaClient, guardar = guardarArchivo) {
  return (idPaciente: number) =>
    adjunto(
      client.GET('/api/usuarios/exportarDatosPaciente/{id}', {
        params: { path: { id: idPaciente } },
        parseAs: 'blob',
      }),
      `datos-paciente-${idPaciente}.zip`,
      guardar,
    );
}

/** The day's citas as a spreadsheet (that day's; today's without one). */
export function descargarCitasDelDiaCsv(client: ClinicaClient, guardar = guardarArchivo) {
  return (fecha?: string) =>
    adjunto(
      client.GET('/api/citas/mostrarCitasDelDia', {
        params: { query: fecha ? { fecha } : {} },
        ...HOJA,
      }),
      `citas-${fecha ?? 'hoy'}.csv`,
      guardar,
    );
}

/** Every patient a search finds, as a spreadsheet (all its pages). */
export function descargarPacientesCsv(client: ClinicaClient, guardar = guardarArchivo) {
  return (q: string) =>
    adjunto(
      client.GET('/api/usuarios/buscarPacientes', { params: { query: { q } }, ...HOJA }),
      'pacientes.csv',
      guardar,
    );
}

/** The whole activity log, as a spreadsheet (the 10 000 most recent changes). */
export function descargarRegistroCsv(client: ClinicaClient, guardar = guardarArchivo) {
  return () =>
    adjunto(client.GET('/api/auditoria/registro', HOJA), 'registro-de-actividad.csv', guardar);
}
