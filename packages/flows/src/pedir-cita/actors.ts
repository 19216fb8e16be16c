/**
 * Los actores del área del paciente sobre `@clinica/api-client`:
 * `pedirCitaMachine.provide({ actors: actoresPedirCita(client) })`.
 */
import { type ClinicaClient, type PeticionCita, unwrap } from '@clinica/api-client';
import { fromPromise } from 'xstate';
import { cargarDiasCerrados, leerProfesionales } from '../cita/actors';
import type { CitaGuardada, Profesional } from '../tipos';
import { type CuerpoConClave, cabeceraDeClave } from '../wizard/idempotencia';
import { buscarHuecosCercanos, type Hueco } from './huecosCercanos';
import type { DeseoDeCita } from './machine';

/** GET /api/usuarios/mostrarMedicos: los de crear cita (cita/actors.ts), para el paciente. */
export function cargarMedicos(client: ClinicaClient) {
  return fromPromise<Profesional[], void>(({ signal }) =>
    leerProfesionales(client, 'medico', signal),
  );
}

/**
 * GET /api/citas/huecosLibres?desde=…&hasta=… de los días alrededor del deseado, en una sola
 * petición: las citas libres del médico más cercanas a lo que el paciente pidió.
 */
export function cargarHuecosCercanos(client: ClinicaClient) {
  return fromPromise<Hueco[], DeseoDeCita>(({ input, signal }) =>
    buscarHuecosCercanos(
      { fecha: input.fecha, hora: input.hora },
      input.hoy,
      async (desde, hasta) => {
        const { dias = [] } = await unwrap(
          client.GET('/api/citas/huecosLibres', {
            params: { query: { desde, hasta, id_medico: input.idProfesional } },
            signal,
          }),
        );
        return dias;
      },
    ),
  );
}

/** POST /api/citas/pedirCita: el servidor pone al paciente, el número y EN_CURSO. */
export function pedirCita(client: ClinicaClient) {
  return fromPromise<CitaGuardada, CuerpoConClave<PeticionCita>>(({ input, signal }) =>
    unwrap(
      client.POST('/api/citas/pedirCita', {
        params: { header: cabeceraDeClave(input.claveIdempotencia) },
        body: input.cuerpo,
        signal,
      }),
    ),
  );
}

export function actoresPedirCita(client: ClinicaClient) {
  return {
    cargarMedicos: cargarMedicos(client),
    cargarHuecosCercanos: cargarHuecosCercanos(client),
    cargarDiasCerrados: cargarDiasCerrados(client),
    pedirCita: pedirCita(client),
  };
}
