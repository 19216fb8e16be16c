import type { Kysely } from 'kysely';
import type { WeeklyHours } from '../../domain/scheduling';
import type { Database } from '../schema';

/** A professional's own weekly hours (none: the clinic's default hours). */
export function horariosDe(db: Kysely<Database>, idUsuario: number): Promise<WeeklyHours> {
  return db
    .selectFrom('horarios')
    .select(['dia_semana', 'hora_inicio', 'hora_fin'])
    .where('id_usuario', '=', idUsuario)
    .execute();
}
