import {
  actoresFichaEmpleado,
  cargarEmpleado,
  FalloAlCargar,
  FichaEmpleado,
  fichaEmpleadoMachine,
} from '@clinica/flows';
import { PageHeader, Skeleton, SkeletonBlock } from '@clinica/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { cliente } from '../../../api';
import { useTituloDocumento } from '../../../marco/useTituloDocumento';
import { CLAVE_PERSONAL, RUTA_PERSONAL } from './consultas';

const machine = fichaEmpleadoMachine.provide({ actors: actoresFichaEmpleado(cliente) });

/** /administrativo/personal/{id}: the employee's ficha, to edit. */
export function Component() {
  useTituloDocumento('Editar empleado');
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const empleado = useQuery({
    queryKey: [...CLAVE_PERSONAL, 'empleado', id],
    enabled: Number.isSafeInteger(id) && id > 0,
    queryFn: ({ signal }) => cargarEmpleado(cliente, id, signal),
  });
  if (!Number.isSafeInteger(id) || id <= 0 || empleado.isError) {
    return (
      <>
        <PageHeader
          title="Editar empleado"
          backHref={RUTA_PERSONAL}
          backLabel="Volver a Personal"
        />
        <FalloAlCargar
          mensaje={empleado.error?.message ?? 'No existe ningún empleado con ese id.'}
          onReintentar={empleado.isError ? () => void empleado.refetch() : undefined}
        />
      </>
    );
  }
  if (!empleado.data) {
    return (
      <>
        <PageHeader
          title="Editar empleado"
          backHref={RUTA_PERSONAL}
          backLabel="Volver a Personal"
        />
        <Skeleton label="Cargando los datos del empleado…">
          <SkeletonBlock shape="rect" height={240} />
        </Skeleton>
      </>
    );
  }
  return (
    <FichaEmpleado
      // Another employee is another ficha.
      key={id}
      machine={machine}
      empleado={empleado.data}
      listaHref={RUTA_PERSONAL}
      onGuardado={() => void queryClient.invalidateQueries({ queryKey: CLAVE_PERSONAL })}
    />
  );
}
