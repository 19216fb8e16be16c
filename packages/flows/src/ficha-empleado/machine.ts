/**
 * La ficha de un empleado en una página (docs/decisiones.md (46, 47)): editar la de uno que
 * existe (`input.empleado`) o dar de alta a uno nuevo (sin él). 'Guardar' valida en el campo y,
 * con errores, cae en `invalido`, que los guarda; el servidor puede rechazar también en un campo
 * (400, o 409 por un correo, DNI o colegiado en uso), y su mensaje vuelve a ese campo. Al editar
 * solo se envía lo que cambia; al dar de alta, con la `Idempotency-Key` del envío
 * (docs/decisiones.md (36)), y la contraseña es provisional.
 */
import type { Empleado, EmpleadoActualizacion, EmpleadoNuevo } from '@clinica/api-client';
import { assign, fromPromise, setup } from 'xstate';
import { comoFallo, erroresDeCampos, estadoDelFallo, mensajeDeFallo } from '../errores/fallos';
import {
  CAMPOS_EMPLEADO,
  type CampoEmpleado,
  cambiosDelEmpleado,
  DATOS_EMPLEADO_VACIOS,
  type DatosEmpleado,
  datosDeEmpleado,
  empleadoNuevo,
  validarEmpleado,
} from '../personal/datos';
import { TEXTOS_FICHA_EMPLEADO as T } from '../personal/texts';
import type { Errores } from '../tipos';
import { nuevaClave } from '../wizard/idempotencia';

export interface EntradaFichaEmpleado {
  /** El empleado que se edita; sin él, se da de alta a uno nuevo. */
  empleado?: Empleado;
}

export interface ContextoFichaEmpleado {
  /** El id del que se edita; `undefined` al dar de alta. */
  id: number | undefined;
  /** Los datos como estaban, para enviar solo lo que cambia. */
  original: DatosEmpleado;
  datos: DatosEmpleado;
  errores: Errores<CampoEmpleado>;
  /** Un mensaje que no es de un campo (sin cambios, el servidor, la conexión). */
  error: string | undefined;
  /** La clave del envío en curso; se conserva si ese mismo envío se repite. */
  claveEnvio: string | undefined;
  /** Lo que respondió el servidor al guardar. */
  guardado: Empleado | undefined;
}

export type EventoFichaEmpleado =
  | { type: 'EDITAR'; datos: Partial<DatosEmpleado> }
  | { type: 'GUARDAR' };

/** Lo que el actor recibe: un cambio de uno que existe, o uno nuevo. */
export type EnvioFichaEmpleado =
  | { id: number; cambio: EmpleadoActualizacion }
  | { empleado: EmpleadoNuevo; claveIdempotencia: string | undefined };

const conError = ({ event }: { event: { error: unknown } }) => event.error;

export const fichaEmpleadoMachine = setup({
  types: {
    context: {} as ContextoFichaEmpleado,
    events: {} as EventoFichaEmpleado,
    input: {} as EntradaFichaEmpleado,
    output: {} as Empleado,
  },
  actors: {
    /** PUT actualizarEmpleado/{id} o POST crearEmpleado. */
    guardarEmpleado: fromPromise<Empleado, EnvioFichaEmpleado>(async () => {
      throw new Error('fichaEmpleadoMachine: proporciona el actor guardarEmpleado.');
    }),
  },
  guards: {
    sinCambios: ({ context }) =>
      context.id !== undefined &&
      Object.keys(cambiosDelEmpleado(context.original, context.datos)).length === 0,
    valida: ({ context }) => Object.keys(validarEmpleado(context.datos)).length === 0,
    /** El servidor señaló algún campo de la ficha (400, o 409 de un dato en uso). */
    rechazoEnCampo: (_, error: unknown) =>
      [400, 409].includes(estadoDelFallo(error) ?? 0) &&
      Object.keys(erroresDeCampos(error, CAMPOS_EMPLEADO)).length > 0,
  },
  actions: {
    /** Cambia los datos y borra el error de lo que se acaba de tocar: se valida de nuevo al guardar. */
    editar: assign(({ context, event }) => {
      if (event.type !== 'EDITAR') return {};
      const errores = { ...context.errores };
      for (const campo of Object.keys(event.datos)) {
        delete errores[(campo === 'asignarContrasena' ? 'password' : campo) as CampoEmpleado];
      }
      // Otros datos, otro envío: otra clave.
      return { datos: { ...context.datos, ...event.datos }, errores, claveEnvio: undefined };
    }),
    marcarErrores: assign(({ context }) => ({
      errores: validarEmpleado(context.datos),
      error: undefined,
    })),
    avisarSinCambios: assign({ errores: {}, error: T.sinCambios }),
    prepararEnvio: assign(({ context }) => ({
      errores: {},
      error: undefined,
      claveEnvio: context.claveEnvio ?? nuevaClave(),
    })),
    erroresDelServidor: assign((_, error: unknown) => {
      const errores = erroresDeCampos(error, CAMPOS_EMPLEADO);
      const mensaje = comoFallo(error)?.message;
      // El mensaje general solo si dice algo más que el del campo ('Revisa los datos marcados.').
      return {
        errores,
        error: mensaje && !Object.values(errores).includes(mensaje) ? mensaje : undefined,
      };
    }),
    fallida: assign((_, error: unknown) => ({ error: mensajeDeFallo(error) })),
    guardada: assign((_, empleado: Empleado) => ({
      guardado: empleado,
      claveEnvio: undefined,
      datos: { ...datosDeEmpleado(empleado), asignarContrasena: false, password: '' },
    })),
  },
}).createMachine({
  id: 'fichaEmpleado',
  context: ({ input }) => {
    const original = input.empleado
      ? datosDeEmpleado(input.empleado)
      : { ...DATOS_EMPLEADO_VACIOS, asignarContrasena: true };
    return {
      id: input.empleado?.id,
      original,
      datos: original,
      errores: {},
      error: undefined,
      claveEnvio: undefined,
      guardado: undefined,
    };
  },
  initial: 'editando',
  states: {
    editando: {
      on: {
        EDITAR: { actions: 'editar' },
        GUARDAR: [
          { guard: 'sinCambios', actions: 'avisarSinCambios' },
          { guard: 'valida', target: 'guardando', actions: 'prepararEnvio' },
          { target: 'invalido', actions: 'marcarErrores' },
        ],
      },
    },
    invalido: {
      on: {
        EDITAR: { actions: 'editar' },
        GUARDAR: [
          { guard: 'sinCambios', target: 'editando', actions: 'avisarSinCambios' },
          { guard: 'valida', target: 'guardando', actions: 'prepararEnvio' },
          { target: 'invalido', reenter: true, actions: 'marcarErrores' },
        ],
      },
    },
    guardando: {
      invoke: {
        id: 'guardarEmpleado',
        src: 'guardarEmpleado',
        input: ({ context }): EnvioFichaEmpleado =>
          context.id === undefined
            ? {
                empleado: empleadoNuevo(context.datos),
                claveIdempotencia: context.claveEnvio,
              }
            : { id: context.id, cambio: cambiosDelEmpleado(context.original, context.datos) },
        onDone: {
          target: 'guardado',
          actions: { type: 'guardada', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: { type: 'rechazoEnCampo', params: conError },
            target: 'invalido',
            actions: { type: 'erroresDelServidor', params: conError },
          },
          { target: 'editando', actions: { type: 'fallida', params: conError } },
        ],
      },
    },
    guardado: {
      type: 'final',
    },
  },
  output: ({ context }) => context.guardado as Empleado,
});
