import { randomInt } from 'node:crypto';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** An appointment number: 5 digits (10000–99999) and an uppercase letter (spec §9). */
export function newNumCita(): string {
  return `${randomInt(10000, 100000)}${LETTERS[randomInt(0, LETTERS.length)]}`;
}
