import type { RouteObject } from 'react-router';

/**
 * The pages of this role's area besides its home (§2.4), each loaded on demand: 'Buscar cita',
 * the report of the cita found ('Crear informe de la cita') and its confirmation.
 */
export const rutasDelRadiologo: RouteObject[] = [
  { path: 'buscarCita', lazy: () => import('./BuscarCita') },
  { path: 'buscarCita/citas', lazy: () => import('./CrearInforme') },
  { path: 'buscarCita/citas/confirmacion', lazy: () => import('./InformeCreado') },
];
