import { type Kysely, sql } from 'kysely';

/**
 * A password link is good only for the address and the password of when it was sent, and only
 * while its account is active (docs/decisiones.md (58)):
 * - `enlaces_contrasena.email`: the address the link was mailed to. Once the account's address
 *   is another (corrected by the desk or the responsable), the link is refused: it may sit in
 *   the inbox of whoever had the wrong one.
 * - `enlaces_contrasena.huella_contrasena`: the SHA-256 of the account's password hash when the
 *   link was made, not the hash itself (one more copy of it would be one more place to start an
 *   offline guess from). A password set since (by the person, by a link, by the responsable as
 *   a provisional one) changes it, and the link is refused.
 * - `pedidos_recuperacion`: '¿Has olvidado tu contraseña?' asked, for a known address or not
 *   (`id_usuario` null): the request writes one row either way and the e-mail worker makes the
 *   link, so the answer takes the same work, and time, for both. No foreign key: its check would
 *   be work that only a known address costs; the worker skips an account no longer there.
 * Links made before this migration say neither: the unused ones end, and can be asked again.
 */
const statements = [
  'ALTER TABLE enlaces_contrasena ADD COLUMN email varchar(254)',
  'ALTER TABLE enlaces_contrasena ADD COLUMN huella_contrasena char(64)',
  `UPDATE enlaces_contrasena AS e SET
    email = u.email,
    huella_contrasena = encode(sha256(convert_to(u.password_hash, 'UTF8')), 'hex'),
    usado_en = coalesce(e.usado_en, now())
    FROM usuarios AS u WHERE u.id = e.id_usuario`,
  'ALTER TABLE enlaces_contrasena ALTER COLUMN email SET NOT NULL',
  'ALTER TABLE enlaces_contrasena ALTER COLUMN huella_contrasena SET NOT NULL',
  `CREATE TABLE pedidos_recuperacion (
    id serial PRIMARY KEY,
    id_usuario integer,
    creado_en timestamptz NOT NULL
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
