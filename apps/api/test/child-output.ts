import type { ChildProcess } from 'node:child_process';

/**
 * How long a test with a server process of its own may run before it is taken for hung. Not
 * a measure of speed: a process starts when it starts (on a busy machine a minute or more), and
 * each test waits for what the process says, not for a clock; this only ends a hang.
 */
export const HANG_GUARD_MS = 600_000;

/**
 * Resolves once the process has written `text` (stdout or stderr, read through `output`);
 * rejects with all it wrote if it exits first. No deadline: see HANG_GUARD_MS.
 */
export function untilOutput(
  child: ChildProcess,
  output: () => string,
  text: string,
  name = 'El proceso',
): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!output().includes(text)) return;
      stop();
      resolve();
    };
    const exited = (code: number | null) => {
      stop();
      reject(new Error(`${name} terminó (${code}) sin escribir «${text}»:\n${output()}`));
    };
    const stop = () => {
      child.stdout?.off('data', check);
      child.stderr?.off('data', check);
      child.off('exit', exited);
    };
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.on('exit', exited);
    if (child.exitCode !== null) exited(child.exitCode);
    else check();
  });
}
