import { createBrowserRouter, RouterProvider } from 'react-router';
import { rutas } from './rutas';

export type Enrutador = ReturnType<typeof createBrowserRouter>;

/** The app's router over the address bar, with every route of §2. */
export function crearEnrutador(): Enrutador {
  return createBrowserRouter(rutas);
}

/** The whole app: router, session, server cache, each role's frame and pages. */
export function Aplicacion({ enrutador }: { enrutador: Enrutador }) {
  return <RouterProvider router={enrutador} />;
}
