import { NOMBRE_POR_DEFECTO, NombreDeLaClinicaProvider } from '@clinica/flows';
import { ClinicaProvider } from '@clinica/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Outlet, useHref, useNavigate } from 'react-router';
import { SesionProvider } from './SesionContexto';
import { useDatosClinica } from './useDatosClinica';

/**
 * The clinic's saved name ('Agenda') for every page that names it: the side bar, the top bar,
 * the document's title, the sign-in page. 'Clínica' until it arrives, or while it has none.
 */
function ConNombreDeLaClinica({ children }: { children: ReactNode }) {
  const { data } = useDatosClinica();
  return (
    <NombreDeLaClinicaProvider value={data?.nombre.trim() || NOMBRE_POR_DEFECTO}>
      {children}
    </NombreDeLaClinicaProvider>
  );
}

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
        <ConNombreDeLaClinica>
          <SesionProvider>
            <Outlet />
          </SesionProvider>
        </ConNombreDeLaClinica>
      </QueryClientProvider>
    </ClinicaProvider>
  );
}
