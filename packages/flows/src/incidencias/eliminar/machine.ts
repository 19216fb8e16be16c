/**
 * Eliminar una incidencia desde 'Mis incidencias' (§4, §8): solo las PENDIENTE; antes, la
 * pregunta 'Confirmar Eliminación'; una que no lo está da el diálogo 'Error'; un fallo del
 * servidor, 'Error al eliminar la incidencia.'. La lista vuelve a `inactivo` tras cada diálogo.
 */
import type { Incidencia } from '@clinica/api-client';
import { assign, fromPromise, setup } from 'xstate';
import { estadoDelFallo, mensajeDeFallo } from '../../errores/fallos';

export interface ContextoEliminarIncidencia {
  /** La incidencia por la que se pregunta o que se está borrando. */
  incidencia: Incidencia | undefined;
  /** La última eliminada, para anunciarlo y refrescar la lista. */
  eliminada: Incidencia | undefined;
  /** El detalle del servidor cuando falla (el diálogo dice el mensaje de §8 y este detalle). */
  detalle: string | undefined;
}

export type EventoEliminarIncidencia =
  | { type: 'ELIMINAR'; incidencia: Incidencia }
  | { type: 'CONFIRMAR' }
  | { type: 'CANCELAR' }
  | { type: 'CERRAR' };

/** La petición de borrado: DELETE /api/incidencias/borrar/{id}. */
export interface BorradoDeIncidencia {
  id: number;
}

/**
 * La petición, completa. Solo se llega a `borrando` con una incidencia PENDIENTE elegida
 * ('ELIMINAR') y confirmada ('CONFIRMAR'): si aquí falta, el error es de la máquina, no de quien
 * la usa.
 */
export function borradoDe({ incidencia }: ContextoEliminarIncidencia): BorradoDeIncidencia {
  if (!incidencia) throw new Error('eliminarIncidenciaMachine: se borra sin incidencia elegida.');
  return { id: incidencia.id };
}

export const eliminarIncidenciaMachine = setup({
  types: {
    context: {} as ContextoEliminarIncidencia,
    events: {} as EventoEliminarIncidencia,
  },
  actors: {
    /** DELETE /api/incidencias/borrar/{id}. */
    borrarIncidencia: fromPromise<void, BorradoDeIncidencia>(async () => {
      throw new Error('eliminarIncidenciaMachine: proporciona el actor borrarIncidencia.');
    }),
  },
  guards: {
    esPendiente: ({ event }) =>
      event.type === 'ELIMINAR' && event.incidencia.estado === 'PENDIENTE',
    /** El servidor dice que ya no está PENDIENTE (otro la resolvió entre tanto). */
    noPendiente: (_, error: unknown) => estadoDelFallo(error) === 409,
  },
  actions: {
    elegir: assign(({ event }) => ({
      incidencia: event.type === 'ELIMINAR' ? event.incidencia : undefined,
      detalle: undefined,
    })),
    olvidar: assign({ incidencia: undefined, detalle: undefined }),
    borrada: assign(({ context }) => ({ eliminada: context.incidencia, incidencia: undefined })),
    fallida: assign((_, error: unknown) => ({ detalle: mensajeDeFallo(error) })),
  },
}).createMachine({
  id: 'eliminarIncidencia',
  context: { incidencia: undefined, eliminada: undefined, detalle: undefined },
  initial: 'inactivo',
  states: {
    inactivo: {
      on: {
        ELIMINAR: [
          { guard: 'esPendiente', target: 'confirmando', actions: 'elegir' },
          { target: 'noPermitido', actions: 'elegir' },
        ],
      },
    },
    confirmando: {
      on: {
        CONFIRMAR: 'borrando',
        CANCELAR: { target: 'inactivo', actions: 'olvidar' },
      },
    },
    borrando: {
      invoke: {
        id: 'borrarIncidencia',
        src: 'borrarIncidencia',
        input: ({ context }) => borradoDe(context),
        onDone: { target: 'inactivo', actions: 'borrada' },
        onError: [
          {
            guard: {
              type: 'noPendiente',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
            target: 'noPermitido',
          },
          {
            target: 'fallo',
            actions: {
              type: 'fallida',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
          },
        ],
      },
    },
    noPermitido: { on: { CERRAR: { target: 'inactivo', actions: 'olvidar' } } },
    fallo: { on: { CERRAR: { target: 'inactivo', actions: 'olvidar' } } },
  },
});
