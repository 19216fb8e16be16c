import type { Diagnostico } from '@clinica/api-client';
import { assign, fromPromise, setup } from 'xstate';
import { mensajeDeFallo } from '../errores/fallos';
import { type ConClave, claveDelEnvio } from '../wizard/idempotencia';
import { TEXTOS_DIAGNOSTICO } from './texts';

export { TEXTOS_DIAGNOSTICO } from './texts';

/** Guardar: crear si la cita aún no tiene diagnóstico, actualizar si ya lo tiene (docs/decisiones.md (14)). */
export interface EntradaGuardarDiagnostico extends ConClave {
  idCita: number;
  idDiagnostico: number | undefined;
  contenido: string;
}

export interface EntradaDiagnostico {
  idCita: number;
  /** El diagnóstico que la cita ya tiene: se abre bloqueado con su texto. */
  existente?: Pick<Diagnostico, 'id_diagnostico' | 'contenido'>;
}

export interface ContextoDiagnostico {
  idCita: number;
  idDiagnostico: number | undefined;
  /** Lo que hay escrito en la caja. */
  texto: string;
  /** Lo último guardado en el servidor; distinto de `texto`, hay cambios sin guardar. */
  guardado: string | undefined;
  error: string | undefined;
  /** El fallo al generar el PDF, aparte: el diagnóstico sigue guardado. */
  errorPdf: string | undefined;
  pdfGenerado: boolean;
  /**
   * La `Idempotency-Key` del primer guardado (docs/decisiones.md (36)): 'Guardar' otra vez tras un fallo,
   * sin cambiar el texto, repite el mismo envío con la misma clave; escribir la olvida.
   */
  claveEnvio: string | undefined;
}

export type EventoDiagnostico =
  | { type: 'ESCRIBIR'; texto: string }
  | { type: 'ENVIAR' }
  | { type: 'EDITAR' }
  | { type: 'GENERAR_PDF' };

/**
 * Si lo que se guarda es una edición: el diagnóstico ya existe en el servidor (se actualiza, y
 * guardarlo lo bloquea). Si no, es el primer guardado (se crea, y se puede editar otra vez).
 */
export function esEdicion(context: Pick<ContextoDiagnostico, 'idDiagnostico'>): boolean {
  return context.idDiagnostico !== undefined;
}

const anotarGuardado = {
  type: 'anotarGuardado',
  params: ({ event }: { event: { output: Diagnostico } }) => event.output,
} as const;
const mostrarFallo = {
  type: 'mostrarFallo',
  params: ({ event }: { event: { error: unknown } }) => event.error,
} as const;

/** Un diagnóstico guardado puede dar su PDF: 'Generar PDF' y su espera. */
const conPdf = {
  initial: 'quieto',
  states: {
    quieto: { on: { GENERAR_PDF: 'generandoPdf' } },
    generandoPdf: {
      tags: ['pdf'],
      entry: 'iniciarPdf',
      invoke: {
        id: 'generarPdf',
        src: 'generarPdf',
        input: ({ context }: { context: ContextoDiagnostico }) => ({ contenido: context.texto }),
        onDone: { target: 'quieto', actions: 'pdfListo' },
        onError: { target: 'quieto', actions: 'fallaPdf' },
      },
    },
  },
} as const;

export const diagnosticoMachine = setup({
  types: {
    context: {} as ContextoDiagnostico,
    events: {} as EventoDiagnostico,
    input: {} as EntradaDiagnostico,
  },
  actors: {
    /** POST /api/diagnosticos/guardar, o PUT /api/diagnosticos/actualizar/{id} si ya existe. */
    guardarDiagnostico: fromPromise<Diagnostico, EntradaGuardarDiagnostico>(async () => {
      throw new Error('diagnosticoMachine: proporciona el actor guardarDiagnostico.');
    }),
    /** Hace el PDF del diagnóstico guardado y lo descarga (pdf/). */
    generarPdf: fromPromise<void, { contenido: string }>(async () => {
      throw new Error('diagnosticoMachine: proporciona el actor generarPdf.');
    }),
  },
  guards: {
    conTexto: ({ context }) => context.texto.trim() !== '',
    esEdicion: ({ context }) => esEdicion(context),
  },
  actions: {
    escribir: assign(({ event }) =>
      event.type === 'ESCRIBIR'
        ? { texto: event.texto, error: undefined, claveEnvio: undefined }
        : {},
    ),
    prepararClave: assign(({ context }) => ({ claveEnvio: claveDelEnvio(context) })),
    avisarVacio: assign({ error: TEXTOS_DIAGNOSTICO.vacio }),
    limpiarErrores: assign({ error: undefined, errorPdf: undefined }),
    anotarGuardado: assign(({ context }, salida: Diagnostico) => ({
      idDiagnostico: salida.id_diagnostico,
      guardado: context.texto,
      error: undefined,
      claveEnvio: undefined,
    })),
    // The text the doctor wrote stays in the box: only the message is new.
    mostrarFallo: assign((_, error: unknown) => ({
      error: TEXTOS_DIAGNOSTICO.falloAlGuardar(mensajeDeFallo(error)),
    })),
    iniciarPdf: assign({ errorPdf: undefined, pdfGenerado: false }),
    pdfListo: assign({ pdfGenerado: true }),
    olvidarPdf: assign({ pdfGenerado: false }),
    fallaPdf: assign({ errorPdf: TEXTOS_DIAGNOSTICO.falloPdf }),
  },
}).createMachine({
  id: 'diagnostico',
  context: ({ input }) => ({
    idCita: input.idCita,
    idDiagnostico: input.existente?.id_diagnostico,
    texto: input.existente?.contenido ?? '',
    guardado: input.existente?.contenido,
    error: undefined,
    errorPdf: undefined,
    pdfGenerado: false,
    claveEnvio: undefined,
  }),
  initial: 'inicio',
  states: {
    inicio: {
      always: [
        { guard: ({ context }) => context.guardado !== undefined, target: 'bloqueado' },
        'escribiendo',
      ],
    },
    /** La caja editable con 'Guardar' (§4). */
    escribiendo: {
      on: {
        ESCRIBIR: { actions: 'escribir' },
        ENVIAR: [
          { guard: 'conTexto', target: 'enviando', actions: ['limpiarErrores', 'prepararClave'] },
          { actions: 'avisarVacio' },
        ],
      },
    },
    /**
     * Guardar el texto de la caja: crear la primera vez, actualizar una edición (docs/decisiones.md
     * (14)). El primer guardado lleva su clave (`prepararClave` al pulsar 'Guardar'); una edición,
     * ninguna (la clave se olvidó al guardar bien). Guardado, el primero se puede editar otra vez y
     * una edición queda bloqueada (§4); un fallo vuelve a la caja de donde se vino.
     */
    enviando: {
      tags: ['ocupado'],
      invoke: {
        id: 'guardarDiagnostico',
        src: 'guardarDiagnostico',
        input: ({ context }) => ({
          idCita: context.idCita,
          idDiagnostico: context.idDiagnostico,
          contenido: context.texto,
          claveIdempotencia: context.claveEnvio,
        }),
        onDone: [
          { guard: 'esEdicion', target: 'bloqueado', actions: anotarGuardado },
          { target: 'guardado', actions: anotarGuardado },
        ],
        onError: [
          { guard: 'esEdicion', target: 'editando', actions: mostrarFallo },
          { target: 'escribiendo', actions: mostrarFallo },
        ],
      },
    },
    /** Solo lectura y en gris, con 'Editar Diagnóstico' y 'Generar PDF' (§4). */
    guardado: {
      ...conPdf,
      // The PDF made before is of the text about to change: its notice goes.
      on: { EDITAR: { target: 'editando', actions: ['limpiarErrores', 'olvidarPdf'] } },
    },
    /** Editable otra vez, con 'Guardar edición'. */
    editando: {
      on: {
        ESCRIBIR: { actions: 'escribir' },
        ENVIAR: [
          { guard: 'conTexto', target: 'enviando', actions: 'limpiarErrores' },
          { actions: 'avisarVacio' },
        ],
      },
    },
    /** 'Guardar edición' lo bloquea (§4); un diagnóstico que ya existía se abre así. Solo PDF. */
    bloqueado: conPdf,
  },
});

/** Si hay texto escrito que no está guardado: salir pide confirmación (§2.5, docs/decisiones.md (15)). */
export function hayCambiosSinGuardar(context: ContextoDiagnostico): boolean {
  return context.texto.trim() !== '' && context.texto !== context.guardado;
}
