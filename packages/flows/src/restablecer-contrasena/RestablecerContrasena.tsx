import { useActorRef, useSelector } from '@xstate/react';
import { useIntentos } from '../wizard/alTerminar';
import type { restablecerContrasenaMachine } from './machine';
import { PantallaRestablecerContrasena } from './PantallaRestablecerContrasena';

export interface RestablecerContrasenaProps {
  /** `restablecerContrasenaMachine.provide({ actors: actoresRestablecerContrasena(client) })`. */
  machine: typeof restablecerContrasenaMachine;
  /** El `?token=` del enlace del mensaje; sin él la página dice que el enlace no vale. */
  token: string | null | undefined;
  /** La página de iniciar sesión. @default '/login' */
  loginHref?: string;
  /** La página para pedir otro enlace. @default '/recuperar-contrasena' */
  recuperarHref?: string;
}

/** 'Elige una contraseña nueva' conectado a su máquina. */
export function RestablecerContrasena({
  machine,
  token,
  loginHref,
  recuperarHref,
}: RestablecerContrasenaProps) {
  const actor = useActorRef(machine, { input: { token } });
  const snapshot = useSelector(actor, (s) => s);
  const enviando = snapshot.matches('enviando');
  const { intento, contar } = useIntentos(enviando);
  return (
    <PantallaRestablecerContrasena
      datos={snapshot.context.datos}
      errores={snapshot.context.errores}
      error={snapshot.context.error}
      enviando={enviando}
      guardada={snapshot.matches('guardada')}
      enlaceNoValido={snapshot.context.enlaceNoValido}
      comprobando={snapshot.matches('comprobando')}
      intento={intento}
      loginHref={loginHref}
      recuperarHref={recuperarHref}
      send={(evento) => {
        if (evento.type === 'ENVIAR') contar();
        actor.send(evento);
      }}
    />
  );
}
