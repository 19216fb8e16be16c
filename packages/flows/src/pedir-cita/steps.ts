import { definirAsistente } from '../wizard/steps';
import { TEXTOS_PEDIR_CITA as T } from './texts';

export type PasoPedirCita = 'tipoCita' | 'medico' | 'fechaDeseada' | 'citasDisponibles' | 'resumen';
export type CampoPedirCita =
  | 'tipoCita'
  | 'idProfesional'
  | 'fechaDeseada'
  | 'horaDeseada'
  | 'hueco';

/** 'Pedir cita' (§2.6): cinco pasos y la confirmación, bajo /paciente/. */
export const ASISTENTE_PEDIR_CITA = definirAsistente<PasoPedirCita, CampoPedirCita>({
  proceso: T.proceso,
  prefijo: 'pedir-cita',
  aMedias: T.aMedias,
  etiquetas: { tipoCita: T.tipoCita, idProfesional: T.medico, hueco: T.citasDisponibles },
  pasos: [
    {
      estado: 'tipoCita',
      ruta: 'pedirCita',
      titulo: T.tipoCita,
      etiqueta: T.barra.tipo,
      campos: ['tipoCita'],
    },
    {
      estado: 'medico',
      ruta: 'pedirCita/pedirCitaPaso2',
      titulo: T.seleccionMedico,
      etiqueta: T.barra.medico,
      campos: ['idProfesional'],
    },
    {
      estado: 'fechaDeseada',
      ruta: 'pedirCita/pedirCitaPaso3',
      titulo: T.seleccionFecha,
      etiqueta: T.barra.fecha,
      campos: ['fechaDeseada', 'horaDeseada'],
    },
    {
      estado: 'citasDisponibles',
      ruta: 'pedirCita/pedirCitaPaso4',
      titulo: T.citasDisponibles,
      etiqueta: T.barra.cita,
      campos: ['hueco'],
    },
    {
      estado: 'resumen',
      ruta: 'pedirCita/pedirCitaPaso5',
      titulo: T.resumen,
      etiqueta: T.barra.resumen,
    },
  ],
  otrasRutas: {
    enviando: 'pedirCita/pedirCitaPaso5',
    fallido: 'pedirCita/confirmacion',
    confirmacion: 'pedirCita/confirmacion',
  },
});
