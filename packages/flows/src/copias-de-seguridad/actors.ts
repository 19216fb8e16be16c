/**
 * Las lecturas y la orden de 'Copias de seguridad' sobre `@clinica/api-client`
 * (docs/decisiones.md (59)); una aplicación las usa tal cual o pone las suyas.
 */
import { type ClinicaClient, type EstadoDeLasCopias, unwrap } from '@clinica/api-client';

/** GET copias/estado: la última copia, la última correcta y cuándo se hace la diaria. */
export function cargarEstadoDeLasCopias(
  client: ClinicaClient,
  signal?: AbortSignal,
): Promise<EstadoDeLasCopias> {
  return unwrap(client.GET('/api/copias/estado', { signal }));
}

/** POST copias/hacer: empieza una copia ('Hacer una copia ahora'); responde el estado, en curso. */
export function hacerCopiaDeSeguridad(client: ClinicaClient): Promise<EstadoDeLasCopias> {
  return unwrap(client.POST('/api/copias/hacer'));
}
