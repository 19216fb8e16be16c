import type { RouteObject } from 'react-router';

/**
 * The incident pages (§2.3–§2.5), the same under each staff role's prefix: administrativo/,
 * radiologo/ and medico/. Each page reads the role from the session.
 */
export const rutasDeIncidencias: RouteObject[] = [
  { path: 'misIncidencias', lazy: () => import('./MisIncidencias') },
  { path: 'crearIncidencia/*', lazy: () => import('./CrearIncidencia') },
  { path: 'editarIncidencia/:id/*', lazy: () => import('./EditarIncidencia') },
];
