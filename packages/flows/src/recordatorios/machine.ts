/**
 * 'Recordatorios por correo' (docs/decisiones.md (50)): el paciente los activa o los
 * desactiva desde su área. Cada cambio se guarda en cuanto se hace; si el servidor no lo acepta,
 * la casilla vuelve a como estaba y se dice por qué. Las confirmaciones de pedir, cambiar o
 * anular una cita se envían siempre.
 */
import { assign, fromPromise, setup } from 'xstate';
import { mensajeDeFallo } from '../errores/fallos';
import { TEXTOS_RESULTADO_RECORDATORIOS } from './texts';

export { TEXTOS_RESULTADO_RECORDATORIOS } from './texts';

export interface EntradaRecordatorios {
  /** Cómo están ahora (`usuarioActual.recordatorios`). */
  activos: boolean;
}

export interface ContextoRecordatorios {
  /** Lo que muestra la casilla: lo guardado, o lo que se está guardando. */
  activos: boolean;
  /** Lo último que el servidor aceptó. */
  guardados: boolean;
  /** El resultado del último cambio, para anunciarlo. */
  resultado:
    | { tipo: 'guardado'; activos: boolean }
    | { tipo: 'fallo'; mensaje: string }
    | undefined;
}

export type EventoRecordatorios = { type: 'CAMBIAR'; activos: boolean };

/** El texto del resultado, para la región de estado. */
export function textoDelResultado(resultado: ContextoRecordatorios['resultado']): string {
  if (!resultado) return '';
  if (resultado.tipo === 'fallo')
    return `${TEXTOS_RESULTADO_RECORDATORIOS.fallo} ${resultado.mensaje}`;
  return resultado.activos
    ? TEXTOS_RESULTADO_RECORDATORIOS.activados
    : TEXTOS_RESULTADO_RECORDATORIOS.desactivados;
}

export const recordatoriosMachine = setup({
  types: {
    context: {} as ContextoRecordatorios,
    events: {} as EventoRecordatorios,
    input: {} as EntradaRecordatorios,
  },
  actors: {
    /** PUT /api/usuarios/yo/recordatorios. */
    cambiarRecordatorios: fromPromise<void, { activos: boolean }>(async () => {
      throw new Error(
        'recordatoriosMachine: proporciona el actor cambiarRecordatorios con machine.provide.',
      );
    }),
  },
  guards: {
    esOtroValor: ({ context }, activos: boolean) => activos !== context.activos,
  },
  actions: {
    marcar: assign((_, activos: boolean) => ({ activos, resultado: undefined })),
    confirmar: assign(({ context }) => ({
      guardados: context.activos,
      resultado: { tipo: 'guardado' as const, activos: context.activos },
    })),
    deshacer: assign(({ context }, error: unknown) => ({
      activos: context.guardados,
      resultado: { tipo: 'fallo' as const, mensaje: mensajeDeFallo(error) },
    })),
  },
}).createMachine({
  id: 'recordatorios',
  context: ({ input }) => ({
    activos: input.activos,
    guardados: input.activos,
    resultado: undefined,
  }),
  initial: 'listo',
  states: {
    listo: {
      on: {
        CAMBIAR: {
          guard: { type: 'esOtroValor', params: ({ event }) => event.activos },
          target: 'guardando',
          actions: { type: 'marcar', params: ({ event }) => event.activos },
        },
      },
    },
    guardando: {
      invoke: {
        id: 'cambiarRecordatorios',
        src: 'cambiarRecordatorios',
        input: ({ context }) => ({ activos: context.activos }),
        onDone: { target: 'listo', actions: 'confirmar' },
        onError: {
          target: 'listo',
          actions: {
            type: 'deshacer',
            params: ({ event }: { event: { error: unknown } }) => event.error,
          },
        },
      },
    },
  },
});
