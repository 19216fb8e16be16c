import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, ImagenesIncidenciaTable, IncidenciasTable } from '../schema';

const COLUMNS = [
  'id',
  'asunto',
  'descripcion',
  'nivel_prioridad',
  'fecha',
  'estado',
  'nombre',
  'puesto_trabajo',
  'id_administrativo',
  'id_medico',
  'id_radiologo',
] as const;

const IMAGE_COLUMNS = ['id_imagen', 'id_incidencia', 'nombre_imagen', 'mime as tipo'] as const;

/** An employee's incidencias, the most recent first; at most the contract's maxItems. */
export function incidenciasDe(db: Kysely<Database>, idUsuario: number) {
  return (
    db
      .selectFrom('incidencias')
      .select(COLUMNS)
      .where('id_usuario', '=', idUsuario)
      .orderBy('fecha', 'desc')
      .orderBy('id', 'desc')
      // The contract's maxItems: the most recent ones.
      .limit(1000)
      .execute()
  );
}

export function incidenciaPorId(db: Kysely<Database>, id: number) {
  return db.selectFrom('incidencias').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function estadoDeIncidencia(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('incidencias')
    .select(['id', 'estado'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function insertIncidencia(db: Kysely<Database>, values: Insertable<IncidenciasTable>) {
  return db.insertInto('incidencias').values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}

/** Changes a PENDIENTE incidencia; undefined when it is no longer pending. */
export function actualizarPendiente(
  db: Kysely<Database>,
  id: number,
  values: Updateable<IncidenciasTable>,
) {
  return db
    .updateTable('incidencias')
    .set(values)
    .where('id', '=', id)
    .where('estado', '=', 'PENDIENTE')
    .returning(COLUMNS)
    .executeTakeFirst();
}

/** Removes a PENDIENTE incidencia; false when it is no longer pending. */
export async function borrarPendiente(db: Kysely<Database>, id: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('incidencias')
    .where('id', '=', id)
    .where('estado', '=', 'PENDIENTE')
    .executeTakeFirst();
  return deleted.numDeletedRows !== 0n;
}

/** An incidencia's images, in the order they were sent. */
export function imagenesDeIncidencia(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('imagenes_incidencia')
    .select(IMAGE_COLUMNS)
    .where('id_incidencia', '=', id)
    .orderBy('id_imagen')
    .execute();
}

export function insertImagenIncidencia(
  db: Kysely<Database>,
  values: Insertable<ImagenesIncidenciaTable>,
) {
  return db
    .insertInto('imagenes_incidencia')
    .values(values)
    .returning(IMAGE_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Removes an incidencia's images; the stored files they named (their hashes). */
export async function borrarImagenesDeIncidencia(
  db: Kysely<Database>,
  id: number,
): Promise<string[]> {
  const rows = await db
    .deleteFrom('imagenes_incidencia')
    .where('id_incidencia', '=', id)
    .returning('archivo')
    .execute();
  return rows.map((row) => row.archivo);
}

/** What a download of an incidencia's image needs. */
export function archivoDeImagenIncidencia(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('imagenes_incidencia')
    .select(['archivo', 'mime', 'tamano', 'nombre_imagen'])
    .where('id_imagen', '=', id)
    .executeTakeFirst();
}
