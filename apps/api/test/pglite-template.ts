import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import { migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/db/schema';

/**
 * PGlite's first start runs initdb inside WebAssembly, which is slow on a busy machine; a dump
 * of one migrated database lets every test file start its own copy in a fraction of the time.
 */
export async function createPgliteTemplate(): Promise<{ file: string; remove(): void }> {
  const pglite = new PGlite();
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  await migrateToLatest(db);
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  const dir = mkdtempSync(path.join(tmpdir(), 'clinica-pglite-'));
  const file = path.join(dir, 'plantilla.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
