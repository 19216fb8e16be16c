import { type CitaListado, unwrap } from '@clinica/api-client';
import {
  CitasDelDia,
  descargarCitasDelDiaCsv,
  hoyEnLaClinica,
  leerEnlaceCitasDelDia,
  marcarNoPresentada,
  registrarLlegada,
} from '@clinica/flows';
import { LinkButton } from '@clinica/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarPlus } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { cliente } from '../../api';
import { useRespuestaDiferida } from '../../marco/useRespuestaDiferida';
import { useTituloDocumento } from '../../marco/useTituloDocumento';

/** The query of the day's appointments; wizards invalidate it after a change. */
export const CLAVE_CITAS_DEL_DIA = ['citas', 'del-dia'] as const;

const hojaDelDia = descargarCitasDelDiaCsv(cliente);
const anotarLlegada = registrarLlegada(cliente);
const anotarAusencia = marcarNoPresentada(cliente);

/** The day list's link to one of its citas' pages, carrying the day to come back to. */
function enlaceDeCita(ruta: string, cita: CitaListado, datos: Record<string, string>) {
  return `/administrativo/${ruta}?${new URLSearchParams({ ...datos, fecha: cita.fecha })}`;
}

/**
 * /administrativo and /administrativo/citas (§2.3): the day's appointments. `?fecha=` shows
 * another day, so tomorrow's list can be prepared; the URL keeps it across reloads. `?cita=` is
 * the cita a wizard has just changed ('Ir a citas'): its row is shown and marked. An empty day
 * offers the next one with citas. 'Ha llegado' and 'No se presentó' are sent from the list itself
 * (docs/decisiones.md (54)) and the day read again, so the row says what the server kept.
 */
export function Component() {
  useTituloDocumento('Citas');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [parametros, setParametros] = useSearchParams();
  const pedido = leerEnlaceCitasDelDia(parametros);
  const fecha = pedido.fecha ?? hoyEnLaClinica();
  const citas = useQuery({
    queryKey: [...CLAVE_CITAS_DEL_DIA, fecha],
    queryFn: ({ signal }) =>
      unwrap(
        cliente.GET('/api/citas/mostrarCitasDelDia', { params: { query: { fecha } }, signal }),
      ),
  });
  // The day's list is built at transition priority, in slices (useRespuestaDiferida).
  const delDia = useRespuestaDiferida(fecha, citas.data);
  const vacio = delDia?.length === 0;
  const proximo = useQuery({
    queryKey: [...CLAVE_CITAS_DEL_DIA, 'proximo', fecha],
    enabled: vacio,
    queryFn: ({ signal }) =>
      unwrap(
        cliente.GET('/api/citas/proximoDiaConCitas', {
          params: { query: { desde: fecha } },
          signal,
        }),
      ),
  });
  /** Sends one of the list's own changes, then reads every day list again (a refusal rejects). */
  const yLuegoLaLista =
    (accion: (cita: CitaListado) => Promise<unknown>) => async (cita: CitaListado) => {
      try {
        await accion(cita);
      } finally {
        // Also after a 409: the list then shows what changed meanwhile.
        await queryClient.invalidateQueries({ queryKey: CLAVE_CITAS_DEL_DIA });
      }
    };
  return (
    <CitasDelDia
      fecha={fecha}
      // Another day is another list: the mark of a changed cita stays behind.
      onFechaChange={(nueva) => setParametros({ fecha: nueva }, { replace: true })}
      citas={delDia}
      error={citas.isError ? citas.error.message : undefined}
      onReintentar={() => void citas.refetch()}
      citaMarcada={pedido.cita}
      onDescargarCsv={() => hojaDelDia(fecha)}
      // Without an answer (or with a failure) the empty day just says it is empty.
      proximoDiaConCitas={vacio ? proximo.data?.fecha : undefined}
      onModificar={(cita) =>
        navigate(
          enlaceDeCita('modificarCita', cita, {
            idCita: String(cita.id),
            nombrePaciente: cita.nombre_completo_paciente,
            idPaciente: String(cita.id_paciente),
          }),
        )
      }
      onCancelar={(cita) =>
        navigate(
          enlaceDeCita('eliminarCita', cita, {
            idCita: String(cita.id),
            nombrePaciente: cita.nombre_completo_paciente,
            numCita: cita.num_cita,
            // Con el paciente, la pregunta pide la cita y muestra su fecha, hora y tipo.
            idPaciente: String(cita.id_paciente),
          }),
        )
      }
      onRegistrarLlegada={yLuegoLaLista(anotarLlegada)}
      onMarcarNoPresentada={yLuegoLaLista(anotarAusencia)}
      onAbrir={(cita) =>
        navigate(
          enlaceDeCita('citas/detalle', cita, {
            idCita: String(cita.id),
            idPaciente: String(cita.id_paciente),
          }),
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
