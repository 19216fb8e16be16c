/**
 * Los actores de 'Agenda' y del 'Registro de actividad' sobre `@clinica/api-client`
 * (docs/decisiones.md (49)). Una aplicación conecta la página en una línea
 * (`maquinasDeAgenda(client)`) y puede sustituir cualquiera.
 */
import {
  type Agenda,
  type Cierre,
  ClinicaApiError,
  type ClinicaClient,
  type ErrorCitasAfectadas,
  type RegistroDeActividad,
  type TipoDeActividad,
  unwrap,
} from '@clinica/api-client';
import { normalizarTelefono } from '@clinica/api-client/reglas';
import { fromPromise } from 'xstate';
import {
  cierreNuevo,
  type DatosCierre,
  type DatosClinica,
  type DatosHorarioClinica,
  type DatosHorarioProfesional,
  horarioDe,
} from './datos';
import {
  datosClinicaMachine,
  horarioClinicaMachine,
  horarioProfesionalMachine,
  nuevoCierreMachine,
  quitarCierreMachine,
  type ResultadoAgenda,
} from './machine';

/** GET mostrarAgenda: la clínica, su horario, el de cada profesional y los cierres. */
export function cargarAgenda(
  client: ClinicaClient,
  anio?: number,
  signal?: AbortSignal,
): Promise<Agenda> {
  return unwrap(
    client.GET('/api/agenda/mostrarAgenda', {
      params: { query: anio === undefined ? {} : { anio } },
      signal,
    }),
  );
}

/**
 * GET auditoria/registro: una página (25 filas) del registro de actividad, la más reciente antes;
 * con `tipo`, solo los cambios del personal y la agenda o solo los de las citas.
 */
export function cargarRegistroDeActividad(
  client: ClinicaClient,
  pagina = 1,
  signal?: AbortSignal,
  tipo?: TipoDeActividad,
): Promise<RegistroDeActividad> {
  return unwrap(
    client.GET('/api/auditoria/registro', {
      params: { query: { pagina, ...(tipo ? { tipo } : {}) } },
      signal,
    }),
  );
}

interface Respuesta<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Una petición que guarda: su dato, o el 409 con las citas afectadas como respuesta, no fallo. */
async function conCitasAfectadas<T>(peticion: Promise<Respuesta<T>>): Promise<ResultadoAgenda<T>> {
  let respuesta: Respuesta<T>;
  try {
    respuesta = await peticion;
  } catch (causa) {
    if (causa instanceof Error && causa.name === 'AbortError') throw causa;
    throw ClinicaApiError.network(causa);
  }
  const { data, error, response } = respuesta;
  if (response.ok) return { guardado: data as T };
  if (response.status === 409 && error) return { afectadas: error as ErrorCitasAfectadas };
  throw ClinicaApiError.from(response, error);
}

/** Los actores de cada formulario de la agenda y de quitar un cierre. */
export function actoresAgenda(client: ClinicaClient) {
  return {
    /** PUT actualizarClinica con nombre, dirección y teléfono. */
    guardarDatosClinica: fromPromise<ResultadoAgenda<unknown>, object>(({ input, signal }) => {
      const datos = input as DatosClinica;
      return conCitasAfectadas(
        client.PUT('/api/agenda/actualizarClinica', {
          body: {
            nombre: datos.nombre.trim(),
            direccion: datos.direccion.trim(),
            telefono: normalizarTelefono(datos.telefono),
          },
          signal,
        }),
      );
    }),
    /** PUT actualizarClinica con el horario semanal y la duración de las citas. */
    guardarHorarioClinica: fromPromise<ResultadoAgenda<unknown>, object>(({ input, signal }) => {
      const datos = input as DatosHorarioClinica;
      return conCitasAfectadas(
        client.PUT('/api/agenda/actualizarClinica', {
          body: {
            horario: horarioDe(datos.semana),
            minutos_por_hueco: datos.minutos_por_hueco as 60,
          },
          signal,
        }),
      );
    }),
    /** PUT actualizarHorarioProfesional/{id}: sus días, o vacío ('Como la clínica'). */
    guardarHorarioProfesional: fromPromise<ResultadoAgenda<unknown>, object>(
      ({ input, signal }) => {
        const datos = input as DatosHorarioProfesional;
        return conCitasAfectadas(
          client.PUT('/api/agenda/actualizarHorarioProfesional/{id}', {
            params: { path: { id: datos.id_usuario } },
            body: { horario: datos.comoLaClinica ? [] : horarioDe(datos.semana) },
            signal,
          }),
        );
      },
    ),
    /** POST crearCierre. */
    crearCierre: fromPromise<ResultadoAgenda<unknown>, object>(({ input, signal }) =>
      conCitasAfectadas<Cierre>(
        client.POST('/api/agenda/crearCierre', {
          body: cierreNuevo(input as DatosCierre),
          signal,
        }),
      ),
    ),
    /** DELETE borrarCierre/{id}. */
    quitarCierre: fromPromise<void, { id: number }>(async ({ input, signal }) => {
      await unwrap(
        client.DELETE('/api/agenda/borrarCierre/{id}', {
          params: { path: { id: input.id } },
          signal,
        }),
      );
    }),
  };
}

/** Las máquinas de la página 'Agenda', cada una con su actor: lo que `Agenda` recibe. */
export function maquinasDeAgenda(client: ClinicaClient) {
  const actores = actoresAgenda(client);
  return {
    datosClinica: datosClinicaMachine.provide({ actors: { guardar: actores.guardarDatosClinica } }),
    horarioClinica: horarioClinicaMachine.provide({
      actors: { guardar: actores.guardarHorarioClinica },
    }),
    horarioProfesional: horarioProfesionalMachine.provide({
      actors: { guardar: actores.guardarHorarioProfesional },
    }),
    nuevoCierre: nuevoCierreMachine.provide({ actors: { guardar: actores.crearCierre } }),
    quitarCierre: quitarCierreMachine.provide({ actors: { quitarCierre: actores.quitarCierre } }),
  };
}

export type MaquinasDeAgenda = ReturnType<typeof maquinasDeAgenda>;
