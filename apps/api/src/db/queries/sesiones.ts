import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export async function insertSesion(
  db: Kysely<Database>,
  values: {
    token_hash: string;
    id_usuario: number;
    creada_en: Date;
    ultimo_uso: Date;
    expira_inactividad: Date;
    expira_absoluta: Date;
  },
): Promise<void> {
  await db.insertInto('sesiones').values(values).execute();
}

/**
 * A live (not revoked) session by its token's hash, with its user's id, role and whether their
 * password is provisional; none for an account 'de baja'.
 */
export function sesionPorToken(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('sesiones')
    .innerJoin('usuarios', 'usuarios.id', 'sesiones.id_usuario')
    .select([
      'sesiones.id as sessionId',
      'usuarios.id',
      'usuarios.id_rol',
      'sesiones.ultimo_uso',
      'sesiones.expira_inactividad',
      'sesiones.expira_absoluta',
      'usuarios.contrasena_provisional',
    ])
    .where('sesiones.token_hash', '=', tokenHash)
    .where('usuarios.activo', '=', true)
    .where('sesiones.revocada_en', 'is', null)
    .executeTakeFirst();
}

/** A use of the session: its idle expiry moves on. */
export async function marcarUso(
  db: Kysely<Database>,
  id: number,
  now: Date,
  expiraInactividad: Date,
): Promise<void> {
  await db
    .updateTable('sesiones')
    .set({ ultimo_uso: now, expira_inactividad: expiraInactividad })
    .where('id', '=', id)
    .execute();
}

export async function revocar(db: Kysely<Database>, id: number, now: Date): Promise<void> {
  await db
    .updateTable('sesiones')
    .set({ revocada_en: now })
    .where('id', '=', id)
    .where('revocada_en', 'is', null)
    .execute();
}

/** The ids of a user's live sessions other than `keepId`. */
export async function otrasSesionesVivas(
  db: Kysely<Database>,
  userId: number,
  keepId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('sesiones')
    .select('id')
    .where('id_usuario', '=', userId)
    .where('id', '<>', keepId)
    .where('revocada_en', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}

export async function revocarOtras(
  db: Kysely<Database>,
  userId: number,
  keepId: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable('sesiones')
    .set({ revocada_en: now })
    .where('id_usuario', '=', userId)
    .where('id', '<>', keepId)
    .where('revocada_en', 'is', null)
    .execute();
}

/** Whether the user's password is still provisional (false for an unknown user). */
export async function contrasenaProvisional(
  db: Kysely<Database>,
  userId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('usuarios')
    .select('contrasena_provisional')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.contrasena_provisional === true;
}

/** Revokes every live session of a user; the ids of those it revoked. */
export async function revocarTodas(
  db: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<number[]> {
  const rows = await db
    .updateTable('sesiones')
    .set({ revocada_en: now })
    .where('id_usuario', '=', userId)
    .where('revocada_en', 'is', null)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
