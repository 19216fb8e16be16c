import {
  actoresEliminarIncidencia,
  cargarMisIncidencias,
  eliminarIncidenciaMachine,
  MisIncidencias,
} from '@clinica/flows';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { cliente } from '../../../api';
import { useTituloDocumento } from '../../../marco/useTituloDocumento';
import { CLAVE_INCIDENCIAS, useIncidenciasDelRol } from './destinos';

const eliminar = eliminarIncidenciaMachine.provide({ actors: actoresEliminarIncidencia(cliente) });

/** …/misIncidencias (§2.3): the signed-in employee's own incidents. */
export function Component() {
  useTituloDocumento('Mis incidencias');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { destinos, idUsuario } = useIncidenciasDelRol();
  const incidencias = useQuery({
    queryKey: [...CLAVE_INCIDENCIAS, idUsuario],
    queryFn: ({ signal }) => cargarMisIncidencias(cliente, idUsuario, signal),
  });
  return (
    <MisIncidencias
      incidencias={incidencias.data}
      error={incidencias.isError ? incidencias.error.message : undefined}
      onReintentar={() => void incidencias.refetch()}
      inicioHref={destinos.inicio}
      crearHref={`${destinos.base}/crearIncidencia`}
      onEditar={(incidencia) => navigate(`${destinos.base}/editarIncidencia/${incidencia.id}`)}
      eliminar={eliminar}
      onEliminada={() => void queryClient.invalidateQueries({ queryKey: CLAVE_INCIDENCIAS })}
    />
  );
}
