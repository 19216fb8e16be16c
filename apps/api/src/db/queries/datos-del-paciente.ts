import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { IMAGEN_COLUMNS } from './imagenes';
import { fullName } from './personas';

/**
 * What a patient's data export reads besides their ficha and citas (docs/datos-del-paciente.md):
 * every diagnosis, report and image of theirs, the most recent cita first.
 */

export function diagnosticosDelPaciente(db: Kysely<Database>, idPaciente: number) {
  return db
    .selectFrom('diagnosticos as d')
    .innerJoin('citas', 'citas.id', 'd.id_cita')
    .leftJoin('usuarios as m', 'm.id', 'd.id_medico')
    .select([
      'd.id_diagnostico',
      'd.id_cita',
      'citas.num_cita',
      'citas.fecha as fecha_cita',
      fullName('m').as('medico'),
      'd.contenido',
      'd.creado_en',
      'd.actualizado_en',
    ])
    .where('citas.id_paciente', '=', idPaciente)
    .orderBy('citas.fecha', 'desc')
    .orderBy('citas.hora', 'desc')
    .orderBy('d.id_diagnostico', 'desc')
    .execute();
}

export function informesDelPaciente(db: Kysely<Database>, idPaciente: number) {
  return db
    .selectFrom('informes as i')
    .innerJoin('citas', 'citas.id', 'i.id_cita')
    .leftJoin('usuarios as r', 'r.id', 'i.id_radiologo')
    .select([
      'i.id_informe',
      'i.id_cita',
      'citas.num_cita',
      'citas.fecha as fecha_cita',
      fullName('r').as('radiologo'),
      'i.contenido',
      'i.creado_en',
    ])
    .where('citas.id_paciente', '=', idPaciente)
    .orderBy('citas.fecha', 'desc')
    .orderBy('citas.hora', 'desc')
    .orderBy('i.id_informe', 'desc')
    .execute();
}

/** The images of the patient's citas, by cita and in the order they were saved. */
export function imagenesDelPaciente(db: Kysely<Database>, idPaciente: number) {
  return db
    .selectFrom('imagenes')
    .innerJoin('citas', 'citas.id', 'imagenes.id_cita')
    .select(IMAGEN_COLUMNS.map((columna) => `imagenes.${columna}` as const))
    .select('imagenes.creado_en')
    .where('citas.id_paciente', '=', idPaciente)
    .orderBy('imagenes.id_cita')
    .orderBy('imagenes.id_imagen')
    .execute();
}

/** Whether the patient gets reminders of their citas by e-mail. */
export async function recordatoriosDe(db: Kysely<Database>, idPaciente: number) {
  const fila = await db
    .selectFrom('usuarios')
    .select('recordatorios')
    .where('id', '=', idPaciente)
    .executeTakeFirst();
  return fila?.recordatorios ?? true;
}
