import { type Kysely, sql } from 'kysely';

/**
 * Putting a clinic into service (docs/decisiones.md (45), (46)): an administrative account may be
 * the clinic's responsable, who manages its staff and agenda; and a staff account need not have
 * a DNI (the first manager is created from the command line with an e-mail and a name). A
 * patient's DNI stays required by the contract and the handlers; the unique index on
 * `upper(dni)` lets any number of accounts go without one.
 */
const statements = [
  'ALTER TABLE administrativos ADD COLUMN responsable boolean NOT NULL DEFAULT false',
  'ALTER TABLE usuarios ALTER COLUMN dni DROP NOT NULL',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
