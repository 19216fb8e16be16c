import { CopiasDeSeguridad, cargarEstadoDeLasCopias, hacerCopiaDeSeguridad } from '@clinica/flows';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cliente } from '../../../api';
import { useTituloDocumento } from '../../../marco/useTituloDocumento';

/** While a backup is being made, how often the page asks how it is going. */
const MIENTRAS_SE_HACE_MS = 3_000;

/**
 * /administrativo/copias: the last backup's time, size and result, a warning when it failed or
 * none was made, and 'Hacer una copia ahora', for a responsable (docs/decisiones.md (59)).
 */
export function Component() {
  useTituloDocumento('Copias de seguridad');
  const consultas = useQueryClient();
  const estado = useQuery({
    queryKey: ['copias'],
    queryFn: ({ signal }) => cargarEstadoDeLasCopias(cliente, signal),
    refetchInterval: (consulta) =>
      consulta.state.data?.estado === 'en_curso' ? MIENTRAS_SE_HACE_MS : false,
  });
  const hacer = useMutation({
    mutationFn: () => hacerCopiaDeSeguridad(cliente),
    onSuccess: (nuevo) => consultas.setQueryData(['copias'], nuevo),
  });
  return (
    <CopiasDeSeguridad
      estado={estado.data}
      error={estado.isError ? estado.error.message : undefined}
      onReintentar={() => void estado.refetch()}
      onHacerCopia={() => hacer.mutate()}
      pidiendo={hacer.isPending}
      errorAlHacer={hacer.isError ? hacer.error.message : undefined}
    />
  );
}
