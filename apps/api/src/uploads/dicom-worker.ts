/**
 * The thread DICOM files are checked in (dicom-check.ts starts it): what a deflated data set
 * allocates while it is inflated, hundreds of mebibytes of chunks dropped at once, is collected
 * by this thread's own garbage collector, never in a pause of the server's event loop.
 */
import { parentPort } from 'node:worker_threads';
import { type DicomLimits, dicomProblem } from './dicom';

export interface DicomRequest {
  id: number;
  filePath: string;
  limits: DicomLimits;
}

parentPort?.on('message', async ({ id, filePath, limits }: DicomRequest) => {
  try {
    parentPort?.postMessage({ id, problem: await dicomProblem(filePath, limits) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
