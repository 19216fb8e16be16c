import * as styles from '../wizard/PasoAsistente.css';
import { PasoTerminado } from '../wizard/PasoTerminado';
import { TEXTOS_CANCELAR_CITA as T } from './texts';

export interface PasoCitaCanceladaProps {
  numCita?: string;
  nombrePaciente?: string;
  /** @default '/administrativo/citas' */
  citasHref?: string;
  /** @default '/administrativo' */
  inicioHref?: string;
}

/** La confirmación: qué cita se canceló, qué pasa ahora y 'Ir a citas'. */
export function PasoCitaCancelada({ numCita, nombrePaciente, ...enlaces }: PasoCitaCanceladaProps) {
  return (
    <PasoTerminado proceso={T.proceso} titulo={T.confirmacion} {...enlaces}>
      {numCita && (
        <p className={styles.texto}>
          {T.numero}: <strong>{numCita}</strong>
        </p>
      )}
      <p className={styles.texto}>{T.cancelada(nombrePaciente)}</p>
    </PasoTerminado>
  );
}
