import {
  type DatosPersonales,
  LONGITUD_MINIMA_CONTRASENA,
  MENSAJES_CONTRASENA,
  problemaDeContrasena,
} from '@clinica/api-client/reglas';
import { MENSAJES } from './obligatorio';

export { LONGITUD_MINIMA_CONTRASENA };
export const MENSAJE_CONTRASENA_CORTA = MENSAJES_CONTRASENA.corta;
export const MENSAJE_CONTRASENAS_DISTINTAS = 'Las contraseñas no coinciden.';
export const MENSAJE_REPETIR_CONTRASENA = 'Repite la contraseña.';

/**
 * Contraseña nueva (§5, ASVS V6): obligatoria, de 8 a 128 caracteres (se cuentan caracteres, no
 * unidades UTF-16), no solo espacios y sin los datos de la persona (la regla de
 * `@clinica/api-client/reglas`; el servidor rechaza además las contraseñas más comunes). Vacía
 * dice que falta, no que es corta.
 */
export function validarContrasena(
  valor: string,
  personales: DatosPersonales = {},
): string | undefined {
  if (valor === '') return MENSAJES.contrasenaObligatoria;
  return problemaDeContrasena(valor, personales);
}

/**
 * La repetición debe ser idéntica (docs/decisiones.md (11)). Vacía dice que falta: 'no coinciden' con los
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
