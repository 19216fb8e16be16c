import { useActorRef, useSelector } from '@xstate/react';
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
}

/** 'Cambiar contraseña' conectado a su máquina. */
export function CambiarContrasena({ machine, input, inicioHref }: CambiarContrasenaProps) {
  const actor = useActorRef(machine, { input: input ?? {} });
  const snapshot = useSelector(actor, (s) => s);
  const enviando = snapshot.matches('enviando');
  const { intento, contar } = useIntentos(enviando);
  return (
    <PantallaCambiarContrasena
      datos={snapshot.context.datos}
      errores={snapshot.context.errores}
      error={snapshot.context.error}
      enviando={enviando}
      cambiada={snapshot.matches('cambiada')}
      intento={intento}
      inicioHref={inicioHref}
      send={(evento) => {
        if (evento.type === 'ENVIAR') contar();
        actor.send(evento);
      }}
    />
  );
}
