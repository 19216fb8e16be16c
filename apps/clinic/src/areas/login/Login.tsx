import { inicioDelRol, type Sesion as SesionDelServidor } from '@clinica/flows';
import { useCallback } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useSesion } from '../../marco/SesionContexto';
import { sesionDelServidor } from '../../sesion';
import { PaginaLogin } from './PaginaLogin';

/**
 * /login inside the app (after signing out, when the session expires, or when a guard sends a
 * visitor here): on success the session is stored under §3's keys and the role's home opens.
 * A cold visit to /login is served by the light entry instead (src/entrada/Entrada.tsx).
 */
export function Component() {
  const { sesion, iniciar } = useSesion();
  const navigate = useNavigate();
  const [parametros] = useSearchParams();

  const alIniciar = useCallback(
    (respuesta: SesionDelServidor) => {
      const nueva = sesionDelServidor(respuesta);
      iniciar(nueva);
      navigate(inicioDelRol(nueva.rol), { replace: true });
    },
    [iniciar, navigate],
  );

  if (sesion) return <Navigate to={inicioDelRol(sesion.rol)} replace />;
  return (
    <PaginaLogin caducada={parametros.get('motivo') === 'caducada'} onSesionIniciada={alIniciar} />
  );
}
