import {
  actoresEditarPaciente,
  cargarPaciente,
  descargarDatosPaciente,
  EditarPaciente,
  editarPacienteMachine,
  TEXTOS_EDITAR_PACIENTE,
} from '@clinica/flows';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { cliente } from '../../../api';
import { useTituloDocumento } from '../../../marco/useTituloDocumento';
import { CLAVE_PACIENTES, RUTA_PACIENTES, rutaDarCita } from './consultas';

const machine = editarPacienteMachine.provide({ actors: actoresEditarPaciente(cliente) });
const datosDelPaciente = descargarDatosPaciente(cliente);

/** A positive whole id from the route, or undefined. */
function idDeLaRuta(valor: string | undefined): number | undefined {
  const id = Number(valor);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * /administrativo/pacientes/{id}: the patient's data, to correct section by section
 * (docs/decisiones.md (51)). 'Volver a Pacientes' returns to the search it came from.
 */
export function Component() {
  const queryClient = useQueryClient();
  const { state } = useLocation();
  // Opened from a search: 'Volver a Pacientes' returns to its results.
  const busqueda = typeof state?.busqueda === 'string' ? state.busqueda : '';
  const id = idDeLaRuta(useParams().id);
  const paciente = useQuery({
    queryKey: [...CLAVE_PACIENTES, 'ficha', id],
    enabled: id !== undefined,
    queryFn: ({ signal }) => cargarPaciente(cliente, id ?? 0, signal),
    retry: (fallos, error) => (error as { status?: number }).status !== 404 && fallos < 2,
  });
  useTituloDocumento(
    paciente.data
      ? TEXTOS_EDITAR_PACIENTE.tituloDe(paciente.data.nombre_completo)
      : 'Editar paciente',
  );
  const noExiste = { status: 404, message: 'No existe ningún paciente con ese id.' };
  return (
    <EditarPaciente
      machine={machine}
      ficha={paciente.data}
      errorAlCargar={id === undefined ? noExiste : paciente.isError ? paciente.error : undefined}
      onReintentar={() => void paciente.refetch()}
      listaHref={`${RUTA_PACIENTES}${busqueda}`}
      darCitaHref={(ficha) => rutaDarCita(ficha.documento)}
      onDescargarDatos={(ficha) => datosDelPaciente(ficha.id)}
      onGuardado={(ficha) => {
        queryClient.setQueryData([...CLAVE_PACIENTES, 'ficha', id], ficha);
        void queryClient.invalidateQueries({ queryKey: [...CLAVE_PACIENTES, 'busqueda'] });
      }}
    />
  );
}
