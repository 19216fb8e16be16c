import { Button } from '@clinica/ui';
import { BASE_POR_DEFECTO } from '../asistente/useAsistente';
import { PasoAsistente } from '../comun/PasoAsistente';
import * as styles from '../comun/PasoAsistente.css';
import type { EventoCancelarCita } from './machine';
import { TEXTOS_CANCELAR_CITA as T } from './textos';

export interface PasoConfirmarCancelacionProps {
  numCita?: string;
  nombrePaciente?: string;
  /** Cancelando la cita: 'Sí' anuncia 'Cargando…' y 'Cancelar' espera. */
  enviando: boolean;
  /** El fallo del último 'Sí'. */
  error?: string;
  /**
   * La cita aún se puede cancelar. Tras un 409 ya no está en curso: no hay 'Sí' que valga,
   * solo volver a la lista.
   * @default true
   */
  cancelable?: boolean;
  send: (evento: EventoCancelarCita) => void;
  /** @default '/administrativo' */
  inicioHref?: string;
}

/**
 * La pregunta '¿Deseas cancelar la cita … de …?' con 'Sí' y 'Cancelar' (que vuelve a la lista
 * sin tocar la cita). Sin el 'Cancelar' de la cabecera: la pregunta ya tiene el suyo, y dos
 * botones con el mismo nombre y distinto efecto confundirían.
 */
export function PasoConfirmarCancelacion({
  numCita,
  nombrePaciente,
  enviando,
  error,
  cancelable = true,
  send,
  inicioHref = BASE_POR_DEFECTO,
}: PasoConfirmarCancelacionProps) {
  return (
    <PasoAsistente
      proceso={T.proceso}
      titulo={T.pregunta(numCita, nombrePaciente)}
      inicioHref={inicioHref}
      error={error}
      acciones={
        cancelable ? (
          <>
            <Button
              variant="danger"
              isPending={enviando}
              onPress={() => send({ type: 'CONFIRMAR' })}
            >
              {T.si}
            </Button>
            <Button
              variant="secondary"
              isDisabled={enviando}
              onPress={() => send({ type: 'CANCELAR' })}
            >
              {T.cancelar}
            </Button>
          </>
        ) : (
          <Button onPress={() => send({ type: 'CANCELAR' })}>{T.irACitas}</Button>
        )
      }
    >
      {cancelable && <p className={styles.texto}>{T.queOcurre}</p>}
    </PasoAsistente>
  );
}
