import { DescriptionList } from '@clinica/ui';
import { fechaLegible } from '../../fechas/fechas';
import { marcoDelPaso, type PropsDePaso } from '../../wizard/marco';
import { PasoAsistente } from '../../wizard/PasoAsistente';
import type { CampoIncidencia, DatosIncidencia, ImagenElegida } from '../datos';
import { ProgresoDeEnvio } from '../ProgresoDeEnvio';
import { ASISTENTE_CREAR_INCIDENCIA as A } from '../steps';
import { prioridadLegible, puestoLegible, TEXTOS_INCIDENCIAS as T } from '../texts';
import type { EventoCrearIncidencia } from './machine';

export interface PasoResumenDatosProps extends PropsDePaso {
  datos: DatosIncidencia;
  imagenes: readonly ImagenElegida[];
  /** Mientras se envía: cuántas imágenes se han subido y si aún se guardan los datos. */
  progreso?: { subidas: number; total: number; guardando: boolean };
  send: (evento: EventoCrearIncidencia) => void;
}

/** Paso 2, 'Resumen de datos' (resumenDatos): lo escrito, 'Cambiar' por fila y 'Confirmar'. */
export function PasoResumenDatos(props: PasoResumenDatosProps) {
  const { datos, imagenes, progreso, send } = props;
  const cambiar = (campo: CampoIncidencia) => ({
    onPress: () => send({ type: 'CAMBIAR', paso: 'datosIncidencia', campo }),
  });
  return (
    <PasoAsistente
      {...marcoDelPaso(A, 'resumenDatos', { ...props, enviando: progreso !== undefined })}
      continuarTexto={T.confirmar}
    >
      <DescriptionList
        items={[
          { term: T.asunto, value: datos.asunto, action: cambiar('asunto') },
          {
            term: T.nivelPrioridad,
            value: prioridadLegible(datos.nivel_prioridad),
            action: cambiar('nivel_prioridad'),
          },
          { term: T.nombre, value: datos.nombre, action: cambiar('nombre') },
          { term: T.fecha, value: fechaLegible(datos.fecha), action: cambiar('fecha') },
          {
            term: T.puestoTrabajo,
            value: puestoLegible(datos.puesto_trabajo),
            action: cambiar('puesto_trabajo'),
          },
          { term: T.descripcion, value: datos.descripcion, action: cambiar('descripcion') },
          {
            term: T.imagenes,
            value: imagenes.length ? imagenes.map((i) => i.nombre).join(', ') : T.imagenesNinguna,
            action: cambiar('imagenes'),
          },
        ]}
      />
      {progreso && <ProgresoDeEnvio {...progreso} />}
    </PasoAsistente>
  );
}
