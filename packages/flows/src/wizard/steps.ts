/**
 * La tabla de pasos de un asistente: cada paso una vez, con su estado de la máquina, su ruta de
 * la especificación (§2.3), su título y el orden de sus campos. De ella salen la barra de pasos,
 * el número de cada paso, las rutas en los dos sentidos (docs/decisiones.md (10)), el orden del resumen de
 * errores y a qué pasos se puede saltar. Es pura: la leen la máquina, las pantallas y la app.
 */

import type { Errores } from '../tipos';
import { MENSAJES_SIN_CAMPO } from '../validacion/obligatorio';
import { type ErrorDeCampo, erroresEnOrden } from './erroresDeCampo';

export interface Paso<Estado extends string = string, Campo extends string = string> {
  /** El estado de primer nivel de la máquina: 'asignarContrasena'. */
  estado: Estado;
  /** El segmento de ruta bajo el prefijo del rol: 'crearPaciente/crearPacientePaso2'. */
  ruta: string;
  /** El `h1` del paso y su nombre en la barra de pasos. */
  titulo: string;
  /** El nombre en la barra, si no es el título ('Buscar paciente' para 'Búsqueda del paciente'). */
  etiqueta?: string;
  /** Los campos del paso en el orden del formulario: el resumen de errores se lee en ese orden. */
  campos?: readonly Campo[];
}

export interface DefinicionAsistente<Estado extends string, Campo extends string> {
  /** El nombre del proceso, bajo cada título: 'Crear paciente'. */
  proceso: string;
  /** El prefijo de los ids de los campos ('crear-paciente' → 'crear-paciente-dni'). */
  prefijo: string;
  /**
   * El nombre visible de cada campo. El resumen de errores lo antepone a los mensajes que no
   * dicen de qué campo son ('Sexo: Por favor, selecciona una opción.'); junto al campo no hace
   * falta.
   */
  etiquetas?: Partial<Record<Campo, string>>;
  /**
   * Lo que dice el primer paso cuando hay uno guardado a medias: 'Tienes un paciente a medio
   * crear' (docs/decisiones.md (37)).
   */
  aMedias?: string;
  /** Los pasos de la barra, en orden; el último es el resumen o la pregunta final. */
  pasos: readonly Paso<Estado, Campo>[];
  /**
   * Los estados sin paso propio y su ruta: 'enviando' se queda en la del resumen, la
   * confirmación tiene la suya y 'cancelado' vuelve a la lista.
   */
  otrasRutas?: Readonly<Record<string, string>>;
}

/**
 * El estado de primer nivel de una instantánea (o de lo guardado de ella):
 * `{ informacionPaciente: 'invalido' }` → 'informacionPaciente'; '' si no tiene.
 */
export function estadoDePrimerNivel(estado: object): string {
  const value = 'value' in estado ? estado.value : undefined;
  if (typeof value === 'string') return value;
  return value && typeof value === 'object' ? (Object.keys(value)[0] ?? '') : '';
}

/** '/administrativo/crearPaciente/crearPacientePaso2?x=1' → 'administrativo/crearPaciente/…'. */
function limpiar(ruta: string): string {
  return ruta.split(/[?#]/)[0]?.replace(/^\/+|\/+$/g, '') ?? '';
}

/** El mensaje tal cual, o con el nombre del campo delante si no dice de qué campo es. */
function nombrarMensaje(mensaje: string | undefined, etiqueta: string | undefined) {
  return mensaje && etiqueta && MENSAJES_SIN_CAMPO.has(mensaje)
    ? `${etiqueta}: ${mensaje}`
    : mensaje;
}

export type Asistente<Estado extends string, Campo extends string> = ReturnType<
  typeof definirAsistente<Estado, Campo>
>;

/** La tabla de un asistente con todo lo que se deriva de ella. */
export function definirAsistente<Estado extends string, Campo extends string = never>(
  definicion: DefinicionAsistente<Estado, Campo>,
) {
  const { pasos, prefijo, otrasRutas = {} } = definicion;
  const orden: readonly Estado[] = pasos.map((paso) => paso.estado);
  const rutas: Record<string, string> = {
    ...Object.fromEntries(pasos.map((paso) => [paso.estado, paso.ruta])),
    ...otrasRutas,
  };
  // Más larga primero: 'crearPaciente/crearPacientePaso2' antes que 'crearPaciente'.
  const porLongitud = [...pasos].sort((a, b) => b.ruta.length - a.ruta.length);

  function paso(estado: Estado): Paso<Estado, Campo> {
    const encontrado = pasos.find((p) => p.estado === estado);
    if (!encontrado) throw new Error(`${definicion.proceso}: no hay paso '${estado}'.`);
    return encontrado;
  }
  const idCampo = (campo: Campo | string): string => `${prefijo}-${campo}`;

  return {
    ...definicion,
    /** Los estados de los pasos, en orden. */
    orden,
    /** Los nombres de la barra de pasos. */
    etiquetas: pasos.map((p) => p.etiqueta ?? p.titulo),
    paso,
    /** El número del paso, desde 1. */
    numero: (estado: Estado): number => orden.indexOf(estado) + 1,
    /** El paso de antes, si lo hay (a donde lleva 'Volver'). */
    anterior: (estado: Estado): Estado | undefined => orden[orden.indexOf(estado) - 1],
    /** El paso de después (a donde lleva 'Continuar'). */
    siguiente: (estado: Estado): Estado | undefined => orden[orden.indexOf(estado) + 1],
    idCampo,
    /** El segmento de ruta del estado en que está la máquina. */
    rutaDelPaso: (estado: { value: unknown }): string =>
      rutas[estadoDePrimerNivel(estado)] ?? pasos[0]?.ruta ?? '',
    /** El paso que pide una ruta (para `IR_A_PASO`); la confirmación no se puede pedir. */
    pasoDeRuta(ruta: string): Estado | undefined {
      const limpia = limpiar(ruta);
      return porLongitud.find((p) => limpia === p.ruta || limpia.endsWith(`/${p.ruta}`))?.estado;
    },
    /** Los errores del paso en el orden de sus campos, con el id del control de cada uno. */
    erroresEnOrden(estado: Estado, errores: Errores<string>): ErrorDeCampo[] {
      const campos = paso(estado).campos ?? [];
      const conNombre = Object.fromEntries(
        campos.map((campo) => [
          campo,
          nombrarMensaje(errores[campo], definicion.etiquetas?.[campo]),
        ]),
      ) as Errores<Campo>;
      return erroresEnOrden(conNombre, campos, idCampo);
    },
  };
}
