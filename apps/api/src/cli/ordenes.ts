/**
 * `npm run clinica -- <orden> …`: what a clinic's administrator does from the command line.
 *
 *   alta-responsable --email … --nombre … --primer-apellido … [--segundo-apellido …] [--dni …]
 *
 * creates the clinic's first manager (docs/decisiones.md (45)): an administrative account marked
 * responsable. The password is read from standard input, never from an argument (arguments are
 * seen by every user of the machine and kept in shell histories): typed twice without echo at a
 * terminal, or the first line of a pipe. It uses the server's settings (DATABASE_URL, or the
 * embedded database in CLINICA_DATA_DIR, which must not be in use by a running server).
 *
 *   copia-de-seguridad [--destino …]    a backup of the database, the images and the settings
 *   restaurar ARCHIVO [--sobrescribir]  a backup restored into an empty database and store
 *
 * (./copias.ts; docs/decisiones.md (59)).
 * Exit codes: 0 done, 2 wrong input (nothing written), 1 anything else.
 */
import type { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import type { Settings } from '../config';
import type { Database } from '../db/schema';
import type { ErroresDeCampos, NuevoResponsable } from '../domain/personal';
import { altaResponsable } from './alta-responsable';
import {
  copiaDeSeguridad,
  EntradaDeCopiaIncorrecta,
  restaurar,
  USO_COPIA,
  USO_RESTAURAR,
} from './copias';

const USO = `Uso: npm run clinica -- alta-responsable --email <correo> --nombre <nombre> --primer-apellido <apellido> [--segundo-apellido <apellido>] [--dni <DNI o NIE>]
La contraseña se lee de la entrada estándar (nunca como argumento).`;

/** The command line's name of each field, to say which one is wrong. */
const OPCION: Record<keyof NuevoResponsable, string> = {
  email: '--email',
  nombre: '--nombre',
  primer_apellido: '--primer-apellido',
  segundo_apellido: '--segundo-apellido',
  dni: '--dni',
  password: 'contraseña',
};

class EntradaIncorrecta extends Error {}

/** What a command reads and writes: the process's own streams, or a test's. */
export interface Consola {
  entrada: Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };
  salida: (linea: string) => void;
  error: (linea: string) => void;
  /** The clinic's database, migrated; `cerrar` when the command is done with it. */
  abrirBaseDeDatos: () => Promise<{ db: Kysely<Database>; cerrar: () => Promise<void> }>;
  /** The server's settings (the database, the image store, the backups' folder). */
  ajustes?: () => Settings;
}

/** Reads one line from a terminal without echoing it. */
function leerSinEco(consola: Consola, pregunta: string): Promise<string> {
  const entrada = consola.entrada;
  const setRawMode = (raw: boolean) => entrada.setRawMode?.(raw);
  process.stderr.write(pregunta);
  return new Promise((resolve, reject) => {
    let texto = '';
    setRawMode(true);
    entrada.resume();
    entrada.setEncoding('utf8');
    const alLeer = (trozo: string) => {
      for (const caracter of trozo) {
        if (caracter === '\r' || caracter === '\n') {
          terminar();
          resolve(texto);
          return;
        }
        if (caracter === '\u0003' || caracter === '\u0004') {
          terminar();
          reject(new EntradaIncorrecta('Cancelado.'));
          return;
        }
        if (caracter === '\u007f' || caracter === '\b') texto = [...texto].slice(0, -1).join('');
        else texto += caracter;
      }
    };
    const terminar = () => {
      entrada.off('data', alLeer);
      setRawMode(false);
      entrada.pause();
      process.stderr.write('\n');
    };
    entrada.on('data', alLeer);
  });
}

/** The first line of a pipe or file given as standard input. */
async function primeraLinea(entrada: Readable): Promise<string> {
  const trozos: Buffer[] = [];
  for await (const trozo of entrada) trozos.push(Buffer.from(trozo));
  const texto = Buffer.concat(trozos).toString('utf8');
  return texto.split(/\r?\n/)[0] ?? '';
}

async function leerContrasena(consola: Consola): Promise<string> {
  if (!consola.entrada.isTTY) return primeraLinea(consola.entrada);
  const una = await leerSinEco(consola, 'Contraseña: ');
  const otra = await leerSinEco(consola, 'Repite la contraseña: ');
  if (una !== otra) throw new EntradaIncorrecta('Las contraseñas no coinciden.');
  return una;
}

function datosDe(argumentos: string[]): Omit<NuevoResponsable, 'password'> {
  let valores: Record<string, string | undefined>;
  try {
    ({ values: valores } = parseArgs({
      args: argumentos,
      options: {
        email: { type: 'string' },
        nombre: { type: 'string' },
        'primer-apellido': { type: 'string' },
        'segundo-apellido': { type: 'string' },
        dni: { type: 'string' },
        password: { type: 'string' },
        contrasena: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }) as { values: Record<string, string | undefined> });
  } catch (error) {
    throw new EntradaIncorrecta(
      `${error instanceof Error ? traducirError(error.message) : 'Opción no reconocida.'}\n${USO}`,
    );
  }
  if (valores.password !== undefined || valores.contrasena !== undefined) {
    throw new EntradaIncorrecta(
      'La contraseña no se da como argumento: quedaría a la vista de otros usuarios y en el historial. Escríbela cuando se pida, o pásala por la entrada estándar.',
    );
  }
  const faltan = ['email', 'nombre', 'primer-apellido'].filter((opcion) => !valores[opcion]);
  if (faltan.length > 0) {
    throw new EntradaIncorrecta(
      `Falta ${faltan.map((opcion) => `--${opcion}`).join(', ')}.\n${USO}`,
    );
  }
  return {
    email: valores.email as string,
    nombre: valores.nombre as string,
    primer_apellido: valores['primer-apellido'] as string,
    segundo_apellido: valores['segundo-apellido'],
    dni: valores.dni,
  };
}

/** parseArgs speaks English; the person at the terminal reads Spanish. */
function traducirError(mensaje: string): string {
  const desconocida = /Unknown option '([^']+)'/.exec(mensaje);
  if (desconocida) return `Opción desconocida: ${desconocida[1]}.`;
  const sinValor = /Option '([^']+?)(?: <value>)?' argument missing/.exec(mensaje);
  if (sinValor) return `Falta el valor de ${sinValor[1]}.`;
  return 'Las opciones no se entienden.';
}

function describirErrores(errores: ErroresDeCampos): string {
  return Object.entries(errores)
    .map(([campo, mensaje]) => `  ${OPCION[campo as keyof NuevoResponsable]}: ${mensaje}`)
    .join('\n');
}

async function altaResponsableDesdeConsola(
  argumentos: string[],
  consola: Consola,
): Promise<number> {
  const datos = datosDe(argumentos);
  const password = await leerContrasena(consola);
  if (password === '') throw new EntradaIncorrecta('No se ha recibido ninguna contraseña.');
  const conexion = await consola.abrirBaseDeDatos();
  try {
    const resultado = await altaResponsable(conexion.db, { ...datos, password });
    if (!resultado.ok) {
      consola.error(`No se ha creado la cuenta:\n${describirErrores(resultado.errores)}`);
      return 2;
    }
    consola.salida(
      `Cuenta de responsable creada para ${datos.email.trim()}. Ya puede iniciar sesión en la aplicación.`,
    );
    return 0;
  } finally {
    await conexion.cerrar();
  }
}

/** Runs one command; its exit code: 0 done, 2 wrong input (nothing written), 1 a failure. */
export async function ejecutar(argumentos: string[], consola: Consola): Promise<number> {
  const [orden, ...resto] = argumentos;
  try {
    if (orden === 'alta-responsable') return await altaResponsableDesdeConsola(resto, consola);
    if (orden === 'copia-de-seguridad') return await copiaDeSeguridad(resto, consola);
    if (orden === 'restaurar') return await restaurar(resto, consola);
    const todas = `${USO}\n${USO_COPIA}\n${USO_RESTAURAR}`;
    consola.error(orden ? `Orden desconocida: ${orden}.\n${todas}` : todas);
    return 2;
  } catch (error) {
    if (error instanceof EntradaIncorrecta || error instanceof EntradaDeCopiaIncorrecta) {
      consola.error(error.message);
      return 2;
    }
    consola.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}
