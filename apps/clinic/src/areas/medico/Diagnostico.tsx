import { unwrap } from '@clinica/api-client';
import {
  DiagnosticoDeLaCita,
  esFechaValida,
  guardarDiagnostico,
  hoyEnLaClinica,
} from '@clinica/flows';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useBlocker, useNavigate, useParams, useSearchParams } from 'react-router';
import { cliente, salvoSiNoHay } from '../../api';
import { useSesion } from '../../marco/SesionContexto';
import { useTituloDocumento } from '../../marco/useTituloDocumento';
import { CLAVE_MEDICO, citasDelDia, clienteDelHistorial } from './consultas';

const INICIO = '/medico/inicio';

/**
 * /medico/citas/{dni}/{fecha}/{hora}/{nombrePaciente}/{id_paciente}/?id={num_cita} (§2.5). The
 * address keeps the specification's shape, but only `fecha` and `?id=` are read, and only to ask
 * the server for the signed-in doctor's citas of that day: the patient, the history and the
 * diagnosis shown are the server's answer for the cita found there, never the address's text.
 * A cita that is not this doctor's is simply not found.
 */
export function Component() {
  useTituloDocumento('Diagnóstico de la cita');
  const { sesion } = useSesion();
  const idMedico = sesion?.id ?? 0;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { fecha = '' } = useParams();
  const [parametros] = useSearchParams();
  const numCita = parametros.get('id') ?? '';
  const fechaValida = esFechaValida(fecha);

  const delDia = useQuery({ ...citasDelDia(cliente, idMedico, fecha), enabled: fechaValida });
  const cita = delDia.data?.find((c) => c.num_cita === numCita);
  const noEncontrada =
    !fechaValida || (delDia.data !== undefined && !cita)
      ? `No tienes ninguna cita con el número ${numCita || '(ninguno)'} en esa fecha.`
      : undefined;

  const diagnostico = useQuery({
    queryKey: [...CLAVE_MEDICO, 'diagnostico', cita?.id],
    enabled: cita !== undefined,
    // 404: the cita has no diagnosis yet; the box opens empty and editable.
    queryFn: ({ signal }) =>
      salvoSiNoHay(
        cliente.GET('/api/diagnosticos/mostrarDiagnosticoDelPaciente/{id}', {
          params: { path: { id: cita?.id ?? 0 } },
          signal,
        }),
      ),
    // The box reads it once: a refetch must not replace what the doctor is writing.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const historial = useQuery({
    queryKey: [...CLAVE_MEDICO, 'historial', cita?.id_paciente],
    enabled: cita !== undefined,
    queryFn: ({ signal }) =>
      unwrap(
        clienteDelHistorial.GET('/api/historiales/{id_paciente}', {
          params: { path: { id_paciente: cita?.id_paciente ?? 0 } },
          signal,
        }),
      ),
  });

  // Other ways out (the side bar, the browser's back) with unsaved text ask first too; signing
  // out does not (the session is already gone when it navigates).
  const [sinGuardar, setSinGuardar] = useState(false);
  const saliendo = useRef(false);
  const bloqueo = useBlocker(
    ({ currentLocation, nextLocation }) =>
      sinGuardar &&
      !saliendo.current &&
      nextLocation.pathname !== '/login' &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  const salir = useCallback(() => {
    saliendo.current = true;
    navigate(INICIO);
  }, [navigate]);

  const error = (fallo: unknown) => (fallo instanceof Error ? fallo.message : undefined);
  return (
    <DiagnosticoDeLaCita
      cita={noEncontrada ? undefined : cita}
      hoy={hoyEnLaClinica()}
      errorCita={noEncontrada ?? (delDia.isError ? error(delDia.error) : undefined)}
      diagnostico={diagnostico.data}
      errorDiagnostico={diagnostico.isError ? error(diagnostico.error) : undefined}
      historial={historial.data}
      errorHistorial={historial.isError ? error(historial.error) : undefined}
      onReintentar={() => {
        void delDia.refetch();
        if (cita) {
          void diagnostico.refetch();
          void historial.refetch();
        }
      }}
      guardar={async (entrada) => {
        const guardado = await guardarDiagnostico(cliente)(entrada);
        // The cita is now CUMPLIDA: the lists show it so when the doctor goes back.
        void queryClient.invalidateQueries({ queryKey: [...CLAVE_MEDICO, 'dia'] });
        void queryClient.invalidateQueries({ queryKey: [...CLAVE_MEDICO, 'hoy'] });
        void queryClient.invalidateQueries({ queryKey: [...CLAVE_MEDICO, 'historial'] });
        return guardado;
      }}
      onSalir={salir}
      onCambiosSinGuardar={setSinGuardar}
      salidaRetenida={
        bloqueo.state === 'blocked'
          ? {
              salir: () => {
                saliendo.current = true;
                bloqueo.proceed();
              },
              quedarse: () => bloqueo.reset(),
            }
          : undefined
      }
    />
  );
}
