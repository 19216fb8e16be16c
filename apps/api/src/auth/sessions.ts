import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  contrasenaProvisional,
  insertSesion,
  marcarUso,
  otrasSesionesVivas,
  revocar,
  revocarOtras,
  revocarTodas,
  sesionPorToken,
} from '../db/queries/sesiones';
import type { Database, Rol } from '../db/schema';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

export interface SignedInUser {
  id: number;
  id_rol: Rol;
  sessionId: number;
  /** When the absolute limit ends this session, whatever its use (epoch ms). */
  expiraAbsoluta: number;
  /**
   * The password was set by someone else and not changed yet: only the operations the contract
   * marks `x-clinica-contrasena-provisional` answer.
   */
  provisional: boolean;
}

/**
 * How long a session has left, in seconds from `now` (the contract's `CaducidadSesion`): the
 * idle window, and the time to the absolute limit. Seconds, not a clock time, so a browser
 * whose clock differs from the server's still warns in time.
 */
export function caducidadDe(
  policy: SessionPolicy,
  expiraAbsoluta: number,
  now: Date,
): { inactividad_segundos: number; restante_segundos: number } {
  return {
    inactividad_segundos: Math.round(policy.idleMinutes * 60),
    restante_segundos: Math.max(0, Math.floor((expiraAbsoluta - now.getTime()) / 1000)),
  };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A session's use is written at most this often, to spare the database. So that no request
 * inside that minute is lost, the idle expiry written is a minute later than the window: the
 * session lives at least the clinic's idle minutes after its last use, never less, as the app
 * tells the person ('se cierra tras 30 minutos sin actividad'), and the app revokes it at that
 * moment itself.
 */
const NOTA_DE_USO_MS = 60_000;

/** A new random token (256 bits); only its hash is stored. */
export async function createSession(
  db: Kysely<Database>,
  userId: number,
  policy: SessionPolicy,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertSesion(db, {
    token_hash: hashToken(token),
    id_usuario: userId,
    creada_en: now,
    ultimo_uso: now,
    expira_inactividad: new Date(now.getTime() + policy.idleMinutes * 60_000 + NOTA_DE_USO_MS),
    expira_absoluta: new Date(now.getTime() + policy.absoluteHours * 3_600_000),
  });
  return token;
}

interface KnownSession extends SignedInUser {
  ultimoUso: number;
  expiraInactividad: number;
  expiraAbsoluta: number;
}

/**
 * Sessions held in memory, for a database that no other process can write (PGlite: its data
 * directory is locked to this process, and every write to `sesiones` goes through this module).
 * `buildApp` makes one for such a database and passes it to every call here; none otherwise.
 * Looking a token up cost more than a whole request's other work on PGlite; from
 * memory it costs nothing, and it stays exact: a sign-out marks the session as revoked here
 * before it writes, so a revoked token is refused at once, even by a request already under way.
 * On PostgreSQL, which several processes may share, every request asks the database.
 */
export interface SessionMemory {
  byHash: Map<string, KnownSession>;
  /** Every session signed out in this process's life (an integer each). */
  revoked: Set<number>;
}

const MAX_SESSIONS_IN_MEMORY = 20_000;

/** A new, empty memory of sessions: only for a database no other process writes. */
export function createSessionMemory(): SessionMemory {
  return { byHash: new Map(), revoked: new Set() };
}

const time = (value: Date | string) => new Date(value).getTime();

/** The signed-in user of a token, or undefined when the token is unknown, expired or revoked. */
export async function resolveSession(
  db: Kysely<Database>,
  token: string,
  policy: SessionPolicy,
  now = new Date(),
  memory?: SessionMemory,
): Promise<SignedInUser | undefined> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const hash = hashToken(token);
  let session = memory?.byHash.get(hash);
  if (!session) {
    const row = await sesionPorToken(db, hash);
    if (!row) return undefined;
    session = {
      id: row.id,
      id_rol: row.id_rol,
      sessionId: row.sessionId,
      ultimoUso: time(row.ultimo_uso),
      expiraInactividad: time(row.expira_inactividad),
      expiraAbsoluta: time(row.expira_absoluta),
      provisional: row.contrasena_provisional,
    };
    // A sign-out that ran while this read was under way has the last word.
    if (memory?.revoked.has(session.sessionId)) return undefined;
    if (memory) {
      // A bound on memory: forgetting sessions only costs their next request a lookup.
      if (memory.byHash.size >= MAX_SESSIONS_IN_MEMORY) memory.byHash.clear();
      memory.byHash.set(hash, session);
    }
  }
  const at = now.getTime();
  if (memory?.revoked.has(session.sessionId)) {
    memory.byHash.delete(hash);
    return undefined;
  }
  if (session.expiraInactividad <= at || session.expiraAbsoluta <= at) {
    memory?.byHash.delete(hash);
    return undefined;
  }
  // Sliding idle expiry; written at most once a minute to spare the database.
  if (at - session.ultimoUso > NOTA_DE_USO_MS) {
    const expiraInactividad = at + policy.idleMinutes * 60_000 + NOTA_DE_USO_MS;
    await marcarUso(db, session.sessionId, now, new Date(expiraInactividad));
    session.ultimoUso = at;
    session.expiraInactividad = expiraInactividad;
  }
  // A provisional password is asked again each time until it is changed (a change is not a
  // revocation, so the memory may still hold the old flag); the flag never comes back for a
  // live session: a new provisional password ends the person's sessions.
  if (session.provisional) session.provisional = await contrasenaProvisional(db, session.id);
  return {
    id: session.id,
    id_rol: session.id_rol,
    sessionId: session.sessionId,
    expiraAbsoluta: session.expiraAbsoluta,
    provisional: session.provisional,
  };
}

export async function revokeSession(
  db: Kysely<Database>,
  sessionId: number,
  now = new Date(),
  memory?: SessionMemory,
) {
  if (memory) {
    // Refused from this moment on, before the database has even been written.
    memory.revoked.add(sessionId);
    for (const [hash, session] of memory.byHash) {
      if (session.sessionId === sessionId) memory.byHash.delete(hash);
    }
  }
  await revocar(db, sessionId, now);
}

/**
 * Signs out every other session of a user (a password change): refused in this process at once,
 * as revokeSession does, then written; the session given keeps working.
 */
export async function revokeOtherSessions(
  db: Kysely<Database>,
  userId: number,
  keepSessionId: number,
  now = new Date(),
  memory?: SessionMemory,
): Promise<number> {
  const others = await otrasSesionesVivas(db, userId, keepSessionId);
  if (memory) {
    for (const id of others) memory.revoked.add(id);
    for (const [hash, session] of memory.byHash) {
      if (session.id === userId && session.sessionId !== keepSessionId) memory.byHash.delete(hash);
    }
  }
  if (others.length === 0) return 0;
  await revocarOtras(db, userId, keepSessionId, now);
  return others.length;
}

/**
 * Ends every session of a user ('dar de baja', a new provisional password), inside the caller's
 * transaction; returns the ids to `forgetSessions` once it has committed (a rolled-back change
 * must not sign anyone out). Until then, the database already refuses them to any other process.
 */
export function revokeAllSessions(
  db: Kysely<Database>,
  userId: number,
  now = new Date(),
): Promise<number[]> {
  return revocarTodas(db, userId, now);
}

/** After the revocation has committed: refused by this process's memory too, at once. */
export function forgetSessions(memory: SessionMemory | undefined, ids: readonly number[]): void {
  if (!memory || ids.length === 0) return;
  const gone = new Set(ids);
  for (const id of ids) memory.revoked.add(id);
  for (const [hash, session] of memory.byHash) {
    if (gone.has(session.sessionId)) memory.byHash.delete(hash);
  }
}
