/**
 * Los datos de 'Crear incidencia': lo que entra, el contexto y lo que sale. La máquina
 * (machine.ts) los usa; aquí no hay estados.
 */
import type { Incidencia } from '@clinica/api-client';
import type { Errores } from '../../tipos';
import type { ContextoAsistente, EventoNavegacion } from '../../wizard/machine';
import type { CampoIncidencia, DatosIncidencia, ImagenElegida } from '../datos';
import { type EventoFormularioIncidencia, siguienteImagenPorSubir } from '../formulario';
import type { PasoCrearIncidencia } from '../steps';
import type { PuestoTrabajo } from '../texts';

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

export type EventoCrearIncidencia =
  | EventoNavegacion<PasoCrearIncidencia>
  | EventoFormularioIncidencia;

export interface SalidaCrearIncidencia {
  incidencia: Incidencia;
  imagenes: number;
}

/** La siguiente imagen por subir, si queda alguna. */
export function siguienteSubida(c: ContextoCrearIncidencia): ImagenElegida | undefined {
  return siguienteImagenPorSubir(c);
}
