import { claveDeEmail } from '@clinica/api-client/reglas';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Failed sign-ins, counted in the database so every server process sees them:
 *
 * - per account: `perAccount` failures within `windowMinutes` lock the account for
 *   `lockMinutes`, whatever the address (a password guessed slowly from many addresses);
 * - per address: `perAddress` failures from one address within the window block that address
 *   for `lockMinutes`, but only for accounts that have not signed in successfully from it in the
 *   last `knownDays` days. Behind a clinic's proxy or NAT every desk shares one address: its
 *   staff keep signing in with their right password while someone tries passwords from the same
 *   address, and what that someone tries (other accounts, unknown e-mails) gets 429 without the
 *   password being checked, so the block gives away nothing.
 */
export interface ThrottlePolicy {
  /** Failures allowed per account within the window before it is locked. */
  perAccount: number;
  /** Failures allowed per network address within the window. */
  perAddress: number;
  windowMinutes: number;
  lockMinutes: number;
  /** An account that signed in from an address within these days is not blocked by it. */
  knownDays: number;
  /**
   * '¿Has olvidado tu contraseña?' per e-mail asked for and per address, an hour (by default
   * handlers/correo.ts' LIMITE_RECUPERACION; tests that are not about it raise them).
   */
  recoveryPerAccount?: number;
  recoveryPerAddress?: number;
  /**
   * Password links that do not set a password, per client address, an hour (by default
   * handlers/correo.ts' LIMITE_RESTABLECIMIENTO; tests that are not about it raise it).
   */
  resetPerAddress?: number;
}

export const DEFAULT_THROTTLE: ThrottlePolicy = {
  perAccount: 5,
  perAddress: 20,
  windowMinutes: 15,
  lockMinutes: 15,
  knownDays: 30,
};

export const accountKey = (email: string) => `cuenta:${claveDeEmail(email)}`;
export const addressKey = (ip: string) => `ip:${ip}`;

/** Seconds until every given key is unlocked; 0 when none is locked. The state lives in the
 * database so several server processes share it. */
export async function lockedFor(db: Kysely<Database>, keys: string[], now: Date): Promise<number> {
  const rows = await db
    .selectFrom('intentos_acceso')
    .select('bloqueado_hasta')
    .where('clave', 'in', keys)
    .where('bloqueado_hasta', '>', now)
    .execute();
  let seconds = 0;
  for (const row of rows) {
    if (!row.bloqueado_hasta) continue;
    const left = Math.ceil((new Date(row.bloqueado_hasta).getTime() - now.getTime()) / 1000);
    seconds = Math.max(seconds, left);
  }
  return seconds;
}

/** Counts one failure atomically; the key is locked when it reaches its limit in the window. */
export async function recordFailure(
  db: Kysely<Database>,
  key: string,
  limit: number,
  policy: ThrottlePolicy,
  now: Date,
): Promise<void> {
  const windowStart = new Date(now.getTime() - policy.windowMinutes * 60_000);
  const lockUntil = new Date(now.getTime() + policy.lockMinutes * 60_000);
  await sql`
    INSERT INTO intentos_acceso AS i (clave, fallos, ventana_inicio, bloqueado_hasta)
    VALUES (${key}, 1, ${now}, ${limit <= 1 ? lockUntil : null})
    ON CONFLICT (clave) DO UPDATE SET
      fallos = CASE WHEN i.ventana_inicio > ${windowStart} THEN i.fallos + 1 ELSE 1 END,
      ventana_inicio = CASE WHEN i.ventana_inicio > ${windowStart} THEN i.ventana_inicio ELSE ${now} END,
      bloqueado_hasta = CASE
        WHEN (CASE WHEN i.ventana_inicio > ${windowStart} THEN i.fallos + 1 ELSE 1 END) >= ${limit}
        THEN ${lockUntil}::timestamptz ELSE i.bloqueado_hasta END
  `.execute(db);
}

export async function clearFailures(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('intentos_acceso').where('clave', '=', key).execute();
}
