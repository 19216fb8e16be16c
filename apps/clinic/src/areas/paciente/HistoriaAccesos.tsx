import { type HistoriaAccesos as Pagina, unwrap } from '@clinica/api-client';
import { HistoriaAccesos } from '@clinica/flows';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { cliente } from '../../api';
import { useSesion } from '../../marco/SesionContexto';
import { useTituloDocumento } from '../../marco/useTituloDocumento';

/** `?pagina=` of the URL, so a reload or the back button keeps the page: 1 unless a page number. */
function paginaDe(parametros: URLSearchParams): number {
  const pagina = Number(parametros.get('pagina') ?? '1');
  return Number.isSafeInteger(pagina) && pagina >= 1 && pagina <= 1000 ? pagina : 1;
}

/**
 * /paciente/misCitas/quienHaVistoMiHistoria: who of the staff read or changed the signed-in
 * patient's data, from the server's audit log, one page of lines at a time, newest first.
 */
export function Component() {
  useTituloDocumento('Quién ha visto mi historia');
  const { sesion } = useSesion();
  const id = sesion?.id ?? 0;
  const [parametros, setParametros] = useSearchParams();
  const pagina = paginaDe(parametros);
  const accesos = useQuery({
    queryKey: ['auditoria', 'paciente', id, pagina],
    enabled: id > 0,
    queryFn: ({ signal }): Promise<Pagina> =>
      unwrap(
        cliente.GET('/api/auditoria/historiaAccesos/{id}', {
          params: { path: { id }, query: { pagina } },
          signal,
        }),
      ),
  });
  return (
    <HistoriaAccesos
      entradas={accesos.data?.entradas}
      error={accesos.isError ? accesos.error.message : undefined}
      onReintentar={() => void accesos.refetch()}
      pagina={pagina}
      hayMas={accesos.data?.hayMas}
      onPagina={(otra) => setParametros(otra === 1 ? {} : { pagina: String(otra) })}
    />
  );
}
