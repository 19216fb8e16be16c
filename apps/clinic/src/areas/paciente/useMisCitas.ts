import { unwrap } from '@clinica/api-client';
import { useQuery } from '@tanstack/react-query';
import { cliente } from '../../api';
import { useSesion } from '../../marco/SesionContexto';

/** The signed-in patient's citas; wizards and cancellations invalidate ['citas']. */
export function useMisCitas() {
  const { sesion } = useSesion();
  const id = sesion?.id ?? 0;
  return useQuery({
    queryKey: ['citas', 'paciente', id],
    enabled: id > 0,
    queryFn: ({ signal }) =>
      unwrap(
        cliente.GET('/api/citas/mostrarCitasDelPaciente/{id}', {
          params: { path: { id } },
          signal,
        }),
      ),
  });
}

/**
 * The least notice the server asks of a patient to cancel (CLINICA_CANCEL_NOTICE_HOURS): a
 * setting, so asked once per session. Until it arrives the screens use the default, 24.
 */
export function useHorasDeAntelacion(): number | undefined {
  const antelacion = useQuery({
    queryKey: ['citas', 'antelacionCancelacion'],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) => unwrap(cliente.GET('/api/citas/antelacionCancelacion', { signal })),
  });
  return antelacion.data?.horas;
}
