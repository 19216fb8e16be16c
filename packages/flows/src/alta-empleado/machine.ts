/**
 * 'Dar de alta a un empleado' (docs/decisiones.md (46)): el rol, sus datos (con el número de
 * colegiado de un médico o un radiólogo), la contraseña inicial, que cambiará al entrar, y el
 * resumen. Lo que el servidor rechaza al crear (un correo, DNI o colegiado en uso, 409; una
 * contraseña débil, 400) vuelve a su paso, junto al campo, hasta que se cambie.
 */
import type { Empleado, EmpleadoNuevo } from '@clinica/api-client';
import { assign, fromPromise, setup } from 'xstate';
import { mensajeDeFallo } from '../errores/fallos';
import { type AccesoInicial, accesoInicial } from '../invitacion/acceso';
import type { CuerpoConClave } from '../wizard/idempotencia';
import * as asistente from '../wizard/machine';
import {
  type ContextoAltaEmpleado,
  DATOS_ALTA_VACIOS,
  type DatosAlta,
  type EventoAltaEmpleado,
  edicionDeAlta,
  empleadoNuevoDe,
  erroresContrasena,
  erroresDatos,
  erroresDelServidor,
  erroresRol,
  pasoDelFallo,
} from './datos';
import { ASISTENTE_ALTA_EMPLEADO, type PasoAltaEmpleado } from './steps';

export {
  type ContextoAltaEmpleado,
  DATOS_ALTA_VACIOS,
  type DatosAlta,
  type EventoAltaEmpleado,
  empleadoNuevoDe,
  erroresContrasena,
  erroresDatos,
  erroresRol,
  pasoDelFallo,
} from './datos';
export type { PasoAltaEmpleado };

/** Lo que la aplicación da al empezar. */
export interface EntradaAltaEmpleado {
  /**
   * El servidor envía correo (`datosClinica.correo_activo`): 'Contraseña inicial' ofrece invitar
   * a la persona, y es lo elegido al empezar. @default false
   */
  correoActivo?: boolean;
}

const nav = asistente.navegacion<ContextoAltaEmpleado, EventoAltaEmpleado, PasoAltaEmpleado>(
  ASISTENTE_ALTA_EMPLEADO.orden,
  {
    rol: { errores: erroresRol },
    datos: { errores: erroresDatos },
    contrasena: { errores: erroresContrasena },
  },
);

type FalloEvento = { event: { error: unknown } };
const falloEn = (paso: PasoAltaEmpleado) => ({
  type: 'falloEn' as const,
  params: ({ event }: FalloEvento) => ({ error: event.error, paso }),
});
const recordarFallo = {
  type: 'recordarFallo' as const,
  params: ({ event }: FalloEvento) => event.error,
};
/** Un fallo en un campo: a su paso, con el mensaje junto al campo. */
const volverConElFallo = (paso: 'rol' | 'datos' | 'contrasena') => ({
  guard: falloEn(paso),
  target: `${paso}.invalido`,
  actions: [recordarFallo, { type: 'marcar' as const, params: paso }],
});

export const altaEmpleadoMachine = setup({
  types: {
    context: {} as ContextoAltaEmpleado,
    events: {} as EventoAltaEmpleado,
    input: {} as EntradaAltaEmpleado | undefined,
    output: {} as Empleado,
    children: {} as { crearEmpleado: 'crearEmpleado' },
  },
  actors: {
    /** POST /api/personal/crearEmpleado, con la `Idempotency-Key` del envío. */
    crearEmpleado: fromPromise<Empleado, CuerpoConClave<EmpleadoNuevo>>(async () => {
      throw new Error('altaEmpleadoMachine: proporciona el actor crearEmpleado.');
    }),
  },
  guards: {
    ...nav.guards,
    falloEn: (_, { error, paso }: { error: unknown; paso: PasoAltaEmpleado }) =>
      pasoDelFallo(error) === paso,
  },
  actions: {
    ...nav.actions,
    editar: assign(
      (
        { context },
        cambios: Partial<DatosAlta & { password: string; acceso: AccesoInicial }> | undefined,
      ) => edicionDeAlta(context, cambios ?? {}),
    ),
    recordarFallo: assign((_, error: unknown) => ({
      error: mensajeDeFallo(error),
      erroresServidor: erroresDelServidor(error),
      volverAResumen: true,
    })),
    guardarEmpleado: assign((_, empleado: Empleado) => ({
      empleado,
      // Ya no hace falta: que no quede en memoria más de lo necesario.
      contrasena: {},
    })),
  },
}).createMachine({
  id: 'altaEmpleado',
  context: ({ input }) => ({
    ...asistente.CONTEXTO_ASISTENTE,
    datos: DATOS_ALTA_VACIOS,
    contrasena: {},
    errores: {},
    erroresServidor: {},
    empleado: undefined,
    ...accesoInicial(input?.correoActivo),
  }),
  initial: 'rol',
  states: {
    rol: {
      initial: 'editando',
      states: {
        editando: { on: { EDITAR: asistente.editar } },
        invalido: { on: { EDITAR: asistente.editarYMarcar('rol') } },
      },
      on: {
        CONTINUAR: asistente.continuar('rol', 'datos', 'resumen'),
        IR_A_PASO: asistente.irA('datos', 'contrasena', 'resumen'),
      },
    },
    datos: {
      initial: 'editando',
      states: {
        editando: { on: { EDITAR: asistente.editar } },
        invalido: { on: { EDITAR: asistente.editarYMarcar('datos') } },
      },
      on: {
        CONTINUAR: asistente.continuar('datos', 'contrasena', 'resumen'),
        VOLVER: asistente.volver('rol'),
        IR_A_PASO: asistente.irA('rol', 'contrasena', 'resumen'),
      },
    },
    contrasena: {
      initial: 'editando',
      states: {
        editando: { on: { EDITAR: asistente.editar } },
        invalido: { on: { EDITAR: asistente.editarYMarcar('contrasena') } },
      },
      on: {
        CONTINUAR: asistente.continuar('contrasena', 'resumen'),
        VOLVER: asistente.volver('datos'),
        IR_A_PASO: asistente.irA('rol', 'datos', 'resumen'),
      },
    },
    resumen: {
      on: {
        // Tras una recarga la contraseña ya no está (wizard/persistencia.ts): se pide otra vez.
        CONFIRMAR: asistente.confirmar('enviando', 'rol', 'datos', 'contrasena'),
        CAMBIAR: asistente.cambiar('rol', 'datos', 'contrasena'),
        VOLVER: asistente.volver('contrasena'),
        IR_A_PASO: asistente.irA('rol', 'datos', 'contrasena'),
      },
    },
    enviando: {
      tags: asistente.ETIQUETAS_ENVIO,
      entry: 'prepararClave',
      invoke: {
        id: 'crearEmpleado',
        src: 'crearEmpleado',
        input: asistente.conClave(empleadoNuevoDe),
        onDone: asistente.enviado('confirmacion', 'guardarEmpleado'),
        onError: [
          volverConElFallo('rol'),
          volverConElFallo('datos'),
          volverConElFallo('contrasena'),
          // Sin conexión, o un fallo que no es de un campo: en el resumen, para reintentar.
          { target: 'resumen', actions: recordarFallo },
        ],
      },
    },
    confirmacion: { type: 'final' },
  },
  // Solo se llega a 'confirmacion' guardando el empleado creado.
  output: ({ context }) => asistente.salidaDe(context.empleado, 'altaEmpleadoMachine'),
});
