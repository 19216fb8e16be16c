import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/**
 * PostgreSQL roles: migrations run as the tables' owner
 * (DATABASE_OWNER_URL) and the server serves as another role (DATABASE_URL) that may read and
 * write the clinic's tables but only read and append to the audit log: it cannot update, delete
 * or truncate it, and, not being its owner, cannot disable or drop its append-only trigger.
 * Run after every migration, so the rights follow new tables.
 */
export async function grantServingRole(owner: Kysely<Database>, role: string): Promise<void> {
  const who = sql.id(role);
  const statements = [
    sql`GRANT USAGE ON SCHEMA public TO ${who}`,
    sql`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${who}`,
    sql`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${who}`,
    sql`REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON auditoria FROM ${who}`,
    sql`REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON kysely_migration, kysely_migration_lock FROM ${who}`,
  ];
  // Several processes starting at once (replicas behind a balancer) grant at once: PostgreSQL
  // refuses concurrent GRANTs on one table ('tuple concurrently updated', 17 of 80 here), so
  // they take turns under one advisory lock, held until the grants commit.
  await owner.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended('clinica:permisos', 0))`.execute(trx);
    for (const statement of statements) await statement.execute(trx);
  });
}

export interface RoleCheck {
  role: string;
  superuser: boolean;
  ownsAuditLog: boolean;
}

/** Who the connection is, and whether it could switch the audit log's trigger off. */
export async function checkServingRole(db: Kysely<Database>): Promise<RoleCheck> {
  const { rows } = await sql<{ role: string; superuser: boolean; owns: boolean }>`
    SELECT current_user AS role,
      (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS superuser,
      (SELECT tableowner = current_user FROM pg_tables
        WHERE schemaname = 'public' AND tablename = 'auditoria') AS owns`.execute(db);
  const row = rows[0];
  return {
    role: row?.role ?? '',
    superuser: Boolean(row?.superuser),
    ownsAuditLog: Boolean(row?.owns),
  };
}
