import { unwrap } from '@clinica/api-client';
import { useQuery } from '@tanstack/react-query';
import { cliente } from '../api';

/**
 * Whether the server sends e-mail (`datosClinica.correo_activo`, docs/decisiones.md (50)), for
 * the wizards that can invite a new account: `undefined` while it is asked, `false` if the
 * server cannot say (the typed password, as before). Shares the clinic's cached data.
 */
export function useCorreoActivo(): boolean | undefined {
  const clinica = useQuery({
    queryKey: ['clinica'],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) => unwrap(cliente.GET('/api/clinica', { signal })),
  });
  if (clinica.isError) return false;
  return clinica.data?.correo_activo;
}
