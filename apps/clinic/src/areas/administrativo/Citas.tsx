import { unwrap } from '@clinica/api-client';
import { CitasDelDia, hoyEnLaClinica } from '@clinica/flows';
import { LinkButton } from '@clinica/ui';
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { cliente } from '../../api';
import { useTituloDocumento } from '../../marco/useTituloDocumento';

/** The query of the day's appointments; wizards invalidate it after a change. */
export const CLAVE_CITAS_DEL_DIA = ['citas', 'del-dia'] as const;

/**
 * /administrativo and /administrativo/citas (§2.3): the day's appointments. `?fecha=` shows
 * another day, so tomorrow's list can be prepared; the URL keeps it across reloads.
 */
export function Component() {
  useTituloDocumento('Citas');
  const navigate = useNavigate();
  const [parametros, setParametros] = useSearchParams();
  const fecha = parametros.get('fecha') ?? hoyEnLaClinica();
  const citas = useQuery({
    queryKey: [...CLAVE_CITAS_DEL_DIA, fecha],
    queryFn: ({ signal }) =>
      unwrap(
        cliente.GET('/api/citas/mostrarCitasDelDia', { params: { query: { fecha } }, signal }),
      ),
  });
  return (
    <CitasDelDia
      fecha={fecha}
      onFechaChange={(nueva) => setParametros({ fecha: nueva }, { replace: true })}
      citas={citas.data}
      error={citas.isError ? citas.error.message : undefined}
      onReintentar={() => void citas.refetch()}
      onModificar={(cita) =>
        navigate(
          `/administrativo/modificarCita?${new URLSearchParams({
            idCita: String(cita.id),
            nombrePaciente: cita.nombre_completo_paciente,
            idPaciente: String(cita.id_paciente),
          })}`,
        )
      }
      onCancelar={(cita) =>
        navigate(
          `/administrativo/eliminarCita?${new URLSearchParams({
            idCita: String(cita.id),
            nombrePaciente: cita.nombre_completo_paciente,
            numCita: cita.num_cita,
          })}`,
        )
      }
      acciones={
        <LinkButton
          href="/administrativo/crearCita"
          icon={<CalendarPlus size={18} aria-hidden="true" />}
        >
          Crear cita
        </LinkButton>
      }
    />
  );
}
