import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { recordatoriosMachine } from './machine';
import { PantallaRecordatorios } from './PantallaRecordatorios';

export interface RecordatoriosProps {
  /** `recordatoriosMachine.provide({ actors: actoresRecordatorios(client) })`. */
  machine: typeof recordatoriosMachine;
  /**
   * Cómo están ahora (`usuarioActual.recordatorios`), leído al montar; `undefined` mientras la
   * cuenta no ha llegado: la sección ocupa ya su sitio, con la casilla en espera.
   */
  activos: boolean | undefined;
  /** Guardado un cambio: la aplicación puede refrescar lo que sabe del usuario. */
  onGuardado?: (activos: boolean) => void;
}

const nada = () => {};

/** 'Recordatorios por correo' conectado a su máquina. */
export function Recordatorios({ machine, activos, onGuardado }: RecordatoriosProps) {
  if (activos === undefined) {
    return (
      <PantallaRecordatorios
        activos={undefined}
        guardando={false}
        resultado={undefined}
        send={nada}
      />
    );
  }
  return <RecordatoriosConectados machine={machine} activos={activos} onGuardado={onGuardado} />;
}

/** The machine starts from what the account says, so it waits for the account. */
function RecordatoriosConectados({
  machine,
  activos,
  onGuardado,
}: RecordatoriosProps & { activos: boolean }) {
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
