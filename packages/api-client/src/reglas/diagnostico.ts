/**
 * When a diagnosis may be written (docs/decisiones.md (41)): from the appointment's day on, never
 * on a future one. Saving a diagnosis fulfils the cita, so a doctor could otherwise close
 * tomorrow's appointment today. The server refuses it (409), the mocks do the same, and the
 * diagnosis screen opens such a cita read-only with this same reason.
 */

/** Whether a cita on `fecha` may be diagnosed on the clinic's day `hoy` (both 'YYYY-MM-DD'). */
export function sePuedeDiagnosticar(fecha: string, hoy: string): boolean {
  return fecha <= hoy;
}

/** 'YYYY-MM-DD' → 'dd/mm/aaaa' (docs/decisiones.md (40)). */
function fechaLegible(fecha: string): string {
  const partes = /^(\d{4})-(\d{2})-(\d{2})$/.exec(fecha);
  return partes ? `${partes[3]}/${partes[2]}/${partes[1]}` : fecha;
}

/** Why a future cita cannot be diagnosed yet: the server's 409 and the screen's notice. */
export function mensajeDiagnosticoFuturo(fecha: string): string {
  return `Esta cita es el ${fechaLegible(fecha)}: su diagnóstico se podrá escribir a partir de ese día.`;
}
