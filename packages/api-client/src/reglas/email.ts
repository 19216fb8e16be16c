/**
 * An e-mail is kept as typed, without surrounding spaces, and compared ignoring case (sign-in,
 * a repeated address, the sign-in throttle): 'Lucia@Clinica.es' and 'lucia@clinica.es ' are
 * the same account.
 */

/** The e-mail as it is sent and stored: without surrounding spaces. */
export function normalizarEmail(valor: string): string {
  return valor.trim();
}

/** The key two e-mails are compared by: normalised and in lower case. */
export function claveDeEmail(valor: string): string {
  return normalizarEmail(valor).toLowerCase();
}

/** Whether two e-mails name the same account. */
export function mismoEmail(a: string, b: string): boolean {
  return claveDeEmail(a) === claveDeEmail(b);
}
