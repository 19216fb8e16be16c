import type { RouteObject } from 'react-router';

/** The pages of this role's area besides its home (§2.6), each loaded on demand. */
export const rutasDelPaciente: RouteObject[] = [
  { path: 'pedirCita/*', lazy: () => import('./PedirCita') },
  { path: 'misCitas', lazy: () => import('./MisCitas') },
  { path: 'misCitas/quienHaVistoMiHistoria', lazy: () => import('./HistoriaAccesos') },
  { path: 'misCitas/cancelarCita', lazy: () => import('./CancelarCita') },
  { path: 'misCitas/citaFacultativo', lazy: () => import('./DetalleCita') },
  { path: 'misCitas/citaEspecialista', lazy: () => import('./DetalleCita') },
  {
    path: 'misCitas/cancelarCitaConfirmacion',
    lazy: () => import('./CancelarCitaConfirmacion'),
  },
];
