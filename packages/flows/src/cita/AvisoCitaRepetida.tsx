import * as styles from './AvisoCitaRepetida.css';
import { avisoDeCitaRepetida } from './citaRepetida';
import { TEXTOS_CITA_REPETIDA } from './texts';

export { TEXTOS_CITA_REPETIDA } from './texts';

export interface AvisoCitaRepetidaProps {
  /** Las horas de las otras citas del paciente ese día con ese profesional; sin ninguna, nada. */
  horas: readonly string[];
}

/**
 * El aviso de otra cita el mismo día con el mismo profesional, que no detiene el asistente. La
 * región `status` está siempre, vacía sin aviso: así se anuncia cuando aparece al elegir el día o
 * el profesional, sin mover el foco de quien está eligiendo.
 */
export function AvisoCitaRepetida({ horas }: AvisoCitaRepetidaProps) {
  return (
    <div role="status" className={styles.region}>
      {horas.length > 0 && (
        // Los espacios entre las líneas son para quien lee el texto seguido (un lector de
        // pantalla, copiar y pegar): en pantalla cada una va en su renglón.
        <p className={styles.aviso}>
          <span className={styles.titulo}>{`${TEXTOS_CITA_REPETIDA.titulo}:`}</span>{' '}
          <span>{avisoDeCitaRepetida(horas)}</span> <span>{TEXTOS_CITA_REPETIDA.puedesSeguir}</span>
        </p>
      )}
    </div>
  );
}
