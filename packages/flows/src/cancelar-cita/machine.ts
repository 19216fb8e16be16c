import type { MotivoCancelacion } from '@clinica/api-client';
import { assign, fromPromise, setup } from 'xstate';
import { comoFallo, estadoDelFallo, mensajeDeFallo } from '../errores/fallos';
import type { CitaGuardada } from '../tipos';
import { ETIQUETA_ESPERANDO } from '../wizard/machine';
import { ETIQUETA_ENVIANDO } from '../wizard/persistencia';
import { MENSAJE_CITA_NO_EN_CURSO } from './texts';

export { MENSAJE_CITA_NO_EN_CURSO } from './texts';

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
  /**
   * Por qué se cancela, si se dice (docs/decisiones.md (55)): queda con la fila de auditoría y
   * se ve en el 'Registro de actividad' y en la cita. Sin él, la cancelación no dice motivo.
   */
  motivo: MotivoCancelacion | undefined;
  error: string | undefined;
  /** Tras un 409 la cita ya no está en curso: no tiene sentido volver a intentarlo. */
  cancelable: boolean;
  cancelada: boolean;
}

export type EventoCancelarCita =
  | { type: 'CONFIRMAR' }
  | { type: 'CANCELAR' }
  /** Elegir el motivo, o quitarlo (`undefined`: sin indicar). */
  | { type: 'MOTIVO'; motivo: MotivoCancelacion | undefined };

/** Lo que recibe el actor `cancelarCita`: la cita y, si se dijo, el motivo. */
export interface EntradaActorCancelarCita {
  id: number;
  motivo?: MotivoCancelacion;
}

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
    /** POST /api/citas/cancelarCita/{id}, con `{ motivo }` si se dijo. */
    cancelarCita: fromPromise<CitaGuardada, EntradaActorCancelarCita>(async () => {
      throw new Error('cancelarCitaMachine: proporciona el actor cancelarCita.');
    }),
  },
  guards: {
    cancelable: ({ context }) => context.cancelable,
  },
  actions: {
    limpiarError: assign({ error: undefined }),
    elegirMotivo: assign((_, motivo: MotivoCancelacion | undefined) => ({ motivo })),
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
    motivo: undefined,
    error: undefined,
    cancelable: true,
    cancelada: false,
  }),
  initial: 'confirmar',
  states: {
    /** '¿Quieres cancelar la cita … de …?', el motivo si se quiere decir, 'Sí' y 'Cancelar'. */
    confirmar: {
      on: {
        MOTIVO: {
          actions: {
            type: 'elegirMotivo',
            params: ({ event }: { event: { motivo: MotivoCancelacion | undefined } }) =>
              event.motivo,
          },
        },
        CONFIRMAR: { guard: 'cancelable', target: 'enviando', actions: 'limpiarError' },
        CANCELAR: 'cancelado',
      },
    },
    enviando: {
      tags: [ETIQUETA_ENVIANDO, ETIQUETA_ESPERANDO],
      invoke: {
        id: 'cancelarCita',
        src: 'cancelarCita',
        input: ({ context }) => ({
          id: context.idCita,
          ...(context.motivo ? { motivo: context.motivo } : {}),
        }),
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
