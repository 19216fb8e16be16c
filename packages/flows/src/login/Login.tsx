import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useCallback } from 'react';
import type { Sesion } from '../tipos';
import { useAlTerminar, useIntentos } from '../wizard/alTerminar';
import type { EventoLogin, loginMachine } from './machine';
import { PantallaLogin } from './PantallaLogin';

export interface LoginProps {
  /** `loginMachine.provide({ actors: { iniciarSesion } })`. */
  machine: typeof loginMachine;
  /** La sesión iniciada: la aplicación la guarda (§3) y va al inicio del rol (`inicioDelRol`). */
  onSesionIniciada: (sesion: Sesion) => void;
  /** El nombre de la clínica, junto a su marca. @default 'Clínica' */
  clinica?: string;
  /** Un aviso encima del título, p. ej. que la sesión ha caducado. */
  aviso?: ReactNode;
  /** La página '¿Has olvidado tu contraseña?'; sin ella no hay enlace. */
  recuperarHref?: string;
}

/** La entrada conectada a su máquina. */
export function Login({ machine, onSesionIniciada, clinica, aviso, recuperarHref }: LoginProps) {
  const actor = useActorRef(machine);
  const snapshot = useSelector(actor, (s) => s);
  useAlTerminar(snapshot, { onTerminar: onSesionIniciada });
  // Un rechazo del servidor cuenta como un intento más: el mensaje recibe el foco aunque sea el
  // mismo de la vez anterior.
  const { intento, contar } = useIntentos(snapshot.matches('enviando'));
  // Siempre la misma función: los campos, memorizados, no se pintan de nuevo por ella.
  const send = useCallback(
    (evento: EventoLogin) => {
      if (evento.type === 'ENVIAR') contar();
      actor.send(evento);
    },
    [actor, contar],
  );

  return (
    <PantallaLogin
      datos={snapshot.context.datos}
      errores={snapshot.context.errores}
      error={snapshot.context.error}
      enviando={snapshot.matches('enviando')}
      intento={intento}
      clinica={clinica}
      aviso={aviso}
      recuperarHref={recuperarHref}
      send={send}
    />
  );
}
