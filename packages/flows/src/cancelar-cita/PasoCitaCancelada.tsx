import { LinkButton } from '@clinica/ui';
import { PasoAsistente } from '../comun/PasoAsistente';
import * as styles from '../comun/PasoAsistente.css';
import { TEXTOS_CANCELAR_CITA as T } from './textos';

export interface PasoCitaCanceladaProps {
  numCita?: string;
  nombrePaciente?: string;
  /** @default '/administrativo/citas' */
  citasHref?: string;
  /** @default '/administrativo' */
  inicioHref?: string;
}

/** La confirmación: qué cita se canceló, qué pasa ahora y 'Ir a citas'. */
export function PasoCitaCancelada({
  numCita,
  nombrePaciente,
  citasHref = '/administrativo/citas',
  inicioHref = '/administrativo',
}: PasoCitaCanceladaProps) {
  return (
    <PasoAsistente
      proceso={T.proceso}
      titulo={T.confirmacion}
      inicioHref={inicioHref}
      acciones={<LinkButton href={citasHref}>{T.irACitas}</LinkButton>}
    >
      {numCita && (
        <p className={styles.texto}>
          {T.numero}: <strong>{numCita}</strong>
        </p>
      )}
      <p className={styles.texto}>{T.cancelada(nombrePaciente)}</p>
    </PasoAsistente>
  );
}
