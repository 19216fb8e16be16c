/**
 * Los actores de la ficha de un empleado sobre `@clinica/api-client`:
 * `fichaEmpleadoMachine.provide({ actors: actoresFichaEmpleado(client) })`.
 */
import { type ClinicaClient, type Empleado, unwrap } from '@clinica/api-client';
import { fromPromise } from 'xstate';
import type { EnvioFichaEmpleado } from './machine';

/** La ficha de un empleado: PUT actualizarEmpleado/{id} con solo lo que cambia. */
export function actoresFichaEmpleado(client: ClinicaClient) {
  return {
    guardarEmpleado: fromPromise<Empleado, EnvioFichaEmpleado>(({ input, signal }) =>
      unwrap(
        client.PUT('/api/personal/actualizarEmpleado/{id}', {
          params: { path: { id: input.id } },
          body: input.cambio,
          signal,
        }),
      ),
    ),
  };
}
