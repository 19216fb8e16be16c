import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, Rol } from '../db/schema';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

export interface SignedInUser {
  id: number;
  id_rol: Rol;
  sessionId: number;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new random token (256 bits); only its hash is stored. */
export async function createSession(
  db: Kysely<Database>,
  userId: number,
  policy: SessionPolicy,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sesiones')
    .values({
      token_hash: hashToken(token),
      id_usuario: userId,
      creada_en: now,
      ultimo_uso: now,
      expira_inactividad: new Date(now.getTime() + policy.idleMinutes * 60_000),
      expira_absoluta: new Date(now.getTime() + policy.absoluteHours * 3_600_000),
    })
    .execute();
  return token;
}

/** The signed-in user of a token, or undefined when the token is unknown, expired or revoked. */
export async function resolveSession(
  db: Kysely<Database>,
  token: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<SignedInUser | undefined> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const row = await db
    .selectFrom('sesiones')
    .innerJoin('usuarios', 'usuarios.id', 'sesiones.id_usuario')
    .select(['sesiones.id as sessionId', 'usuarios.id', 'usuarios.id_rol', 'sesiones.ultimo_uso'])
    .where('sesiones.token_hash', '=', hashToken(token))
    .where('sesiones.revocada_en', 'is', null)
    .where('sesiones.expira_inactividad', '>', now)
    .where('sesiones.expira_absoluta', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  // Sliding idle expiry; written at most once a minute to spare the database.
  if (now.getTime() - new Date(row.ultimo_uso).getTime() > 60_000) {
    await db
      .updateTable('sesiones')
      .set({
        ultimo_uso: now,
        expira_inactividad: new Date(now.getTime() + policy.idleMinutes * 60_000),
      })
      .where('id', '=', row.sessionId)
      .execute();
  }
  return { id: row.id, id_rol: row.id_rol, sessionId: row.sessionId };
}

export async function revokeSession(db: Kysely<Database>, sessionId: number, now = new Date()) {
  await db
    .updateTable('sesiones')
    .set({ revocada_en: now })
    .where('id', '=', sessionId)
    .where('revocada_en', 'is', null)
    .execute();
}
