import type { FalloDeApi } from '../errores';

/** Un fallo de red tal como lo lanza fetch: sin estado HTTP. */
export const falloDeRed = { name: 'TypeError', message: 'Failed to fetch' };

export function fallo(
  estado: number,
  message: string,
  extra: Omit<FalloDeApi, 'estado' | 'message'> = {},
): FalloDeApi {
  return { estado, message, ...extra };
}
