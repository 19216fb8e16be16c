import { esRol, inicioDelRol, type Rol, type Sesion as SesionDelServidor } from '@clinica/flows';

/**
 * The signed-in session, kept in localStorage under the specification's keys (§3) so the old
 * contract holds (DECISIONS.md #29). Only this module reads or writes them.
 */
export const CLAVES_SESION = [
  'token_usuario',
  'id',
  'rol',
  'id_usuario',
  'nombre',
  'primer_apellido',
] as const;

export interface Sesion {
  token: string;
  /** The role-specific id (equal to the user id in this server). */
  id: number;
  rol: Rol;
  idUsuario: number;
  nombre: string;
  primerApellido: string;
}

/** The session the server answers at sign-in, as the app keeps it. */
export function sesionDelServidor({ token, user }: SesionDelServidor): Sesion {
  return {
    token,
    id: user.id,
    rol: user.id_rol,
    idUsuario: user.id,
    nombre: user.nombre,
    primerApellido: user.primer_apellido,
  };
}

/**
 * Whether this address is the sign-in page (or `/`, which leads to it): the entry then shows it
 * without loading the rest of the app.
 */
export function esRutaDeEntrada(pathname: string): boolean {
  const ruta = pathname.replace(/\/+$/, '');
  return ruta === '' || ruta === '/login';
}

export function leerSesion(storage: Storage = localStorage): Sesion | null {
  const token = storage.getItem('token_usuario');
  const rol = Number(storage.getItem('rol'));
  if (!token || !esRol(rol)) return null;
  return {
    token,
    rol,
    id: Number(storage.getItem('id')),
    idUsuario: Number(storage.getItem('id_usuario')),
    nombre: storage.getItem('nombre') ?? '',
    primerApellido: storage.getItem('primer_apellido') ?? '',
  };
}

export function guardarSesion(sesion: Sesion, storage: Storage = localStorage): void {
  storage.setItem('token_usuario', sesion.token);
  storage.setItem('id', String(sesion.id));
  storage.setItem('rol', String(sesion.rol));
  storage.setItem('id_usuario', String(sesion.idUsuario));
  storage.setItem('nombre', sesion.nombre);
  storage.setItem('primer_apellido', sesion.primerApellido);
}

/** Logout removes the token, id, role, user id and names (§2.1), and any wizard in progress. */
export function borrarSesion(
  storage: Storage = localStorage,
  wizards: Storage | undefined = globalThis.sessionStorage,
): void {
  for (const clave of CLAVES_SESION) storage.removeItem(clave);
  wizards?.clear();
}

/**
 * Where a route guarded for `rolRequerido` sends this session: null to stay, the caller's own
 * home for the wrong role, /login without a token or with an unknown role (§2.1).
 */
export function destinoDelGuardia(sesion: Sesion | null, rolRequerido: Rol): string | null {
  if (!sesion) return '/login';
  if (sesion.rol !== rolRequerido) return inicioDelRol(sesion.rol);
  return null;
}
