import type { BuscarCita } from '../cita/buscarCita';
import { useCargaDeCita } from '../cita/useCargaDeCita';
import { type PropsDeAsistente, useAsistente } from '../wizard/useAsistente';
import type { cancelarCitaMachine } from './machine';
import { PasoCitaCancelada } from './PasoCitaCancelada';
import { PasoConfirmarCancelacion } from './PasoConfirmarCancelacion';
import { ASISTENTE_CANCELAR_CITA } from './steps';

/** Una sola pregunta: nada que retomar tras una recarga ni fecha de hoy que conocer. */
export interface CancelarCitaProps
  extends Omit<PropsDeAsistente<void>, 'input' | 'clavePersistencia'> {
  /** `cancelarCitaMachine.provide({ actors: actoresCancelarCita(client) })`. */
  machine: typeof cancelarCitaMachine;
  /** El id numérico de la cita (query `idCita`; docs/decisiones.md (3)). */
  idCita: number;
  /** Query `numCita`: la pregunta y la confirmación lo muestran. */
  numCita?: string;
  /** Query `nombrePaciente`. */
  nombrePaciente?: string;
  /**
   * Pide la cita (`buscarCitaDelPaciente(client, idPaciente)`) para mostrar su paciente, fecha,
   * hora y tipo antes de la pregunta: nadie cancela una cita sin ver cuál es.
   */
  buscarCita?: BuscarCita;
  /** 'Cancelar' en la pregunta (o 'Ir a citas' tras un 409): de vuelta a la lista sin cambios. */
  onCancelar: () => void;
}

/** 'Cancelar cita' conectado a su máquina: la pregunta y la confirmación. */
export function CancelarCita({
  machine,
  idCita,
  numCita,
  nombrePaciente,
  buscarCita,
  onTerminar,
  ...props
}: CancelarCitaProps) {
  const { carga, reintentar } = useCargaDeCita(idCita, buscarCita);
  const {
    snapshot: s,
    comun,
    enlaces,
  } = useAsistente(machine, ASISTENTE_CANCELAR_CITA, {
    ...props,
    input: { idCita, numCita, nombrePaciente },
    // 'Cancelar' acaba en `cancelado`, que el gancho lleva a `onCancelar`.
    onTerminar: () => onTerminar?.(),
  });
  const { context: c } = s;

  if (s.status === 'done') {
    if (!s.output.cancelada) return null;
    return <PasoCitaCancelada numCita={c.numCita} nombrePaciente={c.nombrePaciente} {...enlaces} />;
  }
  return (
    <PasoConfirmarCancelacion
      numCita={c.numCita}
      nombrePaciente={c.nombrePaciente}
      enviando={s.matches('enviando')}
      error={c.error}
      motivo={c.motivo}
      cancelable={c.cancelable}
      cita={carga}
      onReintentarCita={reintentar}
      send={comun.send}
      inicioHref={comun.inicioHref}
    />
  );
}
