import type { RouteObject } from 'react-router';
import { RUTA_CAMBIAR_CONTRASENA } from '../../../sesion';

export { RUTA_CAMBIAR_CONTRASENA };

export const rutasDeLaCuenta: RouteObject[] = [
  { path: RUTA_CAMBIAR_CONTRASENA, lazy: () => import('./CambiarContrasena') },
];
