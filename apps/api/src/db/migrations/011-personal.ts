import { type Kysely, sql } from 'kysely';

/**
 * The clinic's staff managed by its responsable (docs/decisiones.md (46)):
 * - `activo`: a staff account given 'de baja' keeps its rows (its citas, reports, audit) but
 *   neither signs in nor is offered as a professional; 'de alta' again brings it back;
 * - `contrasena_provisional`: a password set by someone else, to be changed at first sign-in;
 * - `ultimo_acceso`: the last successful sign-in, for the staff list;
 * - `num_colegiado`: a doctor's collegiate number (9 digits), unique when given;
 * - `auditoria.campos`: the names of the fields an update changed (never their values).
 */
const statements = [
  'ALTER TABLE usuarios ADD COLUMN activo boolean NOT NULL DEFAULT true',
  'ALTER TABLE usuarios ADD COLUMN contrasena_provisional boolean NOT NULL DEFAULT false',
  'ALTER TABLE usuarios ADD COLUMN ultimo_acceso timestamptz',
  'ALTER TABLE usuarios ADD COLUMN num_colegiado text',
  'CREATE UNIQUE INDEX usuarios_num_colegiado_unico ON usuarios (num_colegiado) WHERE num_colegiado IS NOT NULL',
  'ALTER TABLE auditoria ADD COLUMN campos text',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
