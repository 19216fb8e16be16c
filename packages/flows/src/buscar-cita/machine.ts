import type { CitaListado } from '@clinica/api-client';
import { assign, fromPromise, setup } from 'xstate';
import { comoFallo, mensajeDeFallo } from '../errores/fallos';
import {
  MENSAJE_NUM_CITA_NO_EXISTE,
  normalizarNumCita,
  validarNumCita,
} from '../validacion/numCita';
import { ETIQUETA_ESPERANDO, salidaDe } from '../wizard/machine';
import { TEXTOS_BUSCAR_CITA as T } from './texts';

export interface EntradaBuscarCita {
  /** El `id_radiologo` de quien busca (la sesión): solo informa sus citas (docs/decisiones.md (33)). */
  idRadiologo: number;
  /** Un número ya escrito (la URL), por ejemplo al volver desde el informe. */
  numCita?: string;
}

export interface ContextoBuscarCita {
  idRadiologo: number;
  numCita: string;
  /** El mensaje del campo: formato, 'No existe ninguna cita con ese número' o por qué no se informa. */
  error: string | undefined;
  /** Se ha intentado buscar: desde entonces el campo se valida al escribir. */
  intentado: boolean;
  intento: number;
  cita: CitaListado | undefined;
}

export type EventoBuscarCita = { type: 'EDITAR'; numCita: string } | { type: 'BUSCAR' };

/** Por qué esta cita no la puede informar este radiólogo; `undefined` si puede. */
export function motivoParaNoInformar(cita: CitaListado, idRadiologo: number): string | undefined {
  if (cita.tipo_cita !== 'Radiologia' && cita.id_radiologo === null) return T.noRadiologia;
  if (cita.estado !== 'EN_CURSO') return T.noEnCurso(cita.estado);
  if (cita.id_radiologo !== idRadiologo) return T.noAsignada(cita.nombre_completo_radiologo);
  return undefined;
}

/**
 * Si es un informe ya hecho por este radiólogo: se abre de solo lectura, con su PDF
 * (docs/decisiones.md (42)).
 */
export function esInformeSuyo(cita: CitaListado, idRadiologo: number): boolean {
  return cita.estado === 'CUMPLIDA' && cita.id_radiologo === idRadiologo;
}

/** Por qué 'Buscar cita' no lleva a esta cita: ni se puede informar ni es un informe suyo. */
export function motivoParaNoAbrir(cita: CitaListado, idRadiologo: number): string | undefined {
  return esInformeSuyo(cita, idRadiologo) ? undefined : motivoParaNoInformar(cita, idRadiologo);
}

/** El mensaje de un fallo al buscar: un 404 es el de §5. */
export function mensajeDeFalloAlBuscar(error: unknown): string {
  return comoFallo(error)?.estado === 404 ? MENSAJE_NUM_CITA_NO_EXISTE : mensajeDeFallo(error);
}

/**
 * 'Buscar cita' (§2.4, §5): el número se valida al escribir (tras el primer intento) y al
 * buscar; el servidor dice si existe (GET /api/citas/comprobarNumCita?num_cita=, docs/decisiones.md (4));
 * una cita que no está en curso o que es de otro radiólogo no se puede informar, y se dice por
 * qué en el campo. Termina con la cita encontrada: una en curso suya, para informarla, o una
 * cumplida suya, para ver su informe (docs/decisiones.md (42)).
 */
export const buscarCitaMachine = setup({
  types: {
    context: {} as ContextoBuscarCita,
    events: {} as EventoBuscarCita,
    input: {} as EntradaBuscarCita,
    output: {} as { cita: CitaListado },
  },
  actors: {
    /** GET /api/citas/comprobarNumCita?num_cita=. */
    comprobarNumCita: fromPromise<CitaListado, { numCita: string }>(async () => {
      throw new Error('buscarCitaMachine: proporciona el actor comprobarNumCita.');
    }),
  },
  guards: {
    numeroValido: ({ context }) => validarNumCita(context.numCita) === undefined,
  },
  actions: {
    editar: assign(({ context }, numCita: string) => ({
      numCita,
      error: context.intentado ? validarNumCita(numCita) : undefined,
    })),
    marcarFormato: assign(({ context }) => ({
      intentado: true,
      intento: context.intento + 1,
      error: validarNumCita(context.numCita),
    })),
    empezarBusqueda: assign(({ context }) => ({
      intentado: true,
      intento: context.intento + 1,
      numCita: normalizarNumCita(context.numCita),
      error: undefined,
    })),
  },
}).createMachine({
  id: 'buscarCita',
  context: ({ input }) => ({
    idRadiologo: input.idRadiologo,
    numCita: input.numCita ?? '',
    error: undefined,
    intentado: false,
    intento: 0,
    cita: undefined,
  }),
  initial: 'editando',
  states: {
    editando: {
      on: {
        EDITAR: {
          actions: { type: 'editar', params: ({ event }) => event.numCita },
        },
        BUSCAR: [
          { guard: 'numeroValido', target: 'buscando', actions: 'empezarBusqueda' },
          { actions: 'marcarFormato' },
        ],
      },
    },
    buscando: {
      tags: [ETIQUETA_ESPERANDO],
      invoke: {
        id: 'comprobarNumCita',
        src: 'comprobarNumCita',
        input: ({ context }) => ({ numCita: context.numCita }),
        onDone: [
          {
            guard: ({ context, event }) =>
              motivoParaNoAbrir(event.output, context.idRadiologo) === undefined,
            target: 'encontrada',
            actions: assign({ cita: ({ event }) => event.output }),
          },
          {
            target: 'editando',
            actions: assign({
              cita: ({ event }) => event.output,
              error: ({ context, event }) => motivoParaNoAbrir(event.output, context.idRadiologo),
            }),
          },
        ],
        onError: {
          target: 'editando',
          actions: assign({
            cita: undefined,
            error: ({ event }) => mensajeDeFalloAlBuscar(event.error),
          }),
        },
      },
    },
    encontrada: { type: 'final' },
  },
  output: ({ context }) => ({ cita: salidaDe(context.cita, 'buscarCitaMachine') }),
});
