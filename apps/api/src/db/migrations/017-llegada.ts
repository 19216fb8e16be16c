import { type Kysely, sql } from 'kysely';

/**
 * Arrival and no-show (docs/decisiones.md (54)):
 * - `citas.hora_llegada`: when the desk saw the patient arrive ('Ha llegado'), by the server's
 *   clock; null until then, and for every cita written before this migration;
 * - the final state NO_PRESENTADA ('No se presentó'): `estado` was a varchar(9) checked against
 *   three states, so both the type and the check are widened (the check keeps its name);
 * - their audit rows (`registrar_llegada`, `marcar_no_presentada`) join the responsable's
 *   activity log: its index of its own rows (migration 016) is made again to hold them.
 * The live-slot indexes (migration 001) read `estado = 'EN_CURSO'`: a no-show frees its slot as
 * a cancellation does, and an arrival keeps it.
 */
const statements = [
  'ALTER TABLE citas ADD COLUMN hora_llegada timestamptz',
  'ALTER TABLE citas DROP CONSTRAINT citas_estado_check',
  'ALTER TABLE citas ALTER COLUMN estado TYPE varchar(13)',
  `ALTER TABLE citas ADD CONSTRAINT citas_estado_check
    CHECK (estado IN ('EN_CURSO', 'CUMPLIDA', 'CANCELADA', 'NO_PRESENTADA'))`,
  // A patient who arrived did not miss their cita: the two never stand together.
  `ALTER TABLE citas ADD CONSTRAINT citas_llegada_o_ausencia
    CHECK (hora_llegada IS NULL OR estado <> 'NO_PRESENTADA')`,
  'DROP INDEX auditoria_actividad',
  `CREATE INDEX auditoria_actividad ON auditoria (momento DESC, id DESC)
    WHERE entidad IN ('empleado', 'responsable', 'clinica', 'horario_profesional', 'cierre')
      OR (entidad = 'cita' AND accion IN ('crear', 'actualizar', 'cancelar', 'cumplir',
        'registrar_llegada', 'marcar_no_presentada'))
      OR (entidad IN ('diagnostico', 'informe') AND detalle ? 'cumple_cita')`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
