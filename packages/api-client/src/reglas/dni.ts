/**
 * DNI and NIE (docs/decisiones.md (25)): 8 digits and a letter, or X/Y/Z, 7 digits and a letter. The
 * control letter is the official table's letter at the number modulo 23; in a NIE the initial
 * stands for a digit (X→0, Y→1, Z→2). The contract admits lower case, so values are always
 * compared normalised.
 */
const LETRAS_CONTROL = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIFRA_NIE: Readonly<Record<string, string>> = { X: '0', Y: '1', Z: '2' };
const PATRON_DOCUMENTO = /^([0-9]{8}|[XYZ][0-9]{7})([A-Z])$/;

/** The control letter of a DNI number (or a NIE's, its initial already a digit), 0–99 999 999. */
export function letraDeControl(numero: number): string {
  if (!Number.isInteger(numero) || numero < 0 || numero > 99_999_999) {
    throw new RangeError(`Número de DNI fuera de rango: ${numero}`);
  }
  return LETRAS_CONTROL.charAt(numero % 23);
}

/** The control letter of a document's body: '12345678' → 'Z', 'X1234567' → 'L'. */
export function letraDeControlDelCuerpo(cuerpo: string): string {
  const texto = cuerpo.trim().toUpperCase();
  const numero = (CIFRA_NIE[texto.charAt(0)] ?? texto.charAt(0)) + texto.slice(1);
  if (!/^[0-9]{8}$/.test(numero)) throw new RangeError(`Cuerpo de DNI o NIE no válido: ${cuerpo}`);
  return letraDeControl(Number(numero));
}

/** Without surrounding spaces, in upper case: ' 12345678z ' → '12345678Z'. */
export function normalizarDni(valor: string): string {
  return valor.trim().toUpperCase();
}

/** A DNI or NIE of the right shape with the right control letter (either case). */
export function esDniValido(valor: string): boolean {
  const coincide = PATRON_DOCUMENTO.exec(normalizarDni(valor));
  if (!coincide) return false;
  const [, cuerpo = '', letra] = coincide;
  return letraDeControlDelCuerpo(cuerpo) === letra;
}

/** A DNI: the 8 digits (zero-padded) and their letter. */
export function dni(numero: number): string {
  return `${String(numero).padStart(8, '0')}${letraDeControl(numero)}`;
}

/** A NIE: X, Y or Z, 7 digits (zero-padded) and the letter. */
export function nie(inicial: 'X' | 'Y' | 'Z', numero: number): string {
  const cuerpo = `${inicial}${String(numero).padStart(7, '0')}`;
  return `${cuerpo}${letraDeControlDelCuerpo(cuerpo)}`;
}
