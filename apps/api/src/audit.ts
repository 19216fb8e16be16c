import type { Kysely } from 'kysely';
import type { Database } from './db/schema';

export type AuditAction =
  | 'leer'
  | 'crear'
  | 'actualizar'
  | 'borrar'
  | 'descargar'
  | 'iniciar_sesion'
  | 'cerrar_sesion';

export interface AuditEntry {
  userId: number | null;
  action: AuditAction;
  entity: string;
  recordId?: number | string | null;
}

/** Appends who did what to which record; the time is the database's own clock (UTC). */
export async function audit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('auditoria')
    .values({
      id_usuario: entry.userId,
      accion: entry.action,
      entidad: entry.entity,
      id_registro: entry.recordId == null ? null : String(entry.recordId),
    })
    .execute();
}
