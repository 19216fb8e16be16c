import { type Kysely, sql } from 'kysely';

/**
 * Idempotency-Key records (docs/decisiones.md (36)): the first answer of a creating POST, kept per user,
 * operation and key, so a retried request gets it again instead of creating twice. In the
 * database, not in memory, so every server process sharing a PostgreSQL sees the same records.
 */
const statements = [
  `CREATE TABLE idempotencia (
    id_usuario integer NOT NULL REFERENCES usuarios(id) ON DELETE CASCADE,
    operacion text NOT NULL,
    clave text NOT NULL,
    huella text NOT NULL,
    estado text NOT NULL CHECK (estado IN ('EN_CURSO', 'TERMINADA')),
    codigo integer,
    tipo_contenido text,
    respuesta text,
    creada_en timestamptz NOT NULL,
    caduca_en timestamptz NOT NULL,
    PRIMARY KEY (id_usuario, operacion, clave)
  )`,
  'CREATE INDEX idempotencia_caducidad ON idempotencia (caduca_en)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
