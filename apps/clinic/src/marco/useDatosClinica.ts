import { unwrap } from '@clinica/api-client';
import { useQuery } from '@tanstack/react-query';
import { cliente } from '../api';

/**
 * The clinic's own data, `GET /api/clinica` (`datosClinica`): name, address, phone, slot length,
 * weekly hours and whether it sends e-mail. They live in the database (docs/decisiones.md (49))
 * and change rarely, so they are asked once per session and every screen shares the answer.
 * While they arrive, or if they fail, `data` is `undefined` and the screens leave them out.
 */
export function useDatosClinica({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['clinica'],
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
    queryFn: ({ signal }) => unwrap(cliente.GET('/api/clinica', { signal })),
  });
}
