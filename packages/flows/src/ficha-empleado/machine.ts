/**
 * La ficha de un empleado que existe, en una página (docs/decisiones.md (46, 47)): editar sus
 * datos. 'Guardar' valida en el campo y, con errores, cae en `invalido`, que los guarda; el
 * servidor puede rechazar también en un campo (400, o 409 por un correo, DNI o colegiado en uso),
 * y su mensaje vuelve a ese campo. Solo se envía lo que cambia. Dar de alta a uno nuevo es el
 * asistente de alta-empleado/.
 */
import type { Empleado, EmpleadoActualizacion } from '@clinica/api-client';
import { assign, fromPromise, setup } from 'xstate';
import {
  erroresDeCampos,
  estadoDelFallo,
  mensajeDeFallo,
  rechazoEnCampos,
} from '../errores/fallos';
import { formularioQueValidaAlEnviar } from '../formulario/machine';
import {
  CAMPOS_EMPLEADO,
  type CampoEmpleado,
  cambiosDelEmpleado,
  type DatosEmpleado,
  datosDeEmpleado,
  validarEmpleado,
} from '../personal/datos';
import { TEXTOS_FICHA_EMPLEADO as T } from '../personal/texts';
import type { Errores } from '../tipos';
import { salidaDe } from '../wizard/machine';

export interface EntradaFichaEmpleado {
  /** El empleado que se edita. */
  empleado: Empleado;
}

export interface ContextoFichaEmpleado {
  /** El id del que se edita. */
  id: number;
  /** Los datos como estaban, para enviar solo lo que cambia. */
  original: DatosEmpleado;
  datos: DatosEmpleado;
  errores: Errores<CampoEmpleado>;
  /** Un mensaje que no es de un campo (sin cambios, el servidor, la conexión). */
  error: string | undefined;
  /** Lo que respondió el servidor al guardar. */
  guardado: Empleado | undefined;
}

export type EventoFichaEmpleado =
  | { type: 'EDITAR'; datos: Partial<DatosEmpleado> }
  | { type: 'ENVIAR' };

/** Lo que el actor recibe: el cambio de uno que existe. */
export interface EnvioFichaEmpleado {
  id: number;
  cambio: EmpleadoActualizacion;
}

const conError = ({ event }: { event: { error: unknown } }) => event.error;

export const fichaEmpleadoMachine = setup({
  types: {
    context: {} as ContextoFichaEmpleado,
    events: {} as EventoFichaEmpleado,
    input: {} as EntradaFichaEmpleado,
    output: {} as Empleado,
  },
  actors: {
    /** PUT actualizarEmpleado/{id}. */
    guardarEmpleado: fromPromise<Empleado, EnvioFichaEmpleado>(async () => {
      throw new Error('fichaEmpleadoMachine: proporciona el actor guardarEmpleado.');
    }),
  },
  guards: {
    sinCambios: ({ context }) =>
      Object.keys(cambiosDelEmpleado(context.original, context.datos)).length === 0,
    valido: ({ context }) => Object.keys(validarEmpleado(context.datos)).length === 0,
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
      return { datos: { ...context.datos, ...event.datos }, errores };
    }),
    marcarErrores: assign(({ context }) => ({
      errores: validarEmpleado(context.datos),
      error: undefined,
    })),
    avisarSinCambios: assign({ errores: {}, error: T.sinCambios }),
    prepararEnvio: assign({ errores: {}, error: undefined }),
    erroresDelServidor: assign((_, error: unknown) => rechazoEnCampos(error, CAMPOS_EMPLEADO)),
    fallida: assign((_, error: unknown) => ({ error: mensajeDeFallo(error) })),
    guardada: assign((_, empleado: Empleado) => ({
      guardado: empleado,
      datos: { ...datosDeEmpleado(empleado), asignarContrasena: false, password: '' },
    })),
  },
}).createMachine({
  id: 'fichaEmpleado',
  context: ({ input }) => {
    const original = datosDeEmpleado(input.empleado);
    return {
      id: input.empleado.id,
      original,
      datos: original,
      errores: {},
      error: undefined,
      guardado: undefined,
    };
  },
  initial: 'formulario',
  states: {
    formulario: formularioQueValidaAlEnviar([
      { guard: 'sinCambios', target: '.editando', actions: 'avisarSinCambios' },
    ]),
    enviando: {
      invoke: {
        id: 'guardarEmpleado',
        src: 'guardarEmpleado',
        input: ({ context }): EnvioFichaEmpleado => ({
          id: context.id,
          cambio: cambiosDelEmpleado(context.original, context.datos),
        }),
        onDone: {
          target: 'guardado',
          actions: { type: 'guardada', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: { type: 'rechazoEnCampo', params: conError },
            target: 'formulario.invalido',
            actions: { type: 'erroresDelServidor', params: conError },
          },
          { target: 'formulario', actions: { type: 'fallida', params: conError } },
        ],
      },
    },
    guardado: {
      type: 'final',
    },
  },
  output: ({ context }) => salidaDe(context.guardado, 'fichaEmpleadoMachine'),
});
