import type { Kysely } from 'kysely';
import { CITA_COLUMNS } from '../db/citas-queries';
import { isUniqueViolation } from '../db/errors';
import type { Database, NuevaCita } from '../db/schema';
import { ApiError, MENSAJES } from '../http/errors';
import { newNumCita } from './num-cita';

export const slotTaken = () =>
  new ApiError(409, MENSAJES.huecoOcupado, { hora: MENSAJES.huecoOcupado });

/**
 * Inserts a cita with a fresh number, trying again when the number is already used. A taken
 * slot is refused by the database's partial unique indexes and answered 409.
 */
export async function insertCita(db: Kysely<Database>, values: Omit<NuevaCita, 'num_cita'>) {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      return await db
        .insertInto('citas')
        .values({ ...values, num_cita: newNumCita() })
        .returning(CITA_COLUMNS)
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error, 'citas_num_cita_key')) continue;
      if (isUniqueViolation(error)) throw slotTaken();
      throw error;
    }
  }
  throw new Error('No se pudo generar un número de cita libre. / No free cita number found.');
}
