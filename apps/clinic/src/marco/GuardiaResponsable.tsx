import { inicioDelRol } from '@clinica/flows';
import { Navigate, Outlet } from 'react-router';
import { esResponsable } from '../sesion';
import { useSesion } from './SesionContexto';

/**
 * Lets the staff and agenda pages ('Personal', 'Agenda', 'Registro de actividad') through only
 * for a responsable (docs/decisiones.md (46, 49)); anyone else typing the address is sent home.
 * Convenience only: the server answers 403 to each of their operations for anyone else.
 */
export function GuardiaResponsable() {
  const { sesion } = useSesion();
  if (!sesion) return null;
  return esResponsable(sesion) ? <Outlet /> : <Navigate to={inicioDelRol(sesion.rol)} replace />;
}
