import { Button } from '@clinica/ui';
import * as styles from '../wizard/PasoAsistente.css';

export interface FalloAlCargarProps {
  /** Lo que ha fallado, en español. */
  mensaje: string;
  /** Sin él no se ofrece reintentar (una cita que no existe no aparece por pedirla otra vez). */
  onReintentar?: () => void;
  /** @default 'Reintentar' */
  reintentar?: string;
}

/** Una lectura (la lista del día, una cita) que no ha llegado: el aviso anunciado y 'Reintentar'. */
export function FalloAlCargar({
  mensaje,
  onReintentar,
  reintentar = 'Reintentar',
}: FalloAlCargarProps) {
  return (
    <div className={styles.seccion}>
      <p role="alert" className={styles.texto}>
        {mensaje}
      </p>
      {onReintentar && (
        <div>
          <Button variant="secondary" onPress={onReintentar}>
            {reintentar}
          </Button>
        </div>
      )}
    </div>
  );
}
