import type { Insertable } from 'kysely';
import { type Kysely, sql } from 'kysely';
import type { Database, PacientesTable } from '../schema';
import { fullName } from './personas';

export async function existePaciente(db: Kysely<Database>, id: number): Promise<boolean> {
  const found = await db
    .selectFrom('pacientes')
    .select('id_paciente')
    .where('id_paciente', '=', id)
    .executeTakeFirst();
  return found !== undefined;
}

/** The patient with this DNI (already normalised, upper case): id, DNI and full name. */
export function pacientePorDni(db: Kysely<Database>, dni: string) {
  return db
    .selectFrom('usuarios as p')
    .innerJoin('pacientes', 'pacientes.id_paciente', 'p.id')
    .select((eb) => [
      'p.id',
      // A patient always has a DNI (only staff may lack one).
      eb.ref('p.dni').$notNull().as('dni'),
      fullName('p').as('nombre_completo'),
    ])
    .where(sql`upper(p.dni)`, '=', dni)
    .executeTakeFirst();
}

/** The patient's own data row (beside the account's `usuarios` row). */
export async function insertPaciente(
  db: Kysely<Database>,
  values: Insertable<PacientesTable>,
): Promise<void> {
  await db.insertInto('pacientes').values(values).execute();
}

/** A patient's phone, the one a telephone cita calls. */
export async function telefonoDe(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom('pacientes')
    .select('telefono')
    .where('id_paciente', '=', id)
    .executeTakeFirst();
  return row?.telefono;
}
