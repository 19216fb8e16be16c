import { NOMBRES_TIPO_CITA } from '../cita/tiposDeCita';
import { enlaceACitasDelDia } from '../citas-del-dia/enlace';
import { fechaLegible } from '../fechas/fechas';
import type { CitaGuardada, TipoCitaMostrador } from '../tipos';
import * as styles from '../wizard/PasoAsistente.css';
import { PasoTerminado } from '../wizard/PasoTerminado';
import { BASE_POR_DEFECTO } from '../wizard/useAsistente';
import { TEXTOS_CREAR_CITA as T } from './texts';

export interface PasoCitaCreadaProps {
  cita: CitaGuardada;
  /** Qué cita se ha creado: de radiología o de medicina familiar, presencial o telefónica. */
  tipoCita: TipoCitaMostrador;
  /**
   * La lista de citas; 'Ir a citas' la abre en el día de la cita, con ella marcada
   * (`?fecha=…&cita=…`). @default '/administrativo/citas'
   */
  citasHref?: string;
  /** @default '/administrativo' */
  inicioHref?: string;
}

/** La confirmación: el número de la cita, su tipo, cuándo es y 'Ir a citas'. */
export function PasoCitaCreada({
  cita,
  tipoCita,
  inicioHref = BASE_POR_DEFECTO,
  citasHref = `${inicioHref}/citas`,
}: PasoCitaCreadaProps) {
  return (
    <PasoTerminado
      proceso={T.proceso}
      titulo={T.confirmacion}
      inicioHref={inicioHref}
      citasHref={enlaceACitasDelDia(citasHref, cita)}
    >
      <p className={styles.texto}>
        {T.numero}: <strong>{cita.num_cita}</strong>
      </p>
      <p className={styles.texto}>{`${T.tipoCita}: ${NOMBRES_TIPO_CITA[tipoCita]}`}</p>
      <p className={styles.texto}>
        {`El ${fechaLegible(cita.fecha)} a las ${cita.hora}. La cita ya aparece en la lista de citas y el paciente la verá en 'Mis citas'.`}
      </p>
    </PasoTerminado>
  );
}
