import type { Sesion as SesionDelServidor } from '@clinica/flows';
import { useCallback } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useSesion } from '../../marco/SesionContexto';
import { destinoTrasIniciar, sesionDelServidor, TRAS_INICIAR_SESION } from '../../sesion';
import { PaginaLogin } from './PaginaLogin';

/**
 * /login inside the app (after signing out, when the session expires, or when a guard sends a
 * visitor here): on success the session is stored under §3's keys and the page the person was
 * on opens again (`volver`, if it is theirs), else the role's home. A cold visit to /login is
 * served by the light entry instead (src/entrada/Entrada.tsx).
 */
export function Component() {
  const { sesion, iniciar } = useSesion();
  const [parametros] = useSearchParams();

  const alIniciar = useCallback(
    (respuesta: SesionDelServidor) => iniciar(sesionDelServidor(respuesta)),
    [iniciar],
  );

  // With a session (just signed in, or visiting /login signed in), one navigation away.
  if (sesion) {
    return (
      <Navigate
        to={destinoTrasIniciar(sesion, parametros.get('volver'))}
        state={TRAS_INICIAR_SESION}
        replace
      />
    );
  }
  return (
    <PaginaLogin caducada={parametros.get('motivo') === 'caducada'} onSesionIniciada={alIniciar} />
  );
}
