import { type ClinicaClient, unwrap } from '@clinica/api-client';
import { fromPromise } from 'xstate';
import {
  buscarPrimerHueco,
  cargarDiasCerrados,
  cargarHuecosLibres,
  cargarProfesionales,
} from '../cita/actors';
import type { CambioCita, CitaGuardada } from '../tipos';

/** PUT /api/citas/actualizar/{id}, con `idRadiologo` o `idMedico` según la cita. */
export function actualizarCita(client: ClinicaClient) {
  return fromPromise<CitaGuardada, CambioCita>(({ input: { id, ...cambio }, signal }) =>
    unwrap(
      client.PUT('/api/citas/actualizar/{id}', { params: { path: { id } }, body: cambio, signal }),
    ),
  );
}

export function actoresModificarCita(client: ClinicaClient) {
  return {
    cargarProfesionales: cargarProfesionales(client),
    cargarHuecosLibres: cargarHuecosLibres(client),
    cargarDiasCerrados: cargarDiasCerrados(client),
    buscarPrimerHueco: buscarPrimerHueco(client),
    actualizarCita: actualizarCita(client),
  };
}
