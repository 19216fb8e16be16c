const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const NIE_PREFIX: Record<string, string> = { X: '0', Y: '1', Z: '2' };

/** The control letter of a DNI number (8 digits) or NIE body (X/Y/Z + 7 digits). */
export function controlLetter(body: string): string {
  const first = body[0]?.toUpperCase() ?? '';
  const digits = (NIE_PREFIX[first] ?? first) + body.slice(1);
  return LETTERS[Number(digits) % 23] ?? '';
}

/** A DNI or NIE with the right format and control letter (DECISIONS #25). */
export function isValidDni(value: string): boolean {
  const match = /^([0-9]{8}|[XYZ][0-9]{7})([A-Z])$/.exec(value.toUpperCase());
  if (!match) return false;
  return controlLetter(match[1] as string) === match[2];
}

export function normaliseDni(value: string): string {
  return value.toUpperCase();
}
