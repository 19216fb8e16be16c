import {
  type DatosPersonales,
  MENSAJES_CONTRASENA,
  problemaDeContrasena,
  sinAcentos,
} from '@clinica/api-client/reglas';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The server's half of the password rule (ASVS 5.0 V6.2): the shared rule of
 * `@clinica/api-client/reglas` (length, not only spaces, none of the person's own data) and a
 * list of the most common passwords, kept here so no browser downloads it: the 49,233 of
 * zxcvbn-ts' common list and a few that Spanish speakers reach for first.
 */
const SPANISH = [
  'contraseña',
  'contrasena',
  'contraseña1',
  'contrasena1',
  'contraseña123',
  'clinica123',
  'hospital',
  'hospital1',
  'radiologia',
  'bienvenido',
  'bienvenida',
  'madrid123',
  'barcelona',
  'tequiero',
  'teamo123',
  'qwertyuiop',
  'asdfghjk',
  'zxcvbnm1',
];

let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set([...dictionary['passwords-common'], ...SPANISH].map(sinAcentos));
  return common.has(sinAcentos(password));
}

/** What is wrong with a new password, or undefined. */
export function passwordProblem(password: string, person: DatosPersonales): string | undefined {
  return (
    problemaDeContrasena(password, person) ??
    (isCommonPassword(password) ? MENSAJES_CONTRASENA.comun : undefined)
  );
}

export type PasswordRule = keyof typeof MENSAJES_CONTRASENA;

/**
 * Every rule a new password breaks, with its message, for the check at the step
 * (`comprobarContrasena`): the shared rule's (length, only spaces, personal data: the first of
 * them, as it reports) and the common list. Empty: the password would be accepted.
 */
export function passwordProblems(
  password: string,
  person: DatosPersonales,
): { regla: PasswordRule; mensaje: string }[] {
  const problems: { regla: PasswordRule; mensaje: string }[] = [];
  const shared = problemaDeContrasena(password, person);
  const rule = (Object.keys(MENSAJES_CONTRASENA) as PasswordRule[]).find(
    (key) => MENSAJES_CONTRASENA[key] === shared,
  );
  if (shared && rule) problems.push({ regla: rule, mensaje: shared });
  if (isCommonPassword(password))
    problems.push({ regla: 'comun', mensaje: MENSAJES_CONTRASENA.comun });
  return problems;
}
