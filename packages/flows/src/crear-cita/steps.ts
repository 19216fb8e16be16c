import { type CampoCita, ORDEN_CAMPOS_CITA } from '../cita/datosCita';
import { definirAsistente } from '../wizard/steps';
import { TEXTOS_CREAR_CITA as T } from './texts';

export type PasoCrearCita = 'busquedaPaciente' | 'asignarDatos' | 'confirmarDatos';
export type CampoCrearCita = 'dni' | 'tipoCita' | CampoCita;

/** 'Crear cita' (§2.3): tres pasos y la confirmación, bajo /administrativo/. */
export const ASISTENTE_CREAR_CITA = definirAsistente<PasoCrearCita, CampoCrearCita>({
  proceso: T.proceso,
  prefijo: 'crear-cita',
  aMedias: 'Tienes una cita a medio crear',
  pasos: [
    {
      estado: 'busquedaPaciente',
      ruta: 'crearCita',
      titulo: T.busqueda,
      etiqueta: T.buscarPaciente,
      campos: ['dni'],
    },
    {
      estado: 'asignarDatos',
      ruta: 'crearCita/crearCitaPaso2',
      titulo: T.asignarDatos,
      campos: ['tipoCita', ...ORDEN_CAMPOS_CITA],
    },
    { estado: 'confirmarDatos', ruta: 'crearCita/crearCitaPaso3', titulo: T.confirmarDatos },
  ],
  otrasRutas: {
    enviando: 'crearCita/crearCitaPaso3',
    confirmacion: 'crearCita/confirmacionCreacionCita',
  },
});
