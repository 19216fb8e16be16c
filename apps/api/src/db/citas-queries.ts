import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

const fullName = (alias: 'p' | 'm' | 'r') =>
  sql<string>`concat_ws(' ', ${sql.ref(`${alias}.nombre`)}, ${sql.ref(`${alias}.primer_apellido`)}, ${sql.ref(`${alias}.segundo_apellido`)})`;

export const CITA_COLUMNS = [
  'citas.id',
  'citas.num_cita',
  'citas.fecha',
  'citas.hora',
  'citas.especialidad',
  'citas.tipo_cita',
  'citas.id_paciente',
  'citas.id_radiologo',
  'citas.id_medico',
  'citas.id_administrativo',
  'citas.estado',
] as const;

/** Citas with the names and DNI the lists show (the contract's CitaListado). */
export function citasListado(db: Kysely<Database>) {
  return db
    .selectFrom('citas')
    .innerJoin('usuarios as p', 'p.id', 'citas.id_paciente')
    .leftJoin('usuarios as m', 'm.id', 'citas.id_medico')
    .leftJoin('usuarios as r', 'r.id', 'citas.id_radiologo')
    .select(CITA_COLUMNS)
    .select([
      fullName('p').as('nombre_completo_paciente'),
      sql<string | null>`CASE WHEN m.id IS NULL THEN NULL ELSE ${fullName('m')} END`.as(
        'nombre_completo_medico',
      ),
      sql<string | null>`CASE WHEN r.id IS NULL THEN NULL ELSE ${fullName('r')} END`.as(
        'nombre_completo_radiologo',
      ),
      'p.dni as dni_paciente',
    ]);
}

export function citaById(db: Kysely<Database>, id: number) {
  return db.selectFrom('citas').select(CITA_COLUMNS).where('citas.id', '=', id).executeTakeFirst();
}

export { fullName };
