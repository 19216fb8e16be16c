/**
 * Los actores de 'Personal' sobre `@clinica/api-client` (docs/decisiones.md (46)): la lista, las
 * acciones de cada fila y la ficha. Una aplicación los conecta en una línea
 * (`accionesPersonalMachine.provide({ actors: actoresAccionesPersonal(client) })`) y puede
 * sustituir cualquiera.
 */
import {
  ClinicaApiError,
  type ClinicaClient,
  type Empleado,
  type EmpleadoNuevo,
  type ErrorBaja,
  type ListaPersonal,
  unwrap,
} from '@clinica/api-client';
import { fromPromise } from 'xstate';
import { type CuerpoConClave, cabeceraDeClave } from '../wizard/idempotencia';

export interface ConsultaPersonal {
  q?: string;
  pagina?: number;
  por_pagina?: 10 | 25 | 50 | 100;
  id_rol?: 1 | 2 | 3;
}

/** GET mostrarPersonal: una página del personal, con la búsqueda del servidor. */
export function cargarPersonal(
  client: ClinicaClient,
  consulta: ConsultaPersonal = {},
  signal?: AbortSignal,
): Promise<ListaPersonal> {
  const query = {
    ...consulta,
    ...(consulta.q?.trim() ? { q: consulta.q.trim() } : { q: undefined }),
  };
  return unwrap(client.GET('/api/personal/mostrarPersonal', { params: { query }, signal }));
}

/** Un empleado por su id: la lista no tiene lectura de uno solo, así que se busca en ella. */
export async function cargarEmpleado(
  client: ClinicaClient,
  id: number,
  signal?: AbortSignal,
): Promise<Empleado> {
  for (let pagina = 1; ; pagina++) {
    const lista = await cargarPersonal(client, { pagina, por_pagina: 100 }, signal);
    const empleado = lista.empleados.find((e) => e.id === id);
    if (empleado) return empleado;
    if (pagina * lista.por_pagina >= lista.total) {
      throw new ClinicaApiError(404, 'No existe ningún empleado con ese id.');
    }
  }
}

/** Lo que responde dar de baja: hecha, o rechazada (409) con sus motivos y citas por delante. */
export type ResultadoBaja = { empleado: Empleado } | { rechazo: ErrorBaja };

/** Las acciones de una fila: dar de baja (su 409 no es un fallo, es una respuesta), alta, desbloquear. */
export function actoresAccionesPersonal(client: ClinicaClient) {
  return {
    darDeBaja: fromPromise<ResultadoBaja, { id: number }>(async ({ input, signal }) => {
      const { data, error, response } = await client.POST('/api/personal/darDeBaja/{id}', {
        params: { path: { id: input.id } },
        signal,
      });
      if (data) return { empleado: data };
      if (response.status === 409 && error) return { rechazo: error as ErrorBaja };
      throw ClinicaApiError.from(response, error);
    }),
    darDeAlta: fromPromise<Empleado, { id: number }>(({ input, signal }) =>
      unwrap(
        client.POST('/api/personal/darDeAlta/{id}', { params: { path: { id: input.id } }, signal }),
      ),
    ),
    desbloquear: fromPromise<Empleado, { id: number }>(({ input, signal }) =>
      unwrap(
        client.POST('/api/personal/desbloquear/{id}', {
          params: { path: { id: input.id } },
          signal,
        }),
      ),
    ),
  };
}

/**
 * POST crearEmpleado con la `Idempotency-Key` del envío, al lado del cuerpo: el del asistente
 * 'Dar de alta a un empleado' (`actoresAltaEmpleado`).
 */
export function crearEmpleado(client: ClinicaClient) {
  return fromPromise<Empleado, CuerpoConClave<EmpleadoNuevo>>(({ input, signal }) =>
    unwrap(
      client.POST('/api/personal/crearEmpleado', {
        params: { header: cabeceraDeClave(input.claveIdempotencia) },
        body: input.cuerpo,
        signal,
      }),
    ),
  );
}
