import { type ClinicaClient, createClinicaClient, unwrap } from '@clinica/api-client';
import { cliente, EVENTO_SESION_CADUCADA } from '../../api';
import { leerSesion } from '../../sesion';

/** The doctor's queries: a cancellation or a diagnosis invalidates them all. */
export const CLAVE_MEDICO = ['medico'] as const;

/** The doctor's citas of one day (today's list, the calendar's chosen day, the diagnosis page). */
export function citasDelDia(cliente: ClinicaClient, idMedico: number, fecha: string) {
  return {
    queryKey: [...CLAVE_MEDICO, 'dia', idMedico, fecha],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      unwrap(
        cliente.GET('/api/citas/mostrarCitasPorFechaMedico/{fecha}/{idMedico}', {
          params: { path: { fecha, idMedico } },
          signal,
        }),
      ),
  };
}

/** The days of a month ('2026-12') with the doctor's citas, for the calendar's marks. */
export function diasConCitas(cliente: ClinicaClient, idMedico: number, mes: string) {
  return {
    queryKey: [...CLAVE_MEDICO, 'mes', idMedico, mes],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      unwrap(
        cliente.GET('/api/citas/diasConCitasMedico/{mes}/{idMedico}', {
          params: { path: { mes, idMedico } },
          signal,
        }),
      ),
  };
}

/** '2026-12' → '2027-01'. */
export function mesSiguiente(mes: string): string {
  const [anio, numero] = mes.split('-').map(Number) as [number, number];
  return numero === 12 ? `${anio + 1}-01` : `${anio}-${String(numero + 1).padStart(2, '0')}`;
}

/** The diagnosis page's address (§2.5): the list's data in the path, the number in `?id=`. */
export function enlaceAlDiagnostico(cita: {
  /** Null for a child without a document: the path says '-' (docs/decisiones.md (52)). */
  dni_paciente: string | null;
  fecha: string;
  hora: string;
  nombre_completo_paciente: string;
  id_paciente: number;
  num_cita: string;
}): string {
  const partes = [
    cita.dni_paciente ?? '-',
    cita.fecha,
    cita.hora,
    cita.nombre_completo_paciente,
    String(cita.id_paciente),
  ].map(encodeURIComponent);
  return `/medico/citas/${partes.join('/')}/?id=${encodeURIComponent(cita.num_cita)}`;
}

/**
 * The patient history's server (docs/decisiones.md (17)): the clinic's own by default; a deployment that
 * keeps histories elsewhere sets `VITE_CLINICA_HISTORIAL_URL` at build time (and allows that
 * origin in its Content-Security-Policy).
 */
const URL_HISTORIAL: string | undefined = import.meta.env.VITE_CLINICA_HISTORIAL_URL;

export const clienteDelHistorial: ClinicaClient = URL_HISTORIAL
  ? createClinicaClient({
      baseUrl: URL_HISTORIAL,
      getToken: () => leerSesion()?.token,
      onUnauthorized: () => window.dispatchEvent(new Event(EVENTO_SESION_CADUCADA)),
    })
  : cliente;
