import { randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync } from 'node:fs';
import { access, link, open, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { ObjectStoreSettings, Settings } from '../config';
import { ApiError } from '../http/errors';
import { isSocketErrorCode } from '../http/socket-errors';

const HASH = /^[0-9a-f]{64}$/;

function checkHash(hash: string): string {
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
 * committed; `remove` is called only when no row names the hash any more (handlers/files.ts
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

/** The files in a folder nothing serves; new uploads wait in `tmp/`. */
export class DirectoryStorage implements Storage {
  readonly tmpDir: string;
  readonly description: string;

  constructor(readonly dir: string) {
    this.tmpDir = path.join(dir, 'tmp');
    this.description = `directorio ${dir}`;
    mkdirSync(this.tmpDir, { recursive: true });
  }

  newTempPath(): string {
    return path.join(this.tmpDir, randomUUID());
  }

  pathOf(hash: string): string {
    return path.join(this.dir, checkHash(hash));
  }

  async discard(tempPath: string): Promise<void> {
    await rm(tempPath, { force: true });
  }

  /** A hard link: atomic, no copy, and the file appears whole or not at all. */
  async put(file: FileToStore): Promise<void> {
    try {
      await link(file.tempPath, this.pathOf(file.hash));
    } catch (error) {
      // The same content is already there.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }

  async putBytes(hash: string, bytes: Uint8Array): Promise<void> {
    const temp = this.newTempPath();
    try {
      await writeFile(temp, bytes);
      await this.put({ tempPath: temp, hash, size: bytes.length, mime: '' });
    } finally {
      await this.discard(temp);
    }
  }

  async has(hash: string): Promise<boolean> {
    try {
      await access(this.pathOf(hash));
      return true;
    } catch {
      return false;
    }
  }

  async open(hash: string): Promise<Readable> {
    // Opened first, so a missing file fails before the answer's headers are sent.
    const handle = await open(this.pathOf(hash), 'r');
    return handle.createReadStream();
  }

  async remove(hash: string): Promise<void> {
    await rm(this.pathOf(hash), { force: true });
  }

  close(): void {}
}

/** An error of the store itself (unreachable, 5xx, timed out), not a refusal of the request. */
function isUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { $metadata, name, code } = error as {
    $metadata?: { httpStatusCode?: number };
    name?: string;
    code?: string;
  };
  if (isSocketErrorCode(code)) return true;
  if (name === 'TimeoutError' || name === 'RequestTimeout') return true;
  if (error instanceof AggregateError) return error.errors.some(isUnavailable);
  const status = $metadata?.httpStatusCode;
  return status !== undefined && status >= 500;
}

const isMissing = (error: unknown) => {
  const { name, $metadata } = (error ?? {}) as {
    name?: string;
    $metadata?: { httpStatusCode?: number };
  };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
};

/**
 * The AWS SDK, loaded only when a bucket is configured (the default, a folder, never pays for
 * it), through Node's own resolution, which picks its CommonJS build (`main`). Its `module`
 * build is for bundlers (imports without file extensions): Vite (the tests) would pick that one
 * for an `import()`, and Node cannot run it.
 */
function loadSdk(): typeof import('@aws-sdk/client-s3') {
  return createRequire(import.meta.url)('@aws-sdk/client-s3');
}

/**
 * An S3-compatible bucket (MinIO, a cloud provider's). Objects are named by the prefix and the
 * content hash. Each PUT carries the content's SHA-256 (which the upload computed anyway), so a
 * store that checks it refuses a corrupted transfer. The SDK's newer default checksums (CRC32 in
 * a chunked trailer) are asked for only when an operation requires them: several S3-compatible
 * stores do not read that encoding and would keep the chunk framing inside the object.
 */
export class S3Storage implements Storage {
  readonly tmpDir: string;
  readonly description: string;

  constructor(
    private readonly client: S3Client,
    private readonly sdk: typeof import('@aws-sdk/client-s3'),
    private readonly options: ObjectStoreSettings,
    localDir: string,
  ) {
    this.tmpDir = path.join(localDir, 'tmp');
    this.description = `S3 bucket «${options.bucket}»${options.endpoint ? ` en ${options.endpoint}` : ''}`;
    mkdirSync(this.tmpDir, { recursive: true });
  }

  static create(options: ObjectStoreSettings, localDir: string): S3Storage {
    const sdk = loadSdk();
    const client = new sdk.S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that does not answer must not hold a request (and its transaction) for minutes.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
      // Retried here instead (send), with a fresh request body each time: a file's stream
      // cannot be read twice.
      maxAttempts: 1,
    });
    return new S3Storage(client, sdk, options, localDir);
  }

  private key(hash: string): string {
    return `${this.options.prefix}${checkHash(hash)}`;
  }

  /** One call to the store, tried up to three times while the store is unavailable. */
  private async send<T>(run: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await run();
      } catch (error) {
        if (!isUnavailable(error)) throw error;
        if (attempt === 3) throw new AlmacenNoDisponible(error);
        await new Promise((resolve) => setTimeout(resolve, 100 * 4 ** (attempt - 1)));
      }
    }
  }

  newTempPath(): string {
    return path.join(this.tmpDir, randomUUID());
  }

  async discard(tempPath: string): Promise<void> {
    await rm(tempPath, { force: true });
  }

  async put(file: FileToStore): Promise<void> {
    await this.send(() =>
      this.client.send(
        new this.sdk.PutObjectCommand({
          Bucket: this.options.bucket,
          Key: this.key(file.hash),
          // A stream of known length: one PUT, never the whole file in memory; a retry opens
          // the file again.
          Body: createReadStream(file.tempPath),
          ContentLength: file.size,
          ContentType: file.mime || 'application/octet-stream',
          ChecksumSHA256: Buffer.from(file.hash, 'hex').toString('base64'),
        }),
      ),
    );
  }

  async putBytes(hash: string, bytes: Uint8Array, mime: string): Promise<void> {
    await this.send(() =>
      this.client.send(
        new this.sdk.PutObjectCommand({
          Bucket: this.options.bucket,
          Key: this.key(hash),
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: mime,
          ChecksumSHA256: Buffer.from(hash, 'hex').toString('base64'),
        }),
      ),
    );
  }

  async has(hash: string): Promise<boolean> {
    try {
      await this.send(() =>
        this.client.send(
          new this.sdk.HeadObjectCommand({ Bucket: this.options.bucket, Key: this.key(hash) }),
        ),
      );
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async open(hash: string): Promise<Readable> {
    const answer = await this.send(() =>
      this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.options.bucket, Key: this.key(hash) }),
      ),
    );
    // In Node the body is the HTTP response itself: streamed on, never buffered.
    return answer.Body as Readable;
  }

  async remove(hash: string): Promise<void> {
    await this.send(() =>
      this.client.send(
        new this.sdk.DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.key(hash) }),
      ),
    );
  }

  close(): void {
    this.client.destroy();
  }
}

/** The store the settings name: a bucket when CLINICA_S3_BUCKET is set, else the folder. */
export function openStorage(settings: Pick<Settings, 'storageDir' | 'objectStore'>): Storage {
  return settings.objectStore
    ? S3Storage.create(settings.objectStore, settings.storageDir)
    : new DirectoryStorage(settings.storageDir);
}
