import type { RouteObject } from 'react-router';
import type { DatosDeLaRuta } from '../../precarga';

/**
 * The diagnosis page finds its cita among the doctor's citas of the address's day (Diagnostico.tsx,
 * `citasDelDia`): asked by the entry beside the page's code, its data line (the page's largest
 * text on a phone) no longer waits for that code to come and run first. Only a day written as a
 * date goes into the path; any other address asks nothing early, and the page says the cita is
 * not found as before.
 */
const citasDelDiaDelDiagnostico: DatosDeLaRuta = {
  precargar: (id, { fecha = '' }) =>
    /^\d{4}-\d{2}-\d{2}$/.test(fecha)
      ? [`/api/citas/mostrarCitasPorFechaMedico/${fecha}/${id}`]
      : [],
};

/**
 * The pages of this role's area besides its home (§2.5), each loaded on demand: the diagnosis
 * of a cita, at the specification's address (the number in `?id=`).
 */
export const rutasDelMedico: RouteObject[] = [
  {
    path: 'citas/:dni/:fecha/:hora/:nombrePaciente/:idPaciente',
    handle: citasDelDiaDelDiagnostico,
    lazy: () => import('./Diagnostico'),
  },
];
