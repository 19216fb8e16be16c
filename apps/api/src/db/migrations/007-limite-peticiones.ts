import { type Kysely, sql } from 'kysely';

/**
 * The API's rate limit per client address, shared by every server process on one
 * PostgreSQL: one row per key with the start of its fixed window and the requests counted in it.
 * UNLOGGED: the counters are written on every API call and are worth nothing after a crash
 * (PostgreSQL empties the table then), so they skip the write-ahead log. On PGlite, which one
 * process opens, the limit stays in that process's memory and the table is unused.
 */
const statements = [
  `CREATE UNLOGGED TABLE limite_peticiones (
    clave text PRIMARY KEY,
    inicio timestamptz NOT NULL,
    peticiones integer NOT NULL
  )`,
  'CREATE INDEX limite_peticiones_inicio ON limite_peticiones (inicio)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
