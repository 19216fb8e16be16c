import { type ClinicaClient, unwrap } from '@clinica/api-client';
import { fromPromise } from 'xstate';
import type {
  ComprobacionContrasena,
  LugarIne,
  NuevoPaciente,
  PacienteCreado,
  ProblemaContrasena,
} from '../tipos';
import { type CuerpoConClave, cabeceraDeClave } from '../wizard/idempotencia';

/** GET /api/provincias. */
export function cargarProvincias(client: ClinicaClient) {
  return fromPromise<LugarIne[], void>(({ signal }) =>
    unwrap(client.GET('/api/provincias', { signal })),
  );
}

/** GET /api/provincias/{codigo}/poblaciones. */
export function cargarPoblaciones(client: ClinicaClient) {
  return fromPromise<LugarIne[], { provincia: string }>(({ input, signal }) =>
    unwrap(
      client.GET('/api/provincias/{codigo}/poblaciones', {
        params: { path: { codigo: input.provincia } },
        signal,
      }),
    ),
  );
}

/** POST /api/usuarios/crearUsuarioPaciente, con la `Idempotency-Key` del envío. */
export function crearPaciente(client: ClinicaClient) {
  return fromPromise<PacienteCreado, CuerpoConClave<NuevoPaciente>>(({ input, signal }) =>
    unwrap(
      client.POST('/api/usuarios/crearUsuarioPaciente', {
        params: { header: cabeceraDeClave(input.claveIdempotencia) },
        body: input.cuerpo,
        signal,
      }),
    ),
  );
}

/**
 * POST /api/contrasena/comprobar: las reglas que una contraseña nueva no cumple, con la lista de
 * las más usadas que solo tiene el servidor; vacía si vale.
 */
export function comprobarContrasena(client: ClinicaClient) {
  return fromPromise<ProblemaContrasena[], ComprobacionContrasena>(async ({ input, signal }) => {
    const { problemas } = await unwrap(
      client.POST('/api/contrasena/comprobar', { body: input, signal }),
    );
    return problemas;
  });
}

export function actoresCrearPaciente(client: ClinicaClient) {
  return {
    cargarProvincias: cargarProvincias(client),
    cargarPoblaciones: cargarPoblaciones(client),
    comprobarContrasena: comprobarContrasena(client),
    crearPaciente: crearPaciente(client),
  };
}
