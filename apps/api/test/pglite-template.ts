import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import { migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/db/schema';

/**
 * PGlite's first start runs initdb inside WebAssembly, which is slow on a busy machine (3–5 s of
 * CPU); the global set-up runs it once, for two things the test files then copy:
 *
 * - `file`, a dump of one migrated database, from which every test file starts its own copy in
 *   memory in a fraction of the time. The dump leaves out initdb's two template databases: only
 *   CREATE DATABASE reads them, which nothing does on PGlite (the server and the tests use its
 *   `postgres` database). Each copy then loads 25 MB instead of 40 (a test database starts in
 *   about 0.5 s of CPU instead of 0.65).
 * - `emptyCluster`, a data directory exactly as PGlite's initdb leaves a new one, nothing
 *   migrated: copied into a server's data folder (cluster-vacio.ts), it spares the process its
 *   own initdb, and the server finds what it finds on a clinic's first start, an empty database.
 */
export async function createPgliteTemplate(): Promise<{
  file: string;
  emptyCluster: string;
  remove(): void;
}> {
  const dir = mkdtempSync(path.join(tmpdir(), 'clinica-pglite-'));
  const emptyCluster = path.join(dir, 'vacia');
  const fresh = new PGlite({ dataDir: emptyCluster });
  await fresh.waitReady;
  await fresh.close();
  // The migrated template starts from a copy of the same cluster: initdb runs once.
  const work = path.join(dir, 'plantilla');
  cpSync(emptyCluster, work, { recursive: true });
  const pglite = new PGlite({ dataDir: work });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  await migrateToLatest(db);
  for (const template of ['template0', 'template1']) {
    await pglite.exec(`UPDATE pg_database SET datistemplate = false WHERE datname = '${template}'`);
    await pglite.exec(`DROP DATABASE ${template}`);
  }
  await pglite.exec('CHECKPOINT');
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  const file = path.join(dir, 'plantilla.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  rmSync(work, { recursive: true, force: true });
  return { file, emptyCluster, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
