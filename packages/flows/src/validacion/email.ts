import { esEmailValido } from '@clinica/api-client/reglas';
import { MENSAJES } from './obligatorio';

/** El correo se normaliza como en el servidor y los mocks: sin espacios en los extremos. */
export { esEmailValido, normalizarEmail } from '@clinica/api-client/reglas';

export const MENSAJE_EMAIL_INVALIDO = 'El correo electrónico es inválido.';

/** El correo del formulario del paciente (§5): un único mensaje, vacío incluido. */
export function validarEmail(valor: string): string | undefined {
  return esEmailValido(valor) ? undefined : MENSAJE_EMAIL_INVALIDO;
}

/** El correo al iniciar sesión: obligatorio y, si se escribe, con formato de correo. */
export function validarEmailLogin(valor: string): string | undefined {
  if (valor.trim() === '') return MENSAJES.emailObligatorio;
  return validarEmail(valor);
}
