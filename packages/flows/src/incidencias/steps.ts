import { ROL, type RolDelPersonal } from '@clinica/api-client/reglas';
import { inicioDelRol } from '../roles/portadas';
import { definirAsistente } from '../wizard/steps';
import { type CampoIncidencia, ORDEN_CAMPOS_INCIDENCIA } from './datos';
import { TEXTOS_INCIDENCIAS as T } from './texts';

export type PasoCrearIncidencia = 'datosIncidencia' | 'resumenDatos';

/**
 * 'Crear incidencia' (§2.3): el formulario, su resumen ('resumenDatos', con 'Confirmar' y
 * 'Cambiar') y la confirmación, bajo el prefijo del rol (administrativo/, radiologo/, medico/).
 */
export const ASISTENTE_CREAR_INCIDENCIA = definirAsistente<PasoCrearIncidencia, CampoIncidencia>({
  proceso: T.procesoCrear,
  prefijo: 'crear-incidencia',
  aMedias: 'Tienes una incidencia a medio crear',
  etiquetas: {
    nivel_prioridad: T.nivelPrioridad,
    puesto_trabajo: T.puestoTrabajo,
    imagenes: T.imagenes,
  },
  pasos: [
    {
      estado: 'datosIncidencia',
      ruta: 'crearIncidencia',
      titulo: T.datosIncidencia,
      campos: ORDEN_CAMPOS_INCIDENCIA,
    },
    {
      estado: 'resumenDatos',
      ruta: 'crearIncidencia/resumenDatos',
      titulo: T.resumenDatos,
      etiqueta: T.resumen,
    },
  ],
  otrasRutas: {
    enviando: 'crearIncidencia/resumenDatos',
    confirmacion: 'crearIncidencia/resumenDatos/confirmacionIncidencia',
  },
});

export type PasoEditarIncidencia = 'modificarIncidencia';

/**
 * 'Modificar Incidencia' (§2.3): un paso, en editarIncidencia/{id}, y su confirmación en
 * editarIncidencia/{id}/confirmacionCambios. La tabla depende del id, que está en la ruta.
 */
export function asistenteEditarIncidencia(id: number | string) {
  return definirAsistente<PasoEditarIncidencia, CampoIncidencia>({
    proceso: T.procesoEditar,
    prefijo: 'editar-incidencia',
    aMedias: 'Tienes a medio hacer un cambio de esta incidencia',
    etiquetas: {
      nivel_prioridad: T.nivelPrioridad,
      puesto_trabajo: T.puestoTrabajo,
      imagenes: T.imagenes,
    },
    pasos: [
      {
        estado: 'modificarIncidencia',
        ruta: `editarIncidencia/${id}`,
        titulo: T.modificarIncidencia,
        campos: ORDEN_CAMPOS_INCIDENCIA,
      },
    ],
    otrasRutas: {
      cargando: `editarIncidencia/${id}`,
      falloAlCargar: `editarIncidencia/${id}`,
      enviando: `editarIncidencia/${id}`,
      confirmacion: `editarIncidencia/${id}/confirmacionCambios`,
    },
  });
}

/** La tabla de la máquina: su orden no depende del id. */
export const ASISTENTE_EDITAR_INCIDENCIA = asistenteEditarIncidencia(':id');

/** Los roles con incidencias: radiólogo, administrativo y médico. */
export type RolConIncidencias = RolDelPersonal;

/** A dónde llevan los botones de las incidencias de cada rol (§2.3–§2.5, docs/decisiones.md (21)). */
export interface DestinosDeIncidencias {
  /** El prefijo del rol: '/radiologo'. */
  base: string;
  /** 'Mis incidencias': '/radiologo/misIncidencias'. */
  lista: string;
  /** 'Volver al inicio' de la cabecera: la portada del rol (docs/decisiones.md (21)). */
  inicio: string;
  /** El botón de la confirmación de crear: su destino y su texto. */
  trasCrear: { href: string; texto: string };
  /** El botón de la confirmación de editar. */
  trasEditar: { href: string; texto: string };
}

export function destinosDeIncidencias(rol: RolConIncidencias): DestinosDeIncidencias {
  const base = inicioDelRol(rol);
  const lista = `${base}/misIncidencias`;
  // §2.4 y §2.5: el radiólogo vuelve a 'Buscar cita' y el médico a su inicio; el administrativo,
  // cuya portada es la lista de citas, a sus incidencias (§2.3).
  const inicio =
    rol === ROL.radiologo ? `${base}/buscarCita` : rol === ROL.medico ? `${base}/inicio` : base;
  return {
    base,
    lista,
    inicio,
    trasCrear: { href: rol === ROL.administrativo ? lista : inicio, texto: T.volverAlInicio },
    trasEditar: { href: lista, texto: T.volverAMisIncidencias },
  };
}
