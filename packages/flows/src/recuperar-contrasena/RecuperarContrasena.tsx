import { useActorRef, useSelector } from '@xstate/react';
import { useIntentos } from '../wizard/alTerminar';
import type { recuperarContrasenaMachine } from './machine';
import { PantallaRecuperarContrasena } from './PantallaRecuperarContrasena';

export interface RecuperarContrasenaProps {
  /** `recuperarContrasenaMachine.provide({ actors: actoresRecuperarContrasena(client) })`. */
  machine: typeof recuperarContrasenaMachine;
  /** La página de iniciar sesión. @default '/login' */
  loginHref?: string;
}

/** '¿Has olvidado tu contraseña?' conectado a su máquina. */
export function RecuperarContrasena({ machine, loginHref }: RecuperarContrasenaProps) {
  const actor = useActorRef(machine);
  const snapshot = useSelector(actor, (s) => s);
  const enviando = snapshot.matches('enviando');
  const { intento, contar } = useIntentos(enviando);
  return (
    <PantallaRecuperarContrasena
      datos={snapshot.context.datos}
      errores={snapshot.context.errores}
      error={snapshot.context.error}
      enviando={enviando}
      aviso={snapshot.context.aviso}
      intento={intento}
      loginHref={loginHref}
      send={(evento) => {
        if (evento.type === 'ENVIAR') contar();
        actor.send(evento);
      }}
    />
  );
}
