import { LinkButton } from '@clinica/ui';
import { enlaceACitasDelDia } from '../citas-del-dia/enlace';
import { fechaLegible } from '../fechas/fechas';
import type { CitaGuardada } from '../tipos';
import { PasoAsistente } from '../wizard/PasoAsistente';
import * as styles from '../wizard/PasoAsistente.css';
import { BASE_POR_DEFECTO } from '../wizard/useAsistente';
import { TEXTOS_MODIFICAR_CITA as T } from './texts';

export interface PasoCitaModificadaProps {
  /** La cita tal como quedó guardada. */
  cita: CitaGuardada;
  nombrePaciente?: string;
  /** El nombre del radiólogo o del médico que la atenderá. */
  profesional?: string;
  /**
   * La lista de citas; 'Ir a citas' la abre en el nuevo día de la cita, con ella marcada
   * (`?fecha=…&cita=…`). @default '/administrativo/citas'
   */
  citasHref?: string;
  /** @default '/administrativo' */
  inicioHref?: string;
}

/** La confirmación: qué cita cambió, cuándo es ahora y 'Ir a citas'. */
export function PasoCitaModificada({
  cita,
  nombrePaciente,
  profesional,
  inicioHref = BASE_POR_DEFECTO,
  citasHref = `${inicioHref}/citas`,
}: PasoCitaModificadaProps) {
  const quien = nombrePaciente ? `La cita de ${nombrePaciente}` : 'La cita';
  const con = profesional ? ` con ${profesional}` : '';
  return (
    <PasoAsistente
      proceso={T.proceso}
      titulo={T.confirmacion}
      inicioHref={inicioHref}
      acciones={<LinkButton href={enlaceACitasDelDia(citasHref, cita)}>{T.irACitas}</LinkButton>}
    >
      <p className={styles.texto}>
        {T.numero}: <strong>{cita.num_cita}</strong>
      </p>
      <p className={styles.texto}>
        {`${quien} es ahora el ${fechaLegible(cita.fecha)} a las ${cita.hora}${con}. La lista de citas ya muestra el cambio.`}
      </p>
    </PasoAsistente>
  );
}
