import {
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type Selectable,
  type SqlBool,
  sql,
} from 'kysely';
import type {
  CorreoSalienteTable,
  Database,
  EnlacesContrasenaTable,
  UsuariosTable,
} from '../schema';
import { fullName } from './personas';

export type FilaDeCorreo = Selectable<CorreoSalienteTable>;

/** Queues a message; one already queued under the same key is left as it is. */
export async function encolarCorreo(
  trx: Kysely<Database>,
  fila: Insertable<CorreoSalienteTable>,
): Promise<void> {
  await trx
    .insertInto('correo_saliente')
    .values(fila)
    .onConflict((oc) => oc.column('clave').doNothing())
    .execute();
}

/** What a cita's message needs: the cita, its patient (name, address) and its professional. */
export function citaParaCorreo(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('citas')
    .innerJoin('pacientes', 'pacientes.id_paciente', 'citas.id_paciente')
    .innerJoin('usuarios as p', 'p.id', 'citas.id_paciente')
    .select([
      'citas.id',
      'citas.num_cita',
      'citas.fecha',
      'citas.hora',
      'citas.especialidad',
      'citas.tipo_cita',
      'citas.estado',
      'citas.secuencia',
      'pacientes.tutor_nombre',
      'p.id as id_usuario',
      'p.nombre as nombre_paciente',
      'p.email',
    ])
    .select((eb) => [
      // A child's telephone cita calls their guardian (docs/decisiones.md (52)).
      eb.fn.coalesce('pacientes.telefono', 'pacientes.tutor_telefono').as('telefono'),
      fullName('p').as('nombre_completo'),
      eb
        .selectFrom('usuarios as m')
        .select(fullName('m').as('nombre'))
        .whereRef('m.id', '=', 'citas.id_medico')
        .$castTo<string | null>()
        .as('nombre_medico'),
      eb
        .selectFrom('usuarios as r')
        .select(fullName('r').as('nombre'))
        .whereRef('r.id', '=', 'citas.id_radiologo')
        .$castTo<string | null>()
        .as('nombre_radiologo'),
    ])
    .where('citas.id', '=', id)
    .executeTakeFirst();
}

/**
 * The live citas of patients who want reminders, between two days, whose reminder for their
 * current time (`recordatorio:<id>:<secuencia>`) is not queued yet.
 */
/** When a message was queued (its `clave`), or undefined if it never was. */
export async function encoladoEn(db: Kysely<Database>, clave: string): Promise<Date | undefined> {
  const fila = await db
    .selectFrom('correo_saliente')
    .select('creado_en')
    .where('clave', '=', clave)
    .executeTakeFirst();
  return fila?.creado_en;
}

export function citasSinRecordatorio(db: Kysely<Database>, desde: string, hasta: string) {
  return db
    .selectFrom('citas')
    .innerJoin('usuarios as p', 'p.id', 'citas.id_paciente')
    .select(['citas.id', 'citas.fecha', 'citas.hora'])
    .where('citas.estado', '=', 'EN_CURSO')
    .where('citas.fecha', '>=', desde)
    .where('citas.fecha', '<=', hasta)
    .where('p.recordatorios', '=', true)
    .where('p.correo_rebotado', '=', false)
    .where('p.email', 'is not', null)
    .where('p.activo', '=', true)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('correo_saliente as c')
            .select('c.id')
            .whereRef(
              'c.clave',
              '=',
              sql<string>`concat('recordatorio:', citas.id, ':', citas.secuencia)`,
            ),
        ),
      ),
    )
    .orderBy('citas.id')
    .execute();
}

/**
 * Claims up to `max` due messages for `hasta` (a lease): rows another process holds are skipped
 * (FOR UPDATE SKIP LOCKED), and a lease that ran out (a process that died while sending) is
 * claimed again. Each claim counts as an attempt.
 */
export async function reclamarCorreos(
  db: Kysely<Database>,
  ahora: Date,
  hasta: Date,
  max: number,
): Promise<
  (FilaDeCorreo & {
    rebotado: boolean | null;
    estado_cita: string | null;
    secuencia_cita: number | null;
  })[]
> {
  const { rows } = await sql<
    FilaDeCorreo & {
      rebotado: boolean | null;
      estado_cita: string | null;
      secuencia_cita: number | null;
    }
  >`
    UPDATE correo_saliente AS c SET reclamado_hasta = ${hasta}, intentos = c.intentos + 1
    WHERE c.id IN (
      SELECT id FROM correo_saliente
      WHERE enviado_en IS NULL AND fallo IS NULL AND enviar_desde <= ${ahora}
        AND (reclamado_hasta IS NULL OR reclamado_hasta <= ${ahora})
      ORDER BY enviar_desde, id
      LIMIT ${max}
      FOR UPDATE SKIP LOCKED)
    RETURNING c.*,
      (SELECT u.correo_rebotado FROM usuarios u WHERE u.id = c.id_usuario) AS rebotado,
      (SELECT ci.estado FROM citas ci WHERE ci.id = c.id_cita) AS estado_cita,
      (SELECT ci.secuencia FROM citas ci WHERE ci.id = c.id_cita) AS secuencia_cita`.execute(db);
  return rows;
}

/**
 * Sent: never sent again. A link's message loses its body, so the link (its token in clear)
 * does not stay in the database once it has left.
 */
export async function marcarEnviado(db: Kysely<Database>, fila: FilaDeCorreo, ahora: Date) {
  const conEnlace = fila.tipo === 'recuperacion' || fila.tipo === 'invitacion';
  await db
    .updateTable('correo_saliente')
    .set({
      enviado_en: ahora,
      reclamado_hasta: null,
      ultimo_error: null,
      ...(conEnlace ? { texto: '', html: '' } : {}),
    })
    .where('id', '=', fila.id)
    .execute();
}

/** Not sent this time: tried again from `desde`. */
export async function aplazarCorreo(db: Kysely<Database>, id: number, desde: Date, error: string) {
  await db
    .updateTable('correo_saliente')
    .set({ enviar_desde: desde, reclamado_hasta: null, ultimo_error: error.slice(0, 500) })
    .where('id', '=', id)
    .execute();
}

/** Never sent: the address bounced, or the message no longer applies (a reminder of a moved cita). */
export async function abandonarCorreo(
  db: Kysely<Database>,
  fila: FilaDeCorreo,
  fallo: 'rebotado' | 'descartado',
  error: string | null,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('correo_saliente')
      .set({
        fallo,
        reclamado_hasta: null,
        ultimo_error: error?.slice(0, 500) ?? null,
        ...(fila.tipo === 'recuperacion' || fila.tipo === 'invitacion'
          ? { texto: '', html: '' }
          : {}),
      })
      .where('id', '=', fila.id)
      .execute();
    // A permanent refusal marks the account's address: nothing more is sent to it.
    if (fallo === 'rebotado' && error !== null && fila.id_usuario !== null) {
      await trx
        .updateTable('usuarios')
        .set({ correo_rebotado: true })
        .where('id', '=', fila.id_usuario)
        .execute();
    }
  });
}

/**
 * The account's password as a link remembers it: the SHA-256 of its hash (migration 014). A new
 * password, even the same one typed again, has a new salt, so a new hash and a new fingerprint.
 */
const huellaDe = (columna: 'password_hash' | 'u.password_hash') =>
  sql<string>`encode(sha256(convert_to(${sql.ref(columna)}, 'UTF8')), 'hex')`;

/**
 * A new link (recovery or invitation), by its hash, for the account's address and password as
 * they are now: its id and the address, the one its message must go to.
 */
export async function insertarEnlace(
  trx: Kysely<Database>,
  enlace: {
    id_usuario: number;
    token_hash: string;
    proposito: 'recuperacion' | 'invitacion';
    creado_en: Date;
    expira_en: Date;
  },
): Promise<{ id: number; email: string }> {
  const cuenta = await trx
    .selectFrom('usuarios')
    .select((eb) => [
      eb.ref('email').$notNull().as('email'),
      huellaDe('password_hash').as('huella'),
    ])
    .where('id', '=', enlace.id_usuario)
    // A link goes to an address: an account without one gets none (docs/decisiones.md (52)).
    .where('email', 'is not', null)
    .executeTakeFirstOrThrow();
  const { id } = await trx
    .insertInto('enlaces_contrasena')
    .values({ ...enlace, email: cuenta.email, huella_contrasena: cuenta.huella })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, email: cuenta.email };
}

/**
 * The links that still set a password (docs/decisiones.md (58)): unused, unexpired, and their
 * account active, with the address they were sent to and the password it had then. Whatever
 * changed since, by whichever path, the link is refused here, even if that path forgot to end it.
 */
function vigente(
  eb: ExpressionBuilder<{ e: EnlacesContrasenaTable; u: UsuariosTable }, 'e' | 'u'>,
  ahora: Date,
): Expression<SqlBool> {
  return eb.and([
    eb('e.usado_en', 'is', null),
    eb('e.expira_en', '>', ahora),
    eb('u.activo', '=', true),
    eb('u.email', '=', eb.ref('e.email')),
    eb('e.huella_contrasena', '=', huellaDe('u.password_hash')),
  ]);
}

/**
 * Uses a link: valid (`vigente`) once. The account's row is locked first, so a change of its
 * address or password running at the same time either commits before (and the link is refused)
 * or waits for this one. Every other link of the account ends with it. The account, or undefined.
 */
export async function usarEnlace(
  trx: Kysely<Database>,
  tokenHash: string,
  ahora: Date,
): Promise<number | undefined> {
  const cuenta = await trx
    .selectFrom('enlaces_contrasena as e')
    .innerJoin('usuarios as u', 'u.id', 'e.id_usuario')
    .select('u.id')
    .where('e.token_hash', '=', tokenHash)
    .forUpdate('u')
    .executeTakeFirst();
  if (!cuenta) return undefined;
  const usado = await trx
    .updateTable('enlaces_contrasena as e')
    .from('usuarios as u')
    .set({ usado_en: ahora })
    .whereRef('u.id', '=', 'e.id_usuario')
    .where('e.token_hash', '=', tokenHash)
    .where((eb) => vigente(eb, ahora))
    .returning('e.id_usuario')
    .executeTakeFirst();
  if (!usado) return undefined;
  await anularEnlaces(trx, usado.id_usuario, ahora);
  return usado.id_usuario;
}

/**
 * Every link of the account not used yet ends, the message of one not sent yet is not sent (it
 * may be on its way to an address just corrected), and a recovery asked and not yet made into a
 * link is dropped. In the transaction of what ends them: a new address, a new password, a baja
 * (docs/decisiones.md (58)).
 */
export async function anularEnlaces(
  trx: Kysely<Database>,
  idUsuario: number,
  ahora: Date,
): Promise<void> {
  await trx
    .updateTable('enlaces_contrasena')
    .set({ usado_en: ahora })
    .where('id_usuario', '=', idUsuario)
    .where('usado_en', 'is', null)
    .execute();
  // A message a worker is sending right now (its claim still running) is left to it.
  await trx
    .updateTable('correo_saliente')
    .set({ fallo: 'descartado', texto: '', html: '' })
    .where('id_usuario', '=', idUsuario)
    .where('tipo', 'in', ['recuperacion', 'invitacion'])
    .where('enviado_en', 'is', null)
    .where('fallo', 'is', null)
    .where((eb) => eb.or([eb('reclamado_hasta', 'is', null), eb('reclamado_hasta', '<=', ahora)]))
    .execute();
  await trx.deleteFrom('pedidos_recuperacion').where('id_usuario', '=', idUsuario).execute();
}

/**
 * '¿Has olvidado tu contraseña?' asked for the account `idUsuario`, or for an address no account
 * has (null): one row either way, the same statement, so the request costs the same.
 */
export async function pedirRecuperacion(
  trx: Kysely<Database>,
  idUsuario: number | null,
  ahora: Date,
): Promise<void> {
  await trx
    .insertInto('pedidos_recuperacion')
    .values({ id_usuario: idUsuario, creado_en: ahora })
    .execute();
}

/**
 * Takes up to `max` recoveries asked (FOR UPDATE SKIP LOCKED: with several processes each is
 * taken by one), removing them; for each with an account, the account as its link needs it.
 */
export async function tomarPedidosDeRecuperacion(trx: Kysely<Database>, max: number) {
  const { rows } = await sql<
    | { pedido: number; id: number; nombre: string; activo: boolean; correo_rebotado: boolean }
    | { pedido: number; id: null; nombre: null; activo: null; correo_rebotado: null }
  >`
    WITH tomados AS (
      DELETE FROM pedidos_recuperacion WHERE id IN (
        SELECT id FROM pedidos_recuperacion ORDER BY id LIMIT ${max} FOR UPDATE SKIP LOCKED)
      RETURNING id AS pedido, id_usuario)
    SELECT t.pedido, u.id, u.nombre, u.activo, u.correo_rebotado
    FROM tomados t LEFT JOIN usuarios u ON u.id = t.id_usuario
    ORDER BY t.pedido`.execute(trx);
  return rows;
}

/**
 * The account a recovery is asked for, by its e-mail's key; only its id: whether it may get a
 * link (active, mail not bouncing) is the worker's question, so the request's work is the same.
 */
export function cuentaParaEnlace(db: Kysely<Database>, claveDeEmail: string) {
  return db
    .selectFrom('usuarios')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', claveDeEmail))
    .executeTakeFirst();
}

/** A patient's reminders on or off. */
export async function cambiarRecordatorios(db: Kysely<Database>, id: number, activos: boolean) {
  await db.updateTable('usuarios').set({ recordatorios: activos }).where('id', '=', id).execute();
}

export async function recordatoriosDe(db: Kysely<Database>, id: number): Promise<boolean> {
  const fila = await db
    .selectFrom('usuarios')
    .select('recordatorios')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return fila.recordatorios;
}

/** The account of a valid link (`vigente`), with what the password rule needs. */
export function enlaceVigente(db: Kysely<Database>, tokenHash: string, ahora: Date) {
  return db
    .selectFrom('enlaces_contrasena as e')
    .innerJoin('usuarios as u', 'u.id', 'e.id_usuario')
    .select((eb) => [
      'u.id',
      // The link's own address, which it must still be (vigente).
      eb.ref('u.email').$notNull().as('email'),
      'u.nombre',
      'u.primer_apellido',
      'u.segundo_apellido',
      'u.dni',
    ])
    .where('e.token_hash', '=', tokenHash)
    .where((eb) => vigente(eb, ahora))
    .executeTakeFirst();
}

/** Whose a link is, valid or not (used, expired, ended): for the audit row of a refused one. */
export async function cuentaDelEnlace(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<number | undefined> {
  const fila = await db
    .selectFrom('enlaces_contrasena')
    .select('id_usuario')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return fila?.id_usuario;
}
