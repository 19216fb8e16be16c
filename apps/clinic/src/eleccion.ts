// What the entry (src/main.ts) reads to choose between the sign-in page and the app. It imports
// nothing, so it stays in the entry's own small file (vite.config.ts, `inicio`);
// ./sesionGuardada reads and checks the whole session once the app has loaded.

/** The session's token in localStorage, under the specification's key (§3). */
export const CLAVE_DEL_TOKEN = 'token_usuario';
/** The stored session's `id` (§3), which the entry's early requests name. */
export const CLAVE_DEL_ID = 'id';

/**
 * Whether this address is the sign-in page (or `/`, which leads to it): the entry then shows it
 * without loading the rest of the app.
 */
export function esRutaDeEntrada(pathname: string): boolean {
  const ruta = pathname.replace(/\/+$/, '');
  return ruta === '' || ruta === '/login';
}

/**
 * Whether this browser keeps a session's token. With one, the entry loads the app, which reads
 * the session and checks it (a stored role that is no role, or a token the server no longer
 * takes, ends at the app's own sign-in page).
 */
export function hayTokenGuardado(storage: Storage = localStorage): boolean {
  return Boolean(tokenGuardado(storage));
}

/** The stored session's token, if any: the entry's early requests that need one carry it. */
export function tokenGuardado(storage: Storage = localStorage): string | null {
  return storage.getItem(CLAVE_DEL_TOKEN);
}

/** The stored session's `id` (§3), 0 without one: the page's early requests name it. */
export function idGuardado(storage: Storage = localStorage): number {
  return Number(storage.getItem(CLAVE_DEL_ID)) || 0;
}
