/**
 * Los datos del formulario de una incidencia (§3, §5), sus reglas y las imágenes elegidas. Puro,
 * salvo el registro de archivos: un `File` no cabe en sessionStorage, así que el contexto de la
 * máquina guarda solo su nombre y su clave y el archivo espera aquí mientras la página vive.
 */
import type { Incidencia } from '@clinica/api-client';
import { limitesDe } from '@clinica/api-client/reglas';
import type { Errores } from '../tipos';
import { esFechaValida } from '../validacion/fecha';
import { estaVacio } from '../validacion/obligatorio';
import type { Prioridad, PuestoTrabajo } from './texts';

export interface DatosIncidencia {
  asunto: string;
  nivel_prioridad: Prioridad | '';
  /** Quién la comunica; empieza con el nombre del que ha iniciado sesión. */
  nombre: string;
  /** AAAA-MM-DD; empieza hoy. */
  fecha: string;
  puesto_trabajo: PuestoTrabajo | null;
  descripcion: string;
}

/** Una imagen del formulario: ya en el servidor (`id_imagen`) o elegida ahora (su archivo aquí). */
export interface ImagenElegida {
  /** Clave estable: `servidor-12` o la que se dio al elegir el archivo. */
  clave: string;
  nombre: string;
  tamano?: number;
  /** La imagen ya está en el servidor con este id. */
  id_imagen?: number;
}

export type CampoIncidencia = keyof DatosIncidencia | 'imagenes';

/** Los campos en el orden del formulario: el resumen de errores se lee en ese orden. */
export const ORDEN_CAMPOS_INCIDENCIA: readonly CampoIncidencia[] = [
  'asunto',
  'nivel_prioridad',
  'nombre',
  'fecha',
  'puesto_trabajo',
  'descripcion',
  'imagenes',
];

export const DATOS_INCIDENCIA_VACIOS: DatosIncidencia = {
  asunto: '',
  nivel_prioridad: '',
  nombre: '',
  fecha: '',
  puesto_trabajo: null,
  descripcion: '',
};

/** Los límites del contrato para las imágenes de una incidencia. */
export const LIMITES_IMAGENES_INCIDENCIA = limitesDe('actualizarImagenesIncidencia');
export const LONGITUD_MAXIMA = { asunto: 150, nombre: 160, descripcion: 2000 } as const;

export const MENSAJES_INCIDENCIA = {
  asunto: 'El asunto es obligatorio.',
  asuntoLargo: `El asunto no puede tener más de ${LONGITUD_MAXIMA.asunto} caracteres.`,
  prioridad: 'Selecciona el nivel de prioridad.',
  nombre: 'El nombre es obligatorio.',
  nombreLargo: `El nombre no puede tener más de ${LONGITUD_MAXIMA.nombre} caracteres.`,
  fecha: 'La fecha es obligatoria.',
  fechaInvalida: 'Introduce una fecha válida.',
  puesto: 'Selecciona el puesto de trabajo.',
  descripcion: 'La descripción es obligatoria.',
  descripcionLarga: `La descripción no puede tener más de ${LONGITUD_MAXIMA.descripcion} caracteres.`,
  imagenPerdida: (nombre: string) =>
    `La imagen ${nombre} no se conserva al recargar la página: quítala y vuelve a añadirla.`,
  demasiadas: (maximo: number) => `Solo se admiten ${maximo} imágenes.`,
} as const;

function texto(valor: string, vacio: string, largo: string, maximo: number) {
  if (estaVacio(valor)) return vacio;
  return valor.trim().length > maximo ? largo : undefined;
}

/** Los errores del formulario (§5: asunto, prioridad, nombre, fecha, puesto y descripción). */
export function erroresDeIncidencia(
  datos: DatosIncidencia,
  imagenes: readonly ImagenElegida[] = [],
): Errores<CampoIncidencia> {
  const M = MENSAJES_INCIDENCIA;
  const perdida = imagenes.find((i) => i.id_imagen === undefined && !archivoDe(i.clave));
  const errores: Errores<CampoIncidencia> = {
    asunto: texto(datos.asunto, M.asunto, M.asuntoLargo, LONGITUD_MAXIMA.asunto),
    nivel_prioridad: datos.nivel_prioridad === '' ? M.prioridad : undefined,
    nombre: texto(datos.nombre, M.nombre, M.nombreLargo, LONGITUD_MAXIMA.nombre),
    fecha: estaVacio(datos.fecha)
      ? M.fecha
      : esFechaValida(datos.fecha)
        ? undefined
        : M.fechaInvalida,
    puesto_trabajo: datos.puesto_trabajo === null ? M.puesto : undefined,
    descripcion: texto(
      datos.descripcion,
      M.descripcion,
      M.descripcionLarga,
      LONGITUD_MAXIMA.descripcion,
    ),
    imagenes: perdida
      ? M.imagenPerdida(perdida.nombre)
      : imagenes.length > LIMITES_IMAGENES_INCIDENCIA.maxFiles
        ? M.demasiadas(LIMITES_IMAGENES_INCIDENCIA.maxFiles)
        : undefined,
  };
  return Object.fromEntries(
    Object.entries(errores).filter(([, mensaje]) => mensaje !== undefined),
  ) as Errores<CampoIncidencia>;
}

/** El cuerpo de guardar o actualizar: textos sin espacios de más. */
export function cuerpoDeIncidencia(datos: DatosIncidencia) {
  return {
    asunto: datos.asunto.trim(),
    descripcion: datos.descripcion.trim(),
    nivel_prioridad: datos.nivel_prioridad as Prioridad,
    fecha: datos.fecha,
    nombre: datos.nombre.trim(),
    puesto_trabajo: datos.puesto_trabajo as PuestoTrabajo,
  };
}

/** Lo que el formulario de edición empieza mostrando. */
export function datosDe(incidencia: Incidencia): DatosIncidencia {
  return {
    asunto: incidencia.asunto,
    nivel_prioridad: incidencia.nivel_prioridad,
    nombre: incidencia.nombre,
    fecha: incidencia.fecha,
    puesto_trabajo: incidencia.puesto_trabajo as PuestoTrabajo,
    descripcion: incidencia.descripcion,
  };
}

// El registro de archivos elegidos: vive lo que vive la página (sobrevive a salir y volver al
// asistente por el menú, no a una recarga; entonces el formulario pide añadirlos de nuevo).
const archivos = new Map<string, File>();
let contador = 0;

/** Guarda el archivo y devuelve la imagen que lo nombra en el contexto. */
export function elegirArchivo(archivo: File): ImagenElegida {
  contador += 1;
  const clave = `archivo-${Date.now().toString(36)}-${contador}`;
  archivos.set(clave, archivo);
  return { clave, nombre: archivo.name, tamano: archivo.size };
}

export function archivoDe(clave: string): File | undefined {
  return archivos.get(clave);
}

export function olvidarArchivo(clave: string): void {
  archivos.delete(clave);
}

/** Las imágenes nuevas (no en el servidor) que aún hay que subir. */
export function imagenesNuevas(imagenes: readonly ImagenElegida[]): ImagenElegida[] {
  return imagenes.filter((i) => i.id_imagen === undefined);
}
