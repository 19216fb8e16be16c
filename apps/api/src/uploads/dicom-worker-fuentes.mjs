// The DICOM worker run from the sources (tsx, the tests, the benches): a worker thread does not
// inherit the TypeScript loader of the thread that starts it, so it registers its own first.
import { register } from 'tsx/esm/api';

register();
await import('./dicom-worker.ts');
