import type { Incidencia } from '@clinica/api-client';
import * as styles from '../wizard/PasoAsistente.css';
import { PasoTerminado } from '../wizard/PasoTerminado';
import { TEXTOS_INCIDENCIAS as T } from './texts';

export interface PasoIncidenciaTerminadaProps {
  /** Creada ('Incidencia creada y enviada correctamente') o editada. */
  como: 'creada' | 'editada';
  incidencia: Incidencia;
  /** Cuántas imágenes tiene ahora. */
  imagenes: number;
  /** 'Volver al inicio' de la cabecera. */
  inicioHref: string;
  /** El botón de la confirmación (§2.4, §2.5): a dónde lleva y qué dice. */
  volverHref: string;
  volverTexto: string;
}

/** La confirmación de crear o de editar una incidencia, con su asunto y qué pasa ahora. */
export function PasoIncidenciaTerminada({
  como,
  incidencia,
  imagenes,
  inicioHref,
  volverHref,
  volverTexto,
}: PasoIncidenciaTerminadaProps) {
  const creada = como === 'creada';
  return (
    <PasoTerminado
      proceso={creada ? T.procesoCrear : T.procesoEditar}
      titulo={creada ? T.creada : T.editada}
      inicioHref={inicioHref}
      citasHref={volverHref}
      irATexto={volverTexto}
    >
      <p className={styles.texto}>
        {creada ? T.creadaTexto(incidencia.asunto) : T.editadaTexto(incidencia.asunto)}
      </p>
      {imagenes > 0 && <p className={styles.texto}>{T.conImagenes(imagenes)}</p>}
    </PasoTerminado>
  );
}
