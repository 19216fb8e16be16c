import { type CitaListado, unwrap } from '@clinica/api-client';
import { mensajeDeFallo, type ResultadoDeCita } from '@clinica/flows';
import { useQuery } from '@tanstack/react-query';
import { cliente, salvoSiNoHay } from '../../api';

/** GET /api/imagenes/descargar/{id}: the file, to show it or draw it in the PDF. */
export async function descargarImagen(id: number): Promise<Blob> {
  return (await unwrap(
    cliente.GET('/api/imagenes/descargar/{id}', { params: { path: { id } }, parseAs: 'blob' }),
  )) as Blob;
}

/**
 * A cita's result as the server gives it to whoever may read it (its patient, or the
 * radiologist who wrote the report): the diagnosis or the report (a 404 means none yet) and,
 * for radiology, its images. One home for the patient's and the radiologist's read screens.
 */
export function useResultadoDeCita(cita: CitaListado | null | undefined) {
  const id = cita?.id ?? 0;
  const radiologia = cita?.tipo_cita === 'Radiologia';
  const resultado = useQuery({
    queryKey: ['citas', 'resultado', id],
    enabled: Boolean(cita),
    // 404: no report or diagnosis yet.
    queryFn: async ({ signal }) => {
      const respuesta = radiologia
        ? await salvoSiNoHay(
            cliente.GET('/api/informes/mostrarInformeDelPaciente/{id}', {
              params: { path: { id } },
              signal,
            }),
          )
        : await salvoSiNoHay(
            cliente.GET('/api/diagnosticos/mostrarDiagnosticoDelPaciente/{id}', {
              params: { path: { id } },
              signal,
            }),
          );
      return respuesta?.contenido ?? null;
    },
  });
  const imagenes = useQuery({
    queryKey: ['citas', 'imagenes', id],
    enabled: Boolean(cita) && radiologia,
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
  return {
    resultado: estado,
    onReintentarResultado: () => void resultado.refetch(),
    imagenes: imagenes.data?.imagenes,
    descargarImagen,
  };
}
