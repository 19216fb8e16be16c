import type { RouteObject } from 'react-router';

/** The signed-in user's own password page, the same under every role's prefix. */
export const RUTA_CAMBIAR_CONTRASENA = 'cambiarContrasena';

export const rutasDeLaCuenta: RouteObject[] = [
  { path: RUTA_CAMBIAR_CONTRASENA, lazy: () => import('./CambiarContrasena') },
];
