import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';

/** Whether the database answers: throws its error (unreachable, stopped) when it does not. */
export async function estaViva(db: Kysely<Database>): Promise<void> {
  await sql`SELECT 1`.execute(db);
}
