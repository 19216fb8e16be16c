import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ReceivedFile } from '../uploads/receive';
import type { Storage } from '../uploads/storage';

/** After the rows are committed, the files take their content-hash names. */
export async function keepFiles(storage: Storage, files: ReceivedFile[]): Promise<void> {
  for (const file of files) await storage.keep(file.tempPath, file.hash);
}

/** Removes stored files that no row names any more (two uploads may share content). */
export async function removeUnreferenced(
  db: Kysely<Database>,
  storage: Storage,
  hashes: string[],
): Promise<void> {
  for (const hash of new Set(hashes)) {
    const [imagen, incidencia] = await Promise.all([
      db
        .selectFrom('imagenes')
        .select('id_imagen')
        .where('archivo', '=', hash)
        .limit(1)
        .executeTakeFirst(),
      db
        .selectFrom('imagenes_incidencia')
        .select('id_imagen')
        .where('archivo', '=', hash)
        .limit(1)
        .executeTakeFirst(),
    ]);
    if (!imagen && !incidencia) await storage.remove(hash);
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

export function sendStoredFile(
  reply: FastifyReply,
  storage: Storage,
  file: { archivo: string; mime: string; tamano: number; nombre_imagen: string },
  openStream: (path: string) => NodeJS.ReadableStream,
) {
  reply
    .header('content-type', file.mime)
    .header('content-length', String(file.tamano))
    .header('content-disposition', contentDisposition(file.nombre_imagen))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  return reply.send(openStream(storage.pathOf(file.archivo)));
}
