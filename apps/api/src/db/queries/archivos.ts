import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';

/**
 * Serialises, per content hash, a request that stores a file and commits rows naming it against
 * one that removes the file once no row names it: a transaction-scoped advisory lock, taken in
 * hash order so two requests sharing files never wait on each other in a cycle. Every server
 * process sharing the database sees the same locks.
 */
export async function lockHashes(trx: Kysely<Database>, hashes: Iterable<string>): Promise<void> {
  for (const hash of [...new Set(hashes)].sort()) {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`archivo:${hash}`}, 0))`.execute(trx);
  }
}

/** Whether any row (an image of a cita or of an incidencia) names this stored file. */
export async function archivoEnUso(trx: Kysely<Database>, hash: string): Promise<boolean> {
  const imagen = await trx
    .selectFrom('imagenes')
    .select('id_imagen')
    .where('archivo', '=', hash)
    .limit(1)
    .executeTakeFirst();
  const incidencia = await trx
    .selectFrom('imagenes_incidencia')
    .select('id_imagen')
    .where('archivo', '=', hash)
    .limit(1)
    .executeTakeFirst();
  return imagen !== undefined || incidencia !== undefined;
}
