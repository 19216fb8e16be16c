/**
 * Las acciones de cada fila de 'Personal' (docs/decisiones.md (46, 48)): dar de baja pregunta
 * antes ('Sí, dar de baja' / 'No, volver', docs/decisiones.md (38)); una baja que el servidor
 * rechaza (citas por delante, uno mismo, el último responsable) no es un fallo sino una
 * respuesta, que la pantalla muestra con sus citas. Dar de alta y desbloquear no preguntan: se
 * deshacen con la acción contraria. Tras cada una, la lista vuelve a `inactivo`.
 */
import type { Empleado, ErrorBaja } from '@clinica/api-client';
import { assign, fromPromise, setup } from 'xstate';
import { mensajeDeFallo } from '../errores/fallos';
import type { ResultadoBaja } from './actors';

/** Lo último hecho, para anunciarlo y volver a pedir la lista. */
export interface AccionHecha {
  tipo: 'baja' | 'alta' | 'desbloqueo';
  empleado: Empleado;
}

export interface ContextoAccionesPersonal {
  /** El empleado sobre el que se pregunta o se actúa. */
  empleado: Empleado | undefined;
  hecha: AccionHecha | undefined;
  /** La baja rechazada por el servidor: su mensaje y, si son el motivo, las citas por delante. */
  rechazo: ErrorBaja | undefined;
  /** Un fallo de otro tipo (conexión, 500…), en español. */
  error: string | undefined;
}

export type EventoAccionesPersonal =
  | { type: 'DAR_DE_BAJA'; empleado: Empleado }
  | { type: 'DAR_DE_ALTA'; empleado: Empleado }
  | { type: 'DESBLOQUEAR'; empleado: Empleado }
  | { type: 'CONFIRMAR' }
  | { type: 'CANCELAR' }
  | { type: 'CERRAR' };

const conError = ({ event }: { event: { error: unknown } }) => event.error;

export const accionesPersonalMachine = setup({
  types: {
    context: {} as ContextoAccionesPersonal,
    events: {} as EventoAccionesPersonal,
  },
  actors: {
    /** POST darDeBaja/{id}: el empleado, o el 409 con sus motivos. */
    darDeBaja: fromPromise<ResultadoBaja, { id: number }>(async () => {
      throw new Error('accionesPersonalMachine: proporciona el actor darDeBaja.');
    }),
    /** POST darDeAlta/{id}. */
    darDeAlta: fromPromise<Empleado, { id: number }>(async () => {
      throw new Error('accionesPersonalMachine: proporciona el actor darDeAlta.');
    }),
    /** POST desbloquear/{id}. */
    desbloquear: fromPromise<Empleado, { id: number }>(async () => {
      throw new Error('accionesPersonalMachine: proporciona el actor desbloquear.');
    }),
  },
  guards: {
    bajaRechazada: (_, resultado: ResultadoBaja) => 'rechazo' in resultado,
  },
  actions: {
    elegir: assign(({ event }) => ({
      empleado: 'empleado' in event ? event.empleado : undefined,
      rechazo: undefined,
      error: undefined,
    })),
    olvidar: assign({ empleado: undefined, rechazo: undefined, error: undefined }),
    rechazada: assign((_, resultado: ResultadoBaja) => ({
      rechazo: 'rechazo' in resultado ? resultado.rechazo : undefined,
    })),
    dadoDeBaja: assign((_, resultado: ResultadoBaja) => ({
      hecha:
        'empleado' in resultado
          ? { tipo: 'baja' as const, empleado: resultado.empleado }
          : undefined,
      empleado: undefined,
    })),
    hecha: assign((_, hecha: AccionHecha) => ({ hecha, empleado: undefined })),
    fallida: assign((_, error: unknown) => ({ error: mensajeDeFallo(error) })),
  },
}).createMachine({
  id: 'accionesPersonal',
  context: { empleado: undefined, hecha: undefined, rechazo: undefined, error: undefined },
  initial: 'inactivo',
  states: {
    inactivo: {
      on: {
        DAR_DE_BAJA: { target: 'confirmandoBaja', actions: 'elegir' },
        DAR_DE_ALTA: { target: 'dandoDeAlta', actions: 'elegir' },
        DESBLOQUEAR: { target: 'desbloqueando', actions: 'elegir' },
      },
    },
    confirmandoBaja: {
      on: {
        CONFIRMAR: 'dandoDeBaja',
        CANCELAR: { target: 'inactivo', actions: 'olvidar' },
      },
    },
    dandoDeBaja: {
      invoke: {
        id: 'darDeBaja',
        src: 'darDeBaja',
        input: ({ context }) => ({ id: context.empleado?.id ?? 0 }),
        onDone: [
          {
            guard: { type: 'bajaRechazada', params: ({ event }) => event.output },
            target: 'bajaRechazada',
            actions: { type: 'rechazada', params: ({ event }) => event.output },
          },
          {
            target: 'inactivo',
            actions: { type: 'dadoDeBaja', params: ({ event }) => event.output },
          },
        ],
        onError: { target: 'fallo', actions: { type: 'fallida', params: conError } },
      },
    },
    dandoDeAlta: {
      invoke: {
        id: 'darDeAlta',
        src: 'darDeAlta',
        input: ({ context }) => ({ id: context.empleado?.id ?? 0 }),
        onDone: {
          target: 'inactivo',
          actions: {
            type: 'hecha',
            params: ({ event }) => ({ tipo: 'alta' as const, empleado: event.output }),
          },
        },
        onError: { target: 'fallo', actions: { type: 'fallida', params: conError } },
      },
    },
    desbloqueando: {
      invoke: {
        id: 'desbloquear',
        src: 'desbloquear',
        input: ({ context }) => ({ id: context.empleado?.id ?? 0 }),
        onDone: {
          target: 'inactivo',
          actions: {
            type: 'hecha',
            params: ({ event }) => ({ tipo: 'desbloqueo' as const, empleado: event.output }),
          },
        },
        onError: { target: 'fallo', actions: { type: 'fallida', params: conError } },
      },
    },
    bajaRechazada: { on: { CERRAR: { target: 'inactivo', actions: 'olvidar' } } },
    fallo: { on: { CERRAR: { target: 'inactivo', actions: 'olvidar' } } },
  },
});
