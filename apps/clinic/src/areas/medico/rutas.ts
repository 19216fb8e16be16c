import type { RouteObject } from 'react-router';

/**
 * The pages of this role's area besides its home (§2.5), each loaded on demand: the diagnosis
 * of a cita, at the specification's address (the number in `?id=`).
 */
export const rutasDelMedico: RouteObject[] = [
  {
    path: 'citas/:dni/:fecha/:hora/:nombrePaciente/:idPaciente',
    lazy: () => import('./Diagnostico'),
  },
];
