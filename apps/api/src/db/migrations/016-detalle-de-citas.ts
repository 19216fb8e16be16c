import { type Kysely, sql } from 'kysely';

/** A cita's day, hour and professional (by id) at one moment, and nothing else. */
const momento = (campo: string) => `CASE
      WHEN NOT detalle ? '${campo}' THEN true
      WHEN jsonb_typeof(detalle -> '${campo}') <> 'object' THEN false
      ELSE (detalle -> '${campo}') - ARRAY['fecha', 'hora', 'id_profesional'] = '{}'::jsonb
        AND (detalle -> '${campo}' ->> 'fecha') ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
        AND (detalle -> '${campo}' ->> 'hora') ~ '^[0-9]{2}:[0-9]{2}$'
        AND jsonb_typeof(detalle -> '${campo}' -> 'id_profesional') = 'number'
    END`;

/**
 * Who changed an appointment (docs/decisiones.md (55)): the audit row of a cita's change keeps
 * what it changed from and to, written in the change's own transaction, in `auditoria.detalle`:
 * - `antes`, `despues`: the day, hour and professional (by their id) before and after a move,
 *   and after a creation;
 * - `tipo_cita`: a created cita's type;
 * - `motivo`: a cancellation's reason, one of a closed list;
 * - `cumple_cita`: a diagnosis or a report whose saving fulfilled its cita.
 * The shape is closed in the database itself: any other key, or a value of another form, is
 * refused, so no free text (a patient's name, a DNI) can reach the log through it; the patient is
 * the row's `id_paciente` and the cita its `id_cita`. Rows written before this migration have
 * none. The responsable's activity log reads these rows too, by an index of its own rows that
 * replaces the one of migration 012; a cita's cancellation is found by its own index (the cita's
 * page shows the reason).
 */
const statements = [
  `ALTER TABLE auditoria ADD COLUMN detalle jsonb
    CONSTRAINT auditoria_detalle_cerrado CHECK (CASE
      WHEN jsonb_typeof(detalle) <> 'object' THEN false
      ELSE detalle - ARRAY['antes', 'despues', 'tipo_cita', 'motivo', 'cumple_cita'] = '{}'::jsonb
        AND ${momento('antes')}
        AND ${momento('despues')}
        AND (NOT detalle ? 'tipo_cita' OR detalle ->> 'tipo_cita' IN (
          'Radiologia', 'Medicina General', 'Presencial - Medicina familiar',
          'Telefónica - Medicina familiar'))
        AND (NOT detalle ? 'motivo' OR detalle ->> 'motivo' IN (
          'a_peticion_del_paciente', 'profesional_no_disponible', 'cierre_de_la_clinica', 'otro'))
        AND (NOT detalle ? 'cumple_cita' OR detalle -> 'cumple_cita' = 'true'::jsonb)
    END)`,
  'DROP INDEX auditoria_actividad',
  `CREATE INDEX auditoria_actividad ON auditoria (momento DESC, id DESC)
    WHERE entidad IN ('empleado', 'responsable', 'clinica', 'horario_profesional', 'cierre')
      OR (entidad = 'cita' AND accion IN ('crear', 'actualizar', 'cancelar', 'cumplir'))
      OR (entidad IN ('diagnostico', 'informe') AND detalle ? 'cumple_cita')`,
  `CREATE INDEX auditoria_cancelaciones ON auditoria (id_cita, id DESC)
    WHERE entidad = 'cita' AND accion = 'cancelar' AND resultado = 'permitido'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
