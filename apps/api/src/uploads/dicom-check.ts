import { Worker } from 'node:worker_threads';
import type { DicomLimits, DicomProblem } from './dicom';
import type { DicomRequest } from './dicom-worker';

/**
 * The worker's module: from the sources, a bootstrap that gives the thread tsx before it loads
 * dicom-worker.ts; in the built server, dicom-worker.js beside main.js (scripts/build.mjs builds
 * it as an entry of its own).
 */
const fromSources = import.meta.url.endsWith('.ts');
const WORKER = new URL(
  fromSources ? './dicom-worker-fuentes.mjs' : './dicom-worker.js',
  import.meta.url,
);

/** The kit's rules from their TypeScript source, as the server that starts it reads them. */
function sourceExecArgv(): string[] {
  const execArgv = [...process.execArgv];
  if (!execArgv.some((arg) => arg.includes('@clinica/source'))) {
    execArgv.push('--conditions=@clinica/source');
  }
  return execArgv;
}

interface Pending {
  resolve: (problem: DicomProblem | undefined) => void;
  reject: (error: Error) => void;
}

/**
 * Checks received DICOM files (`dicomProblem`) in one worker thread, started with the first
 * DICOM and kept for the next ones, which it checks side by side. A worker that dies fails the
 * checks it was running (a 500) and the next check starts another.
 */
export class DicomChecker {
  private current: { worker: Worker; pending: Map<number, Pending> } | undefined;
  private nextId = 0;

  check(filePath: string, limits: DicomLimits): Promise<DicomProblem | undefined> {
    const { worker, pending } = this.current ?? this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, filePath, limits } satisfies DicomRequest);
    });
  }

  private start() {
    const worker = new Worker(WORKER, fromSources ? { execArgv: sourceExecArgv() } : {});
    const pending = new Map<number, Pending>();
    // Requests keep the server alive, not an idle worker.
    worker.unref();
    worker.on('message', (answer: { id: number; problem?: DicomProblem; error?: string }) => {
      const request = pending.get(answer.id);
      pending.delete(answer.id);
      if (answer.error !== undefined) request?.reject(new Error(answer.error));
      else request?.resolve(answer.problem);
    });
    const fail = (error: Error) => {
      if (this.current?.worker === worker) this.current = undefined;
      for (const request of pending.values()) request.reject(error);
      pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`El hilo de los DICOM terminó (${code}).`)));
    this.current = { worker, pending };
    return this.current;
  }

  /** Stops the worker; checks still running fail. */
  async close(): Promise<void> {
    const worker = this.current?.worker;
    this.current = undefined;
    await worker?.terminate();
  }
}
