/** Los actores del paso 'Asignar datos', comunes a crear y modificar cita. */
import { type CitaListado, type ClinicaClient, type DiaCerrado, unwrap } from '@clinica/api-client';
import { sumarDias } from '@clinica/api-client/reglas';
import { fromPromise } from 'xstate';
import type {
  CitaDelPaciente,
  ConsultaDiasCerrados,
  ConsultaHuecos,
  ConsultaPrimerHueco,
  PrimerHueco,
  Profesional,
  TipoProfesional,
} from '../tipos';
import { DIAS_DEL_PRIMER_HUECO } from './datosCita';

/**
 * GET /api/usuarios/mostrarRadiologos o GET /api/usuarios/mostrarMedicos, según el tipo de la
 * cita: los profesionales que se pueden elegir, por su id y su nombre.
 */
export async function leerProfesionales(
  client: ClinicaClient,
  tipo: TipoProfesional,
  signal?: AbortSignal,
): Promise<Profesional[]> {
  if (tipo === 'medico') {
    const { usuarios } = await unwrap(client.GET('/api/usuarios/mostrarMedicos', { signal }));
    return usuarios.map((m) => ({
      idProfesional: m.id_medico,
      nombre_completo: m.nombre_completo,
    }));
  }
  const { usuarios } = await unwrap(client.GET('/api/usuarios/mostrarRadiologos', { signal }));
  return usuarios.map((r) => ({
    idProfesional: r.id_radiologo,
    nombre_completo: r.nombre_completo,
  }));
}

/** Los profesionales de 'Asignar datos' (crear y modificar cita). */
export function cargarProfesionales(client: ClinicaClient) {
  return fromPromise<Profesional[], TipoProfesional>(({ input, signal }) =>
    leerProfesionales(client, input, signal),
  );
}

/** GET /api/citas/huecosLibres?fecha=…&id_radiologo=… (o &id_medico=… para un médico). */
export function cargarHuecosLibres(client: ClinicaClient) {
  return fromPromise<string[], ConsultaHuecos>(async ({ input, signal }) => {
    const profesional =
      input.profesional === 'medico'
        ? { id_medico: input.idProfesional }
        : { id_radiologo: input.idProfesional };
    const { huecos } = await unwrap(
      client.GET('/api/citas/huecosLibres', {
        params: { query: { fecha: input.fecha, ...profesional } },
        signal,
      }),
    );
    return huecos;
  });
}

/**
 * 'Primer hueco libre': GET /api/citas/huecosLibres?desde=…&hasta=… del profesional, una sola
 * petición por los próximos 62 días, y el primero que tiene alguna hora libre.
 */
export function buscarPrimerHueco(client: ClinicaClient) {
  return fromPromise<PrimerHueco, ConsultaPrimerHueco>(async ({ input, signal }) => {
    const profesional =
      input.profesional === 'medico'
        ? { id_medico: input.idProfesional }
        : { id_radiologo: input.idProfesional };
    const { dias = [] } = await unwrap(
      client.GET('/api/citas/huecosLibres', {
        params: {
          query: {
            desde: input.desde,
            hasta: sumarDias(input.desde, DIAS_DEL_PRIMER_HUECO - 1),
            ...profesional,
          },
        },
        signal,
      }),
    );
    const dia = dias.find((d) => d.huecos.length > 0);
    return dia ? { fecha: dia.fecha, huecos: dia.huecos } : null;
  });
}

/**
 * GET /api/agenda/diasCerrados?desde=…&hasta=…(&id_radiologo=… o &id_medico=…): los días sin
 * huecos, que el calendario marca como no disponibles (docs/decisiones.md (49)).
 */
export function cargarDiasCerrados(client: ClinicaClient) {
  return fromPromise<DiaCerrado[], ConsultaDiasCerrados>(async ({ input, signal }) => {
    const profesional =
      input.idProfesional === null
        ? {}
        : input.profesional === 'medico'
          ? { id_medico: input.idProfesional }
          : { id_radiologo: input.idProfesional };
    const { dias } = await unwrap(
      client.GET('/api/agenda/diasCerrados', {
        params: { query: { desde: input.desde, hasta: input.hasta, ...profesional } },
        signal,
      }),
    );
    return dias;
  });
}

/**
 * GET /api/citas/mostrarCitasDelPaciente/{id}: todas las citas del paciente, de la más reciente a
 * la más antigua (su ficha las muestra; la lectura queda en el registro).
 */
export function leerCitasDelPaciente(
  client: ClinicaClient,
  idPaciente: number,
  signal?: AbortSignal,
): Promise<CitaListado[]> {
  return unwrap(
    client.GET('/api/citas/mostrarCitasDelPaciente/{id}', {
      params: { path: { id: idPaciente } },
      signal,
    }),
  );
}

/**
 * Las citas del paciente, para avisar de otra el mismo día con el mismo profesional
 * (cita/citaRepetida.ts).
 */
export function cargarCitasDelPaciente(client: ClinicaClient) {
  return fromPromise<CitaDelPaciente[], { idPaciente: number }>(async ({ input, signal }) => {
    const citas = await leerCitasDelPaciente(client, input.idPaciente, signal);
    return citas.map(({ id, fecha, hora, estado, id_radiologo, id_medico }) => ({
      id,
      fecha,
      hora,
      estado,
      id_radiologo,
      id_medico,
    }));
  });
}
