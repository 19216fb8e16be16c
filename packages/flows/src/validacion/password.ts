import { MENSAJES } from './obligatorio';

export const LONGITUD_MINIMA_CONTRASENA = 8;
export const MENSAJE_CONTRASENA_CORTA = 'La contraseña debe tener al menos 8 caracteres.';
export const MENSAJE_CONTRASENAS_DISTINTAS = 'Las contraseñas no coinciden.';
export const MENSAJE_REPETIR_CONTRASENA = 'Repite la contraseña.';

/**
 * Contraseña nueva (§5): obligatoria y de al menos 8 caracteres; se cuentan caracteres, no
 * unidades UTF-16. Vacía dice que falta, no que es corta.
 */
export function validarContrasena(valor: string): string | undefined {
  if (valor === '') return MENSAJES.contrasenaObligatoria;
  return [...valor].length >= LONGITUD_MINIMA_CONTRASENA ? undefined : MENSAJE_CONTRASENA_CORTA;
}

/**
 * La repetición debe ser idéntica (DECISIONS #11). Vacía dice que falta: 'no coinciden' con los
 * dos campos en blanco no ayuda a nadie.
 */
export function validarRepeticionContrasena(
  contrasena: string,
  repeticion: string,
): string | undefined {
  if (repeticion === '') return MENSAJE_REPETIR_CONTRASENA;
  return repeticion === contrasena ? undefined : MENSAJE_CONTRASENAS_DISTINTAS;
}

/** Al iniciar sesión solo se exige que haya contraseña: la comprueba el servidor. */
export function validarContrasenaLogin(valor: string): string | undefined {
  return valor === '' ? MENSAJES.contrasenaObligatoria : undefined;
}
