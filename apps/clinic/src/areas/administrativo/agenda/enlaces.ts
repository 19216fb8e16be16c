import type { CitaPendiente, TipoDeActividad } from '@clinica/api-client';
import { paginaDeLaDireccion } from '../../../direccion';

/**
 * The desk's own pages for a cita that blocks a change (its day list's pencil and cross), with
 * the patient: the same links for a refused baja and a refused agenda change.
 */
export function enlacesDelMostrador(cita: CitaPendiente) {
  const datos = {
    idCita: String(cita.id),
    nombrePaciente: cita.nombre_completo_paciente,
    idPaciente: String(cita.id_paciente),
    fecha: cita.fecha,
  };
  return {
    modificar: `/administrativo/modificarCita?${new URLSearchParams(datos)}`,
    cancelar: `/administrativo/eliminarCita?${new URLSearchParams({ ...datos, numCita: cita.num_cita })}`,
  };
}

/** The kind of change asked in the registro's query, or all. */
export function tipoDeLaConsulta(valor: string | null): TipoDeActividad | undefined {
  return valor === 'citas' || valor === 'personal_y_agenda' ? valor : undefined;
}

/** The registro's query for a page and a kind (the first page and all kinds need none). */
export function consultaDelRegistro(pagina: number, tipo: TipoDeActividad | undefined) {
  return {
    ...(pagina > 1 ? { pagina: String(pagina) } : {}),
    ...(tipo ? { tipo } : {}),
  };
}

/** The registro's page and kind that a cita's details, opened from it, go back to. */
export function vueltaAlRegistro(parametros: URLSearchParams): string | undefined {
  if (parametros.get('desde') !== 'registro') return undefined;
  const consulta = new URLSearchParams(
    consultaDelRegistro(
      paginaDeLaDireccion(parametros.get('pagina')),
      tipoDeLaConsulta(parametros.get('tipo')),
    ),
  ).toString();
  return `/administrativo/registro${consulta ? `?${consulta}` : ''}`;
}
