import type { DatosContrasena, DatosPaciente } from '../tipos';
import { definirAsistente } from '../wizard/steps';
import {
  CAMPOS_CONTRASENA,
  CAMPOS_DIRECCION,
  CAMPOS_PERSONALES,
  ETIQUETAS_CONTRASENA,
  ETIQUETAS_PACIENTE,
  TEXTOS_CREAR_PACIENTE as T,
} from './texts';

export type PasoCrearPaciente = 'informacionPaciente' | 'asignarContrasena' | 'resumen';
export type CampoCrearPaciente = keyof DatosPaciente | keyof DatosContrasena;

/** 'Crear paciente' (§2.3): tres pasos y la confirmación, bajo /administrativo/. */
export const ASISTENTE_CREAR_PACIENTE = definirAsistente<PasoCrearPaciente, CampoCrearPaciente>({
  proceso: T.proceso,
  prefijo: 'crear-paciente',
  aMedias: 'Tienes un paciente a medio crear',
  etiquetas: { ...ETIQUETAS_PACIENTE, ...ETIQUETAS_CONTRASENA },
  pasos: [
    {
      estado: 'informacionPaciente',
      ruta: 'crearPaciente',
      titulo: T.informacionPaciente,
      campos: [...CAMPOS_PERSONALES, ...CAMPOS_DIRECCION],
    },
    {
      estado: 'asignarContrasena',
      ruta: 'crearPaciente/crearPacientePaso2',
      titulo: T.asignarContrasena,
      campos: CAMPOS_CONTRASENA,
    },
    { estado: 'resumen', ruta: 'crearPaciente/crearPacientePaso3', titulo: T.resumen },
  ],
  otrasRutas: {
    enviando: 'crearPaciente/crearPacientePaso3',
    confirmacion: 'crearPaciente/confirmacionCreacionPaciente',
  },
});
