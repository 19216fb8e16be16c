import { MENSAJES } from './obligatorio';

export const LONGITUD_MINIMA_CONTRASENA = 8;
export const MENSAJE_CONTRASENA_CORTA = 'La contraseña debe tener al menos 8 caracteres.';
export const MENSAJE_CONTRASENAS_DISTINTAS = 'Las contraseñas no coinciden.';

/** Contraseña nueva (§5): al menos 8 caracteres; se cuentan caracteres, no unidades UTF-16. */
export function validarContrasena(valor: string): string | undefined {
  return [...valor].length >= LONGITUD_MINIMA_CONTRASENA ? undefined : MENSAJE_CONTRASENA_CORTA;
}

/** La repetición debe ser idéntica (DECISIONS #11); vacía tampoco coincide. */
export function validarRepeticionContrasena(
  contrasena: string,
  repeticion: string,
): string | undefined {
  return repeticion !== '' && repeticion === contrasena ? undefined : MENSAJE_CONTRASENAS_DISTINTAS;
}

/** Al iniciar sesión solo se exige que haya contraseña: la comprueba el servidor. */
export function validarContrasenaLogin(valor: string): string | undefined {
  return valor === '' ? MENSAJES.contrasenaObligatoria : undefined;
}
