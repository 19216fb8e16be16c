import { ROL } from '@clinica/api-client/reglas';
import type { Insertable, Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database, Rol, UsuariosTable } from '../schema';
import { anularEnlaces } from './correo';
import { claveDeOrden, fullName, textoSinAcentos } from './personas';

/** The account signing in, by its e-mail's key (lower case); with its password hash. */
export function cuentaPorEmail(db: Kysely<Database>, claveDeEmail: string) {
  return db
    .selectFrom('usuarios')
    .leftJoin('administrativos as a', 'a.id_administrativo', 'usuarios.id')
    .select((eb) => [
      'id',
      'id_rol',
      'nombre',
      'primer_apellido',
      'password_hash',
      'activo',
      'contrasena_provisional',
      eb.fn.coalesce('a.responsable', eb.lit(false)).as('responsable'),
    ])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', claveDeEmail))
    .executeTakeFirst();
}

/** What the password rule compares a new password with, and the current hash. */
export function datosParaContrasena(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('usuarios')
    .select((eb) => [
      'id',
      // Signed in with it: an account without e-mail never signs in, and none loses its own.
      eb.ref('email').$notNull().as('email'),
      'nombre',
      'primer_apellido',
      'segundo_apellido',
      'dni',
      'password_hash',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** What the password rule compares a new password with (no hash: nothing is verified). */
export function datosParaReglaDeContrasena(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('usuarios')
    .select((eb) => [
      // Signed in with it: an account without e-mail never signs in, and none loses its own.
      eb.ref('email').$notNull().as('email'),
      'nombre',
      'primer_apellido',
      'segundo_apellido',
      'dni',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** The signed-in user as 'usuarioActual' shows them. */
export function usuarioPorId(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('usuarios')
    .leftJoin('administrativos as a', 'a.id_administrativo', 'usuarios.id')
    .select((eb) => [
      'id',
      'id_rol',
      'nombre',
      'primer_apellido',
      'segundo_apellido',
      // Signed in with it: an account without e-mail never signs in, and none loses its own.
      eb.ref('email').$notNull().as('email'),
      'contrasena_provisional',
      eb.fn.coalesce('a.responsable', eb.lit(false)).as('responsable'),
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** A successful sign-in, for the staff list's 'último acceso'. */
export async function marcarAcceso(db: Kysely<Database>, id: number, now: Date): Promise<void> {
  await db.updateTable('usuarios').set({ ultimo_acceso: now }).where('id', '=', id).execute();
}

/** One's own new password; the account's password links end with the old one (`ahora`). */
export async function cambiarPasswordHash(
  db: Kysely<Database>,
  id: number,
  passwordHash: string,
  ahora: Date,
): Promise<void> {
  // One's own new password is never provisional.
  await db
    .updateTable('usuarios')
    .set({ password_hash: passwordHash, contrasena_provisional: false })
    .where('id', '=', id)
    .execute();
  // A link asked before, perhaps by someone else, no longer sets a password (docs/decisiones.md (58)).
  await anularEnlaces(db, id, ahora);
}

/**
 * An account that already uses this e-mail (its key, lower case) or, when given, this DNI
 * (normalised, upper case): its e-mail and DNI, to say which one clashes.
 */
export function cuentaConEmailODni(
  db: Kysely<Database>,
  claveDeEmail: string | null,
  dni: string | null,
) {
  return db
    .selectFrom('usuarios')
    .select(['dni', 'email'])
    .where((eb) =>
      eb.or([
        ...(claveDeEmail ? [eb(eb.fn('lower', ['email']), '=', claveDeEmail)] : []),
        ...(dni ? [eb(sql`upper(dni)`, '=', dni)] : []),
        ...(!claveDeEmail && !dni ? [eb.lit(false)] : []),
      ]),
    )
    .executeTakeFirst();
}

export function insertUsuario(db: Kysely<Database>, values: Insertable<UsuariosTable>) {
  return db
    .insertInto('usuarios')
    .values(values)
    .returning(['id', 'nombre', 'primer_apellido', 'segundo_apellido', 'dni', 'email'])
    .executeTakeFirstOrThrow();
}

/** An administrative account's own row; `responsable` for a clinic's manager. */
export async function insertAdministrativo(
  db: Kysely<Database>,
  id: number,
  responsable: boolean,
): Promise<void> {
  await db.insertInto('administrativos').values({ id_administrativo: id, responsable }).execute();
}

/** Every active radiologist ('de alta'), by full name. */
export function radiologos(db: Kysely<Database>) {
  return db
    .selectFrom('radiologos')
    .innerJoin('usuarios as r', 'r.id', 'radiologos.id_radiologo')
    .select(['radiologos.id_radiologo', fullName('r').as('nombre_completo')])
    .where('r.activo', '=', true)
    .orderBy(claveDeOrden(['r.nombre', 'r.primer_apellido', 'r.segundo_apellido']))
    .orderBy('radiologos.id_radiologo')
    .execute();
}

/** Every active doctor ('de alta'), by full name. */
export function medicos(db: Kysely<Database>) {
  return db
    .selectFrom('medicos')
    .innerJoin('usuarios as m', 'm.id', 'medicos.id_medico')
    .select(['medicos.id_medico', fullName('m').as('nombre_completo')])
    .where('m.activo', '=', true)
    .orderBy(claveDeOrden(['m.nombre', 'm.primer_apellido', 'm.segundo_apellido']))
    .orderBy('medicos.id_medico')
    .execute();
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

/**
 * Doctors and radiologists (the FHIR API's Practitioner), active or not: a cita of the past still
 * names whoever saw it. By full name; how many match in all.
 */
export async function profesionales(
  db: Kysely<Database>,
  filtro: { ids?: readonly number[]; nombre?: string; rol?: number },
  pagina: { offset: number; limit: number },
) {
  let consulta = db
    .selectFrom('usuarios as u')
    .where('u.id_rol', 'in', [ROL.medico, ROL.radiologo]);
  if (filtro.ids) {
    consulta = consulta.where('u.id', 'in', filtro.ids.length > 0 ? [...filtro.ids] : [0]);
  }
  if (filtro.rol !== undefined) consulta = consulta.where('u.id_rol', '=', filtro.rol as Rol);
  if (filtro.nombre !== undefined) {
    const texto = textoSinAcentos(['u.nombre', 'u.primer_apellido', 'u.segundo_apellido']);
    const palabra = filtro.nombre.replace(/[\\%_]/g, (c) => `\\${c}`);
    consulta = consulta.where((eb) =>
      eb.or([eb(texto, 'like', `${palabra}%`), eb(texto, 'like', `% ${palabra}%`)]),
    );
  }
  const { total } = await consulta
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  const filas = await consulta
    .select([
      'u.id',
      'u.id_rol',
      'u.nombre',
      'u.primer_apellido',
      'u.segundo_apellido',
      'u.num_colegiado',
      'u.activo',
    ])
    .orderBy(claveDeOrden(['u.primer_apellido', 'u.segundo_apellido', 'u.nombre']))
    .orderBy('u.id')
    .limit(pagina.limit)
    .offset(pagina.offset)
    .execute();
  return { profesionales: filas, total: Number(total) };
}
