import { type Kysely, sql } from 'kysely';

/**
 * E-mail (docs/decisiones.md (50)):
 * - `correo_saliente`: the outbox. A message is written in the transaction that causes it, with a
 *   unique `clave` per message (`cita:41:2`, `recordatorio:41:0`, `invitacion:12`…) so nothing is
 *   queued twice; a worker claims due rows (`reclamado_hasta`, a lease, under FOR UPDATE SKIP
 *   LOCKED), sends them and marks them sent, or retries later (`enviar_desde`), or gives up
 *   (`fallo`: 'rebotado' after a permanent refusal, 'descartado' when it no longer applies).
 * - `enlaces_contrasena`: the links of recovery and invitation, kept only as SHA-256 hashes,
 *   single use (`usado_en`), with their expiry.
 * - `usuarios.correo_rebotado`: the address refused mail for good; nothing more is sent to it.
 * - `usuarios.recordatorios`: a patient's reminders on (the default) or off.
 * - `citas.secuencia`: how many times the cita changed (moved, cancelled), its calendar
 *   invitation's SEQUENCE; existing citas start from their audited changes, as the .ics counted.
 */
const statements = [
  `CREATE TABLE correo_saliente (
    id serial PRIMARY KEY,
    clave varchar(100) NOT NULL UNIQUE,
    tipo varchar(20) NOT NULL
      CHECK (tipo IN ('cita', 'recordatorio', 'recuperacion', 'invitacion')),
    id_usuario integer REFERENCES usuarios (id) ON DELETE CASCADE,
    id_cita integer REFERENCES citas (id) ON DELETE CASCADE,
    secuencia integer,
    destinatario varchar(254) NOT NULL,
    asunto varchar(300) NOT NULL,
    texto text NOT NULL,
    html text NOT NULL,
    calendario text,
    creado_en timestamptz NOT NULL,
    enviar_desde timestamptz NOT NULL,
    reclamado_hasta timestamptz,
    intentos integer NOT NULL DEFAULT 0,
    enviado_en timestamptz,
    fallo varchar(20) CHECK (fallo IN ('rebotado', 'descartado')),
    ultimo_error varchar(500)
  )`,
  // The worker's one question: what is due and unsent.
  `CREATE INDEX correo_pendiente ON correo_saliente (enviar_desde, id)
    WHERE enviado_en IS NULL AND fallo IS NULL`,
  `CREATE TABLE enlaces_contrasena (
    id serial PRIMARY KEY,
    id_usuario integer NOT NULL REFERENCES usuarios (id) ON DELETE CASCADE,
    token_hash char(64) NOT NULL UNIQUE,
    proposito varchar(12) NOT NULL CHECK (proposito IN ('recuperacion', 'invitacion')),
    creado_en timestamptz NOT NULL,
    expira_en timestamptz NOT NULL,
    usado_en timestamptz
  )`,
  'CREATE INDEX enlaces_por_usuario ON enlaces_contrasena (id_usuario)',
  'ALTER TABLE usuarios ADD COLUMN correo_rebotado boolean NOT NULL DEFAULT false',
  'ALTER TABLE usuarios ADD COLUMN recordatorios boolean NOT NULL DEFAULT true',
  'ALTER TABLE citas ADD COLUMN secuencia integer NOT NULL DEFAULT 0',
  `UPDATE citas SET secuencia = (
    SELECT count(*) FROM auditoria a
    WHERE a.id_paciente = citas.id_paciente AND a.id_cita = citas.id AND a.entidad = 'cita'
      AND a.accion IN ('actualizar', 'cancelar') AND a.resultado = 'permitido')`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
