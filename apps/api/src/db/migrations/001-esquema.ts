import { type Kysely, sql } from 'kysely';

/**
 * The clinic's tables. PGlite runs one statement per query, so each statement is its own step.
 */
const statements = [
  `CREATE TABLE usuarios (
    id serial PRIMARY KEY,
    id_rol smallint NOT NULL CHECK (id_rol IN (1, 2, 3, 4)),
    nombre varchar(100) NOT NULL,
    primer_apellido varchar(100) NOT NULL,
    segundo_apellido varchar(100),
    email varchar(254) NOT NULL,
    dni varchar(9) NOT NULL,
    password_hash text NOT NULL,
    creado_en timestamptz NOT NULL DEFAULT now()
  )`,
  'CREATE UNIQUE INDEX usuarios_email_unico ON usuarios (lower(email))',
  'CREATE UNIQUE INDEX usuarios_dni_unico ON usuarios (upper(dni))',
  `CREATE TABLE administrativos (
    id_administrativo integer PRIMARY KEY REFERENCES usuarios (id) ON DELETE CASCADE
  )`,
  `CREATE TABLE medicos (
    id_medico integer PRIMARY KEY REFERENCES usuarios (id) ON DELETE CASCADE
  )`,
  `CREATE TABLE radiologos (
    id_radiologo integer PRIMARY KEY REFERENCES usuarios (id) ON DELETE CASCADE
  )`,
  `CREATE TABLE pacientes (
    id_paciente integer PRIMARY KEY REFERENCES usuarios (id) ON DELETE CASCADE,
    fecha_nacimiento date NOT NULL,
    telefono varchar(9) NOT NULL,
    sexo varchar(6) NOT NULL CHECK (sexo IN ('Hombre', 'Mujer')),
    provincia varchar(100) NOT NULL,
    poblacion varchar(100) NOT NULL,
    cp varchar(5) NOT NULL,
    direccion varchar(200) NOT NULL,
    numero varchar(10) NOT NULL,
    piso varchar(10),
    puerta varchar(10),
    escalera varchar(10),
    id_administrativo integer REFERENCES administrativos (id_administrativo)
  )`,
  `CREATE TABLE horarios (
    id serial PRIMARY KEY,
    id_usuario integer NOT NULL REFERENCES usuarios (id) ON DELETE CASCADE,
    dia_semana smallint NOT NULL CHECK (dia_semana BETWEEN 1 AND 7),
    hora_inicio time NOT NULL,
    hora_fin time NOT NULL,
    CHECK (hora_inicio < hora_fin),
    UNIQUE (id_usuario, dia_semana)
  )`,
  `CREATE TABLE citas (
    id serial PRIMARY KEY,
    num_cita varchar(6) NOT NULL UNIQUE CHECK (num_cita ~ '^[0-9]{5}[A-Z]$'),
    fecha date NOT NULL,
    hora time NOT NULL,
    especialidad smallint NOT NULL,
    tipo_cita varchar(60) NOT NULL,
    id_paciente integer NOT NULL REFERENCES pacientes (id_paciente),
    id_medico integer REFERENCES medicos (id_medico),
    id_radiologo integer REFERENCES radiologos (id_radiologo),
    id_administrativo integer REFERENCES administrativos (id_administrativo),
    estado varchar(9) NOT NULL DEFAULT 'EN_CURSO'
      CHECK (estado IN ('EN_CURSO', 'CUMPLIDA', 'CANCELADA')),
    creado_en timestamptz NOT NULL DEFAULT now(),
    CHECK ((id_medico IS NULL) <> (id_radiologo IS NULL))
  )`,
  // A professional and a patient never hold two live citas at the same time: the database
  // itself refuses the second one, so concurrent bookings give one success and conflicts.
  `CREATE UNIQUE INDEX citas_medico_hueco_vivo ON citas (id_medico, fecha, hora)
    WHERE estado = 'EN_CURSO' AND id_medico IS NOT NULL`,
  `CREATE UNIQUE INDEX citas_radiologo_hueco_vivo ON citas (id_radiologo, fecha, hora)
    WHERE estado = 'EN_CURSO' AND id_radiologo IS NOT NULL`,
  `CREATE UNIQUE INDEX citas_paciente_hueco_vivo ON citas (id_paciente, fecha, hora)
    WHERE estado = 'EN_CURSO'`,
  'CREATE INDEX citas_fecha ON citas (fecha)',
  'CREATE INDEX citas_paciente ON citas (id_paciente)',
  `CREATE TABLE diagnosticos (
    id_diagnostico serial PRIMARY KEY,
    id_cita integer NOT NULL UNIQUE REFERENCES citas (id),
    id_medico integer NOT NULL REFERENCES medicos (id_medico),
    contenido text NOT NULL,
    creado_en timestamptz NOT NULL DEFAULT now(),
    actualizado_en timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE informes (
    id_informe serial PRIMARY KEY,
    id_cita integer NOT NULL UNIQUE REFERENCES citas (id),
    id_radiologo integer NOT NULL REFERENCES radiologos (id_radiologo),
    contenido text NOT NULL,
    creado_en timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE imagenes (
    id_imagen serial PRIMARY KEY,
    id_informe integer NOT NULL REFERENCES informes (id_informe),
    id_cita integer NOT NULL REFERENCES citas (id),
    id_paciente integer NOT NULL REFERENCES pacientes (id_paciente),
    nombre_imagen varchar(255) NOT NULL,
    archivo char(64) NOT NULL CHECK (archivo ~ '^[0-9a-f]{64}$'),
    mime varchar(100) NOT NULL,
    tamano integer NOT NULL CHECK (tamano > 0),
    nota text,
    creado_en timestamptz NOT NULL DEFAULT now()
  )`,
  'CREATE INDEX imagenes_cita ON imagenes (id_cita)',
  `CREATE TABLE incidencias (
    id serial PRIMARY KEY,
    asunto varchar(200) NOT NULL,
    descripcion text NOT NULL,
    nivel_prioridad varchar(5) NOT NULL CHECK (nivel_prioridad IN ('BAJA', 'MEDIA', 'ALTA')),
    fecha date NOT NULL,
    estado varchar(9) NOT NULL DEFAULT 'PENDIENTE' CHECK (estado IN ('PENDIENTE', 'RESUELTA')),
    nombre varchar(200) NOT NULL,
    puesto_trabajo smallint NOT NULL CHECK (puesto_trabajo IN (1, 2, 3)),
    id_usuario integer NOT NULL REFERENCES usuarios (id),
    id_administrativo integer REFERENCES administrativos (id_administrativo),
    id_medico integer REFERENCES medicos (id_medico),
    id_radiologo integer REFERENCES radiologos (id_radiologo),
    creado_en timestamptz NOT NULL DEFAULT now()
  )`,
  'CREATE INDEX incidencias_usuario ON incidencias (id_usuario)',
  `CREATE TABLE imagenes_incidencia (
    id_imagen serial PRIMARY KEY,
    id_incidencia integer NOT NULL REFERENCES incidencias (id) ON DELETE CASCADE,
    nombre_imagen varchar(255) NOT NULL,
    archivo char(64) NOT NULL CHECK (archivo ~ '^[0-9a-f]{64}$'),
    mime varchar(100) NOT NULL,
    tamano integer NOT NULL CHECK (tamano > 0),
    creado_en timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE sesiones (
    id serial PRIMARY KEY,
    token_hash char(64) NOT NULL UNIQUE,
    id_usuario integer NOT NULL REFERENCES usuarios (id) ON DELETE CASCADE,
    creada_en timestamptz NOT NULL DEFAULT now(),
    ultimo_uso timestamptz NOT NULL DEFAULT now(),
    expira_inactividad timestamptz NOT NULL,
    expira_absoluta timestamptz NOT NULL,
    revocada_en timestamptz
  )`,
  `CREATE TABLE intentos_acceso (
    clave varchar(300) PRIMARY KEY,
    fallos integer NOT NULL,
    ventana_inicio timestamptz NOT NULL,
    bloqueado_hasta timestamptz
  )`,
  `CREATE TABLE auditoria (
    id bigserial PRIMARY KEY,
    id_usuario integer,
    accion varchar(40) NOT NULL,
    entidad varchar(40) NOT NULL,
    id_registro varchar(40),
    momento timestamptz NOT NULL DEFAULT now()
  )`,
  // The audit log is append-only: a trigger refuses every change or removal, whoever asks.
  `CREATE FUNCTION auditoria_solo_anadir() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'La auditoría solo admite añadir filas. / The audit log is append-only.'
      USING ERRCODE = 'insufficient_privilege';
  END
  $$`,
  `CREATE TRIGGER auditoria_sin_cambios BEFORE UPDATE OR DELETE ON auditoria
    FOR EACH ROW EXECUTE FUNCTION auditoria_solo_anadir()`,
  `CREATE TRIGGER auditoria_sin_vaciar BEFORE TRUNCATE ON auditoria
    FOR EACH STATEMENT EXECUTE FUNCTION auditoria_solo_anadir()`,
  `CREATE TABLE semilla (
    id integer PRIMARY KEY CHECK (id = 1),
    sembrada_en timestamptz NOT NULL DEFAULT now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
