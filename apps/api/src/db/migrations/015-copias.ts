import { type Kysely, sql } from 'kysely';

/**
 * Backups (docs/decisiones.md (59)): one row per backup made (by the daily schedule, by the
 * responsable's 'Hacer una copia ahora', or by `npm run clinica -- copia-de-seguridad`), so the
 * responsable sees the last one's time, size and result. A daily backup is claimed by its
 * clinic day: with several server processes on one PostgreSQL, the one whose row goes in makes
 * it. The table is the server's own record and is left out of the backups themselves.
 */
const statements = [
  `CREATE TABLE copias_de_seguridad (
    id serial PRIMARY KEY,
    origen varchar(10) NOT NULL CHECK (origen IN ('diaria', 'manual', 'orden')),
    dia date,
    empezada_en timestamptz NOT NULL,
    terminada_en timestamptz,
    resultado varchar(10) NOT NULL DEFAULT 'en_curso'
      CHECK (resultado IN ('en_curso', 'correcta', 'incompleta', 'fallida')),
    archivo varchar(255),
    bytes bigint,
    mensaje text,
    CHECK ((origen = 'diaria') = (dia IS NOT NULL))
  )`,
  `CREATE UNIQUE INDEX copias_una_diaria_por_dia ON copias_de_seguridad (dia)
    WHERE origen = 'diaria'`,
  'CREATE INDEX copias_por_momento ON copias_de_seguridad (empezada_en DESC, id DESC)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
