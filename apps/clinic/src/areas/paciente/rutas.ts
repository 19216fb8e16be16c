import type { RouteObject } from 'react-router';
import type { DatosDeLaRuta } from '../../precarga';

/** The patient's home shows the next cita, from their citas (./useMisCitas.ts). */
export const citasDelPaciente: DatosDeLaRuta = {
  precargar: (id) => [`/api/citas/mostrarCitasDelPaciente/${id}`],
};

/** 'Mis citas' asks their citas and how long before a cita it can still be cancelled. */
const misCitas: DatosDeLaRuta = {
  precargar: (id, parametros) => [
    ...citasDelPaciente.precargar(id, parametros),
    '/api/citas/antelacionCancelacion',
  ],
};

/** The pages of this role's area besides its home (§2.6), each loaded on demand. */
export const rutasDelPaciente: RouteObject[] = [
  { path: 'pedirCita/*', lazy: () => import('./PedirCita') },
  { path: 'misCitas', lazy: () => import('./MisCitas'), handle: misCitas },
  { path: 'misCitas/quienHaVistoMiHistoria', lazy: () => import('./HistoriaAccesos') },
  { path: 'misCitas/cancelarCita', lazy: () => import('./CancelarCita') },
  { path: 'misCitas/citaFacultativo', lazy: () => import('./DetalleCita') },
  { path: 'misCitas/citaEspecialista', lazy: () => import('./DetalleCita') },
  {
    path: 'misCitas/cancelarCitaConfirmacion',
    lazy: () => import('./CancelarCitaConfirmacion'),
  },
];
