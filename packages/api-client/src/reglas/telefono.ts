/**
 * A Spanish phone number is kept as its nine digits; a person types it as they read it ('91 000
 * 00 00', '600-123-456', '+34 600 123 456'). The screens accept those and send the digits; the
 * contract and the database hold only the digits.
 */

export const MENSAJE_TELEFONO = 'El teléfono debe tener 9 dígitos.';

/** The digits of a number as typed: without spaces, dots, dashes or brackets, nor a +34 or 0034. */
export function normalizarTelefono(valor: string): string {
  const limpio = valor.trim().replace(/[\s.\-()]/g, '');
  return limpio.replace(/^(?:\+|00)34(?=\d{9}$)/, '');
}

/** Whether a number as typed is a Spanish number of nine digits. */
export function esTelefonoValido(valor: string): boolean {
  return /^\d{9}$/.test(normalizarTelefono(valor));
}
