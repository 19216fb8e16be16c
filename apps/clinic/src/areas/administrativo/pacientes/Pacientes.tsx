import { BuscarPaciente, buscarPacientes, descargarPacientesCsv } from '@clinica/flows';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { cliente } from '../../../api';
import { paginaDeLaDireccion } from '../../../direccion';
import { useTituloDocumento } from '../../../marco/useTituloDocumento';
import { CLAVE_PACIENTES, rutaDarCita, rutaDelPaciente } from './consultas';

const hojaDePacientes = descargarPacientesCsv(cliente);

/**
 * /administrativo/pacientes (docs/decisiones.md (51)): the desk finds a patient by name, document,
 * phone or birth date. `?q=` and `?pagina=` keep the search and the page across reloads and the
 * Back button from a patient's ficha.
 */
export function Component() {
  const [parametros, setParametros] = useSearchParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const q = (parametros.get('q') ?? '').trim();
  const pagina = paginaDeLaDireccion(parametros.get('pagina'));
  useTituloDocumento(q ? `Pacientes: ${q}` : 'Pacientes');
  const lista = useQuery({
    queryKey: [...CLAVE_PACIENTES, 'busqueda', q, pagina],
    enabled: q.length >= 2,
    queryFn: ({ signal }) => buscarPacientes(cliente, { q, pagina }, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <BuscarPaciente
      busqueda={q.length >= 2 ? q : ''}
      lista={lista.data}
      error={lista.isError ? lista.error : undefined}
      onReintentar={() => void lista.refetch()}
      onBuscar={(texto) => setParametros({ q: texto })}
      onPagina={(numero) => setParametros({ q, ...(numero > 1 ? { pagina: String(numero) } : {}) })}
      onEditar={(paciente) =>
        navigate(rutaDelPaciente(paciente.id), { state: { busqueda: search } })
      }
      onDarCita={(paciente) => navigate(rutaDarCita(paciente.id))}
      crearPacienteHref="/administrativo/crearPaciente"
      onDescargarCsv={hojaDePacientes}
    />
  );
}
