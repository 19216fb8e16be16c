import { fechaLegible } from '../comun/fechas';
import * as styles from '../comun/PasoAsistente.css';
import { PasoTerminado } from '../comun/PasoTerminado';
import type { CitaGuardada } from '../tipos';
import { TEXTOS_CREAR_CITA as T } from './textos';

export interface PasoCitaCreadaProps {
  cita: CitaGuardada;
  /** @default '/administrativo/citas' */
  citasHref?: string;
  /** @default '/administrativo' */
  inicioHref?: string;
}

/** La confirmación: el número de la cita, cuándo es y 'Ir a citas'. */
export function PasoCitaCreada({ cita, ...enlaces }: PasoCitaCreadaProps) {
  return (
    <PasoTerminado proceso={T.proceso} titulo={T.confirmacion} {...enlaces}>
      <p className={styles.texto}>
        {T.numero}: <strong>{cita.num_cita}</strong>
      </p>
      <p className={styles.texto}>
        {`El ${fechaLegible(cita.fecha)} a las ${cita.hora}. La cita ya aparece en la lista de citas y el paciente la verá en 'Mis citas'.`}
      </p>
    </PasoTerminado>
  );
}
