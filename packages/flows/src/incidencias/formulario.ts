/**
 * El formulario de una incidencia en las máquinas de crear y de modificar: sus eventos, sus
 * errores, las acciones de sus imágenes y la subida de cada imagen nueva.
 */
import { assign, type EventObject } from 'xstate';
import type { Errores } from '../tipos';
import { sinErrores } from '../validacion/formularios';
import type { ConClave } from '../wizard/idempotencia';
import {
  type CampoIncidencia,
  type DatosIncidencia,
  erroresDeIncidencia,
  type ImagenElegida,
  imagenesNuevas,
} from './datos';

/** Lo que sube una imagen: a qué incidencia y cuál (su archivo lo busca el actor por la clave). */
export interface SubidaDeImagen extends ConClave {
  id_incidencia: number;
  clave: string;
  nombre: string;
}

/** Los eventos del formulario, compartidos por 'Crear incidencia' y 'Modificar Incidencia'. */
export type EventoFormularioIncidencia =
  | { type: 'EDITAR'; datos: Partial<DatosIncidencia> }
  | { type: 'ANADIR_IMAGENES'; imagenes: ImagenElegida[] }
  | { type: 'QUITAR_IMAGEN'; clave: string };

/**
 * La `Idempotency-Key` de la subida de una imagen elegida a una incidencia (docs/decisiones.md (36)): la
 * misma cada vez que se reintenta esa subida, distinta para otra imagen u otra incidencia.
 */
export function claveDeSubida(idIncidencia: number, claveImagen: string): string {
  return `subida-${idIncidencia}-${claveImagen}`;
}

export function erroresDelFormulario(c: {
  datos: DatosIncidencia;
  imagenes: readonly ImagenElegida[];
}): Errores<CampoIncidencia> {
  return erroresDeIncidencia(c.datos, c.imagenes);
}

/** La siguiente imagen nueva por subir, si queda alguna. */
export function siguienteImagenPorSubir(c: {
  imagenes: readonly ImagenElegida[];
  subidas: readonly string[];
}): ImagenElegida | undefined {
  return imagenesNuevas(c.imagenes).find((i) => !c.subidas.includes(i.clave));
}

/** La subida de la siguiente imagen nueva a la incidencia `id`, con su clave. */
export function subidaDe(id: number, imagen: ImagenElegida): SubidaDeImagen {
  return {
    id_incidencia: id,
    clave: imagen.clave,
    nombre: imagen.nombre,
    claveIdempotencia: claveDeSubida(id, imagen.clave),
  };
}

interface ContextoDelFormulario {
  errores: Errores<string>;
  datos: DatosIncidencia;
  imagenes: ImagenElegida[];
  subidas: string[];
}

/** Las acciones del formulario que comparten crear y editar. */
export function accionesDelFormulario<C extends ContextoDelFormulario, E extends EventObject>() {
  /** El contexto entero con el cambio encima: un `C` (y así un `Partial<C>`) sea cual sea `C`. */
  const con = (context: C, cambios: Partial<ContextoDelFormulario>) => ({
    ...context,
    ...cambios,
  });
  return {
    editar: assign<C, E, Partial<DatosIncidencia> | undefined, E, never>(({ context }, datos) =>
      con(context, { datos: { ...context.datos, ...datos } }),
    ),
    anadirImagenes: assign<C, E, ImagenElegida[], E, never>(({ context }, imagenes) =>
      con(context, { imagenes: [...context.imagenes, ...imagenes] }),
    ),
    quitarImagen: assign<C, E, string, E, never>(({ context }, clave) =>
      con(context, { imagenes: context.imagenes.filter((i) => i.clave !== clave) }),
    ),
    /** Tras un intento fallido los mensajes siguen a lo que cambia; antes, no se adelantan. */
    remarcar: assign<C, E, undefined, E, never>(({ context }) =>
      con(context, {
        errores: sinErrores(context.errores) ? {} : erroresDelFormulario(context),
      }),
    ),
    marcarSubida: assign<C, E, string, E, never>(({ context }, clave) =>
      con(context, { subidas: [...context.subidas, clave] }),
    ),
  };
}

/* Las transiciones de las imágenes del formulario, las mismas al crear y al modificar. */

/** Añadir imágenes elegidas; tras un intento fallido, los mensajes siguen al cambio. */
export const anadirImagenes = {
  actions: [
    {
      type: 'anadirImagenes',
      params: ({ event }: { event: { imagenes: ImagenElegida[] } }) => event.imagenes,
    },
    'remarcar',
  ],
} as const;

/** Quitar una imagen elegida. */
export const quitarImagen = {
  actions: [
    { type: 'quitarImagen', params: ({ event }: { event: { clave: string } }) => event.clave },
    'remarcar',
  ],
} as const;

/** Una imagen subida: se apunta y se pasa a la siguiente. */
export const imagenSubida = {
  target: 'siguiente',
  actions: {
    type: 'marcarSubida',
    params: ({ context }: { context: { imagenes: ImagenElegida[]; subidas: string[] } }) =>
      siguienteImagenPorSubir(context)?.clave ?? '',
  },
} as const;

/** Una imagen que no se ha podido subir: el mensaje dice cuál. */
export const falloAlSubirLaImagen = {
  type: 'falloAlSubir',
  params: ({
    context,
    event,
  }: {
    context: { imagenes: ImagenElegida[]; subidas: string[] };
    event: { error: unknown };
  }) => ({ error: event.error, nombre: siguienteImagenPorSubir(context)?.nombre ?? '' }),
} as const;

/** Lo que la subida de las imágenes lee del contexto de crear o de modificar. */
interface ContextoDeSubida {
  imagenes: ImagenElegida[];
  subidas: string[];
}

/**
 * Las imágenes nuevas, una a una, hasta que no quede ninguna (crear y modificar una incidencia):
 * acabadas, a `terminado`; una que no sube vuelve a `alFallar` diciendo cuál, después de mirar
 * `antes` (modificar: la incidencia ya resuelta). `idDe` da la incidencia de la subida.
 */
export function subiendoUnaAUna<
  C extends ContextoDeSubida,
  const Antes extends readonly object[],
>(opciones: { terminado: string; alFallar: string; idDe: (context: C) => number; antes: Antes }) {
  return {
    initial: 'siguiente',
    states: {
      siguiente: {
        always: [{ guard: 'todoSubido', target: opciones.terminado }, { target: 'subiendoUna' }],
      },
      subiendoUna: {
        invoke: {
          id: 'subirImagenIncidencia',
          src: 'subirImagenIncidencia',
          input: ({ context }: { context: C }) =>
            subidaDe(opciones.idDe(context), siguienteImagenPorSubir(context) as ImagenElegida),
          onDone: imagenSubida,
          onError: [
            ...opciones.antes,
            { target: opciones.alFallar, actions: falloAlSubirLaImagen },
          ],
        },
      },
    },
  } as const;
}
