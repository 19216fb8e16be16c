/**
 * Los actores de 'Editar paciente' sobre `@clinica/api-client`: una aplicación conecta la página
 * en una línea (`editarPacienteMachine.provide({ actors: actoresEditarPaciente(client) })`) y
 * puede sustituir cualquiera.
 */
import { type ClinicaClient, type FichaPaciente, unwrap } from '@clinica/api-client';
import { fromPromise } from 'xstate';
import { cargarPoblaciones, cargarProvincias } from '../crear-paciente/actors';
import type { EnvioEditarPaciente } from './machine';

/** GET mostrarPaciente/{id}: la ficha que se edita (la lectura queda en el registro). */
export function cargarPaciente(
  client: ClinicaClient,
  id: number,
  signal?: AbortSignal,
): Promise<FichaPaciente> {
  return unwrap(
    client.GET('/api/usuarios/mostrarPaciente/{id}', { params: { path: { id } }, signal }),
  );
}

/** PUT actualizarPaciente/{id} con solo lo que cambia. */
export function guardarPaciente(client: ClinicaClient) {
  return fromPromise<FichaPaciente, EnvioEditarPaciente>(({ input, signal }) =>
    unwrap(
      client.PUT('/api/usuarios/actualizarPaciente/{id}', {
        params: { path: { id: input.id } },
        body: input.cambio,
        signal,
      }),
    ),
  );
}

export function actoresEditarPaciente(client: ClinicaClient) {
  return {
    guardarPaciente: guardarPaciente(client),
    cargarProvincias: cargarProvincias(client),
    cargarPoblaciones: cargarPoblaciones(client),
  };
}
