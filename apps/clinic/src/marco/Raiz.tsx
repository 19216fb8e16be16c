import { NOMBRE_POR_DEFECTO, NombreDeLaClinicaProvider } from '@clinica/flows';
import { ClinicaProvider } from '@clinica/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDeferredValue, useState } from 'react';
import { Outlet, useHref, useNavigate } from 'react-router';
import { SesionProvider } from './SesionContexto';
import { useDatosClinica } from './useDatosClinica';

/**
 * The clinic's saved name ('Agenda') for every page that names it: the side bar, the top bar,
 * the document's title, the sign-in page. 'Clínica' until it arrives, or while it has none.
 */
function ConNombreDeLaClinica({ children }: { children: ReactNode }) {
  const { data } = useDatosClinica();
  // Every frame and page reads it (the side bar, the document's title): when it comes, they are
  // drawn again at transition priority, in slices, not in the one synchronous render in which
  // TanStack Query hands over an answer (the day list's frame and page: ~35 ms of a load's CPU,
  // docs/rendimiento.md, 'The seventeenth round').
  const nombre = useDeferredValue(data?.nombre.trim() || NOMBRE_POR_DEFECTO);
  return <NombreDeLaClinicaProvider value={nombre}>{children}</NombreDeLaClinicaProvider>;
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
