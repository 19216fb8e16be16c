import { type Kysely, sql } from 'kysely';

/**
 * Patients as they come (docs/decisiones.md (52)): children, foreigners and people without
 * e-mail.
 * - `pacientes.tipo_documento`: 'dni', 'nie' or 'pasaporte'; the number stays in `usuarios.dni`
 *   (the column keeps its name, so staff and their unique index are unchanged), now up to 15
 *   characters for a passport. A patient with neither is a child under 14 with a guardian: the
 *   two go together, and the database refuses one without the other. Existing patients get
 *   'dni', or 'nie' for a number that starts with X, Y or Z (both were accepted as a DNI).
 * - `pacientes.tutor_*`: the guardian's name, document, phone and relationship, all or none.
 * - `usuarios.email` may be empty for a patient only: such an account cannot sign in nor ask for
 *   a new password, and gets no messages, until the desk adds an address.
 * - `pacientes.telefono`, `cp`, `direccion` and `numero` may be empty (province and town may
 *   not); `sexo` also 'No consta'.
 */
const statements = [
  'ALTER TABLE usuarios ALTER COLUMN dni TYPE varchar(15)',
  'ALTER TABLE usuarios ALTER COLUMN email DROP NOT NULL',
  `ALTER TABLE usuarios ADD CONSTRAINT usuarios_email_del_personal
    CHECK (email IS NOT NULL OR id_rol = 4)`,
  `ALTER TABLE pacientes ADD COLUMN tipo_documento varchar(9)
    CHECK (tipo_documento IN ('dni', 'nie', 'pasaporte'))`,
  `UPDATE pacientes SET tipo_documento = CASE
      WHEN upper(u.dni) ~ '^[XYZ]' THEN 'nie' ELSE 'dni' END
    FROM usuarios AS u WHERE u.id = pacientes.id_paciente AND u.dni IS NOT NULL`,
  'ALTER TABLE pacientes ADD COLUMN tutor_nombre varchar(160)',
  `ALTER TABLE pacientes ADD COLUMN tutor_tipo_documento varchar(9)
    CHECK (tutor_tipo_documento IN ('dni', 'nie', 'pasaporte'))`,
  'ALTER TABLE pacientes ADD COLUMN tutor_documento varchar(15)',
  'ALTER TABLE pacientes ADD COLUMN tutor_telefono varchar(9)',
  'ALTER TABLE pacientes ADD COLUMN tutor_relacion varchar(50)',
  `ALTER TABLE pacientes ADD CONSTRAINT pacientes_tutor_entero CHECK (
    (tutor_nombre IS NULL) = (tutor_tipo_documento IS NULL)
    AND (tutor_nombre IS NULL) = (tutor_documento IS NULL)
    AND (tutor_nombre IS NULL) = (tutor_telefono IS NULL)
    AND (tutor_nombre IS NULL) = (tutor_relacion IS NULL))`,
  `ALTER TABLE pacientes ADD CONSTRAINT pacientes_documento_o_tutor
    CHECK ((tipo_documento IS NULL) = (tutor_nombre IS NOT NULL))`,
  'ALTER TABLE pacientes ALTER COLUMN telefono DROP NOT NULL',
  'ALTER TABLE pacientes ALTER COLUMN cp DROP NOT NULL',
  'ALTER TABLE pacientes ALTER COLUMN direccion DROP NOT NULL',
  'ALTER TABLE pacientes ALTER COLUMN numero DROP NOT NULL',
  'ALTER TABLE pacientes DROP CONSTRAINT pacientes_sexo_check',
  'ALTER TABLE pacientes ALTER COLUMN sexo TYPE varchar(9)',
  `ALTER TABLE pacientes ADD CONSTRAINT pacientes_sexo_check
    CHECK (sexo IN ('Hombre', 'Mujer', 'No consta'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
