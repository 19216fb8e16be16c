import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { CorreoSalienteTable, Database } from '../schema';
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
      'pacientes.telefono',
      'p.id as id_usuario',
      'p.nombre as nombre_paciente',
      'p.email',
    ])
    .select((eb) => [
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

/** A new link (recovery or invitation), by its hash; its id. */
export async function insertarEnlace(
  trx: Kysely<Database>,
  enlace: {
    id_usuario: number;
    token_hash: string;
    proposito: 'recuperacion' | 'invitacion';
    creado_en: Date;
    expira_en: Date;
  },
): Promise<number> {
  const { id } = await trx
    .insertInto('enlaces_contrasena')
    .values(enlace)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Uses a link: valid (known, unused, unexpired) once. Every other link of the account ends with
 * it. The account, or undefined.
 */
export async function usarEnlace(
  trx: Kysely<Database>,
  tokenHash: string,
  ahora: Date,
): Promise<number | undefined> {
  const usado = await trx
    .updateTable('enlaces_contrasena')
    .set({ usado_en: ahora })
    .where('token_hash', '=', tokenHash)
    .where('usado_en', 'is', null)
    .where('expira_en', '>', ahora)
    .returning('id_usuario')
    .executeTakeFirst();
  if (!usado) return undefined;
  await trx
    .updateTable('enlaces_contrasena')
    .set({ usado_en: ahora })
    .where('id_usuario', '=', usado.id_usuario)
    .where('usado_en', 'is', null)
    .execute();
  return usado.id_usuario;
}

/** The account a recovery is asked for: active, with its name and whether its mail bounces. */
export function cuentaParaEnlace(db: Kysely<Database>, claveDeEmail: string) {
  return db
    .selectFrom('usuarios')
    .select(['id', 'nombre', 'email', 'activo', 'correo_rebotado'])
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

/** The account of a valid (known, unused, unexpired) link, with what the password rule needs. */
export function enlaceVigente(db: Kysely<Database>, tokenHash: string, ahora: Date) {
  return db
    .selectFrom('enlaces_contrasena as e')
    .innerJoin('usuarios as u', 'u.id', 'e.id_usuario')
    .select(['u.id', 'u.email', 'u.nombre', 'u.primer_apellido', 'u.segundo_apellido', 'u.dni'])
    .where('e.token_hash', '=', tokenHash)
    .where('e.usado_en', 'is', null)
    .where('e.expira_en', '>', ahora)
    .executeTakeFirst();
}
