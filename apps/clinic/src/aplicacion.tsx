import { Navigate, type RouteObject, RouterProvider } from 'react-router';
import { crearEnrutadorSinEmpezar, type Enrutador } from './enrutador';
import { ErrorDeRuta } from './marco/ErrorDeRuta';
import { Raiz } from './marco/Raiz';
import { rutas } from './rutas';

/**
 * Every route of §2 (./rutas) under the root: its providers, `/` → /login, and the error
 * screen every route's error bubbles up to (drawn from this file, so it shows even when a
 * page's code cannot load).
 */
export const arbolDeRutas: RouteObject[] = [
  {
    element: <Raiz />,
    errorElement: <ErrorDeRuta />,
    children: [{ index: true, element: <Navigate to="/login" replace /> }, ...rutas],
  },
];

/** The app's router over the address bar, not started yet: `enrutador.initialize()` starts it. */
export function crearEnrutador(): Enrutador {
  return crearEnrutadorSinEmpezar(arbolDeRutas);
}

/** The whole app: router, session, server cache, each role's frame and pages. */
export function Aplicacion({ enrutador }: { enrutador: Enrutador }) {
  return <RouterProvider router={enrutador} />;
}
