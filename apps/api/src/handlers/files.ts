import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { ReceivedFile } from '../uploads/receive';
import type { Storage } from '../uploads/storage';

/**
 * Serialises, per content hash, a request that stores a file and commits rows naming it against
 * one that removes the file once no row names it: a transaction-scoped advisory lock, taken in
 * hash order so two requests sharing files never wait on each other in a cycle. Every server
 * process sharing the database sees the same locks.
 */
async function lockHashes(trx: Kysely<Database>, hashes: Iterable<string>): Promise<void> {
  for (const hash of [...new Set(hashes)].sort()) {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`archivo:${hash}`}, 0))`.execute(trx);
  }
}

const uniqueByHash = (files: ReceivedFile[]) => [
  ...new Map(files.map((file) => [file.hash, file])).values(),
];

/**
 * Runs `work` (the inserts of rows naming `files`) in one transaction, with the files in the
 * store before it commits (docs/decisiones.md (6): all or nothing, with a folder or an object store):
 *
 * 1. each file is stored under its hash (the same content twice is one object);
 * 2. in the transaction, under the hashes' locks, each file is checked to be there still (a
 *    removal of the same content, between 1 and the lock, is put right by storing it again);
 *    no row can commit naming a missing file;
 * 3. when anything fails, the files no committed row names are removed: no orphan object.
 *
 * The temp files are gone when it returns, whatever happened.
 */
export async function saveWithFiles<T>(
  db: Kysely<Database>,
  storage: Storage,
  files: ReceivedFile[],
  work: (trx: Kysely<Database>) => Promise<T>,
  log?: Pick<FastifyBaseLogger, 'error'>,
): Promise<T> {
  const unique = uniqueByHash(files);
  try {
    for (const file of unique) await storage.put(file);
    return await db.transaction().execute(async (trx) => {
      const result = await work(trx);
      await lockHashes(
        trx,
        unique.map((file) => file.hash),
      );
      for (const file of unique) {
        if (!(await storage.has(file.hash))) await storage.put(file);
      }
      return result;
    });
  } catch (error) {
    try {
      await removeUnreferenced(
        db,
        storage,
        unique.map((file) => file.hash),
      );
    } catch (cleanup) {
      // The store is unreachable too: the files stay unused until the same content comes again.
      log?.error({ err: cleanup }, 'No se pudieron quitar los archivos de una petición fallida.');
    }
    throw error;
  } finally {
    await Promise.all(files.map((file) => storage.discard(file.tempPath)));
  }
}

/**
 * Removes stored files that no row names any more (two uploads may share content), each under
 * its hash's lock, so a request committing a row naming it waits, and then stores it again.
 */
export async function removeUnreferenced(
  db: Kysely<Database>,
  storage: Storage,
  hashes: string[],
): Promise<void> {
  for (const hash of new Set(hashes)) {
    await db.transaction().execute(async (trx) => {
      await lockHashes(trx, [hash]);
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
      if (!imagen && !incidencia) await storage.remove(hash);
    });
  }
}

/** RFC 6266 attachment header: an ASCII fallback and the UTF-8 name. */
export function contentDisposition(name: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'imagen';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Streams a stored file from the store (a folder or a bucket) as an attachment. */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: Storage,
  file: { archivo: string; mime: string; tamano: number; nombre_imagen: string },
) {
  const stream = await storage.open(file.archivo);
  reply
    .header('content-type', file.mime)
    .header('content-length', String(file.tamano))
    .header('content-disposition', contentDisposition(file.nombre_imagen))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  return reply.send(stream);
}
