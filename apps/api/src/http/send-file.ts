import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Storage } from '../uploads/storage';

/** RFC 6266 attachment header: an ASCII fallback and the UTF-8 name. */
export function contentDisposition(name: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'imagen';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * A stored file from the store (a folder or a bucket) as an attachment: the headers are set and
 * the stream is returned, for the handler to return (Fastify sends it), so the audit hook writes
 * a download's row before the first byte leaves.
 */
export async function storedFileStream(
  reply: FastifyReply,
  storage: Storage,
  file: { archivo: string; mime: string; tamano: number; nombre_imagen: string },
): Promise<Readable> {
  const stream = await storage.open(file.archivo);
  reply
    .header('content-type', file.mime)
    .header('content-length', String(file.tamano))
    .header('content-disposition', contentDisposition(file.nombre_imagen))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  return stream;
}
