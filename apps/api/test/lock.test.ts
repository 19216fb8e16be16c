/**
 * A stale lock never blocks a restart, decided by something that survives pid
 * reuse (the process's start time and the boot id); a live owner is refused in Spanish.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bootId, currentOwner, lockDataDir, processStart } from '../src/db/lock';

describe('the PGlite data directory lock', () => {
  let dir: string;
  const lockFile = () => path.join(dir, 'clinica.lock');
  const write = (owner: object) => writeFileSync(lockFile(), JSON.stringify(owner));

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'clinica-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes its owner: pid, start time and boot', () => {
    const lock = lockDataDir(dir);
    const owner = JSON.parse(readFileSync(lockFile(), 'utf8'));
    expect(owner).toEqual(currentOwner());
    expect(owner.pid).toBe(process.pid);
    expect(owner.start).toMatch(/^\d+$/);
    expect(owner.boot).toMatch(/^[0-9a-f-]{36}$/);
    lock.release();
  });

  it('takes over a lock that holds its own pid (a container PID 1 killed and restarted)', () => {
    // The old lock format held only the pid: "1" in a container, our own pid at its restart.
    writeFileSync(lockFile(), String(process.pid));
    lockDataDir(dir).release();
    write({ pid: process.pid, start: '1', boot: bootId() });
    lockDataDir(dir).release();
  });

  it('takes over a lock whose pid now belongs to another process (pid reused)', () => {
    // The parent runs, but not since the time the lock says.
    write({ pid: process.ppid, start: '1', boot: bootId() });
    lockDataDir(dir).release();
  });

  it('takes over a lock written before the machine booted', () => {
    write({ pid: process.ppid, start: processStart(process.ppid), boot: 'otro-arranque' });
    lockDataDir(dir).release();
  });

  it('refuses, in Spanish, a lock held by a process that still runs', async () => {
    const holder = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      await new Promise((resolve) => holder.once('spawn', resolve));
      const pid = holder.pid as number;
      write({ pid, start: processStart(pid), boot: bootId() });
      expect(() => lockDataDir(dir)).toThrow(
        `La base de datos de ${dir} ya está abierta por otro proceso (pid ${pid}).`,
      );
    } finally {
      holder.kill('SIGKILL');
    }
  });
});
