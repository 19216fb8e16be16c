import type { FastifyBaseLogger } from 'fastify';
import type { Settings } from '../config';
import { type Connection, openDatabase } from './connect';
import { migrateToLatest } from './migrate';
import { checkServingRole, grantServingRole } from './roles';

type Log = Pick<FastifyBaseLogger, 'warn' | 'info'>;

/**
 * Brings the database to the latest schema before the server serves. On PostgreSQL with
 * DATABASE_OWNER_URL, the owner migrates and grants the serving role (DATABASE_URL's) its
 * rights; the server then checks that the role it serves as cannot switch the audit log's
 * append-only trigger off, and says so in the log when it can.
 */
export async function prepareDatabase(
  connection: Connection,
  settings: Pick<Settings, 'databaseOwnerUrl'>,
  log: Log,
): Promise<void> {
  if (connection.kind !== 'postgres') {
    await migrateToLatest(connection.db);
    return;
  }
  if (settings.databaseOwnerUrl) {
    const owner = openDatabase({
      kind: 'postgres',
      connectionString: settings.databaseOwnerUrl,
      poolSize: 1,
    });
    try {
      await migrateToLatest(owner.db);
      const { role } = await checkServingRole(connection.db);
      await grantServingRole(owner.db, role);
    } finally {
      await owner.close();
    }
  } else {
    await migrateToLatest(connection.db);
  }
  const serving = await checkServingRole(connection.db);
  if (serving.superuser || serving.ownsAuditLog) {
    log.warn(
      `El servidor usa el rol «${serving.role}», que ${serving.superuser ? 'es superusuario' : 'es dueño de las tablas'}: ` +
        'podría desactivar el disparador que hace la auditoría de solo añadir. Migra con ' +
        'DATABASE_OWNER_URL y sirve con un rol sin esos derechos (docs/configuracion.md, «Roles de PostgreSQL»).',
    );
  } else {
    log.info(
      `PostgreSQL: se sirve con el rol «${serving.role}», que solo puede añadir a la auditoría.`,
    );
  }
}
