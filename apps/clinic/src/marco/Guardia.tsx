import type { Rol } from '@clinica/flows';
import { Navigate, Outlet } from 'react-router';
import { destinoDelGuardia } from '../sesion';
import { useSesion } from './SesionContexto';

/**
 * Lets a route through only for a session of `rol` (§2.1): no session → /login, another role →
 * that role's own home. Convenience only: the server checks every call itself.
 */
export function Guardia({ rol }: { rol: Rol }) {
  const { sesion } = useSesion();
  const destino = destinoDelGuardia(sesion, rol);
  return destino ? <Navigate to={destino} replace /> : <Outlet />;
}
