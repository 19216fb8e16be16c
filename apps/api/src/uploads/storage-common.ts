import type { Readable } from 'node:stream';
import { ApiError } from '../http/errors';

const HASH = /^[0-9a-f]{64}$/;

export function checkHash(hash: string): string {
  if (!HASH.test(hash)) throw new Error('Nombre de archivo interno no válido.');
  return hash;
}

/** A received file, as the store needs it. */
export interface FileToStore {
  tempPath: string;
  /** SHA-256 of the content, hex: the file's name in the store. */
  hash: string;
  size: number;
  mime: string;
}

/**
 * Where uploaded files live, by their content hash: a local folder (the default) or an
 * S3-compatible bucket. Handlers see only this. An upload is received into a local temp file
 * (hashed and checked as it arrives), then `put` under its hash before the rows that name it are
 * committed; `remove` is called only when no row names the hash any more (uploads/save-with-files.ts
 * serialises the two per hash). Writing the same content twice is harmless.
 */
export interface Storage {
  /** What the log says about it ('directorio /…', 'S3 bucket «…»'). */
  readonly description: string;
  /** Local folder of the files being received (always on this machine's disk). */
  readonly tmpDir: string;
  newTempPath(): string;
  discard(tempPath: string): Promise<void>;
  /** Stores a received temp file under its hash; the temp file stays (the caller discards it). */
  put(file: FileToStore): Promise<void>;
  /** Stores bytes under their hash (the demo clinic's images). */
  putBytes(hash: string, bytes: Uint8Array, mime: string): Promise<void>;
  has(hash: string): Promise<boolean>;
  /** The stored content, streamed; it fails before any byte when the file is missing. */
  open(hash: string): Promise<Readable>;
  remove(hash: string): Promise<void>;
  /** Lets go of connections (an S3 client's sockets). */
  close(): void;
}

/** The store cannot be reached (or answers with a server error): the client may retry soon. */
export class AlmacenNoDisponible extends ApiError {
  constructor(cause: unknown) {
    super(
      503,
      'El almacén de imágenes no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
      undefined,
      { 'retry-after': '5' },
    );
    this.cause = cause;
  }
}
