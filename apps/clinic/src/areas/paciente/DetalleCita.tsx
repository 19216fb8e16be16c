import { ClinicaApiError, unwrap } from '@clinica/api-client';
import { DetalleCitaPaciente, mensajeDeFallo, type ResultadoDeCita } from '@clinica/flows';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { cliente } from '../../api';
import { useTituloDocumento } from '../../marco/useTituloDocumento';
import { useMisCitas } from './useMisCitas';

/** GET /api/imagenes/descargar/{id}: the file, to show it. */
async function descargarImagen(id: number): Promise<Blob> {
  return (await unwrap(
    cliente.GET('/api/imagenes/descargar/{id}', { params: { path: { id } }, parseAs: 'blob' }),
  )) as Blob;
}

/**
 * /paciente/misCitas/citaFacultativo and /citaEspecialista?id=… (§2.6): the patient's own cita,
 * its diagnosis or report (a 404 means none yet) and, for radiology, its images.
 */
export function Component() {
  const [parametros] = useSearchParams();
  const id = Number(parametros.get('id'));
  const citas = useMisCitas();
  const cita = citas.data ? (citas.data.find((c) => c.id === id) ?? null) : undefined;
  const radiologia = cita?.tipo_cita === 'Radiologia';
  useTituloDocumento(radiologia ? 'Detalles de la cita Especialista' : 'Detalles de la cita');
  const resultado = useQuery({
    queryKey: ['citas', 'resultado', id],
    enabled: Boolean(cita),
    queryFn: async ({ signal }) => {
      try {
        const respuesta = radiologia
          ? await unwrap(
              cliente.GET('/api/informes/mostrarInformeDelPaciente/{id}', {
                params: { path: { id } },
                signal,
              }),
            )
          : await unwrap(
              cliente.GET('/api/diagnosticos/mostrarDiagnosticoDelPaciente/{id}', {
                params: { path: { id } },
                signal,
              }),
            );
        return respuesta.contenido;
      } catch (error) {
        if (error instanceof ClinicaApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
  const imagenes = useQuery({
    queryKey: ['citas', 'imagenes', id],
    enabled: radiologia,
    queryFn: ({ signal }) =>
      unwrap(
        cliente.GET('/api/imagenes/mostrarImagenesDelPaciente/{id}', {
          params: { path: { id } },
          signal,
        }),
      ),
  });
  const estado: ResultadoDeCita = resultado.isError
    ? { estado: 'error', mensaje: mensajeDeFallo(resultado.error) }
    : resultado.data === undefined
      ? { estado: 'cargando' }
      : resultado.data === null
        ? { estado: 'sin' }
        : { estado: 'listo', contenido: resultado.data };
  return (
    <DetalleCitaPaciente
      cita={cita}
      errorAlCargar={citas.isError ? citas.error.message : undefined}
      onReintentar={() => void citas.refetch()}
      resultado={estado}
      onReintentarResultado={() => void resultado.refetch()}
      imagenes={imagenes.data?.imagenes}
      descargarImagen={descargarImagen}
    />
  );
}
