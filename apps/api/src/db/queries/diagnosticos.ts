import type { Kysely } from 'kysely';
import type { Database } from '../schema';

const COLUMNS = ['id_diagnostico', 'id_cita', 'contenido'] as const;

export function diagnosticoDeCita(db: Kysely<Database>, idCita: number) {
  return db
    .selectFrom('diagnosticos')
    .select(COLUMNS)
    .where('id_cita', '=', idCita)
    .executeTakeFirst();
}

export function insertDiagnostico(
  db: Kysely<Database>,
  values: { id_cita: number; contenido: string; id_medico: number },
) {
  return db.insertInto('diagnosticos').values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}

/** The state and day of the cita a diagnosis belongs to. */
export function citaDelDiagnostico(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('diagnosticos')
    .innerJoin('citas', 'citas.id', 'diagnosticos.id_cita')
    .select(['citas.estado', 'citas.fecha'])
    .where('diagnosticos.id_diagnostico', '=', id)
    .executeTakeFirst();
}

export function actualizarContenido(
  db: Kysely<Database>,
  id: number,
  contenido: string,
  actualizadoEn: Date,
) {
  return db
    .updateTable('diagnosticos')
    .set({ contenido, actualizado_en: actualizadoEn })
    .where('id_diagnostico', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
}
