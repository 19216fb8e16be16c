import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useIntentos } from '../wizard/alTerminar';
import type { cambiarContrasenaMachine, EntradaCambiarContrasena } from './machine';
import { PantallaCambiarContrasena } from './PantallaCambiarContrasena';

export interface CambiarContrasenaProps {
  /** `cambiarContrasenaMachine.provide({ actors: actoresCambiarContrasena(client) })`. */
  machine: typeof cambiarContrasenaMachine;
  /** Los datos de la persona, para avisar ya en el campo si la nueva los contiene. */
  input?: EntradaCambiarContrasena;
  /** La portada del rol: el enlace de vuelta y el botón tras el cambio. */
  inicioHref: string;
  /** La contraseña actual es provisional: la pantalla lo explica (docs/decisiones.md (47)). */
  provisional?: boolean;
  /** Cambiada: la aplicación deja de retener a la persona en esta página. */
  onCambiada?: () => void;
}

/** 'Cambiar contraseña' conectado a su máquina. */
export function CambiarContrasena({
  machine,
  input,
  inicioHref,
  provisional,
  onCambiada,
}: CambiarContrasenaProps) {
  const actor = useActorRef(machine, { input: input ?? {} });
  const snapshot = useSelector(actor, (s) => s);
  const enviando = snapshot.matches('enviando');
  const { intento, contar } = useIntentos(enviando);
  const cambiada = snapshot.matches('cambiada');
  const alCambiar = useRef(onCambiada);
  alCambiar.current = onCambiada;
  useEffect(() => {
    if (cambiada) alCambiar.current?.();
  }, [cambiada]);
  return (
    <PantallaCambiarContrasena
      datos={snapshot.context.datos}
      errores={snapshot.context.errores}
      error={snapshot.context.error}
      enviando={enviando}
      cambiada={cambiada}
      provisional={provisional}
      intento={intento}
      inicioHref={inicioHref}
      send={(evento) => {
        if (evento.type === 'ENVIAR') contar();
        actor.send(evento);
      }}
    />
  );
}
