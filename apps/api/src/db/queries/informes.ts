import type { Kysely } from 'kysely';
import type { Database } from '../schema';

const COLUMNS = ['id_informe', 'id_cita', 'id_radiologo', 'contenido'] as const;

export function informeDeCita(db: Kysely<Database>, idCita: number) {
  return db.selectFrom('informes').select(COLUMNS).where('id_cita', '=', idCita).executeTakeFirst();
}

export async function citaTieneInforme(db: Kysely<Database>, idCita: number): Promise<boolean> {
  const existing = await db
    .selectFrom('informes')
    .select('id_informe')
    .where('id_cita', '=', idCita)
    .executeTakeFirst();
  return existing !== undefined;
}

export function insertInforme(
  db: Kysely<Database>,
  values: { id_cita: number; contenido: string; id_radiologo: number },
) {
  return db.insertInto('informes').values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}

/** A report with its cita's patient and state (an image is added to it). */
export function informeConCita(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('informes')
    .innerJoin('citas', 'citas.id', 'informes.id_cita')
    .select(['informes.id_informe', 'informes.id_cita', 'citas.id_paciente', 'citas.estado'])
    .where('informes.id_informe', '=', id)
    .executeTakeFirst();
}
