export const MENSAJE_CODIGO_POSTAL = 'El código postal es incorrecto.';

/**
 * Cinco cifras cuyas dos primeras son un código de provincia del INE (01–52). Si se da la
 * provincia elegida, deben coincidir con ella (docs/decisiones.md (24)): 28001 es de Madrid (28).
 */
export function validarCodigoPostal(valor: string, codigoProvincia?: string): string | undefined {
  const cp = valor.trim();
  if (!/^\d{5}$/.test(cp)) return MENSAJE_CODIGO_POSTAL;
  const prefijo = Number(cp.slice(0, 2));
  if (prefijo < 1 || prefijo > 52) return MENSAJE_CODIGO_POSTAL;
  if (codigoProvincia && cp.slice(0, 2) !== codigoProvincia.padStart(2, '0')) {
    return MENSAJE_CODIGO_POSTAL;
  }
  return undefined;
}
