import { ClinicaProvider } from '@clinica/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet, useHref, useNavigate } from 'react-router';
import { SesionProvider } from './SesionContexto';

/** The root of every route: theme and locale, router adapter, server cache and session. */
export function Raiz() {
  const navigate = useNavigate();
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 15_000 } },
      }),
  );
  return (
    <ClinicaProvider locale="es-ES" router={{ navigate: (ruta) => navigate(ruta), useHref }}>
      <QueryClientProvider client={queryClient}>
        <SesionProvider>
          <Outlet />
        </SesionProvider>
      </QueryClientProvider>
    </ClinicaProvider>
  );
}
