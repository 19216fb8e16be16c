import {
  actoresEditarPaciente,
  cargarPaciente,
  descargarDatosPaciente,
  EditarPaciente,
  editarPacienteMachine,
  leerCitasDelPaciente,
  TEXTOS_EDITAR_PACIENTE,
} from '@clinica/flows';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { cliente } from '../../../api';
import { idDeLaDireccion } from '../../../direccion';
import { useTituloDocumento } from '../../../marco/useTituloDocumento';
import { CLAVE_PACIENTES, RUTA_PACIENTES, rutaDarCita } from './consultas';

const machine = editarPacienteMachine.provide({ actors: actoresEditarPaciente(cliente) });
const datosDelPaciente = descargarDatosPaciente(cliente);

/**
 * /administrativo/pacientes/{id}: the patient's data, to correct section by section, and their
 * citas with 'Dar cita' (docs/decisiones.md (51)). 'Volver a Pacientes' returns to the search it came from.
 */
export function Component() {
  const queryClient = useQueryClient();
  const { state } = useLocation();
  // Opened from a search: 'Volver a Pacientes' returns to its results.
  const busqueda = typeof state?.busqueda === 'string' ? state.busqueda : '';
  const id = idDeLaDireccion(useParams().id);
  const paciente = useQuery({
    queryKey: [...CLAVE_PACIENTES, 'ficha', id],
    enabled: id !== undefined,
    queryFn: ({ signal }) => cargarPaciente(cliente, id ?? 0, signal),
    retry: (fallos, error) => (error as { status?: number }).status !== 404 && fallos < 2,
  });
  const citas = useQuery({
    // Under 'citas': a wizard that creates, moves or cancels one marks it stale.
    queryKey: ['citas', 'delPaciente', id],
    enabled: id !== undefined,
    queryFn: ({ signal }) => leerCitasDelPaciente(cliente, id ?? 0, signal),
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
      darCitaHref={(ficha) => rutaDarCita(ficha.id)}
      onDescargarDatos={(ficha) => datosDelPaciente(ficha.id)}
      citas={{
        datos: citas.data,
        error: citas.isError ? citas.error : undefined,
        onReintentar: () => void citas.refetch(),
      }}
      onGuardado={(ficha) => {
        queryClient.setQueryData([...CLAVE_PACIENTES, 'ficha', id], ficha);
        void queryClient.invalidateQueries({ queryKey: [...CLAVE_PACIENTES, 'busqueda'] });
      }}
    />
  );
}
