import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { type PropsDeAsistente, useAsistente, useRutaDelAsistente } from '../comun/useAsistente';
import type { cancelarCitaMachine, EventoCancelarCita } from './machine';
import { PasoCitaCancelada } from './PasoCitaCancelada';
import { PasoConfirmarCancelacion } from './PasoConfirmarCancelacion';
import { pasoDeRutaCancelarCita, rutaDelPasoCancelarCita } from './rutas';

/** Una sola pregunta: nada que retomar tras una recarga ni fecha de hoy que conocer. */
export interface CancelarCitaProps
  extends Omit<PropsDeAsistente<void>, 'input' | 'clavePersistencia'> {
  /** `cancelarCitaMachine.provide({ actors: actoresCancelarCita(client) })`. */
  machine: typeof cancelarCitaMachine;
  /** El id numérico de la cita (query `idCita`; DECISIONS #3). */
  idCita: number;
  /** Query `numCita`: la pregunta y la confirmación lo muestran. */
  numCita?: string;
  /** Query `nombrePaciente`. */
  nombrePaciente?: string;
  /** 'Cancelar' en la pregunta (o 'Ir a citas' tras un 409): de vuelta a la lista sin cambios. */
  onCancelar: () => void;
}

/** 'Cancelar cita' conectado a su máquina: la pregunta y la confirmación. */
export function CancelarCita({
  machine,
  idCita,
  numCita,
  nombrePaciente,
  base = '/administrativo',
  ruta,
  onPasoCambiado,
  onCancelar,
  onTerminar,
  citasHref = `${base}/citas`,
}: CancelarCitaProps) {
  const actor = useAsistente(machine, { input: { idCita, numCita, nombrePaciente } });
  const s = useSelector(actor, (snapshot) => snapshot);
  useRutaDelAsistente(
    actor,
    { rutaDelPaso: rutaDelPasoCancelarCita, pasoDeRuta: pasoDeRutaCancelarCita },
    {
      base,
      ruta,
      // 'Cancelar' sale por `onCancelar`, no por una ruta.
      onPasoCambiado: (nueva) => {
        if (!actor.getSnapshot().matches('cancelado')) onPasoCambiado?.(nueva);
      },
    },
  );

  const salidas = useRef({ onTerminar, onCancelar });
  salidas.current = { onTerminar, onCancelar };
  useEffect(() => {
    if (s.status !== 'done') return;
    if (s.output.cancelada) salidas.current.onTerminar?.();
    else salidas.current.onCancelar();
  }, [s.status, s.output]);

  const send = (evento: EventoCancelarCita) => actor.send(evento);
  const { context: c } = s;

  if (s.status === 'done') {
    if (!s.output.cancelada) return null;
    return (
      <PasoCitaCancelada
        numCita={c.numCita}
        nombrePaciente={c.nombrePaciente}
        citasHref={citasHref}
        inicioHref={base}
      />
    );
  }
  return (
    <PasoConfirmarCancelacion
      numCita={c.numCita}
      nombrePaciente={c.nombrePaciente}
      enviando={s.matches('enviando')}
      error={c.error}
      cancelable={c.cancelable}
      send={send}
      inicioHref={base}
    />
  );
}
