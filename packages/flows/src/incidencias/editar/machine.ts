import type { ImagenIncidencia, Incidencia, IncidenciaActualizacion } from '@clinica/api-client';
import { and, assign, fromPromise, not, setup } from 'xstate';
import { comoFallo, erroresDeCampos, estadoDelFallo, mensajeDeFallo } from '../../errores/fallos';
import type { Errores } from '../../tipos';
import { sinErrores } from '../../validacion/formularios';
import {
  CONTEXTO_ASISTENTE,
  type ContextoAsistente,
  ETIQUETA_ESPERANDO,
  navegacion,
} from '../../wizard/machine';
import { ETIQUETA_ENVIANDO } from '../../wizard/persistencia';
import {
  accionesDelFormulario,
  claveDeSubida,
  type EventoFormularioIncidencia,
  erroresDelFormulario,
  type SubidaDeImagen,
} from '../crear/machine';
import {
  type CampoIncidencia,
  cuerpoDeIncidencia,
  DATOS_INCIDENCIA_VACIOS,
  type DatosIncidencia,
  datosDe,
  type ImagenElegida,
  imagenesNuevas,
  ORDEN_CAMPOS_INCIDENCIA,
} from '../datos';
import { ASISTENTE_EDITAR_INCIDENCIA, type PasoEditarIncidencia } from '../steps';

export type { PasoEditarIncidencia };

/** Lo que llega al cargar: la incidencia y sus imágenes. */
export interface IncidenciaConImagenes {
  incidencia: Incidencia;
  imagenes: ImagenIncidencia[];
}

/** Sustituir las imágenes del servidor por las que se conservan (el contrato las reemplaza todas). */
export interface SustitucionDeImagenes {
  id_incidencia: number;
  conservar: ImagenIncidencia[];
}

export const MENSAJE_RESUELTA = 'Solo se pueden modificar incidencias con estado PENDIENTE.';

export interface ContextoEditarIncidencia extends ContextoAsistente {
  errores: Errores<CampoIncidencia>;
  id: number;
  incidencia: Incidencia | undefined;
  datos: DatosIncidencia;
  imagenes: ImagenElegida[];
  /** Las imágenes que el servidor tiene ahora. */
  originales: ImagenIncidencia[];
  /** Las claves de las imágenes nuevas ya subidas. */
  subidas: string[];
  /** El fallo al cargar, y si reintentar puede servir (no para un 403 o un 404). */
  falloAlCargar: { mensaje: string; reintentable: boolean } | undefined;
}

export type EventoEditarIncidencia =
  | { type: 'CONFIRMAR' }
  /** El marco de los pasos los conoce; con un solo paso no llevan a ninguna parte. */
  | { type: 'CONTINUAR' }
  | { type: 'VOLVER' }
  | { type: 'REINTENTAR' }
  | { type: 'IR_A_PASO'; paso: PasoEditarIncidencia }
  | EventoFormularioIncidencia;

export interface SalidaEditarIncidencia {
  incidencia: Incidencia;
  imagenes: number;
}

type FalloEvento = { event: { error: unknown } };

const nav = navegacion<ContextoEditarIncidencia, EventoEditarIncidencia, PasoEditarIncidencia>(
  ASISTENTE_EDITAR_INCIDENCIA.orden,
  { modificarIncidencia: { errores: erroresDelFormulario } },
);

function imagenDelServidor(imagen: ImagenIncidencia): ImagenElegida {
  return {
    clave: `servidor-${imagen.id_imagen}`,
    nombre: imagen.nombre_imagen,
    id_imagen: imagen.id_imagen,
  };
}

/** Las imágenes del servidor que se han quitado en el formulario. */
export function imagenesQuitadas(c: ContextoEditarIncidencia): ImagenIncidencia[] {
  return c.originales.filter((o) => !c.imagenes.some((i) => i.id_imagen === o.id_imagen));
}

export function siguienteSubidaEditar(c: ContextoEditarIncidencia): ImagenElegida | undefined {
  return imagenesNuevas(c.imagenes).find((i) => !c.subidas.includes(i.clave));
}

const siEsPendiente = 'esPendiente' as const;

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
    subirImagenIncidencia: fromPromise<ImagenIncidencia[], SubidaDeImagen>(async () => {
      throw new Error('editarIncidenciaMachine: proporciona el actor subirImagenIncidencia.');
    }),
  },
  guards: {
    esPendiente: ({ context }) => context.incidencia?.estado === 'PENDIENTE',
    formularioValido: ({ context }) => sinErrores(erroresDelFormulario(context)),
    hayQueQuitar: ({ context }) => imagenesQuitadas(context).length > 0,
    todoSubido: ({ context }) => siguienteSubidaEditar(context) === undefined,
    falloDeCampos: (_, error: unknown) =>
      !sinErrores(erroresDeCampos(error, ORDEN_CAMPOS_INCIDENCIA)),
    resuelta: (_, error: unknown) => estadoDelFallo(error) === 409,
  },
})
  .extend({
    guards: nav.guards,
    actions: {
      ...nav.actions,
      ...accionesDelFormulario<ContextoEditarIncidencia, EventoEditarIncidencia>(),
    },
  })
  .extend({
    actions: {
      editar: assign(({ context }, datos: Partial<DatosIncidencia>) => ({
        datos: { ...context.datos, ...datos },
      })),
      cargada: assign((_, { incidencia, imagenes }: IncidenciaConImagenes) => ({
        incidencia,
        datos: datosDe(incidencia),
        originales: imagenes,
        imagenes: imagenes.map(imagenDelServidor),
        subidas: [],
        falloAlCargar: undefined,
      })),
      noCargada: assign((_, error: unknown) => {
        const estado = estadoDelFallo(error);
        return {
          falloAlCargar: {
            mensaje: mensajeDeFallo(error),
            reintentable: estado === undefined || estado >= 500 || estado === 429,
          },
        };
      }),
      actualizada: assign((_, incidencia: Incidencia) => ({ incidencia })),
      sustituidas: assign(({ context }, imagenes: ImagenIncidencia[]) => ({
        originales: imagenes,
        // Las conservadas vuelven con ids nuevos; las nuevas siguen esperando su turno.
        imagenes: [...imagenes.map(imagenDelServidor), ...imagenesNuevas(context.imagenes)],
      })),
      marcarSubida: assign(({ context }, clave: string) => ({
        subidas: [...context.subidas, clave],
      })),
      erroresDelServidor: assign((_, error: unknown) => ({
        errores: erroresDeCampos(error, ORDEN_CAMPOS_INCIDENCIA),
        error: mensajeDeFallo(error),
      })),
      /** El servidor dice que ya está resuelta: se muestra así y 'Actualizar' se desactiva. */
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
  })
  .createMachine({
    id: 'editarIncidencia',
    context: ({ input }) => ({
      ...CONTEXTO_ASISTENTE,
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
        tags: [ETIQUETA_ESPERANDO],
        invoke: {
          id: 'cargarIncidencia',
          src: 'cargarIncidencia',
          input: ({ context }) => ({ id: context.id }),
          onDone: {
            target: 'modificarIncidencia',
            actions: { type: 'cargada', params: ({ event }) => event.output },
          },
          onError: {
            target: 'falloAlCargar',
            actions: { type: 'noCargada', params: ({ event }: FalloEvento) => event.error },
          },
        },
      },
      falloAlCargar: { on: { REINTENTAR: 'cargando' } },
      modificarIncidencia: {
        initial: 'editando',
        states: {
          editando: {
            on: {
              EDITAR: {
                guard: siEsPendiente,
                actions: { type: 'editar', params: ({ event }) => event.datos },
              },
            },
          },
          invalido: {
            on: {
              EDITAR: {
                guard: siEsPendiente,
                actions: [
                  { type: 'editar', params: ({ event }) => event.datos },
                  { type: 'marcar', params: 'modificarIncidencia' },
                ],
              },
            },
          },
        },
        on: {
          ANADIR_IMAGENES: {
            guard: siEsPendiente,
            actions: [
              { type: 'anadirImagenes', params: ({ event }) => event.imagenes },
              'remarcar',
            ],
          },
          QUITAR_IMAGEN: {
            guard: siEsPendiente,
            actions: [{ type: 'quitarImagen', params: ({ event }) => event.clave }, 'remarcar'],
          },
          // 'Actualizar' está desactivado en una RESUELTA (§4); si llega igual, no se envía nada.
          CONFIRMAR: [
            {
              guard: and([siEsPendiente, 'formularioValido']),
              target: 'enviando',
              actions: { type: 'limpiarErrores', params: 'modificarIncidencia' },
            },
            {
              guard: siEsPendiente,
              target: '.invalido',
              actions: { type: 'marcar', params: 'modificarIncidencia' },
            },
          ],
        },
      },
      enviando: {
        tags: [ETIQUETA_ENVIANDO, ETIQUETA_ESPERANDO],
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
                {
                  guard: { type: 'resuelta', params: ({ event }: FalloEvento) => event.error },
                  target: '#editarIncidencia.modificarIncidencia',
                  actions: { type: 'yaResuelta', params: ({ event }: FalloEvento) => event.error },
                },
                {
                  guard: { type: 'falloDeCampos', params: ({ event }: FalloEvento) => event.error },
                  target: '#editarIncidencia.modificarIncidencia.invalido',
                  actions: {
                    type: 'erroresDelServidor',
                    params: ({ event }: FalloEvento) => event.error,
                  },
                },
                {
                  target: '#editarIncidencia.modificarIncidencia',
                  actions: {
                    type: 'falloAlGuardar',
                    params: ({ event }: FalloEvento) => event.error,
                  },
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
                conservar: context.originales.filter((o) =>
                  context.imagenes.some((i) => i.id_imagen === o.id_imagen),
                ),
              }),
              onDone: {
                target: 'imagenes',
                actions: { type: 'sustituidas', params: ({ event }) => event.output },
              },
              onError: [
                {
                  guard: { type: 'resuelta', params: ({ event }: FalloEvento) => event.error },
                  target: '#editarIncidencia.modificarIncidencia',
                  actions: { type: 'yaResuelta', params: ({ event }: FalloEvento) => event.error },
                },
                {
                  target: '#editarIncidencia.modificarIncidencia',
                  actions: {
                    type: 'falloAlSustituir',
                    params: ({ event }: FalloEvento) => event.error,
                  },
                },
              ],
            },
          },
          subiendo: {
            initial: 'siguiente',
            states: {
              siguiente: {
                always: [
                  { guard: 'todoSubido', target: '#editarIncidencia.confirmacion' },
                  { target: 'subiendoUna' },
                ],
              },
              subiendoUna: {
                invoke: {
                  id: 'subirImagenIncidencia',
                  src: 'subirImagenIncidencia',
                  input: ({ context }) => {
                    const imagen = siguienteSubidaEditar(context) as ImagenElegida;
                    return {
                      id_incidencia: context.id,
                      clave: imagen.clave,
                      nombre: imagen.nombre,
                      claveIdempotencia: claveDeSubida(context.id, imagen.clave),
                    };
                  },
                  onDone: {
                    target: 'siguiente',
                    actions: {
                      type: 'marcarSubida',
                      params: ({ context }) =>
                        (siguienteSubidaEditar(context) as ImagenElegida).clave,
                    },
                  },
                  onError: [
                    {
                      guard: { type: 'resuelta', params: ({ event }: FalloEvento) => event.error },
                      target: '#editarIncidencia.modificarIncidencia',
                      actions: {
                        type: 'yaResuelta',
                        params: ({ event }: FalloEvento) => event.error,
                      },
                    },
                    {
                      target: '#editarIncidencia.modificarIncidencia',
                      actions: {
                        type: 'falloAlSubir',
                        params: ({ context, event }) => ({
                          error: event.error,
                          nombre: siguienteSubidaEditar(context)?.nombre ?? '',
                        }),
                      },
                    },
                  ],
                },
              },
            },
          },
        },
      },
      confirmacion: { type: 'final' },
    },
    output: ({ context }) => ({
      incidencia: context.incidencia as Incidencia,
      imagenes: context.imagenes.length,
    }),
  });
