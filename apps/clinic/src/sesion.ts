import type { Rol } from '@clinica/api-client';
import { ROL } from '@clinica/api-client/reglas';
import {
  inicioDelRol,
  olvidarAsistentesAjenos,
  type Sesion as SesionDelServidor,
} from '@clinica/flows';
import { RUTA_CAMBIAR_CONTRASENA } from './areas/comun/cuenta/rutas';
import { CLAVE_DEL_ID, CLAVE_DEL_TOKEN } from './eleccion';
import { type Caducidad, CLAVES_SESION, type Sesion } from './sesionGuardada';

// The session is read in ./sesionGuardada, which imports no flow; the entry itself reads only
// ./eleccion, which imports nothing: its file stays a few kB (docs/rendimiento.md, 'Web').
export { esRutaDeEntrada } from './eleccion';
export {
  type Caducidad,
  CLAVES_SESION,
  leerCaducidad,
  leerSesion,
  type Sesion,
} from './sesionGuardada';

/** The server's `caducidad` (seconds from its answer) in this browser's clock. */
export function caducidadDelServidor(
  caducidad: { inactividad_segundos: number; restante_segundos: number } | undefined,
  ahora: number,
): Caducidad | undefined {
  if (!caducidad) return undefined;
  return {
    inactividadMs: caducidad.inactividad_segundos * 1000,
    finAbsoluto: ahora + caducidad.restante_segundos * 1000,
  };
}

/** The idle warning shows this long before the end (WCAG 2.2.1). */
export const AVISO_ANTES_MS = 2 * 60_000;

/**
 * How long before the end the warning shows: two minutes, or half the idle window when that is
 * shorter (a one-minute window warns at thirty seconds, not before the session starts).
 */
export function avisoAntesDe(caducidad: Caducidad): number {
  return Math.min(AVISO_ANTES_MS, caducidad.inactividadMs / 2);
}

/**
 * When the session ends if nothing more is asked of the server after `ultimoUso`: exactly the
 * idle window the clinic set after the last use (the server keeps a session at least that long:
 * apps/api/src/auth/sessions.ts), or the absolute limit if it comes first. At the end this tab
 * revokes the session itself.
 */
export function finDeLaSesion(caducidad: Caducidad, ultimoUso: number): number {
  return Math.min(ultimoUso + caducidad.inactividadMs, caducidad.finAbsoluto);
}

/** Fired in this tab when a request used the session (other tabs see the storage change). */
export const EVENTO_SESION_USADA = 'clinica:sesion-usada';

/** A request with the token was answered: the server's idle time starts again. */
export function anotarUso(ahora: number = Date.now(), storage: Storage = localStorage): void {
  if (!storage.getItem('token_usuario')) return;
  storage.setItem('sesion_ultimo_uso', String(ahora));
  globalThis.dispatchEvent?.(new Event(EVENTO_SESION_USADA));
}

export function leerUltimoUso(storage: Storage = localStorage): number {
  return Number(storage.getItem('sesion_ultimo_uso')) || Date.now();
}

export function guardarCaducidad(caducidad: Caducidad, storage: Storage = localStorage): void {
  storage.setItem('sesion_inactividad_ms', String(caducidad.inactividadMs));
  storage.setItem('sesion_fin_absoluto', String(caducidad.finAbsoluto));
}

/** The marks of the account, from sign-in or `yo`; absent (an older server) means false. */
export function marcasDelUsuario(user: {
  responsable?: boolean;
  contrasena_provisional?: boolean;
}): Pick<Sesion, 'responsable' | 'contrasenaProvisional'> {
  return {
    responsable: user.responsable === true,
    contrasenaProvisional: user.contrasena_provisional === true,
  };
}

/** Whether the session may open the staff pages ('Personal'): a responsable administrative. */
export function esResponsable(sesion: Pick<Sesion, 'rol' | 'responsable'> | null): boolean {
  return sesion?.rol === ROL.administrativo && sesion.responsable === true;
}

/** Where a person with a provisional password is held: their role's 'Cambiar contraseña'. */
export function rutaDeCambiarContrasena(rol: Rol): string {
  return `${inicioDelRol(rol)}/${RUTA_CAMBIAR_CONTRASENA}`;
}

/** The session the server answers at sign-in, as the app keeps it. */
export function sesionDelServidor(
  { token, user, caducidad }: SesionDelServidor,
  ahora: number = Date.now(),
): Sesion {
  return {
    token,
    id: user.id,
    rol: user.id_rol,
    idUsuario: user.id,
    nombre: user.nombre,
    primerApellido: user.primer_apellido,
    ...marcasDelUsuario(user),
    ...(caducidad ? { caducidad: caducidadDelServidor(caducidad, ahora) } : {}),
  };
}

/**
 * Stores a new session. Wizards another person left half-done in this tab are forgotten: they
 * are kept under their user's id, and never offered to someone else (docs/decisiones.md (37)).
 */
export function guardarSesion(
  sesion: Sesion,
  storage: Storage = localStorage,
  wizards: Storage | undefined = globalThis.sessionStorage,
): void {
  if (wizards) olvidarAsistentesAjenos(sesion.idUsuario, wizards);
  storage.setItem(CLAVE_DEL_TOKEN, sesion.token);
  storage.setItem(CLAVE_DEL_ID, String(sesion.id));
  storage.setItem('rol', String(sesion.rol));
  storage.setItem('id_usuario', String(sesion.idUsuario));
  storage.setItem('nombre', sesion.nombre);
  storage.setItem('primer_apellido', sesion.primerApellido);
  guardarMarcas(sesion, storage);
  if (sesion.caducidad) guardarCaducidad(sesion.caducidad, storage);
  storage.setItem('sesion_ultimo_uso', String(Date.now()));
}

/** Stores the account's marks (only when set, so a plain session keeps only §3's keys). */
export function guardarMarcas(
  { responsable, contrasenaProvisional }: Pick<Sesion, 'responsable' | 'contrasenaProvisional'>,
  storage: Storage = localStorage,
): void {
  if (responsable) storage.setItem('responsable', '1');
  else storage.removeItem('responsable');
  if (contrasenaProvisional) storage.setItem('contrasena_provisional', '1');
  else storage.removeItem('contrasena_provisional');
}

/**
 * How a session ended: the person chose 'Salir', or the server refused its token (idle or
 * absolute limit reached, revoked elsewhere).
 */
export type FinDeSesion = 'salir' | 'caducada';

/**
 * Removes the token, id, role, user id and names (§2.1). Leaving by 'Salir' also forgets every
 * wizard in progress: the person chose to go, and a reception desk is shared. A session that
 * expired keeps them (kept under the user's id, offered back only to them after signing in
 * again): the person did not choose to lose that work (docs/decisiones.md (37)).
 */
export function borrarSesion(
  fin: FinDeSesion = 'salir',
  storage: Storage = localStorage,
  wizards: Storage | undefined = globalThis.sessionStorage,
): void {
  for (const clave of CLAVES_SESION) storage.removeItem(clave);
  if (fin === 'salir') wizards?.clear();
}

/** The sign-in page, saying why the session ended and where to return after signing in. */
export function rutaDeLogin(fin?: FinDeSesion | null, volver?: string): string {
  const parametros = new URLSearchParams();
  if (fin === 'caducada') parametros.set('motivo', 'caducada');
  if (volver) parametros.set('volver', volver);
  const consulta = parametros.toString();
  return consulta ? `/login?${consulta}` : '/login';
}

/**
 * Where a route guarded for `rolRequerido` sends this session: null to stay, the caller's own
 * home for the wrong role, /login without a token or with an unknown role (§2.1). Without a
 * session /login is told the page (`ruta`, with its query) to return to, and why the session
 * ended; not after 'Salir', which starts afresh.
 */
export function destinoDelGuardia(
  sesion: Sesion | null,
  rolRequerido: Rol,
  { ruta, fin }: { ruta?: string; fin?: FinDeSesion | null } = {},
): string | null {
  if (!sesion) return fin === 'salir' ? rutaDeLogin() : rutaDeLogin(fin, ruta);
  if (sesion.rol !== rolRequerido) return inicioDelRol(sesion.rol);
  // A provisional password holds the person on 'Cambiar contraseña' (docs/decisiones.md (47)).
  const cambiar = rutaDeCambiarContrasena(sesion.rol);
  if (sesion.contrasenaProvisional && ruta?.split(/[?#]/)[0] !== cambiar) return cambiar;
  return null;
}

/** Only used to read a path: no request ever goes there. */
const ORIGEN_DE_LECTURA = 'http://clinica.invalid';

/**
 * Where signing in leads: back to `volver` (the page the session ended on, with its query) when
 * it is a path of this origin inside the role's own area, else the role's home (§2.2). Anything
 * else (another origin, `//host`, another role's pages) is ignored, so a crafted link to /login
 * cannot send a person elsewhere.
 */
export function destinoTrasIniciar(
  sesion: Pick<Sesion, 'rol' | 'contrasenaProvisional'>,
  volver?: string | null,
): string {
  if (sesion.contrasenaProvisional) return rutaDeCambiarContrasena(sesion.rol);
  const inicio = inicioDelRol(sesion.rol);
  if (!volver?.startsWith('/') || volver.startsWith('//') || volver.includes('\\')) return inicio;
  let url: URL;
  try {
    url = new URL(volver, ORIGEN_DE_LECTURA);
  } catch {
    return inicio;
  }
  const propia = url.origin === ORIGEN_DE_LECTURA;
  const delRol = url.pathname === inicio || url.pathname.startsWith(`${inicio}/`);
  return propia && delRol ? `${url.pathname}${url.search}` : inicio;
}

/**
 * The history state of the page opened after signing in: a wizard kept from before then offers
 * its data instead of resuming it unasked (docs/decisiones.md (37)).
 */
export const TRAS_INICIAR_SESION = { trasIniciarSesion: true } as const;

/** Whether this history state is that of the page opened after signing in. */
export function esTrasIniciarSesion(estado: unknown): boolean {
  return (estado as { trasIniciarSesion?: unknown } | null)?.trasIniciarSesion === true;
}
