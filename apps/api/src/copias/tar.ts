/** Writing and reading the archive's entries one at a time, as streams (never a file in memory). */
import { once } from 'node:events';
import type { Pack } from 'tar-stream';

/** What an entry is read from: a Node stream (a file, an S3 body) or any stream of bytes. */
export type Bytes = AsyncIterable<Uint8Array | string> & { destroy(error?: Error): unknown };

/** Writes one entry of `size` bytes from `fuente`; `alPasar` sees every chunk (a checksum). */
export function anadirEntrada(
  pack: Pack,
  nombre: string,
  size: number,
  fuente: Bytes | Buffer,
  alPasar?: (trozo: Buffer) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const cabecera = { name: nombre, size, mode: 0o600, mtime: new Date(0) };
    if (Buffer.isBuffer(fuente)) {
      alPasar?.(fuente);
      pack.entry(cabecera, fuente, (error) => (error ? reject(error) : resolve()));
      return;
    }
    const destino = pack.entry(cabecera, (error) => (error ? reject(error) : resolve()));
    (async () => {
      for await (const trozo of fuente) {
        const bytes = Buffer.isBuffer(trozo) ? trozo : Buffer.from(trozo);
        alPasar?.(bytes);
        if (!destino.write(bytes)) await once(destino, 'drain');
      }
      destino.end(() => {});
    })().catch((error: unknown) => {
      fuente.destroy();
      destino.destroy(error as Error);
      reject(error);
    });
  });
}
