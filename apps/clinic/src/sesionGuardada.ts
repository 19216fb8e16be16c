import type { Rol } from '@clinica/api-client';
import { esRol } from '@clinica/api-client/reglas';
import { CLAVE_DEL_ID, CLAVE_DEL_TOKEN } from './eleccion';

// The session as this browser keeps it, read, apart from ./sesion (which writes it and imports
// the flows' role table). ./sesion re-exports all of it; the entry reads only ./eleccion.

/**
 * The signed-in session, kept in localStorage under the specification's keys (§3) so the old
 * contract holds (docs/decisiones.md (29)). Only this module (reading), ./sesion (writing) and
 * ./eleccion (the entry: the token and the id, under the names it gives them) touch them.
 */
export const CLAVES_SESION = [
  CLAVE_DEL_TOKEN,
  CLAVE_DEL_ID,
  'rol',
  'id_usuario',
  'nombre',
  'primer_apellido',
  // Not in §3: when the session ends (see `Caducidad`), and its last use, for the idle warning.
  'sesion_inactividad_ms',
  'sesion_fin_absoluto',
  'sesion_ultimo_uso',
  // Not in §3 either: the account's marks (docs/decisiones.md (46, 47)), read at sign-in and from `yo`.
  'responsable',
  'contrasena_provisional',
] as const;

/**
 * When the server ends the session, in this browser's clock: after `inactividadMs` without a
 * request, and at `finAbsoluto` (epoch ms) whatever its use. From the contract's `caducidad`.
 */
export interface Caducidad {
  inactividadMs: number;
  finAbsoluto: number;
}

export interface Sesion {
  token: string;
  /** The role-specific id (equal to the user id in this server). */
  id: number;
  rol: Rol;
  idUsuario: number;
  nombre: string;
  primerApellido: string;
  /** When the server ends it; unknown with a server that does not say (no idle warning then). */
  caducidad?: Caducidad;
  /** An administrative who manages the staff: sees 'Personal' (docs/decisiones.md (46)). */
  responsable?: boolean;
  /**
   * The password was set by someone else and must be changed before anything else
   * (docs/decisiones.md (47)): only 'Cambiar contraseña' and 'Salir' are offered.
   */
  contrasenaProvisional?: boolean;
}

export function leerCaducidad(storage: Storage = localStorage): Caducidad | undefined {
  const inactividadMs = Number(storage.getItem('sesion_inactividad_ms'));
  const finAbsoluto = Number(storage.getItem('sesion_fin_absoluto'));
  return inactividadMs > 0 && finAbsoluto > 0 ? { inactividadMs, finAbsoluto } : undefined;
}

export function leerSesion(storage: Storage = localStorage): Sesion | null {
  const token = storage.getItem(CLAVE_DEL_TOKEN);
  const rol = Number(storage.getItem('rol'));
  if (!token || !esRol(rol)) return null;
  const caducidad = leerCaducidad(storage);
  return {
    token,
    rol,
    id: Number(storage.getItem(CLAVE_DEL_ID)),
    idUsuario: Number(storage.getItem('id_usuario')),
    nombre: storage.getItem('nombre') ?? '',
    primerApellido: storage.getItem('primer_apellido') ?? '',
    responsable: storage.getItem('responsable') === '1',
    contrasenaProvisional: storage.getItem('contrasena_provisional') === '1',
    ...(caducidad ? { caducidad } : {}),
  };
}
