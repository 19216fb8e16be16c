import { type CampoCita, ORDEN_CAMPOS_CITA } from '../cita/datosCita';
import { definirAsistente } from '../wizard/steps';
import { TEXTOS_MODIFICAR_CITA as T } from './texts';

export type PasoModificarCita = 'asignarDatos' | 'confirmar';

/** 'Modificar cita' (§2.3): dos pasos y la confirmación; 'Cancelar' vuelve a la lista. */
export const ASISTENTE_MODIFICAR_CITA = definirAsistente<PasoModificarCita, CampoCita>({
  proceso: T.proceso,
  prefijo: 'modificar-cita',
  aMedias: 'Tienes a medio hacer un cambio de esta cita',
  pasos: [
    {
      estado: 'asignarDatos',
      ruta: 'modificarCita',
      titulo: T.asignarDatos,
      campos: ORDEN_CAMPOS_CITA,
    },
    { estado: 'confirmar', ruta: 'modificarCita/modificarCitaPaso2', titulo: T.confirmarCambios },
  ],
  otrasRutas: {
    enviando: 'modificarCita/modificarCitaPaso2',
    confirmacion: 'modificarCita/confirmacionModificarCita',
    cancelado: 'citas',
  },
});
