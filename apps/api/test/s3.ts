/**
 * A local S3-compatible server for the tests (s3rver, on loopback, a temporary directory), and a
 * client to look into its bucket. Production uses MinIO or a cloud bucket; the server speaks to
 * both the same way.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { ObjectStoreSettings } from '../src/config';

export interface TestObjectStore {
  settings: ObjectStoreSettings;
  /** The same settings as CLINICA_S3_* variables, for a server process. */
  env: Record<string, string>;
  /** The names of the objects in the bucket (prefix included), sorted. */
  list(): Promise<string[]>;
  close(): Promise<void>;
}

// The SDK's CommonJS build, as the server loads it (src/uploads/storage.ts says why).
const { ListObjectsV2Command, S3Client } = createRequire(import.meta.url)(
  '@aws-sdk/client-s3',
) as typeof import('@aws-sdk/client-s3');

export async function startObjectStore(prefix = 'clinica/'): Promise<TestObjectStore> {
  const directory = mkdtempSync(path.join(tmpdir(), 'clinica-s3-'));
  const bucket = 'clinica-pruebas';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = await server.run();
  const settings: ObjectStoreSettings = {
    bucket,
    endpoint: `http://127.0.0.1:${address.port}`,
    region: 'eu-south-2',
    // s3rver's fixed credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix,
  };
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    settings,
    env: {
      CLINICA_S3_BUCKET: bucket,
      CLINICA_S3_ENDPOINT: settings.endpoint as string,
      CLINICA_S3_REGION: settings.region,
      CLINICA_S3_ACCESS_KEY_ID: 'S3RVER',
      CLINICA_S3_SECRET_ACCESS_KEY: 'S3RVER',
      CLINICA_S3_FORCE_PATH_STYLE: 'true',
      CLINICA_S3_PREFIX: prefix,
    },
    async list() {
      const answer = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (answer.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
