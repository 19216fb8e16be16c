import { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** One file of a .zip: its path inside, and its bytes or a stream of them. */
export interface ArchivoDelZip {
  nombre: string;
  contenido: Uint8Array | AsyncIterable<Uint8Array>;
  /** Deflate it; PNG, JPEG and WebP are compressed already and go as they are. */
  comprimir: boolean;
}

/**
 * A .zip written as its files come (fflate's streaming Zip), so that a patient's images are read
 * from the store one after another and never all held at once. `fecha` is every file's date.
 * A file that fails half-way ends the stream with its error.
 */
export function zipEnFlujo(archivos: AsyncIterable<ArchivoDelZip>, fecha: Date): Readable {
  async function* trozos(): AsyncGenerator<Buffer> {
    const listos: Uint8Array[] = [];
    let fallo: Error | null = null;
    const zip = new Zip((error, trozo) => {
      if (error) fallo = error;
      else listos.push(trozo);
    });
    // What fflate has written so far, handed on; its errors come through the callback.
    function* entregar(): Generator<Buffer> {
      if (fallo) throw fallo;
      while (listos.length > 0) {
        const trozo = listos.shift() as Uint8Array;
        yield Buffer.from(trozo.buffer, trozo.byteOffset, trozo.byteLength);
      }
    }
    for await (const archivo of archivos) {
      const entrada = archivo.comprimir
        ? new ZipDeflate(archivo.nombre, { level: 6 })
        : new ZipPassThrough(archivo.nombre);
      entrada.mtime = fecha;
      zip.add(entrada);
      if (archivo.contenido instanceof Uint8Array) {
        entrada.push(archivo.contenido, true);
      } else {
        for await (const trozo of archivo.contenido) {
          entrada.push(trozo);
          yield* entregar();
        }
        entrada.push(new Uint8Array(0), true);
      }
      yield* entregar();
    }
    zip.end();
    yield* entregar();
  }
  return Readable.from(trozos());
}
