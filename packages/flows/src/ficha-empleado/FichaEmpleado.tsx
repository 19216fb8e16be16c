import type { Empleado } from '@clinica/api-client';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useIntentos } from '../wizard/alTerminar';
import type { fichaEmpleadoMachine } from './machine';
import { PantallaFichaEmpleado } from './PantallaFichaEmpleado';

export interface FichaEmpleadoProps {
  /** `fichaEmpleadoMachine.provide({ actors: actoresFichaEmpleado(client) })`. */
  machine: typeof fichaEmpleadoMachine;
  /** El empleado que se edita. */
  empleado: Empleado;
  /** 'Volver a Personal'. */
  listaHref: string;
  /** Guardado: la aplicación vuelve a pedir la lista. */
  onGuardado?: (empleado: Empleado) => void;
}

/** La ficha de un empleado, para editarla, conectada a su máquina. */
export function FichaEmpleado({ machine, empleado, listaHref, onGuardado }: FichaEmpleadoProps) {
  const actor = useActorRef(machine, { input: { empleado } });
  const snapshot = useSelector(actor, (s) => s);
  const enviando = snapshot.matches('enviando');
  const { intento, contar } = useIntentos(enviando);
  const { guardado } = snapshot.context;
  const alGuardar = useRef(onGuardado);
  alGuardar.current = onGuardado;
  useEffect(() => {
    if (guardado) alGuardar.current?.(guardado);
  }, [guardado]);
  return (
    <PantallaFichaEmpleado
      nombre={empleado.nombre_completo}
      datos={snapshot.context.datos}
      errores={snapshot.context.errores}
      error={snapshot.context.error}
      enviando={enviando}
      guardado={guardado ? { nombre: guardado.nombre_completo } : undefined}
      intento={intento}
      listaHref={listaHref}
      send={(evento) => {
        if (evento.type === 'ENVIAR') contar();
        actor.send(evento);
      }}
    />
  );
}
