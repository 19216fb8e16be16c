import { type Kysely, sql } from 'kysely';

/**
 * The clinic's agenda (docs/decisiones.md (49)), in the database, never in the server's
 * settings:
 * - `clinica`: its one row, the name, address and phone people read (empty until the responsable
 *   writes them) and how long a cita lasts (`minutos_por_hueco`, 60 by default);
 * - `horario_clinica`: one row per weekday it opens; Monday to Friday 08:00–15:00 to begin with,
 *   the hours the kit always had;
 * - `cierres`: the days it closes beyond Spain's national holidays (a regional or local
 *   holiday, `id_usuario` null) and a professional's absences (`id_usuario` given).
 * The professionals' own hours stay in `horarios`. The responsable's activity log gets an index
 * of its own rows of the audit log.
 */
const statements = [
  `CREATE TABLE clinica (
    id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
    nombre varchar(100) NOT NULL DEFAULT '',
    direccion varchar(200) NOT NULL DEFAULT '',
    telefono varchar(9) NOT NULL DEFAULT '' CHECK (telefono ~ '^([0-9]{9})?$'),
    minutos_por_hueco smallint NOT NULL DEFAULT 60
      CHECK (minutos_por_hueco IN (10, 15, 20, 30, 45, 60, 90, 120))
  )`,
  'INSERT INTO clinica (id) VALUES (1)',
  // A demo clinic seeded before this migration keeps the data the seed now writes (seed.ts).
  `UPDATE clinica SET nombre = 'Clínica San Rafael',
    direccion = 'Calle de la Salud, 12, 28001 Madrid', telefono = '910000000'
    WHERE EXISTS (SELECT 1 FROM semilla)`,
  `CREATE TABLE horario_clinica (
    dia_semana smallint PRIMARY KEY CHECK (dia_semana BETWEEN 1 AND 7),
    hora_inicio time NOT NULL,
    hora_fin time NOT NULL,
    CHECK (hora_inicio < hora_fin)
  )`,
  `INSERT INTO horario_clinica (dia_semana, hora_inicio, hora_fin) VALUES
    (1, '08:00', '15:00'), (2, '08:00', '15:00'), (3, '08:00', '15:00'),
    (4, '08:00', '15:00'), (5, '08:00', '15:00')`,
  `CREATE TABLE cierres (
    id serial PRIMARY KEY,
    tipo varchar(20) NOT NULL
      CHECK (tipo IN ('festivo_autonomico', 'festivo_local', 'vacaciones', 'baja', 'otro')),
    fecha_inicio date NOT NULL,
    fecha_fin date NOT NULL,
    descripcion varchar(100) NOT NULL,
    id_usuario integer REFERENCES usuarios (id) ON DELETE CASCADE,
    creado_en timestamptz NOT NULL DEFAULT now(),
    CHECK (fecha_inicio <= fecha_fin),
    CHECK ((tipo IN ('festivo_autonomico', 'festivo_local')) = (id_usuario IS NULL))
  )`,
  'CREATE INDEX cierres_por_fin ON cierres (fecha_fin)',
  // The responsable's activity log reads only these rows of a log mostly made of reads.
  `CREATE INDEX auditoria_actividad ON auditoria (momento DESC, id DESC)
    WHERE entidad IN ('empleado', 'responsable', 'clinica', 'horario_profesional', 'cierre')`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
