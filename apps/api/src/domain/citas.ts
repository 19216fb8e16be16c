import type { Kysely } from 'kysely';
import { CITA_COLUMNS } from '../db/citas-queries';
import { isUniqueViolation } from '../db/errors';
import type { Database, NuevaCita } from '../db/schema';
import { DomainError, MENSAJES_DOMINIO } from './errors';
import { newNumCita } from './num-cita';
import type { Professional } from './scheduling';

export const slotTaken = () =>
  new DomainError('hueco_ocupado', MENSAJES_DOMINIO.huecoOcupado, {
    hora: MENSAJES_DOMINIO.huecoOcupado,
  });

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

/** Who attends a cita: its radiologist for radiology, else its doctor (the table's CHECK). */
export function professionalOf(cita: {
  id_medico: number | null;
  id_radiologo: number | null;
}): Professional {
  return cita.id_radiologo !== null
    ? { kind: 'radiologo', id: cita.id_radiologo }
    : { kind: 'medico', id: cita.id_medico as number };
}

/** The professional an update names: `idRadiologo` or `idMedico` (the contract's oneOf). */
export function professionalOfChange(
  change: { idRadiologo: number } | { idMedico: number },
): Professional {
  return 'idRadiologo' in change
    ? { kind: 'radiologo', id: change.idRadiologo }
    : { kind: 'medico', id: change.idMedico };
}

const WRONG_KIND = {
  radiologo: 'Esta cita es de radiología; elige un radiólogo, no un médico.',
  medico: 'Esta cita es de medicina; elige un médico, no un radiólogo.',
} as const;

/**
 * docs/decisiones.md (31): a cita keeps its kind when it moves. A radiology cita cannot be given a doctor,
 * nor a family-medicine one a radiologist; the message sits on the field that was sent.
 */
export function requireSameKind(cita: Professional, change: Professional): void {
  if (cita.kind === change.kind) return;
  const message = WRONG_KIND[cita.kind];
  throw new DomainError('otro_tipo_de_profesional', message, {
    [change.kind === 'medico' ? 'idMedico' : 'idRadiologo']: message,
  });
}
