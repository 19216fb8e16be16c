import { ROL } from '@clinica/api-client/reglas';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { AuditoriaTable, Database } from '../schema';
import { fullName } from './personas';

export type AuditRow = Insertable<AuditoriaTable>;

export async function insertAuditoria(db: Kysely<Database>, rows: AuditRow[]): Promise<void> {
  await db.insertInto('auditoria').values(rows).execute();
}

export type Subject = { id_paciente: number | null; id_cita: number | null };

/** Entities whose record id is the patient's own id. */
const PATIENT_ENTITIES = new Set(['paciente', 'historial', 'citas_paciente', 'datos_paciente']);

/** Whose data a row is about, from the record it names (none for sessions, incidents...). */
export async function subjectOf(
  db: Kysely<Database>,
  entity: string,
  recordId: number | string | null | undefined,
): Promise<Subject> {
  const none = { id_paciente: null, id_cita: null };
  const id = Number(recordId);
  if (recordId == null || !Number.isInteger(id)) return none;
  if (PATIENT_ENTITIES.has(entity)) return { id_paciente: id, id_cita: null };
  const found = await (() => {
    switch (entity) {
      case 'cita':
      case 'imagenes_cita':
        return db
          .selectFrom('citas')
          .select(['id_paciente', 'id as id_cita'])
          .where('id', '=', id)
          .executeTakeFirst();
      case 'diagnostico':
        return db
          .selectFrom('diagnosticos')
          .innerJoin('citas', 'citas.id', 'diagnosticos.id_cita')
          .select(['citas.id_paciente', 'citas.id as id_cita'])
          .where('diagnosticos.id_diagnostico', '=', id)
          .executeTakeFirst();
      case 'informe':
        return db
          .selectFrom('informes')
          .innerJoin('citas', 'citas.id', 'informes.id_cita')
          .select(['citas.id_paciente', 'citas.id as id_cita'])
          .where('informes.id_informe', '=', id)
          .executeTakeFirst();
      case 'imagen':
        return db
          .selectFrom('imagenes')
          .select(['id_paciente', 'id_cita'])
          .where('id_imagen', '=', id)
          .executeTakeFirst();
      default:
        return undefined;
    }
  })();
  return found ?? none;
}

/** Whether the account signed in successfully from this address within the last `days`. */
export async function signedInFrom(
  db: Kysely<Database>,
  userId: number,
  address: string,
  days: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('auditoria')
    .select('id')
    .where('id_usuario', '=', userId)
    .where('direccion', '=', address)
    .where('accion', '=', 'iniciar_sesion')
    .where('resultado', '=', 'permitido')
    // The log's own clock (the database's), as every row's `momento`.
    .where('momento', '>=', sql<Date>`now() - make_interval(days => ${days})`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The staff's rows about a patient (never another patient's, nor the patient's own), allowed
 * ones with the given actions, newest first, one page (and one more row, to say there is more).
 * The sights of one day's list by one reader within one day of the clinic (`timeZone`) are one
 * row with how many and the first and last time; every other row stays its own.
 */
export function accesosAlPaciente(
  db: Kysely<Database>,
  patientId: number,
  acciones: string[],
  page: { offset: number; limit: number },
  timeZone: string,
) {
  const vistaDeLista = sql<boolean>`a.entidad = 'citas_dia'`;
  return db
    .selectFrom('auditoria as a')
    .innerJoin('usuarios as p', 'p.id', 'a.id_usuario')
    .leftJoin('citas', 'citas.id', 'a.id_cita')
    .select([
      sql<Date>`max(a.momento)`.as('ultima'),
      sql<Date>`min(a.momento)`.as('primera'),
      sql<string>`count(*)`.as('veces'),
      'a.accion',
      'a.entidad',
      'a.id_registro',
      'citas.num_cita',
      'p.id_rol',
      fullName('p').as('quien'),
    ])
    .where('a.id_paciente', '=', patientId)
    .where('a.id_usuario', '<>', patientId)
    .where('p.id_rol', 'in', [ROL.radiologo, ROL.administrativo, ROL.medico])
    .where('a.accion', 'in', acciones)
    .where('a.resultado', '=', 'permitido')
    .groupBy([
      'p.id',
      'citas.id',
      'a.accion',
      'a.entidad',
      'a.id_registro',
      // A list's sights group by the clinic's day; any other row is a line of its own.
      sql`CASE WHEN ${vistaDeLista} THEN (a.momento AT TIME ZONE ${timeZone})::date END`,
      sql`CASE WHEN ${vistaDeLista} THEN NULL ELSE a.id END`,
    ])
    .orderBy(sql`max(a.momento)`, 'desc')
    .orderBy(sql`max(a.id)`, 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
