/**
 * A cita is closed from its own day on, never before (docs/decisiones.md (41) and (60)): its
 * diagnosis or its radiology report is written, and it is marked fulfilled, on the cita's day or
 * later. Writing either fulfils the cita, so a professional could otherwise close tomorrow's
 * appointment today. The server refuses it (409), the mocks do the same, and the screens open
 * such a cita read-only with the same reason.
 */

/** Whether a cita on `fecha` may be diagnosed, reported or fulfilled on the clinic's day `hoy`. */
export function sePuedeCumplir(fecha: string, hoy: string): boolean {
  return fecha <= hoy;
}

/** 'YYYY-MM-DD' → 'dd/mm/aaaa' (docs/decisiones.md (40)). */
export function fechaLegible(fecha: string): string {
  const partes = /^(\d{4})-(\d{2})-(\d{2})$/.exec(fecha);
  return partes ? `${partes[3]}/${partes[2]}/${partes[1]}` : fecha;
}

/** Why a future cita cannot be diagnosed yet: the server's 409 and the screen's notice. */
export function mensajeDiagnosticoFuturo(fecha: string): string {
  return `Esta cita es el ${fechaLegible(fecha)}: su diagnóstico se podrá escribir a partir de ese día.`;
}

/** Why a future radiology cita cannot be reported yet. */
export function mensajeInformeFuturo(fecha: string): string {
  return `Esta cita es el ${fechaLegible(fecha)}: su informe se podrá escribir a partir de ese día.`;
}

/** Why a future cita cannot be marked fulfilled yet. */
export function mensajeCumplirFuturo(fecha: string): string {
  return `Esta cita es el ${fechaLegible(fecha)}: se podrá dar por cumplida a partir de ese día.`;
}
