import { type Kysely, type Selectable, sql } from 'kysely';
import type { CopiasDeSeguridadTable, Database, OrigenCopia, ResultadoCopia } from '../schema';

export type FilaDeCopia = Selectable<CopiasDeSeguridadTable>;

/**
 * A backup begins: its row, 'en_curso'. A daily one is claimed by its clinic day: when another
 * process has already claimed the day, nothing is written and the answer is null.
 */
export async function empezarCopia(
  db: Kysely<Database>,
  copia: { origen: OrigenCopia; dia?: string; ahora: Date },
): Promise<number | null> {
  const insercion = db
    .insertInto('copias_de_seguridad')
    .values({ origen: copia.origen, dia: copia.dia ?? null, empezada_en: copia.ahora });
  // The partial unique index is named by its predicate written out: PostgreSQL cannot match it
  // to a bound parameter ('origen = $4'), and then refuses the insert instead of inferring it.
  const fila = await (copia.origen === 'diaria'
    ? insercion.onConflict((conflicto) =>
        conflicto.column('dia').where(sql<boolean>`origen = 'diaria'`).doNothing(),
      )
    : insercion
  )
    .returning('id')
    .executeTakeFirst();
  return fila?.id ?? null;
}

export async function terminarCopia(
  db: Kysely<Database>,
  id: number,
  fin: {
    resultado: Exclude<ResultadoCopia, 'en_curso'>;
    ahora: Date;
    archivo?: string;
    bytes?: number;
    mensaje?: string;
  },
): Promise<void> {
  await db
    .updateTable('copias_de_seguridad')
    .set({
      resultado: fin.resultado,
      terminada_en: fin.ahora,
      archivo: fin.archivo ?? null,
      bytes: fin.bytes ?? null,
      mensaje: fin.mensaje ?? null,
    })
    .where('id', '=', id)
    .execute();
}

const COLUMNAS = [
  'id',
  'origen',
  'dia',
  'empezada_en',
  'terminada_en',
  'resultado',
  'archivo',
  'bytes',
  'mensaje',
] as const;

/** The last backup begun, whatever its result. */
export async function ultimaCopia(db: Kysely<Database>): Promise<FilaDeCopia | undefined> {
  return db
    .selectFrom('copias_de_seguridad')
    .select(COLUMNAS)
    .orderBy('empezada_en', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The last backup that ended well (whole, or with files the store lacked). */
export async function ultimaCopiaHecha(db: Kysely<Database>): Promise<FilaDeCopia | undefined> {
  return db
    .selectFrom('copias_de_seguridad')
    .select(COLUMNAS)
    .where('resultado', 'in', ['correcta', 'incompleta'])
    .orderBy('empezada_en', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
