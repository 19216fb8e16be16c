import type { CitaListado, MotivoCancelacion } from '@clinica/api-client';
import { Button, DescriptionList, Skeleton, SkeletonBlock } from '@clinica/ui';
import { filasDeCita } from '../cita/filasDeCita';
import type { CargaDeCita } from '../cita/useCargaDeCita';
import { FalloAlCargar } from '../errores/FalloAlCargar';
import { PasoAsistente } from '../wizard/PasoAsistente';
import * as styles from '../wizard/PasoAsistente.css';
import { BASE_POR_DEFECTO } from '../wizard/useAsistente';
import { MotivoDeCancelacion } from './MotivoDeCancelacion';
import { type EventoCancelarCita, MENSAJE_CITA_NO_EN_CURSO } from './machine';
import { TEXTOS_CANCELAR_CITA as T } from './texts';

export interface PasoConfirmarCancelacionProps {
  numCita?: string;
  nombrePaciente?: string;
  /** Cancelando la cita: 'Sí' anuncia 'Cargando…' y 'Cancelar' espera. */
  enviando: boolean;
  /** El fallo del último 'Sí'. */
  error?: string;
  /** El motivo elegido; sin él, 'Sin indicar' (docs/decisiones.md (55)). */
  motivo?: MotivoCancelacion;
  /**
   * La cita aún se puede cancelar. Tras un 409 ya no está en curso: no hay 'Sí' que valga,
   * solo volver a la lista.
   * @default true
   */
  cancelable?: boolean;
  /**
   * La cita que se va a cancelar, pedida al servidor: su paciente, fecha, hora y tipo se ven
   * antes de decir 'Sí'. Sin ella (`inactiva`) solo se ven el número y el nombre de la URL.
   */
  cita?: CargaDeCita<CitaListado>;
  onReintentarCita?: () => void;
  send: (evento: EventoCancelarCita) => void;
  /** @default '/administrativo' */
  inicioHref?: string;
}

/**
 * La pregunta '¿Deseas cancelar la cita … de …?' con 'Sí, cancelar la cita' y 'No, volver' (que
 * vuelve a la lista sin tocar la cita; docs/decisiones.md (38)). Sin el 'Cancelar' de la cabecera: la pregunta ya tiene el suyo, y dos
 * botones con el mismo nombre y distinto efecto confundirían.
 */
export function PasoConfirmarCancelacion({
  numCita,
  nombrePaciente,
  enviando,
  error,
  motivo,
  cancelable = true,
  cita = { estado: 'inactiva' },
  onReintentarCita,
  send,
  inicioHref = BASE_POR_DEFECTO,
}: PasoConfirmarCancelacionProps) {
  const conocida = cita.estado === 'lista' ? cita.cita : undefined;
  const numero = conocida?.num_cita ?? numCita;
  // Una cita que ya no está en curso no se puede cancelar; una que no se sabe cuál es, tampoco.
  const noEnCurso = conocida !== undefined && conocida.estado !== 'EN_CURSO';
  const sePuede =
    cancelable && !noEnCurso && (cita.estado === 'inactiva' || conocida !== undefined);
  // While the cita loads, 'Sí' waits in its place, disabled: 'Cancelar' never moves, so a click
  // on it as the cita arrives can never land on 'Sí' (a journey once cancelled a cita so).
  const cargando = cita.estado === 'cargando';
  const pregunta = sePuede || (cancelable && cargando);
  return (
    <PasoAsistente
      proceso={T.proceso}
      titulo={T.pregunta(numero, conocida?.nombre_completo_paciente ?? nombrePaciente)}
      inicioHref={inicioHref}
      error={error ?? (noEnCurso ? MENSAJE_CITA_NO_EN_CURSO : undefined)}
      acciones={
        pregunta ? (
          <>
            <Button
              variant="danger"
              aria-label={T.siEtiqueta(numero)}
              isDisabled={cargando}
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
          <Button
            variant={cita.estado === 'cargando' ? 'secondary' : 'primary'}
            onPress={() => send({ type: 'CANCELAR' })}
          >
            {cita.estado === 'cargando' ? T.cancelar : T.irACitas}
          </Button>
        )
      }
    >
      {conocida && <DescriptionList heading={T.laCita} items={filasDeCita(conocida)} />}
      {cita.estado === 'cargando' && (
        <Skeleton label={T.cargando}>
          {Array.from({ length: 5 }, (_, fila) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: filas de relleno idénticas.
            <SkeletonBlock key={fila} shape="rect" height={28} />
          ))}
        </Skeleton>
      )}
      {cita.estado === 'error' && (
        <FalloAlCargar
          mensaje={cita.mensaje}
          onReintentar={cita.reintentable ? onReintentarCita : undefined}
          reintentar={T.reintentar}
        />
      )}
      {sePuede && <p className={styles.texto}>{T.queOcurre}</p>}
      {/* Also while the cita loads (disabled): the buttons below do not move when it arrives. */}
      {pregunta && (
        <MotivoDeCancelacion
          motivo={motivo}
          isDisabled={enviando || cargando}
          onChange={(elegido) => send({ type: 'MOTIVO', motivo: elegido })}
        />
      )}
    </PasoAsistente>
  );
}
