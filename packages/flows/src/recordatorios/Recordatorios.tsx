import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { recordatoriosMachine } from './machine';
import { PantallaRecordatorios } from './PantallaRecordatorios';

export interface RecordatoriosProps {
  /** `recordatoriosMachine.provide({ actors: actoresRecordatorios(client) })`. */
  machine: typeof recordatoriosMachine;
  /** Cómo están ahora (`usuarioActual.recordatorios`); se lee al montar. */
  activos: boolean;
  /** Guardado un cambio: la aplicación puede refrescar lo que sabe del usuario. */
  onGuardado?: (activos: boolean) => void;
}

/** 'Recordatorios por correo' conectado a su máquina. */
export function Recordatorios({ machine, activos, onGuardado }: RecordatoriosProps) {
  const actor = useActorRef(machine, { input: { activos } });
  const snapshot = useSelector(actor, (s) => s);
  const { resultado } = snapshot.context;
  const alGuardar = useRef(onGuardado);
  alGuardar.current = onGuardado;
  useEffect(() => {
    if (resultado?.tipo === 'guardado') alGuardar.current?.(resultado.activos);
  }, [resultado]);
  return (
    <PantallaRecordatorios
      activos={snapshot.context.activos}
      guardando={snapshot.matches('guardando')}
      resultado={resultado}
      send={(evento) => actor.send(evento)}
    />
  );
}
