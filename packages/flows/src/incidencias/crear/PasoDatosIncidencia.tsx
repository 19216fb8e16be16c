import type { Errores } from '../../tipos';
import { marcoDelPaso, type PropsDePaso } from '../../wizard/marco';
import { PasoAsistente } from '../../wizard/PasoAsistente';
import { CamposIncidencia } from '../CamposIncidencia';
import type { CampoIncidencia, DatosIncidencia, ImagenElegida } from '../datos';
import { ASISTENTE_CREAR_INCIDENCIA as A } from '../steps';
import type { EventoCrearIncidencia } from './machine';

export interface PasoDatosIncidenciaProps extends PropsDePaso {
  datos: DatosIncidencia;
  imagenes: readonly ImagenElegida[];
  errores: Errores<CampoIncidencia>;
  send: (evento: EventoCrearIncidencia) => void;
}

/** Paso 1 de 'Crear Incidencia': el formulario; Continuar lleva al resumen ('resumenDatos'). */
export function PasoDatosIncidencia(props: PasoDatosIncidenciaProps) {
  const { datos, imagenes, errores, send } = props;
  return (
    <PasoAsistente {...marcoDelPaso(A, 'datosIncidencia', props)}>
      <CamposIncidencia
        datos={datos}
        imagenes={imagenes}
        errores={errores}
        idCampo={A.idCampo}
        send={send}
      />
    </PasoAsistente>
  );
}
