import {
  cargarRegistroDeActividad,
  descargarRegistroCsv,
  RegistroDeActividad,
} from '@clinica/flows';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { cliente } from '../../../api';
import { useTituloDocumento } from '../../../marco/useTituloDocumento';

const hojaDelRegistro = descargarRegistroCsv(cliente);

/** A positive whole number from the query, or 1. */
function paginaDeLaConsulta(valor: string | null): number {
  const pagina = Number(valor);
  return Number.isSafeInteger(pagina) && pagina > 0 ? pagina : 1;
}

/**
 * /administrativo/registro: every change to the staff and the agenda, who and when, for a
 * responsable; `?pagina=` keeps the page across reloads and the Back button.
 */
export function Component() {
  useTituloDocumento('Registro de actividad');
  const [parametros, setParametros] = useSearchParams();
  const pagina = paginaDeLaConsulta(parametros.get('pagina'));
  const registro = useQuery({
    queryKey: ['registro', pagina],
    queryFn: ({ signal }) => cargarRegistroDeActividad(cliente, pagina, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <RegistroDeActividad
      registro={registro.data}
      error={registro.isError ? registro.error.message : undefined}
      onReintentar={() => void registro.refetch()}
      pagina={pagina}
      onPagina={(numero) => setParametros(numero > 1 ? { pagina: String(numero) } : {})}
      onDescargarCsv={hojaDelRegistro}
    />
  );
}
