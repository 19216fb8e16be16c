import { type HistoriaAccesos as Pagina, unwrap } from '@clinica/api-client';
import { HistoriaAccesos } from '@clinica/flows';
import { useInfiniteQuery } from '@tanstack/react-query';
import { cliente } from '../../api';
import { useSesion } from '../../marco/SesionContexto';
import { useTituloDocumento } from '../../marco/useTituloDocumento';

/**
 * /paciente/misCitas/quienHaVistoMiHistoria: who of the staff read or changed the signed-in
 * patient's data, from the server's audit log, 50 at a time, newest first.
 */
export function Component() {
  useTituloDocumento('Quién ha visto mi historia');
  const { sesion } = useSesion();
  const id = sesion?.id ?? 0;
  const accesos = useInfiniteQuery({
    queryKey: ['auditoria', 'paciente', id],
    enabled: id > 0,
    initialPageParam: 1,
    getNextPageParam: (ultima: Pagina, _todas: Pagina[], pagina: number) =>
      ultima.hayMas ? pagina + 1 : undefined,
    queryFn: ({ pageParam, signal }): Promise<Pagina> =>
      unwrap(
        cliente.GET('/api/auditoria/historiaAccesos/{id}', {
          params: { path: { id }, query: { pagina: pageParam } },
          signal,
        }),
      ),
  });
  return (
    <HistoriaAccesos
      entradas={accesos.data?.pages.flatMap((pagina) => pagina.entradas)}
      error={accesos.isError ? accesos.error.message : undefined}
      onReintentar={() => void accesos.refetch()}
      hayMas={accesos.hasNextPage}
      cargandoMas={accesos.isFetchingNextPage}
      onMas={() => void accesos.fetchNextPage()}
    />
  );
}
