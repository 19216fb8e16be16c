import * as styles from '../wizard/PasoAsistente.css';
import { PasoTerminado } from '../wizard/PasoTerminado';
import { TEXTOS_INFORME as T } from './texts';

export interface InformeCreadoProps {
  /** El número de la cita informada (query `num_cita`). */
  numCita?: string;
  /** Cuántas imágenes se guardaron, si se sabe. */
  imagenes?: number;
  /** @default '/radiologo' */
  inicioHref?: string;
  /** @default '/radiologo/buscarCita' */
  buscarHref?: string;
}

/** 'Informe creado correctamente' (§2.4), con 'Buscar cita' para la siguiente. */
export function InformeCreado({
  numCita,
  imagenes,
  inicioHref = '/radiologo',
  buscarHref = '/radiologo/buscarCita',
}: InformeCreadoProps) {
  return (
    <PasoTerminado
      proceso={T.procesoInforme}
      titulo={T.informeCreado}
      inicioHref={inicioHref}
      citasHref={buscarHref}
      irATexto={T.buscarCita}
    >
      {numCita && imagenes !== undefined && (
        <p className={styles.texto}>{T.informeCreadoTexto(numCita, imagenes)}</p>
      )}
    </PasoTerminado>
  );
}
