/**
 * Datos de ejemplo de las historias de incidencias, sacados de los del servidor simulado para que
 * las historias de un paso y las del flujo completo cuenten lo mismo.
 */
import type { Incidencia } from '@clinica/api-client';
import { crearIncidencias, MOCK_HOY, pngRadiografia } from '@clinica/api-client/mocks';
import {
  type DatosIncidencia,
  datosDe,
  elegirArchivo,
  type ImagenElegida,
} from '../src/incidencias/datos';

export const HOY = MOCK_HOY;
export const incidencias: Incidencia[] = crearIncidencias(MOCK_HOY);
/** Las del administrativo de los datos de ejemplo (Ana Torres Gil): una PENDIENTE, una RESUELTA. */
export const delAdministrativo = incidencias.filter((i) => i.id_administrativo === 1);
export const pendiente = delAdministrativo.find((i) => i.estado === 'PENDIENTE') as Incidencia;
export const resuelta = delAdministrativo.find((i) => i.estado === 'RESUELTA') as Incidencia;

export const datosRellenos: DatosIncidencia = datosDe(pendiente);

export const datosIniciales: DatosIncidencia = {
  asunto: '',
  nivel_prioridad: '',
  nombre: 'Ana Torres Gil',
  fecha: HOY,
  puesto_trabajo: 2,
  descripcion: '',
};

/** Un PNG de verdad: el servidor simulado mira el tipo por el contenido. */
export function archivoPng(nombre: string): File {
  return new File([pngRadiografia(5)], nombre, { type: 'image/png' });
}

/** Dos imágenes elegidas, con sus archivos en el registro. */
export function imagenesElegidas(): ImagenElegida[] {
  return [
    elegirArchivo(archivoPng('impresora-error.png')),
    elegirArchivo(archivoPng('atasco.png')),
  ];
}
