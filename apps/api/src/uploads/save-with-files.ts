import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { retiradaAplazada } from '../copias/bloqueo';
import { archivoEnUso, lockHashes } from '../db/queries/archivos';
import type { Database } from '../db/schema';
import type { ReceivedFile } from './receive';
import type { Storage } from './storage';

const uniqueByHash = (files: ReceivedFile[]) => [
  ...new Map(files.map((file) => [file.hash, file])).values(),
];

/**
 * Runs `work` (the inserts of rows naming `files`) in one transaction (`transaction`: the
 * request's audited one, http/audit.ts), with the files in the store before it commits (docs/decisiones.md (6): all or nothing, with a folder or an object store):
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
  { db, storage }: { db: Kysely<Database>; storage: Storage },
  files: ReceivedFile[],
  transaction: <R>(work: (trx: Kysely<Database>) => Promise<R>) => Promise<R>,
  work: (trx: Kysely<Database>) => Promise<T>,
  log?: Pick<FastifyBaseLogger, 'error'>,
): Promise<T> {
  const unique = uniqueByHash(files);
  try {
    for (const file of unique) await storage.put(file);
    return await transaction(async (trx) => {
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
 * While a backup runs, the file stays: the backup may still copy it, and removes it when it ends
 * (copias/bloqueo.ts).
 */
export async function removeUnreferenced(
  db: Kysely<Database>,
  storage: Storage,
  hashes: string[],
): Promise<void> {
  for (const hash of new Set(hashes)) {
    await db.transaction().execute(async (trx) => {
      await lockHashes(trx, [hash]);
      if (await archivoEnUso(trx, hash)) return;
      if (await retiradaAplazada(db, trx)) return;
      await storage.remove(hash);
    });
  }
}
