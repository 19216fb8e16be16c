import { randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { ObjectStoreSettings } from '../config';
import { isSocketErrorCode } from '../http/socket-errors';
import { AlmacenNoDisponible, checkHash, type FileToStore, type Storage } from './storage-common';

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
