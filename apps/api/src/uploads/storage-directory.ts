import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { access, link, open, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { checkHash, type FileToStore, type Storage } from './storage-common';

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
