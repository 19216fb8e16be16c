/**
 * Los actores de cada flujo sobre `@clinica/api-client`, para conectar un flujo a un servidor
 * real en una línea:
 *
 *     crearPacienteMachine.provide({ actors: actoresCrearPaciente(client) })
 *
 * Cada uno se puede sustituir por otro con la misma entrada y salida. Los fallos salen como
 * `ClinicaApiError`, que las máquinas entienden (errores.ts: `comoFallo`). Al parar un actor (la
 * provincia o el día cambian antes de la respuesta) su petición se aborta.
 */
import { ClinicaApiError, type ClinicaClient, unwrap } from '@clinica/api-client';
import { fromPromise } from 'xstate';
import { type ConClave, cabeceraDeClave, sinClave } from './idempotencia';
import type {
  CambioCita,
  CitaGuardada,
  ComprobacionContrasena,
  ConsultaHuecos,
  Credenciales,
  LugarIne,
  NuevaCita,
  NuevoPaciente,
  PacienteCreado,
  PacienteEncontrado,
  ProblemaContrasena,
  Profesional,
  Sesion,
  TipoProfesional,
} from './tipos';
import { MENSAJES } from './validacion/obligatorio';

/** POST /api/iniciarSesion. Una respuesta con la bandera `error` cuenta como rechazo (§8). */
export function iniciarSesion(client: ClinicaClient) {
  return fromPromise<Sesion, Credenciales>(async ({ input, signal }) => {
    const respuesta = await unwrap(client.POST('/api/iniciarSesion', { body: input, signal }));
    if (respuesta.error) throw new ClinicaApiError(401, MENSAJES.credencialesIncorrectas);
    const { token, user, caducidad } = respuesta;
    // `caducidad` (when the session ends) lets the app warn before the idle timeout.
    return caducidad ? { token, user, caducidad } : { token, user };
  });
}

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
  return fromPromise<PacienteCreado, NuevoPaciente & ConClave>(({ input, signal }) =>
    unwrap(
      client.POST('/api/usuarios/crearUsuarioPaciente', {
        params: { header: cabeceraDeClave(input.claveIdempotencia) },
        body: sinClave(input),
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
 * GET /api/usuarios/mostrarRadiologos o GET /api/usuarios/mostrarMedicos, según el tipo de la
 * cita: los profesionales que se pueden elegir en 'Asignar datos', por su id y su nombre.
 */
export function cargarProfesionales(client: ClinicaClient) {
  return fromPromise<Profesional[], TipoProfesional>(async ({ input, signal }) => {
    if (input === 'medico') {
      const { usuarios } = await unwrap(client.GET('/api/usuarios/mostrarMedicos', { signal }));
      return usuarios.map((m) => ({ id: m.id_medico, nombre_completo: m.nombre_completo }));
    }
    const { usuarios } = await unwrap(client.GET('/api/usuarios/mostrarRadiologos', { signal }));
    return usuarios.map((r) => ({ id: r.id_radiologo, nombre_completo: r.nombre_completo }));
  });
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

/** POST /api/citas/guardar, con los valores de radiología (§9) y la clave del envío. */
export function guardarCita(client: ClinicaClient) {
  return fromPromise<CitaGuardada, NuevaCita & ConClave>(({ input, signal }) =>
    unwrap(
      client.POST('/api/citas/guardar', {
        params: { header: cabeceraDeClave(input.claveIdempotencia) },
        body: { ...sinClave(input), especialidad: 2, tipo_cita: 'Radiologia' },
        signal,
      }),
    ),
  );
}

/** PUT /api/citas/actualizar/{id}, con `idRadiologo` o `idMedico` según la cita. */
export function actualizarCita(client: ClinicaClient) {
  return fromPromise<CitaGuardada, CambioCita>(({ input: { id, ...cambio }, signal }) =>
    unwrap(
      client.PUT('/api/citas/actualizar/{id}', { params: { path: { id } }, body: cambio, signal }),
    ),
  );
}

/** POST /api/citas/cancelarCita/{id}. */
export function cancelarCita(client: ClinicaClient) {
  return fromPromise<CitaGuardada, { id: number }>(({ input, signal }) =>
    unwrap(
      client.POST('/api/citas/cancelarCita/{id}', { params: { path: { id: input.id } }, signal }),
    ),
  );
}

export function actoresLogin(client: ClinicaClient) {
  return { iniciarSesion: iniciarSesion(client) };
}

export function actoresCrearPaciente(client: ClinicaClient) {
  return {
    cargarProvincias: cargarProvincias(client),
    cargarPoblaciones: cargarPoblaciones(client),
    comprobarContrasena: comprobarContrasena(client),
    crearPaciente: crearPaciente(client),
  };
}

export function actoresCrearCita(client: ClinicaClient) {
  return {
    buscarPacientePorDni: buscarPacientePorDni(client),
    cargarProfesionales: cargarProfesionales(client),
    cargarHuecosLibres: cargarHuecosLibres(client),
    guardarCita: guardarCita(client),
  };
}

export function actoresModificarCita(client: ClinicaClient) {
  return {
    cargarProfesionales: cargarProfesionales(client),
    cargarHuecosLibres: cargarHuecosLibres(client),
    actualizarCita: actualizarCita(client),
  };
}

export function actoresCancelarCita(client: ClinicaClient) {
  return { cancelarCita: cancelarCita(client) };
}

/** POST /api/usuarios/yo/contrasena (cambiar contraseña; cierra las demás sesiones). */
export function cambiarContrasena(client: ClinicaClient) {
  return fromPromise<void, { contrasenaActual: string; contrasenaNueva: string }>(
    async ({ input, signal }) => {
      await unwrap(client.POST('/api/usuarios/yo/contrasena', { body: input, signal }));
    },
  );
}

export function actoresCambiarContrasena(client: ClinicaClient) {
  return { cambiarContrasena: cambiarContrasena(client) };
}
