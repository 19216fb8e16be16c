/**
 * El cliente de las historias y sus actores: las historias hablan con los manejadores MSW de
 * '@clinica/api-client/mocks' a través del cliente real, como lo hará la aplicación.
 *
 * Estos adaptadores convierten un `ClinicaApiError` (status) en el `FalloDeApi` (estado) que
 * leen las máquinas. Cuando `@clinica/flows` exporte sus fábricas de actores, las historias
 * las usarán en su lugar.
 */
import {
  type ClinicaClient,
  createClinicaClient,
  isClinicaApiError,
  unwrap,
} from '@clinica/api-client';
import { mockTokens } from '@clinica/api-client/mocks';
import { fromPromise } from 'xstate';
import { ErrorDeApi } from '../../errores';
import type {
  CitaGuardada,
  ConsultaHuecos,
  Credenciales,
  LugarIne,
  NuevaCita,
  NuevoPaciente,
  PacienteCreado,
  PacienteEncontrado,
  Radiologo,
  Sesion,
} from '../../tipos';

/** El cliente de las historias, con la sesión del administrativo de los datos de ejemplo. */
export function clienteDeHistoria(token: string | null = mockTokens.administrativo): ClinicaClient {
  return createClinicaClient({ baseUrl: '', getToken: () => token });
}

/** Espera la llamada y traduce su fallo a la forma de `errores.ts`. */
export async function llamar<T>(llamada: Parameters<typeof unwrap<T>>[0]): Promise<T> {
  try {
    return await unwrap(llamada);
  } catch (error) {
    if (!isClinicaApiError(error) || error.status === 0) throw error;
    throw new ErrorDeApi({
      estado: error.status,
      message: error.message,
      errores: { ...error.errores },
      ...(error.reintentarEn !== undefined ? { reintentarTras: error.reintentarEn } : {}),
    });
  }
}

export function actoresLogin(cliente: ClinicaClient) {
  return {
    iniciarSesion: fromPromise<Sesion, Credenciales>(async ({ input }) => {
      const { token, user } = await llamar(cliente.POST('/api/iniciarSesion', { body: input }));
      return { token, user };
    }),
  };
}

export function actoresCrearPaciente(cliente: ClinicaClient) {
  return {
    cargarProvincias: fromPromise<LugarIne[], void>(() => llamar(cliente.GET('/api/provincias'))),
    cargarPoblaciones: fromPromise<LugarIne[], { provincia: string }>(({ input }) =>
      llamar(
        cliente.GET('/api/provincias/{codigo}/poblaciones', {
          params: { path: { codigo: input.provincia } },
        }),
      ),
    ),
    crearPaciente: fromPromise<PacienteCreado, NuevoPaciente>(({ input }) =>
      llamar(cliente.POST('/api/usuarios/crearUsuarioPaciente', { body: input })),
    ),
  };
}

export function actoresCrearCita(cliente: ClinicaClient) {
  return {
    buscarPacientePorDni: fromPromise<PacienteEncontrado | null, { dni: string }>(
      async ({ input }) => {
        const { usuarios } = await llamar(
          cliente.GET('/api/usuarios/buscarPorDni', { params: { query: { dni: input.dni } } }),
        );
        return usuarios[0] ?? null;
      },
    ),
    cargarRadiologos: fromPromise<Radiologo[], void>(async () => {
      const { usuarios } = await llamar(cliente.GET('/api/usuarios/mostrarRadiologos'));
      return usuarios;
    }),
    cargarHuecosLibres: fromPromise<string[], ConsultaHuecos>(async ({ input }) => {
      const { huecos } = await llamar(
        cliente.GET('/api/citas/huecosLibres', {
          params: { query: { fecha: input.fecha, id_radiologo: input.idRadiologo } },
        }),
      );
      return huecos;
    }),
    guardarCita: fromPromise<CitaGuardada, NuevaCita>(({ input }) =>
      llamar(cliente.POST('/api/citas/guardar', { body: input })),
    ),
  };
}
