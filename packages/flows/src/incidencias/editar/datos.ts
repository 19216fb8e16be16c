/**
 * Los datos de 'Modificar Incidencia': lo que se carga, el contexto, las imágenes que se quitan o
 * se suben y lo que sale. La máquina (machine.ts) los usa; aquí no hay estados.
 */
import type { ImagenIncidencia, Incidencia } from '@clinica/api-client';
import { estadoDelFallo, mensajeDeFallo } from '../../errores/fallos';
import type { Errores } from '../../tipos';
import type { ContextoAsistente } from '../../wizard/machine';
import type { CampoIncidencia, DatosIncidencia, ImagenElegida } from '../datos';
import { type EventoFormularioIncidencia, siguienteImagenPorSubir } from '../formulario';
import type { PasoEditarIncidencia } from '../steps';
import { MENSAJE_RESUELTA } from '../texts';

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

export function imagenDelServidor(imagen: ImagenIncidencia): ImagenElegida {
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
  return siguienteImagenPorSubir(c);
}

/** Las imágenes del servidor que se conservan (el contrato las sustituye todas). */
export function imagenesConservadas(c: ContextoEditarIncidencia): ImagenIncidencia[] {
  return c.originales.filter((o) => c.imagenes.some((i) => i.id_imagen === o.id_imagen));
}

/** Un fallo al cargar: su mensaje, y si reintentar puede servir (no para un 403 o un 404). */
export function falloAlCargarDe(error: unknown): { mensaje: string; reintentable: boolean } {
  const estado = estadoDelFallo(error);
  return {
    mensaje: mensajeDeFallo(error),
    reintentable: estado === undefined || estado >= 500 || estado === 429,
  };
}

export { MENSAJE_RESUELTA };
