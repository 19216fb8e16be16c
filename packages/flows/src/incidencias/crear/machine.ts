import type {
  ImagenIncidencia,
  Incidencia,
  IncidenciaActualizacion,
  IncidenciaNueva,
} from '@clinica/api-client';
import { assign, type EventObject, fromPromise, setup, stateIn } from 'xstate';
import { erroresDeCampos, mensajeDeFallo } from '../../errores/fallos';
import type { Errores } from '../../tipos';
import { hoyEnLaClinica } from '../../validacion/fecha';
import { sinErrores } from '../../validacion/formularios';
import type { ConClave } from '../../wizard/idempotencia';
import {
  CONTEXTO_ASISTENTE,
  type ContextoAsistente,
  ETIQUETA_ESPERANDO,
  type EventoNavegacion,
  navegacion,
} from '../../wizard/machine';
import { ETIQUETA_ENVIANDO } from '../../wizard/persistencia';
import {
  type CampoIncidencia,
  cuerpoDeIncidencia,
  DATOS_INCIDENCIA_VACIOS,
  type DatosIncidencia,
  erroresDeIncidencia,
  type ImagenElegida,
  imagenesNuevas,
  ORDEN_CAMPOS_INCIDENCIA,
} from '../datos';
import { ASISTENTE_CREAR_INCIDENCIA, type PasoCrearIncidencia } from '../steps';
import type { PuestoTrabajo } from '../texts';

export type { PasoCrearIncidencia };

/** Lo que sube una imagen: a qué incidencia y cuál (su archivo lo busca el actor por la clave). */
export interface SubidaDeImagen extends ConClave {
  id_incidencia: number;
  clave: string;
  nombre: string;
}

export interface EntradaCrearIncidencia {
  hoy?: string;
  /** El nombre del que ha iniciado sesión: el campo 'Nombre' empieza con él. */
  nombre?: string;
  /** El puesto del rol del que ha iniciado sesión (docs/decisiones.md (1)). */
  puesto_trabajo?: PuestoTrabajo;
}

export interface ContextoCrearIncidencia extends ContextoAsistente {
  errores: Errores<CampoIncidencia>;
  datos: DatosIncidencia;
  imagenes: ImagenElegida[];
  /** La incidencia ya creada: si falla una imagen, reintentar no la crea otra vez. */
  incidencia: Incidencia | undefined;
  /** Las claves de las imágenes ya subidas. */
  subidas: string[];
}

/** Los eventos del formulario, compartidos con 'Modificar Incidencia'. */
export type EventoFormularioIncidencia =
  | { type: 'EDITAR'; datos: Partial<DatosIncidencia> }
  | { type: 'ANADIR_IMAGENES'; imagenes: ImagenElegida[] }
  | { type: 'QUITAR_IMAGEN'; clave: string };

export type EventoCrearIncidencia =
  | EventoNavegacion<PasoCrearIncidencia>
  | EventoFormularioIncidencia;

/**
 * La `Idempotency-Key` de la subida de una imagen elegida a una incidencia (docs/decisiones.md (36)): la
 * misma cada vez que se reintenta esa subida, distinta para otra imagen u otra incidencia.
 */
export function claveDeSubida(idIncidencia: number, claveImagen: string): string {
  return `subida-${idIncidencia}-${claveImagen}`;
}

export interface SalidaCrearIncidencia {
  incidencia: Incidencia;
  imagenes: number;
}

type FalloEvento = { event: { error: unknown } };

export function erroresDelFormulario(c: {
  datos: DatosIncidencia;
  imagenes: readonly ImagenElegida[];
}): Errores<CampoIncidencia> {
  return erroresDeIncidencia(c.datos, c.imagenes);
}

/** La siguiente imagen por subir, si queda alguna. */
export function siguienteSubida(c: ContextoCrearIncidencia): ImagenElegida | undefined {
  return imagenesNuevas(c.imagenes).find((i) => !c.subidas.includes(i.clave));
}

interface ContextoDelFormulario {
  errores: Errores<string>;
  datos: DatosIncidencia;
  imagenes: ImagenElegida[];
}

/** Las acciones del formulario que comparten crear y editar. */
export function accionesDelFormulario<C extends ContextoDelFormulario, E extends EventObject>() {
  return {
    anadirImagenes: assign<C, E, ImagenElegida[], E, never>(
      ({ context }, imagenes) => ({ imagenes: [...context.imagenes, ...imagenes] }) as Partial<C>,
    ),
    quitarImagen: assign<C, E, string, E, never>(
      ({ context }, clave) =>
        ({ imagenes: context.imagenes.filter((i) => i.clave !== clave) }) as Partial<C>,
    ),
    /** Tras un intento fallido los mensajes siguen a lo que cambia; antes, no se adelantan. */
    remarcar: assign<C, E, undefined, E, never>(
      ({ context }) =>
        ({
          errores: sinErrores(context.errores) ? {} : erroresDelFormulario(context),
        }) as Partial<C>,
    ),
  };
}

const nav = navegacion<ContextoCrearIncidencia, EventoCrearIncidencia, PasoCrearIncidencia>(
  ASISTENTE_CREAR_INCIDENCIA.orden,
  { datosIncidencia: { errores: erroresDelFormulario } },
);

export const crearIncidenciaMachine = setup({
  types: {
    context: {} as ContextoCrearIncidencia,
    events: {} as EventoCrearIncidencia,
    input: {} as EntradaCrearIncidencia | undefined,
    output: {} as SalidaCrearIncidencia,
  },
  actors: {
    /** POST /api/incidencias/guardar; el servidor pone el estado y el dueño (docs/decisiones.md (1)). */
    guardarIncidencia: fromPromise<Incidencia, IncidenciaNueva & ConClave>(async () => {
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
    subirImagenIncidencia: fromPromise<ImagenIncidencia[], SubidaDeImagen>(async () => {
      throw new Error('crearIncidenciaMachine: proporciona el actor subirImagenIncidencia.');
    }),
  },
  guards: {
    yaCreada: ({ context }) => context.incidencia !== undefined,
    todoSubido: ({ context }) => siguienteSubida(context) === undefined,
    falloDeCampos: (_, error: unknown) =>
      !sinErrores(erroresDeCampos(error, ORDEN_CAMPOS_INCIDENCIA)),
  },
})
  .extend({
    guards: nav.guards,
    actions: {
      ...nav.actions,
      ...accionesDelFormulario<ContextoCrearIncidencia, EventoCrearIncidencia>(),
    },
  })
  .extend({
    actions: {
      editar: assign(({ context }, datos: Partial<DatosIncidencia>) => ({
        datos: { ...context.datos, ...datos },
      })),
      guardarCreada: assign((_, incidencia: Incidencia) => ({ incidencia })),
      marcarSubida: assign(({ context }, clave: string) => ({
        subidas: [...context.subidas, clave],
      })),
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
  })
  .createMachine({
    id: 'crearIncidencia',
    context: ({ input }) => ({
      ...CONTEXTO_ASISTENTE,
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
    // Las imágenes se eligen en el formulario, y solo allí: mientras se envían no cambian.
    on: {
      ANADIR_IMAGENES: {
        guard: stateIn('#crearIncidencia.datosIncidencia'),
        actions: [{ type: 'anadirImagenes', params: ({ event }) => event.imagenes }, 'remarcar'],
      },
      QUITAR_IMAGEN: {
        guard: stateIn('#crearIncidencia.datosIncidencia'),
        actions: [{ type: 'quitarImagen', params: ({ event }) => event.clave }, 'remarcar'],
      },
    },
    initial: 'datosIncidencia',
    states: {
      datosIncidencia: nav.pasoEditable('datosIncidencia'),
      resumenDatos: nav.pasoFinal(),
      enviando: {
        tags: [ETIQUETA_ENVIANDO, ETIQUETA_ESPERANDO],
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
              onError: [
                {
                  guard: { type: 'falloDeCampos', params: ({ event }: FalloEvento) => event.error },
                  target: '#crearIncidencia.datosIncidencia.invalido',
                  actions: {
                    type: 'erroresDelServidor',
                    params: ({ event }: FalloEvento) => event.error,
                  },
                },
                {
                  target: '#crearIncidencia.resumenDatos',
                  actions: {
                    type: 'falloAlGuardar',
                    params: ({ event }: FalloEvento) => event.error,
                  },
                },
              ],
            },
          },
          guardando: {
            // Una clave por envío: 'Confirmar' tras un fallo, sin cambiar nada, repite este envío.
            entry: 'prepararClave',
            invoke: {
              id: 'guardarIncidencia',
              src: 'guardarIncidencia',
              input: ({ context }) => ({
                ...cuerpoDeIncidencia(context.datos),
                claveIdempotencia: context.claveEnvio,
              }),
              onDone: {
                target: 'subiendo',
                actions: [
                  { type: 'guardarCreada', params: ({ event }) => event.output },
                  'olvidarClave',
                ],
              },
              onError: [
                {
                  guard: { type: 'falloDeCampos', params: ({ event }: FalloEvento) => event.error },
                  target: '#crearIncidencia.datosIncidencia.invalido',
                  actions: {
                    type: 'erroresDelServidor',
                    params: ({ event }: FalloEvento) => event.error,
                  },
                },
                {
                  target: '#crearIncidencia.resumenDatos',
                  actions: {
                    type: 'falloAlGuardar',
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
                  { guard: 'todoSubido', target: '#crearIncidencia.confirmacion' },
                  { target: 'subiendoUna' },
                ],
              },
              subiendoUna: {
                invoke: {
                  id: 'subirImagenIncidencia',
                  src: 'subirImagenIncidencia',
                  input: ({ context }) => {
                    const imagen = siguienteSubida(context) as ImagenElegida;
                    const id = (context.incidencia as Incidencia).id;
                    return {
                      id_incidencia: id,
                      clave: imagen.clave,
                      nombre: imagen.nombre,
                      claveIdempotencia: claveDeSubida(id, imagen.clave),
                    };
                  },
                  onDone: {
                    target: 'siguiente',
                    actions: {
                      type: 'marcarSubida',
                      params: ({ context }) => (siguienteSubida(context) as ImagenElegida).clave,
                    },
                  },
                  onError: {
                    target: '#crearIncidencia.resumenDatos',
                    actions: {
                      type: 'falloAlSubir',
                      params: ({ context, event }) => ({
                        error: event.error,
                        nombre: siguienteSubida(context)?.nombre ?? '',
                      }),
                    },
                  },
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
      imagenes: context.subidas.length,
    }),
  });
