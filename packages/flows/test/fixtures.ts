import { ClinicaApiError } from '@clinica/api-client';

/** Un fallo de red tal como lo lanza fetch: sin estado HTTP. */
export const falloDeRed = { name: 'TypeError', message: 'Failed to fetch' };

/** Una respuesta de error del servidor, tal como la lanza el cliente. */
export function fallo(
  estado: number,
  message: string,
  { errores, reintentarEn }: { errores?: Record<string, string>; reintentarEn?: number } = {},
): ClinicaApiError {
  return new ClinicaApiError(estado, message, errores, reintentarEn ? { reintentarEn } : {});
}
