import {
  claveDeEmail,
  esDniValido,
  esEmailValido,
  normalizarDni,
  normalizarEmail,
} from '@clinica/api-client/reglas';
import type { Kysely } from 'kysely';
import { audit } from '../audit';
import { passwordProblem } from '../auth/password-rules';
import { hashPassword } from '../auth/passwords';
import { isUniqueViolation } from '../db/errors';
import { type Database, ROL } from '../db/schema';

/** A clinic's first manager, as the command line gives them (docs/decisiones.md (45)). */
export interface NuevoResponsable {
  email: string;
  nombre: string;
  primer_apellido: string;
  segundo_apellido?: string;
  dni?: string;
  password: string;
}

/** What is wrong with each field, in Spanish, keyed by the field's name. */
export type ErroresDeCampos = Partial<Record<keyof NuevoResponsable, string>>;

export type ResultadoAlta = { ok: true; id: number } | { ok: false; errores: ErroresDeCampos };

const EMAIL_EN_USO = 'Ya existe una cuenta con ese correo electrónico.';
const DNI_EN_USO = 'Ya existe una cuenta con ese DNI.';

/** The same checks as everywhere: the e-mail's shape, a valid DNI or NIE, the password rule. */
export function revisarResponsable(datos: NuevoResponsable): ErroresDeCampos {
  const errores: ErroresDeCampos = {};
  if (!esEmailValido(datos.email)) errores.email = 'El correo electrónico es inválido.';
  if (!datos.nombre.trim()) errores.nombre = 'El nombre es obligatorio.';
  if (!datos.primer_apellido.trim()) errores.primer_apellido = 'El primer apellido es obligatorio.';
  if (datos.dni !== undefined && !esDniValido(datos.dni)) errores.dni = 'El DNI es incorrecto.';
  const debil = passwordProblem(datos.password, {
    email: datos.email,
    nombre: datos.nombre,
    apellidos: [datos.primer_apellido, datos.segundo_apellido],
    dni: datos.dni,
  });
  if (debil) errores.password = debil;
  return errores;
}

/**
 * Creates an administrative account marked responsable, in one transaction with its audit row
 * (no user did it: the command line). Nothing is written when a field is wrong or the e-mail
 * or DNI is taken.
 */
export async function altaResponsable(
  db: Kysely<Database>,
  datos: NuevoResponsable,
): Promise<ResultadoAlta> {
  const errores = revisarResponsable(datos);
  if (Object.keys(errores).length > 0) return { ok: false, errores };
  const email = normalizarEmail(datos.email);
  const dni = datos.dni === undefined ? null : normalizarDni(datos.dni);
  const usada = await db
    .selectFrom('usuarios')
    .select(['email', 'dni'])
    .where((eb) => {
      const mismoCorreo = eb(eb.fn('lower', ['email']), '=', claveDeEmail(email));
      return dni ? eb.or([mismoCorreo, eb(eb.fn('upper', ['dni']), '=', dni)]) : mismoCorreo;
    })
    .executeTakeFirst();
  if (usada) {
    return {
      ok: false,
      errores:
        claveDeEmail(usada.email) === claveDeEmail(email)
          ? { email: EMAIL_EN_USO }
          : { dni: DNI_EN_USO },
    };
  }
  const hash = await hashPassword(datos.password);
  try {
    const id = await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('usuarios')
        .values({
          id_rol: ROL.administrativo,
          nombre: datos.nombre.trim(),
          primer_apellido: datos.primer_apellido.trim(),
          segundo_apellido: datos.segundo_apellido?.trim() || null,
          email,
          dni,
          password_hash: hash,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('administrativos')
        .values({ id_administrativo: id, responsable: true })
        .execute();
      await audit(trx, { userId: null, action: 'crear', entity: 'responsable', recordId: id });
      return id;
    });
    return { ok: true, id };
  } catch (error) {
    if (isUniqueViolation(error, 'usuarios_email_unico'))
      return { ok: false, errores: { email: EMAIL_EN_USO } };
    if (isUniqueViolation(error, 'usuarios_dni_unico'))
      return { ok: false, errores: { dni: DNI_EN_USO } };
    throw error;
  }
}

/** How many staff accounts the clinic has: none means no one can sign in to run it yet. */
export async function contarPersonal(db: Kysely<Database>): Promise<number> {
  const { total } = await db
    .selectFrom('usuarios')
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .where('id_rol', '!=', ROL.paciente)
    .executeTakeFirstOrThrow();
  return Number(total);
}
