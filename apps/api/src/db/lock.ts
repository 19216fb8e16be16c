import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export interface DataDirLock {
  release(): void;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite does not lock its data directory, and two processes on one directory lose rows.
 * The lock file holds the owner's pid; a lock left by a process that no longer runs is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'clinica.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
        throw new Error(
          `La base de datos de ${dataDir} ya está abierta por otro proceso (pid ${owner}). ` +
            'Detén ese servidor o usa otro CLINICA_DATA_DIR. / ' +
            `The database in ${dataDir} is already open by another process (pid ${owner}). ` +
            'Stop that server or set another CLINICA_DATA_DIR.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`No se pudo bloquear ${dataDir}. / Could not lock ${dataDir}.`);
}
