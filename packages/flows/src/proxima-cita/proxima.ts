import type { CitaListado } from '@clinica/api-client';
import { horasHasta } from '../cancelar-cita/antelacion';

/**
 * Una cita por delante: la que 'Mis citas' deja cancelar y muestra como 'Programada'
 * (docs/decisiones.md (43)). La única regla de «por delante o pasada» del área del paciente.
 */
export const estaProgramada = (cita: Pick<CitaListado, 'estado'>): boolean =>
  cita.estado === 'EN_CURSO';

/**
 * 'Tu próxima cita': la programada más cercana cuya hora (la de pared de la clínica) aún no ha
 * llegado; una programada cuyo día ya pasó sin resultado no es la próxima. `ahora` lo inyectan
 * las historias y las pruebas.
 */
export function proximaCita(
  citas: readonly CitaListado[],
  ahora: Date = new Date(),
): CitaListado | undefined {
  let proxima: CitaListado | undefined;
  for (const cita of citas) {
    if (!estaProgramada(cita) || horasHasta(cita.fecha, cita.hora, ahora) < 0) continue;
    if (!proxima || `${cita.fecha} ${cita.hora}` < `${proxima.fecha} ${proxima.hora}`) {
      proxima = cita;
    }
  }
  return proxima;
}

/**
 * 'Detalles de la cita' de cualquier cita del paciente (§2.6): la misma dirección desde
 * 'Mis citas' y desde el inicio; radiología en citaEspecialista, lo demás en citaFacultativo.
 */
export function rutaDeDetalles(
  cita: Pick<CitaListado, 'id' | 'tipo_cita'>,
  inicioHref = '/paciente',
): string {
  const pagina = cita.tipo_cita === 'Radiologia' ? 'citaEspecialista' : 'citaFacultativo';
  return `${inicioHref}/misCitas/${pagina}?${new URLSearchParams({ id: String(cita.id) })}`;
}

/** 'Cancelar cita' de una cita del paciente: el flujo de cancelar, con su número. */
export function rutaDeCancelar(cita: Pick<CitaListado, 'num_cita'>, inicioHref = '/paciente') {
  return `${inicioHref}/misCitas/cancelarCita?${new URLSearchParams({ numCita: cita.num_cita })}`;
}
