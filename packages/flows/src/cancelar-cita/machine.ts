import { assign, fromPromise, setup } from 'xstate';
import { comoFallo, estadoDelFallo, mensajeDeFallo } from '../errores/fallos';
import type { CitaGuardada } from '../tipos';
import { ETIQUETA_ESPERANDO } from '../wizard/machine';
import { ETIQUETA_ENVIANDO } from '../wizard/persistencia';

export const MENSAJE_CITA_NO_EN_CURSO = 'Solo se pueden cancelar citas programadas.';

export interface EntradaCancelarCita {
  /** El id numérico de la cita (docs/decisiones.md (3)). */
  idCita: number;
  numCita?: string;
  nombrePaciente?: string;
}

export interface ContextoCancelarCita {
  idCita: number;
  numCita: string | undefined;
  nombrePaciente: string | undefined;
  error: string | undefined;
  /** Tras un 409 la cita ya no está en curso: no tiene sentido volver a intentarlo. */
  cancelable: boolean;
  cancelada: boolean;
}

export type EventoCancelarCita = { type: 'CONFIRMAR' } | { type: 'CANCELAR' };

export type SalidaCancelarCita = { cancelada: boolean };

/** El mensaje de un fallo al cancelar: un 409 dice que la cita ya no está en curso. */
export function mensajeDeFalloAlCancelar(error: unknown): string {
  const fallo = comoFallo(error);
  if (fallo?.estado === 409) {
    return fallo.message.trim() !== '' ? fallo.message : MENSAJE_CITA_NO_EN_CURSO;
  }
  return mensajeDeFallo(error);
}

export const cancelarCitaMachine = setup({
  types: {
    context: {} as ContextoCancelarCita,
    events: {} as EventoCancelarCita,
    input: {} as EntradaCancelarCita,
    output: {} as SalidaCancelarCita,
  },
  actors: {
    /** POST /api/citas/cancelarCita/{id}. */
    cancelarCita: fromPromise<CitaGuardada, { id: number }>(async () => {
      throw new Error('cancelarCitaMachine: proporciona el actor cancelarCita.');
    }),
  },
  guards: {
    cancelable: ({ context }) => context.cancelable,
  },
  actions: {
    limpiarError: assign({ error: undefined }),
    marcarCancelada: assign({ cancelada: true }),
    mostrarFallo: assign((_, error: unknown) => ({
      error: mensajeDeFalloAlCancelar(error),
      cancelable: estadoDelFallo(error) !== 409,
    })),
  },
}).createMachine({
  id: 'cancelarCita',
  context: ({ input }) => ({
    idCita: input.idCita,
    numCita: input.numCita,
    nombrePaciente: input.nombrePaciente,
    error: undefined,
    cancelable: true,
    cancelada: false,
  }),
  initial: 'confirmar',
  states: {
    /** '¿Quieres cancelar la cita … de …?' con 'Sí' y 'Cancelar'. */
    confirmar: {
      on: {
        CONFIRMAR: { guard: 'cancelable', target: 'enviando', actions: 'limpiarError' },
        CANCELAR: 'cancelado',
      },
    },
    enviando: {
      tags: [ETIQUETA_ENVIANDO, ETIQUETA_ESPERANDO],
      invoke: {
        id: 'cancelarCita',
        src: 'cancelarCita',
        input: ({ context }) => ({ id: context.idCita }),
        onDone: { target: 'confirmacion', actions: 'marcarCancelada' },
        onError: {
          target: 'confirmar',
          actions: {
            type: 'mostrarFallo',
            params: ({ event }: { event: { error: unknown } }) => event.error,
          },
        },
      },
    },
    confirmacion: { type: 'final' },
    cancelado: { type: 'final' },
  },
  output: ({ context }) => ({ cancelada: context.cancelada }),
});
