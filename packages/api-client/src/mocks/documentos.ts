/**
 * DNI and NIE of the fixtures, with the control letter of the standard algorithm: the number
 * modulo 23 indexes the letter table; a NIE first replaces X, Y, Z by 0, 1, 2.
 */
const LETRAS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const PREFIJOS_NIE: Readonly<Record<string, string>> = { X: '0', Y: '1', Z: '2' };

export function letraDeControl(numero: number): string {
  if (!Number.isInteger(numero) || numero < 0 || numero > 99_999_999) {
    throw new RangeError(`Número de DNI fuera de rango: ${numero}`);
  }
  return LETRAS.charAt(numero % 23);
}

/** A DNI: the 8 digits (zero-padded) and their control letter. */
export function dni(numero: number): string {
  return `${String(numero).padStart(8, '0')}${letraDeControl(numero)}`;
}

/** A NIE: X, Y or Z, 7 digits and the control letter. */
export function nie(prefijo: 'X' | 'Y' | 'Z', numero: number): string {
  const digitos = String(numero).padStart(7, '0');
  return `${prefijo}${digitos}${letraDeControl(Number(`${PREFIJOS_NIE[prefijo]}${digitos}`))}`;
}

/** True when a DNI or NIE has the right shape and control letter (case-insensitive). */
export function esDocumentoValido(valor: string): boolean {
  const texto = valor.trim().toUpperCase();
  const coincide = /^([0-9]{8}|[XYZ][0-9]{7})([A-Z])$/.exec(texto);
  if (!coincide) return false;
  const [, cuerpo = '', letra] = coincide;
  const numero = Number(cuerpo.replace(/^[XYZ]/, (p) => PREFIJOS_NIE[p] ?? p));
  return letraDeControl(numero) === letra;
}
