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

/**
 * A local part without leading, trailing or doubled dots, and a domain with at least one dot:
 * the same idea as the contract's `email` format the server validates with.
 */
const PATRON_EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

/** Whether an e-mail, once normalised, has the shape of an address (254 characters at most). */
export function esEmailValido(valor: string): boolean {
  const email = normalizarEmail(valor);
  return email.length <= 254 && PATRON_EMAIL.test(email);
}
