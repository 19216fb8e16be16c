import { Button, LinkButton, Spinner } from '@clinica/ui';
import { PasoAsistente } from '../wizard/PasoAsistente';
import * as styles from '../wizard/PasoAsistente.css';
import { BASE_POR_DEFECTO } from '../wizard/useAsistente';
import { ASISTENTE_MODIFICAR_CITA as A } from './steps';
import { TEXTOS_MODIFICAR_CITA as T } from './texts';

export interface PasoCargaCitaProps {
  nombrePaciente?: string;
  /** El fallo al cargar la cita; sin él, se está cargando. */
  error?: string;
  /** El fallo se puede reintentar (sin conexión, un 5xx); una cita que no existe, no. */
  reintentable?: boolean;
  onReintentar?: () => void;
  /** @default '/administrativo/citas' */
  citasHref?: string;
  /** @default '/administrativo' */
  inicioHref?: string;
  onCancelar: () => void;
}

/**
 * 'Asignar datos' mientras llegan la fecha, la hora y el profesional actuales de la cita (el
 * formulario empieza con ellos), o el fallo al pedirlos.
 */
export function PasoCargaCita({
  nombrePaciente,
  error,
  reintentable = true,
  onReintentar,
  inicioHref = BASE_POR_DEFECTO,
  citasHref = `${inicioHref}/citas`,
  onCancelar,
}: PasoCargaCitaProps) {
  return (
    <PasoAsistente
      proceso={A.proceso}
      titulo={A.paso('asignarDatos').titulo}
      pasos={A.etiquetas}
      pasoActual={A.numero('asignarDatos')}
      inicioHref={inicioHref}
      onCancelar={onCancelar}
      error={error}
      acciones={
        error && (
          <>
            {reintentable && onReintentar && <Button onPress={onReintentar}>{T.reintentar}</Button>}
            <LinkButton variant={reintentable ? 'secondary' : 'primary'} href={citasHref}>
              {T.irACitas}
            </LinkButton>
          </>
        )
      }
    >
      {nombrePaciente && <p className={styles.texto}>{`${T.paciente}: ${nombrePaciente}`}</p>}
      {!error && <Spinner label={T.cargando} showLabel />}
    </PasoAsistente>
  );
}
