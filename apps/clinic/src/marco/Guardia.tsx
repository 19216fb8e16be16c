import type { Rol } from '@clinica/api-client';
import { Navigate, Outlet, useLocation } from 'react-router';
import { destinoDelGuardia } from '../sesion';
import { useSesion } from './SesionContexto';

/**
 * Lets a route through only for a session of `rol` (§2.1): no session → /login, told the page
 * to return to and why the session ended; another role → that role's own home. Convenience
 * only: the server checks every call itself.
 */
export function Guardia({ rol }: { rol: Rol }) {
  const { sesion, fin } = useSesion();
  const { pathname, search } = useLocation();
  const destino = destinoDelGuardia(sesion, rol, { ruta: `${pathname}${search}`, fin });
  return destino ? <Navigate to={destino} replace /> : <Outlet />;
}

/** The guard of `rol`'s area as a route's lazy module (src/rutas.ts). */
export function guardiaDe(rol: Rol) {
  return { Component: () => <Guardia rol={rol} /> };
}
