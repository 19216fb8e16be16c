import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { access, rename, rm } from 'node:fs/promises';
import path from 'node:path';

const HASH = /^[0-9a-f]{64}$/;

/**
 * Files live under their content hash, in a folder nothing serves. A new upload waits in
 * `tmp/` until its database rows are committed; a failed request only ever leaves temp files,
 * which are removed.
 */
export class Storage {
  readonly tmpDir: string;

  constructor(readonly dir: string) {
    this.tmpDir = path.join(dir, 'tmp');
    mkdirSync(this.tmpDir, { recursive: true });
  }

  newTempPath(): string {
    return path.join(this.tmpDir, randomUUID());
  }

  pathOf(hash: string): string {
    if (!HASH.test(hash)) throw new Error('Nombre de archivo interno no válido.');
    return path.join(this.dir, hash);
  }

  /** Moves a received file to its content-hash name (a file with the same content may exist). */
  async keep(tempPath: string, hash: string): Promise<void> {
    const target = this.pathOf(hash);
    try {
      await access(target);
      await rm(tempPath, { force: true });
    } catch {
      await rename(tempPath, target);
    }
  }

  async discard(tempPath: string): Promise<void> {
    await rm(tempPath, { force: true });
  }

  async remove(hash: string): Promise<void> {
    await rm(this.pathOf(hash), { force: true });
  }
}
