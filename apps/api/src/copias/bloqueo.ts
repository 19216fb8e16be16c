/**
 * A backup reads the database as of one moment and then copies the files its rows name. A file
 * whose last row is deleted after that moment must still be there when the backup copies it:
 * while a backup runs, stored files are not removed (uploads/save-with-files.ts asks
 * `retiradaAplazada`), and the backup removes afterwards those no row names any more.
 *
 * Across processes sharing a PostgreSQL, a backup holds an advisory lock from before its
 * snapshot until its files are copied; a removal that cannot take it in shared mode waits for
 * the backup's sweep. Within one process (PGlite, whose one session would take any advisory lock
 * it asks for), a count of the backups running on that database says the same. Backups take
 * turns: one at a time per database.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

const CLAVE = sql`hashtextextended('clinica:copia-de-seguridad', 0)`;

/** Backups running in this process, per database (a PGlite opened here, a pool). */
const enCurso = new WeakMap<object, number>();
/** The last backup started on each database in this process: the next waits for it. */
const turno = new WeakMap<object, Promise<unknown>>();

/**
 * Runs `trabajo` as this database's only backup: after any other running in this process, and
 * on PostgreSQL after any other process's, with removals of stored files put off until it ends.
 * `trabajo` gets a connection of its own (on PostgreSQL, the one holding the lock).
 */
export async function comoUnicaCopia<T>(
  db: Kysely<Database>,
  motor: 'pglite' | 'postgres',
  trabajo: (conexion: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const anterior = turno.get(db) ?? Promise.resolve();
  const esta = anterior.then(
    () => ejecutar(db, motor, trabajo),
    () => ejecutar(db, motor, trabajo),
  );
  turno.set(
    db,
    esta.catch(() => undefined),
  );
  return esta;
}

async function ejecutar<T>(
  db: Kysely<Database>,
  motor: 'pglite' | 'postgres',
  trabajo: (conexion: Kysely<Database>) => Promise<T>,
): Promise<T> {
  enCurso.set(db, (enCurso.get(db) ?? 0) + 1);
  try {
    if (motor === 'pglite') return await trabajo(db);
    return await db.connection().execute(async (conexion) => {
      await sql`SELECT pg_advisory_lock(${CLAVE})`.execute(conexion);
      try {
        return await trabajo(conexion);
      } finally {
        await sql`SELECT pg_advisory_unlock(${CLAVE})`.execute(conexion);
      }
    });
  } finally {
    const quedan = (enCurso.get(db) ?? 1) - 1;
    if (quedan === 0) enCurso.delete(db);
    else enCurso.set(db, quedan);
  }
}

/**
 * Whether a stored file's removal must wait for a running backup: one runs in this process, or
 * (PostgreSQL) another process holds the backups' lock. Called inside the removal's transaction,
 * whose end lets go of the shared lock it took.
 */
export async function retiradaAplazada(
  db: Kysely<Database>,
  trx: Kysely<Database>,
): Promise<boolean> {
  if ((enCurso.get(db) ?? 0) > 0) return true;
  const { rows } = await sql<{ libre: boolean }>`
    SELECT pg_try_advisory_xact_lock_shared(${CLAVE}) AS libre`.execute(trx);
  return rows[0]?.libre === false;
}
