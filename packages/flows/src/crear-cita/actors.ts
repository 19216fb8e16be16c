/**
 * Los actores de cada flujo sobre `@clinica/api-client`, para conectar un flujo a un servidor
 * real en una línea:
 *
 *     crearPacienteMachine.provide({ actors: actoresCrearPaciente(client) })
 *
 * Cada uno se puede sustituir por otro con la misma entrada y salida. Los fallos salen como
 * `ClinicaApiError`, que las máquinas entienden (errores/fallos.ts: `comoFallo`). Al parar un actor (la
 * provincia o el día cambian antes de la respuesta) su petición se aborta.
 */

import { ClinicaApiError, type ClinicaClient, unwrap } from '@clinica/api-client';
import { fromPromise } from 'xstate';
import {
  buscarPrimerHueco,
  cargarCitasDelPaciente,
  cargarDiasCerrados,
  cargarHuecosLibres,
  cargarProfesionales,
} from '../cita/actors';
import { cargarPaciente } from '../editar-paciente/actors';
import type { CitaGuardada, NuevaCita, PacienteElegido, PacienteEncontrado } from '../tipos';
import { type CuerpoConClave, cabeceraDeClave } from '../wizard/idempotencia';

/** GET /api/usuarios/buscarPorDni?dni=…; `null` cuando ningún paciente lo tiene (404). */
export function buscarPacientePorDni(client: ClinicaClient) {
  return fromPromise<PacienteEncontrado | null, { dni: string }>(async ({ input, signal }) => {
    try {
      const { usuarios } = await unwrap(
        client.GET('/api/usuarios/buscarPorDni', { params: { query: { dni: input.dni } }, signal }),
      );
      return usuarios[0] ?? null;
    } catch (error) {
      if (error instanceof ClinicaApiError && error.status === 404) return null;
      throw error;
    }
  });
}

/**
 * GET /api/usuarios/mostrarPaciente/{id}: el paciente elegido en su ficha, tenga o no documento
 * (la lectura queda en el registro, como la de la ficha).
 */
export function cargarPacientePorId(client: ClinicaClient) {
  return fromPromise<PacienteElegido, { id: number }>(async ({ input, signal }) => {
    const ficha = await cargarPaciente(client, input.id, signal);
    const { id, nombre_completo, tipo_documento, documento } = ficha;
    return { id, nombre_completo, tipo_documento, documento };
  });
}

/**
 * POST /api/citas/guardar con la clave del envío: una cita de radiología o de medicina familiar
 * (`NuevaCita`, uno de los dos cuerpos del contrato).
 */
export function guardarCita(client: ClinicaClient) {
  return fromPromise<CitaGuardada, CuerpoConClave<NuevaCita>>(({ input, signal }) =>
    unwrap(
      client.POST('/api/citas/guardar', {
        params: { header: cabeceraDeClave(input.claveIdempotencia) },
        body: input.cuerpo,
        signal,
      }),
    ),
  );
}

export function actoresCrearCita(client: ClinicaClient) {
  return {
    buscarPacientePorDni: buscarPacientePorDni(client),
    cargarPacientePorId: cargarPacientePorId(client),
    cargarProfesionales: cargarProfesionales(client),
    cargarHuecosLibres: cargarHuecosLibres(client),
    cargarDiasCerrados: cargarDiasCerrados(client),
    buscarPrimerHueco: buscarPrimerHueco(client),
    cargarCitasDelPaciente: cargarCitasDelPaciente(client),
    guardarCita: guardarCita(client),
  };
}
