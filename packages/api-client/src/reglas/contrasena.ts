/**
 * The password rule (ASVS 5.0 V6; docs/decisiones.md (57)), shared by the server, the flows and
 * the mocks: at least 8 characters and at most 128 (counted as characters, not UTF-16 units), any
 * characters, spaces and emoji included, but not only spaces, not one character repeated nor a
 * run of consecutive ones, not the demo clinic's password, and none of the person's own data
 * (e-mail, name, surnames, DNI). The server also refuses the most common passwords (a list kept
 * server-side, too large to send to every browser).
 */
export const LONGITUD_MINIMA_CONTRASENA = 8;
export const LONGITUD_MAXIMA_CONTRASENA = 128;

/**
 * The password of every account of the demo clinic (docs/decisiones.md (45)). It is printed in
 * the README and by `npm start`, so it is public: nobody may choose it for a real account.
 */
export const CONTRASENA_DEMO = 'Clinica2026!';

export const MENSAJES_CONTRASENA = {
  corta: 'La contraseña debe tener al menos 8 caracteres.',
  larga: 'La contraseña no puede tener más de 128 caracteres.',
  soloEspacios: 'La contraseña no puede ser solo espacios.',
  trivial:
    'La contraseña no puede ser un mismo carácter repetido ni una serie seguida (aaaaaaaa, 12345678).',
  demostracion: 'Esa contraseña es la de la clínica de demostración y es pública. Elige otra.',
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

/**
 * One character over and over ('aaaaaaaa', 'AAAAaaaa'), or a run of consecutive characters up or
 * down ('12345678', 'abcdefgh', '87654321', and '1234567890', where 0 follows 9 on the keyboard):
 * the first thing a guesser tries, whatever its length. Lower case, without accents.
 */
function esTrivial(plana: string): boolean {
  const [cero, nueve] = [0x30, 0x39];
  const pasoEntre = (antes: number, despues: number) =>
    antes === nueve && despues === cero
      ? 1
      : antes === cero && despues === nueve
        ? -1
        : despues - antes;
  const letras = [...plana].map((letra) => letra.codePointAt(0) ?? 0);
  const pasos = letras.slice(1).map((letra, i) => pasoEntre(letras[i] ?? 0, letra));
  const [paso = 0] = pasos;
  return Math.abs(paso) <= 1 && pasos.every((otro) => otro === paso);
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
  if (esTrivial(plana)) return MENSAJES_CONTRASENA.trivial;
  if (plana === sinAcentos(CONTRASENA_DEMO)) return MENSAJES_CONTRASENA.demostracion;
  if (piezas(datos).some((pieza) => plana.includes(pieza))) return MENSAJES_CONTRASENA.personal;
  return undefined;
}
