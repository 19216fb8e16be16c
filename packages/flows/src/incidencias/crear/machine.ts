/**
 * 'Crear incidencia': el formulario, el resumen y el envío, que guarda la incidencia y sube sus
 * imágenes una a una (la barra avanza por cada una). Si falla una imagen, la incidencia ya
 * existe: 'Confirmar' la actualiza y sigue con las imágenes que faltan, sin crear otra.
 */
import type {
  ImagenIncidencia,
  Incidencia,
  IncidenciaActualizacion,
  IncidenciaNueva,
} from '@clinica/api-client';
import { assign, fromPromise, setup } from 'xstate';
import { erroresDeCampos, mensajeDeFallo } from '../../errores/fallos';
import { hoyEnLaClinica } from '../../validacion/fecha';
import { sinErrores } from '../../validacion/formularios';
import type { CuerpoConClave } from '../../wizard/idempotencia';
import * as asistente from '../../wizard/machine';
import { cuerpoDeIncidencia, DATOS_INCIDENCIA_VACIOS, ORDEN_CAMPOS_INCIDENCIA } from '../datos';
import * as formulario from '../formulario';
import { ASISTENTE_CREAR_INCIDENCIA, type PasoCrearIncidencia } from '../steps';
import {
  type ContextoCrearIncidencia,
  type EntradaCrearIncidencia,
  type EventoCrearIncidencia,
  type SalidaCrearIncidencia,
  siguienteSubida,
} from './datos';

export {
  accionesDelFormulario,
  claveDeSubida,
  type EventoFormularioIncidencia,
  erroresDelFormulario,
  type SubidaDeImagen,
} from '../formulario';
export * from './datos';
export type { PasoCrearIncidencia };

type FalloEvento = { event: { error: unknown } };
const delFallo = ({ event }: FalloEvento) => event.error;

/** Un fallo al guardar los datos: los de un campo, a su campo; los demás, al resumen. */
const falloAlGuardarDatos = [
  {
    guard: { type: 'falloDeCampos', params: delFallo },
    target: '#crearIncidencia.datosIncidencia.invalido',
    actions: { type: 'erroresDelServidor', params: delFallo },
  },
  {
    target: '#crearIncidencia.resumenDatos',
    actions: { type: 'falloAlGuardar', params: delFallo },
  },
] as const;

const nav = asistente.navegacion<
  ContextoCrearIncidencia,
  EventoCrearIncidencia,
  PasoCrearIncidencia
>(ASISTENTE_CREAR_INCIDENCIA.orden, {
  datosIncidencia: { errores: formulario.erroresDelFormulario },
});

export const crearIncidenciaMachine = setup({
  types: {
    context: {} as ContextoCrearIncidencia,
    events: {} as EventoCrearIncidencia,
    input: {} as EntradaCrearIncidencia | undefined,
    output: {} as SalidaCrearIncidencia,
  },
  actors: {
    /** POST /api/incidencias/guardar; el servidor pone el estado y el dueño (docs/decisiones.md (1)). */
    guardarIncidencia: fromPromise<Incidencia, CuerpoConClave<IncidenciaNueva>>(async () => {
      throw new Error('crearIncidenciaMachine: proporciona el actor guardarIncidencia.');
    }),
    /**
     * PUT /api/incidencias/actualizar/{id}: al reintentar tras una imagen fallida, la incidencia
     * ya existe y lo cambiado con 'Cambiar' se guarda en ella, no en otra nueva.
     */
    actualizarIncidencia: fromPromise<Incidencia, IncidenciaActualizacion & { id: number }>(
      async () => {
        throw new Error('crearIncidenciaMachine: proporciona el actor actualizarIncidencia.');
      },
    ),
    /** POST /api/incidencias/guardarImagenesIncidencia con una imagen (la barra avanza por cada una). */
    subirImagenIncidencia: fromPromise<ImagenIncidencia[], formulario.SubidaDeImagen>(async () => {
      throw new Error('crearIncidenciaMachine: proporciona el actor subirImagenIncidencia.');
    }),
  },
  guards: {
    ...nav.guards,
    yaCreada: ({ context }) => context.incidencia !== undefined,
    todoSubido: ({ context }) => siguienteSubida(context) === undefined,
    falloDeCampos: (_, error: unknown) =>
      !sinErrores(erroresDeCampos(error, ORDEN_CAMPOS_INCIDENCIA)),
  },
  actions: {
    ...nav.actions,
    ...formulario.accionesDelFormulario<ContextoCrearIncidencia, EventoCrearIncidencia>(),
    guardarCreada: assign((_, incidencia: Incidencia) => ({ incidencia })),
    erroresDelServidor: assign((_, error: unknown) => ({
      errores: erroresDeCampos(error, ORDEN_CAMPOS_INCIDENCIA),
      error: mensajeDeFallo(error),
      volverAResumen: true,
    })),
    falloAlGuardar: assign((_, error: unknown) => ({ error: mensajeDeFallo(error) })),
    falloAlSubir: assign((_, { error, nombre }: { error: unknown; nombre: string }) => ({
      error: `La incidencia se ha guardado, pero la imagen ${nombre} no se ha podido subir: ${mensajeDeFallo(error)} Pulsa 'Confirmar' para intentarlo de nuevo, o quítala con 'Cambiar'.`,
    })),
  },
}).createMachine({
  id: 'crearIncidencia',
  context: ({ input }) => ({
    ...asistente.CONTEXTO_ASISTENTE,
    datos: {
      ...DATOS_INCIDENCIA_VACIOS,
      fecha: input?.hoy ?? hoyEnLaClinica(),
      nombre: input?.nombre ?? '',
      puesto_trabajo: input?.puesto_trabajo ?? null,
    },
    imagenes: [],
    incidencia: undefined,
    subidas: [],
  }),
  initial: 'datosIncidencia',
  states: {
    datosIncidencia: {
      initial: 'editando',
      states: {
        editando: { on: { EDITAR: asistente.editar } },
        invalido: { on: { EDITAR: asistente.editarYMarcar('datosIncidencia') } },
      },
      on: {
        // Las imágenes se eligen en el formulario, y solo allí: mientras se envían no cambian.
        ANADIR_IMAGENES: formulario.anadirImagenes,
        QUITAR_IMAGEN: formulario.quitarImagen,
        CONTINUAR: asistente.continuar('datosIncidencia', 'resumenDatos', 'resumenDatos'),
        IR_A_PASO: asistente.irA('resumenDatos'),
      },
    },
    resumenDatos: {
      on: {
        CONFIRMAR: asistente.confirmar('enviando', 'datosIncidencia'),
        CAMBIAR: asistente.cambiar('datosIncidencia'),
        VOLVER: asistente.volver('datosIncidencia'),
        IR_A_PASO: asistente.irA('datosIncidencia'),
      },
    },
    enviando: {
      tags: asistente.ETIQUETAS_ENVIO,
      initial: 'inicio',
      states: {
        inicio: {
          always: [{ guard: 'yaCreada', target: 'actualizando' }, { target: 'guardando' }],
        },
        actualizando: {
          invoke: {
            id: 'actualizarIncidencia',
            src: 'actualizarIncidencia',
            input: ({ context }) => ({
              id: (context.incidencia as Incidencia).id,
              ...cuerpoDeIncidencia(context.datos),
            }),
            onDone: {
              target: 'subiendo',
              actions: { type: 'guardarCreada', params: ({ event }) => event.output },
            },
            onError: falloAlGuardarDatos,
          },
        },
        guardando: {
          // Una clave por envío: 'Confirmar' tras un fallo, sin cambiar nada, repite este envío.
          entry: 'prepararClave',
          invoke: {
            id: 'guardarIncidencia',
            src: 'guardarIncidencia',
            input: ({ context }) => ({
              cuerpo: cuerpoDeIncidencia(context.datos),
              claveIdempotencia: context.claveEnvio,
            }),
            onDone: {
              target: 'subiendo',
              actions: [
                { type: 'guardarCreada', params: ({ event }) => event.output },
                'olvidarClave',
              ],
            },
            onError: falloAlGuardarDatos,
          },
        },
        subiendo: formulario.subiendoUnaAUna({
          terminado: '#crearIncidencia.confirmacion',
          alFallar: '#crearIncidencia.resumenDatos',
          idDe: (context: ContextoCrearIncidencia) => (context.incidencia as Incidencia).id,
          antes: [],
        }),
      },
    },
    confirmacion: { type: 'final' },
  },
  output: ({ context }) => ({
    incidencia: context.incidencia as Incidencia,
    imagenes: context.subidas.length,
  }),
});
