import { ClinicaApiError } from '@clinica/api-client';
import {
  buscarCitaDelPaciente,
  DetalleCita,
  enlaceACitasDelDia,
  leerEnlaceCitasDelDia,
  MENSAJE_CITA_NO_ENCONTRADA,
  TEXTOS_DETALLE_CITA,
} from '@clinica/flows';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { cliente } from '../../api';
import { idDeLaDireccion } from '../../direccion';
import { useTituloDocumento } from '../../marco/useTituloDocumento';
import { vueltaAlRegistro } from './agenda/enlaces';

/**
 * /administrativo/citas/detalle?idCita&idPaciente&fecha: the details of a cita, read-only (the
 * open icon of a CUMPLIDA row, §4; a cita's number in the 'Registro de actividad'). The cita is read again from its patient's citas, never from
 * the URL; `fecha` is the day list to go back to until the cita has arrived; opened from the registro
 * (`desde=registro`, with its `pagina` and `tipo`), it goes back there.
 */
export function Component() {
  useTituloDocumento(TEXTOS_DETALLE_CITA.titulo);
  const [parametros] = useSearchParams();
  const idCita = idDeLaDireccion(parametros.get('idCita'));
  const idPaciente = idDeLaDireccion(parametros.get('idPaciente'));
  const cita = useQuery({
    queryKey: ['citas', 'detalle', idPaciente, idCita],
    enabled: idCita !== undefined && idPaciente !== undefined,
    queryFn: ({ signal }) =>
      buscarCitaDelPaciente(cliente, idPaciente as number)(idCita as number, signal),
  });
  const incompleta = idCita === undefined || idPaciente === undefined;
  const noExiste = cita.error instanceof ClinicaApiError && cita.error.status === 404;
  const fecha = cita.data?.fecha ?? leerEnlaceCitasDelDia(parametros).fecha;
  const alRegistro = vueltaAlRegistro(parametros);
  return (
    <DetalleCita
      cita={cita.data}
      error={
        incompleta ? MENSAJE_CITA_NO_ENCONTRADA : cita.isError ? cita.error.message : undefined
      }
      onReintentar={incompleta || noExiste ? undefined : () => void cita.refetch()}
      volverHref={
        alRegistro ?? (fecha ? enlaceACitasDelDia('/administrativo/citas', { fecha }) : undefined)
      }
      fechaDeVuelta={fecha}
      volverTexto={alRegistro ? TEXTOS_DETALLE_CITA.volverAlRegistro : undefined}
    />
  );
}
