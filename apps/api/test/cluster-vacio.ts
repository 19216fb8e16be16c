/**
 * A new clinic's embedded database without running initdb again: the global set-up's empty
 * cluster (pglite-template.ts), copied where the server keeps its database (`<dataDir>/pglite`,
 * src/db/connect.ts). The server then starts as on a clinic's first start, on an empty database
 * that it migrates (and seeds, with the demo on); only PGlite's initdb, 3–5 s of CPU in
 * WebAssembly, is spared. main.test.ts' first start still makes its data folder from nothing,
 * as `npm start` does on a fresh clone, and so does build-server.test.ts.
 */
import { cpSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/** Gives `dataDir` (made if missing) the empty cluster; returns `dataDir`. */
export function conClusterVacio(dataDir: string): string {
  cpSync(inject('pgliteVacia'), path.join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}
