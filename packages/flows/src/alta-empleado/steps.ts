import { definirAsistente } from '../wizard/steps';
import {
  CAMPOS_CONTRASENA,
  CAMPOS_DATOS,
  CAMPOS_ROL,
  type CampoAlta,
  ETIQUETAS_ALTA_EMPLEADO,
  TEXTOS_ALTA_EMPLEADO as T,
} from './texts';

export type PasoAltaEmpleado = 'rol' | 'datos' | 'contrasena' | 'resumen';

/**
 * 'Dar de alta a un empleado' (docs/decisiones.md (46)): cuatro pasos y la confirmación, bajo
 * /administrativo/personal/nuevo, cada uno con su ruta.
 */
export const ASISTENTE_ALTA_EMPLEADO = definirAsistente<PasoAltaEmpleado, CampoAlta>({
  proceso: T.proceso,
  prefijo: 'alta-empleado',
  aMedias: 'Tienes un alta de empleado a medias',
  etiquetas: ETIQUETAS_ALTA_EMPLEADO,
  pasos: [
    {
      estado: 'rol',
      ruta: 'personal/nuevo',
      titulo: T.rol,
      etiqueta: T.rolEtiqueta,
      campos: CAMPOS_ROL,
    },
    {
      estado: 'datos',
      ruta: 'personal/nuevo/datos',
      titulo: T.datos,
      etiqueta: T.datosEtiqueta,
      campos: CAMPOS_DATOS,
    },
    {
      estado: 'contrasena',
      ruta: 'personal/nuevo/contrasena',
      titulo: T.contrasena,
      etiqueta: T.contrasenaEtiqueta,
      campos: CAMPOS_CONTRASENA,
    },
    { estado: 'resumen', ruta: 'personal/nuevo/resumen', titulo: T.resumen },
  ],
  otrasRutas: {
    enviando: 'personal/nuevo/resumen',
    confirmacion: 'personal/nuevo/hecho',
  },
});
