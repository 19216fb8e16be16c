/**
 * Where uploaded files live, by their content hash: a folder (storage-directory.ts, the default)
 * or an S3-compatible bucket (storage-s3.ts), behind one contract (storage-common.ts).
 */
import type { Settings } from '../config';
import type { Storage } from './storage-common';
import { DirectoryStorage } from './storage-directory';
import { S3Storage } from './storage-s3';

export { AlmacenNoDisponible, type FileToStore, type Storage } from './storage-common';
export { DirectoryStorage } from './storage-directory';
export { S3Storage } from './storage-s3';

/** The store the settings name: a bucket when CLINICA_S3_BUCKET is set, else the folder. */
export function openStorage(settings: Pick<Settings, 'storageDir' | 'objectStore'>): Storage {
  return settings.objectStore
    ? S3Storage.create(settings.objectStore, settings.storageDir)
    : new DirectoryStorage(settings.storageDir);
}
