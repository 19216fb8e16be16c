import { ROL } from '@clinica/api-client/reglas';
import { destinosDeIncidencias, type RolConIncidencias } from '@clinica/flows';
import { useSesion } from '../../../marco/SesionContexto';

/**
 * The signed-in employee's incident targets (§2.3–§2.5): the role's prefix, list, home and the
 * confirmations' buttons; and what the create form starts with (their name, their job).
 */
export function useIncidenciasDelRol() {
  const { sesion } = useSesion();
  // The guard lets only staff reach these routes; a patient's role never gets here.
  const rol = (sesion?.rol ?? ROL.administrativo) as RolConIncidencias;
  return {
    rol,
    destinos: destinosDeIncidencias(rol),
    idUsuario: sesion?.idUsuario ?? 0,
    nombre: [sesion?.nombre, sesion?.primerApellido].filter(Boolean).join(' '),
  };
}

/** The incident list's query key; creating, editing and deleting refresh it. */
export const CLAVE_INCIDENCIAS = ['incidencias'] as const;
