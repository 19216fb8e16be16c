/**
 * The password rule (ASVS 5.0 V6), shared by the server, the flows and the mocks: at least 8
 * characters and at most 128 (counted as characters, not UTF-16 units), any characters, spaces
 * and emoji included, but not only spaces, and none of the person's own data (e-mail, name,
 * surnames, DNI). The server also refuses the most common passwords (a list kept server-side).
 */
export const LONGITUD_MINIMA_CONTRASENA = 8;
export const LONGITUD_MAXIMA_CONTRASENA = 128;

export const MENSAJES_CONTRASENA = {
  corta: 'La contraseña debe tener al menos 8 caracteres.',
  larga: 'La contraseña no puede tener más de 128 caracteres.',
  soloEspacios: 'La contraseña no puede ser solo espacios.',
  personal:
    'La contraseña no puede contener el nombre, los apellidos, el correo electrónico ni el DNI.',
  comun: 'Esa contraseña es de las más usadas y se adivina enseguida. Elige otra.',
} as const;

/** What a password must not contain: the person's own data, as far as it is known. */
export interface DatosPersonales {
  email?: string;
  nombre?: string;
  apellidos?: readonly (string | null | undefined)[];
  dni?: string;
}

/** Lower case and without accents: 'Lucía' and 'LUCIA' are the same word in a password. */
export function sinAcentos(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();
}

/** Particles of Spanish names, too common to refuse on their own ('del' in 'del Valle'). */
const PARTICULAS = new Set(['del', 'las', 'los', 'san', 'santa', 'van', 'von', 'der', 'dos']);

/** The pieces of personal data worth refusing (three characters or more, not particles). */
function piezas(datos: DatosPersonales): string[] {
  const local = datos.email?.split('@')[0] ?? '';
  const nombres = [datos.nombre, ...(datos.apellidos ?? [])].flatMap((parte) =>
    (parte ?? '').split(/[\s-]+/),
  );
  const dni = (datos.dni ?? '').replace(/[^0-9a-z]/gi, '');
  const digitos = dni.replace(/\D/g, '');
  return [local, ...local.split(/[._+-]+/), ...nombres, dni, digitos]
    .map(sinAcentos)
    .filter((pieza) => pieza.length >= 3 && !PARTICULAS.has(pieza));
}

/** What is wrong with a new password, or undefined; without the common-password list. */
export function problemaDeContrasena(
  contrasena: string,
  datos: DatosPersonales = {},
): string | undefined {
  const longitud = [...contrasena].length;
  if (longitud < LONGITUD_MINIMA_CONTRASENA) return MENSAJES_CONTRASENA.corta;
  if (longitud > LONGITUD_MAXIMA_CONTRASENA) return MENSAJES_CONTRASENA.larga;
  if (contrasena.trim() === '') return MENSAJES_CONTRASENA.soloEspacios;
  const plana = sinAcentos(contrasena);
  if (piezas(datos).some((pieza) => plana.includes(pieza))) return MENSAJES_CONTRASENA.personal;
  return undefined;
}
