import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export interface DataDirLock {
  release(): void;
}

/** Who holds the lock: a process, told apart from a later one that reuses its pid. */
export interface LockOwner {
  pid: number;
  /** The process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat). */
  start: string | null;
  /** /proc/sys/kernel/random/boot_id: a new one at every boot. */
  boot: string | null;
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

/** The start time of a running process, or null where /proc does not say (not Linux, gone). */
export function processStart(pid: number): string | null {
  const stat = readOrNull(`/proc/${pid}/stat`);
  if (!stat) return null;
  // The command name, in parentheses, may hold spaces: the fields count from its end.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null;
}

export const bootId = () => readOrNull('/proc/sys/kernel/random/boot_id');

export function currentOwner(): LockOwner {
  return { pid: process.pid, start: processStart(process.pid), boot: bootId() };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A lock file's owner: JSON now; a bare pid from older versions. */
function parseOwner(text: string): LockOwner | null {
  try {
    const value = JSON.parse(text) as Partial<LockOwner> | number;
    if (typeof value === 'number') return { pid: value, start: null, boot: null };
    if (value && Number.isInteger(value.pid) && (value.pid as number) > 0) {
      return { pid: value.pid as number, start: value.start ?? null, boot: value.boot ?? null };
    }
  } catch {}
  return null;
}

/**
 * Whether the process that wrote the lock still runs. Not when: the lock holds our own pid (we
 * are starting, so that was an earlier life of this pid: a container's PID 1 killed and
 * restarted); the machine booted since; the pid runs but started at another time (reused).
 */
export function ownerIsAlive(owner: LockOwner, self: LockOwner = currentOwner()): boolean {
  if (owner.pid === self.pid) return false;
  if (owner.boot && self.boot && owner.boot !== self.boot) return false;
  if (!isRunning(owner.pid)) return false;
  if (owner.start) {
    const start = processStart(owner.pid);
    if (start !== null && start !== owner.start) return false;
  }
  return true;
}

/** The live process holding `dataDir`'s lock, if any (a server serving from it). */
export function lockHolder(dataDir: string): LockOwner | null {
  const owner = parseOwner(readOrNull(path.join(dataDir, 'clinica.lock')) ?? '');
  return owner && ownerIsAlive(owner) ? owner : null;
}

/**
 * PGlite does not lock its data directory, and two processes on one directory lose rows. The
 * lock file names its owner (pid, start time, boot); a lock whose owner no longer runs is taken
 * over, so a crash never blocks a restart, and a live owner is refused with a clear message.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'clinica.lock');
  const self = currentOwner();
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify(self));
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
      const owner = parseOwner(readOrNull(file) ?? '');
      if (owner && ownerIsAlive(owner, self)) {
        throw new Error(
          `La base de datos de ${dataDir} ya está abierta por otro proceso (pid ${owner.pid}). ` +
            'Detén ese servidor o usa otro CLINICA_DATA_DIR. / ' +
            `The database in ${dataDir} is already open by another process (pid ${owner.pid}). ` +
            'Stop that server or set another CLINICA_DATA_DIR.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`No se pudo bloquear ${dataDir}. / Could not lock ${dataDir}.`);
}
