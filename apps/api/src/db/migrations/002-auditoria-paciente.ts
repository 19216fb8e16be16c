import { type Kysely, sql } from 'kysely';

/**
 * 'Quién ha visto mi historia': each audit row names the patient whose data it is about (and the
 * cita, when there is one), written when the row is appended, so a patient's page is one indexed
 * read and a staff list can leave one row per patient it showed. Rows written before this
 * migration keep both empty (the log is append-only: they are never filled in afterwards).
 */
const statements = [
  'ALTER TABLE auditoria ADD COLUMN id_paciente integer',
  'ALTER TABLE auditoria ADD COLUMN id_cita integer',
  'CREATE INDEX auditoria_por_paciente ON auditoria (id_paciente, momento DESC, id DESC)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
