import { normalizarEmail } from '@clinica/api-client/reglas';
import { MENSAJES } from './obligatorio';

/** El correo se normaliza como en el servidor y los mocks: sin espacios en los extremos. */
export { normalizarEmail } from '@clinica/api-client/reglas';

export const MENSAJE_EMAIL_INVALIDO = 'El correo electrónico es inválido.';

/**
 * Una parte local sin puntos al principio, al final ni seguidos, y un dominio con al menos un
 * punto: la misma idea que el formato `email` con el que el servidor valida el contrato.
 */
const PATRON_EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

export function esEmailValido(valor: string): boolean {
  const email = normalizarEmail(valor);
  return email.length <= 254 && PATRON_EMAIL.test(email);
}

/** El correo del formulario del paciente (§5): un único mensaje, vacío incluido. */
export function validarEmail(valor: string): string | undefined {
  return esEmailValido(valor) ? undefined : MENSAJE_EMAIL_INVALIDO;
}

/** El correo al iniciar sesión: obligatorio y, si se escribe, con formato de correo. */
export function validarEmailLogin(valor: string): string | undefined {
  if (valor.trim() === '') return MENSAJES.emailObligatorio;
  return validarEmail(valor);
}
