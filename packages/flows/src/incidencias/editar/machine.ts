/**
 * 'Modificar Incidencia': carga la incidencia y sus imágenes, el formulario (solo una PENDIENTE
 * se puede cambiar, §4) y 'Actualizar', que guarda los datos, quita las imágenes que se quitaron
 * y sube las nuevas una a una. Una incidencia resuelta entretanto (409) se muestra así.
 */
import type { ImagenIncidencia, Incidencia, IncidenciaActualizacion } from '@clinica/api-client';
import { and, assign, fromPromise, not, setup } from 'xstate';
import { comoFallo, erroresDeCampos, estadoDelFallo, mensajeDeFallo } from '../../errores/fallos';
import { sinErrores } from '../../validacion/formularios';
import * as asistente from '../../wizard/machine';
import {
  cuerpoDeIncidencia,
  DATOS_INCIDENCIA_VACIOS,
  datosDe,
  imagenesNuevas,
  ORDEN_CAMPOS_INCIDENCIA,
} from '../datos';
import * as formulario from '../formulario';
import { ASISTENTE_EDITAR_INCIDENCIA, type PasoEditarIncidencia } from '../steps';
import {
  type ContextoEditarIncidencia,
  type EventoEditarIncidencia,
  falloAlCargarDe,
  type IncidenciaConImagenes,
  imagenDelServidor,
  imagenesConservadas,
  imagenesQuitadas,
  MENSAJE_RESUELTA,
  type SalidaEditarIncidencia,
  type SustitucionDeImagenes,
  siguienteSubidaEditar,
} from './datos';

export {
  type ContextoEditarIncidencia,
  type EventoEditarIncidencia,
  type IncidenciaConImagenes,
  imagenesQuitadas,
  MENSAJE_RESUELTA,
  type SalidaEditarIncidencia,
  type SustitucionDeImagenes,
  siguienteSubidaEditar,
} from './datos';
export type { PasoEditarIncidencia };

type FalloEvento = { event: { error: unknown } };
const delFallo = ({ event }: FalloEvento) => event.error;

/** La incidencia ya está resuelta (409): se muestra así y 'Actualizar' se desactiva. */
const siResuelta = {
  guard: { type: 'resuelta', params: delFallo },
  target: '#editarIncidencia.modificarIncidencia',
  actions: { type: 'yaResuelta', params: delFallo },
} as const;

const nav = asistente.navegacion<
  ContextoEditarIncidencia,
  EventoEditarIncidencia,
  PasoEditarIncidencia
>(ASISTENTE_EDITAR_INCIDENCIA.orden, {
  modificarIncidencia: { errores: formulario.erroresDelFormulario },
});

export const editarIncidenciaMachine = setup({
  types: {
    context: {} as ContextoEditarIncidencia,
    events: {} as EventoEditarIncidencia,
    input: {} as { id: number },
    output: {} as SalidaEditarIncidencia,
  },
  actors: {
    /** GET buscar/{id} y obtenerImagenesPorIdIncidencia/{id}. */
    cargarIncidencia: fromPromise<IncidenciaConImagenes, { id: number }>(async () => {
      throw new Error('editarIncidenciaMachine: proporciona el actor cargarIncidencia.');
    }),
    /** PUT /api/incidencias/actualizar/{id}. */
    actualizarIncidencia: fromPromise<Incidencia, IncidenciaActualizacion & { id: number }>(
      async () => {
        throw new Error('editarIncidenciaMachine: proporciona el actor actualizarIncidencia.');
      },
    ),
    /** POST actualizarImagenesIncidencia/{id} con las que se conservan. */
    sustituirImagenesIncidencia: fromPromise<ImagenIncidencia[], SustitucionDeImagenes>(
      async () => {
        throw new Error(
          'editarIncidenciaMachine: proporciona el actor sustituirImagenesIncidencia.',
        );
      },
    ),
    /** POST guardarImagenesIncidencia con una imagen nueva. */
    subirImagenIncidencia: fromPromise<ImagenIncidencia[], formulario.SubidaDeImagen>(async () => {
      throw new Error('editarIncidenciaMachine: proporciona el actor subirImagenIncidencia.');
    }),
  },
  guards: {
    ...nav.guards,
    esPendiente: ({ context }) => context.incidencia?.estado === 'PENDIENTE',
    formularioValido: ({ context }) => sinErrores(formulario.erroresDelFormulario(context)),
    hayQueQuitar: ({ context }) => imagenesQuitadas(context).length > 0,
    todoSubido: ({ context }) => siguienteSubidaEditar(context) === undefined,
    falloDeCampos: (_, error: unknown) =>
      !sinErrores(erroresDeCampos(error, ORDEN_CAMPOS_INCIDENCIA)),
    resuelta: (_, error: unknown) => estadoDelFallo(error) === 409,
  },
  actions: {
    ...nav.actions,
    ...formulario.accionesDelFormulario<ContextoEditarIncidencia, EventoEditarIncidencia>(),
    cargada: assign((_, { incidencia, imagenes }: IncidenciaConImagenes) => ({
      incidencia,
      datos: datosDe(incidencia),
      originales: imagenes,
      imagenes: imagenes.map(imagenDelServidor),
      subidas: [],
      falloAlCargar: undefined,
    })),
    noCargada: assign((_, error: unknown) => ({ falloAlCargar: falloAlCargarDe(error) })),
    actualizada: assign((_, incidencia: Incidencia) => ({ incidencia })),
    sustituidas: assign(({ context }, imagenes: ImagenIncidencia[]) => ({
      originales: imagenes,
      // Las conservadas vuelven con ids nuevos; las nuevas siguen esperando su turno.
      imagenes: [...imagenes.map(imagenDelServidor), ...imagenesNuevas(context.imagenes)],
    })),
    erroresDelServidor: assign((_, error: unknown) => ({
      errores: erroresDeCampos(error, ORDEN_CAMPOS_INCIDENCIA),
      error: mensajeDeFallo(error),
    })),
    yaResuelta: assign(({ context }, error: unknown) => ({
      error: comoFallo(error)?.message || MENSAJE_RESUELTA,
      incidencia: context.incidencia && { ...context.incidencia, estado: 'RESUELTA' as const },
    })),
    falloAlGuardar: assign((_, error: unknown) => ({ error: mensajeDeFallo(error) })),
    falloAlSubir: assign((_, { error, nombre }: { error: unknown; nombre: string }) => ({
      error: `Los datos de la incidencia se han guardado, pero la imagen ${nombre} no se ha podido subir: ${mensajeDeFallo(error)} Pulsa 'Actualizar' para intentarlo de nuevo, o quítala.`,
    })),
    falloAlSustituir: assign((_, error: unknown) => ({
      error: `Los datos de la incidencia se han guardado, pero no se han podido quitar las imágenes: ${mensajeDeFallo(error)} Pulsa 'Actualizar' para intentarlo de nuevo.`,
    })),
  },
}).createMachine({
  id: 'editarIncidencia',
  context: ({ input }) => ({
    ...asistente.CONTEXTO_ASISTENTE,
    id: input.id,
    incidencia: undefined,
    datos: DATOS_INCIDENCIA_VACIOS,
    imagenes: [],
    originales: [],
    subidas: [],
    falloAlCargar: undefined,
  }),
  initial: 'cargando',
  states: {
    cargando: {
      tags: [asistente.ETIQUETA_ESPERANDO],
      invoke: {
        id: 'cargarIncidencia',
        src: 'cargarIncidencia',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'modificarIncidencia',
          actions: { type: 'cargada', params: ({ event }) => event.output },
        },
        onError: { target: 'falloAlCargar', actions: { type: 'noCargada', params: delFallo } },
      },
    },
    falloAlCargar: { on: { REINTENTAR: 'cargando' } },
    /** El único paso: solo una incidencia PENDIENTE se puede cambiar. */
    modificarIncidencia: {
      initial: 'editando',
      states: {
        editando: { on: { EDITAR: { guard: 'esPendiente', ...asistente.editar } } },
        invalido: {
          on: {
            EDITAR: { guard: 'esPendiente', ...asistente.editarYMarcar('modificarIncidencia') },
          },
        },
      },
      on: {
        ANADIR_IMAGENES: { guard: 'esPendiente', ...formulario.anadirImagenes },
        QUITAR_IMAGEN: { guard: 'esPendiente', ...formulario.quitarImagen },
        // 'Actualizar' está desactivado en una RESUELTA (§4); si llega igual, no se envía nada.
        CONFIRMAR: [
          {
            guard: and(['esPendiente', 'formularioValido']),
            target: 'enviando',
            actions: 'limpiarErrores',
          },
          {
            guard: 'esPendiente',
            target: '.invalido',
            actions: { type: 'marcar', params: 'modificarIncidencia' },
          },
        ],
      },
    },
    enviando: {
      tags: asistente.ETIQUETAS_ENVIO,
      initial: 'actualizando',
      states: {
        actualizando: {
          invoke: {
            id: 'actualizarIncidencia',
            src: 'actualizarIncidencia',
            input: ({ context }) => ({ id: context.id, ...cuerpoDeIncidencia(context.datos) }),
            onDone: {
              target: 'imagenes',
              actions: { type: 'actualizada', params: ({ event }) => event.output },
            },
            onError: [
              siResuelta,
              {
                guard: { type: 'falloDeCampos', params: delFallo },
                target: '#editarIncidencia.modificarIncidencia.invalido',
                actions: { type: 'erroresDelServidor', params: delFallo },
              },
              {
                target: '#editarIncidencia.modificarIncidencia',
                actions: { type: 'falloAlGuardar', params: delFallo },
              },
            ],
          },
        },
        imagenes: {
          always: [
            { guard: 'hayQueQuitar', target: 'sustituyendo' },
            { guard: not('todoSubido'), target: 'subiendo' },
            { target: '#editarIncidencia.confirmacion' },
          ],
        },
        sustituyendo: {
          invoke: {
            id: 'sustituirImagenesIncidencia',
            src: 'sustituirImagenesIncidencia',
            input: ({ context }) => ({
              id_incidencia: context.id,
              conservar: imagenesConservadas(context),
            }),
            onDone: {
              target: 'imagenes',
              actions: { type: 'sustituidas', params: ({ event }) => event.output },
            },
            onError: [
              siResuelta,
              {
                target: '#editarIncidencia.modificarIncidencia',
                actions: { type: 'falloAlSustituir', params: delFallo },
              },
            ],
          },
        },
        /** Las imágenes nuevas, una a una, hasta que no quede ninguna. */
        subiendo: formulario.subiendoUnaAUna({
          terminado: '#editarIncidencia.confirmacion',
          alFallar: '#editarIncidencia.modificarIncidencia',
          idDe: (context: ContextoEditarIncidencia) => context.id,
          antes: [siResuelta],
        }),
      },
    },
    confirmacion: { type: 'final' },
  },
  output: ({ context }) => ({
    incidencia: context.incidencia as Incidencia,
    imagenes: context.imagenes.length,
  }),
});
