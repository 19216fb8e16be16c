import { type Kysely, sql } from 'kysely';

/**
 * The audit log records what was refused too: each row says its outcome
 * ('permitido', 'denegado' for a 401/403, 'fallido' for a failed sign-in) and the network
 * address the request came from (the client's, through a trusted proxy). Rows written before
 * this migration keep 'permitido' and no address. The index serves the sign-in throttle's
 * question "has this account signed in from this address lately?".
 */
const statements = [
  `ALTER TABLE auditoria ADD COLUMN resultado varchar(10) NOT NULL DEFAULT 'permitido'
    CHECK (resultado IN ('permitido', 'denegado', 'fallido'))`,
  'ALTER TABLE auditoria ADD COLUMN direccion varchar(64)',
  `CREATE INDEX auditoria_inicios_de_sesion ON auditoria (id_usuario, direccion, momento DESC)
    WHERE accion = 'iniciar_sesion' AND resultado = 'permitido'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
