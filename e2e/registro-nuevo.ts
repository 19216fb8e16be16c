import { rmSync } from 'node:fs';
import { CARPETA_DE_REGISTROS } from './registro';

/** Before the run: the logs of an earlier run are not this one's. */
export default function registroNuevo(): void {
  rmSync(CARPETA_DE_REGISTROS, { recursive: true, force: true });
}
