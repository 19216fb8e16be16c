import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ColumnType, ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from './errors';

/**
 * Idempotency-Key on creating POSTs (docs/decisiones.md (36); the IETF httpapi draft
 * "The Idempotency-Key HTTP Header Field", in Stripe's model):
 *
 * - an operation takes part when the contract lists the shared `IdempotencyKey` parameter;
 * - a record is scoped to the signed-in user, the operation and the key, and holds a hash of the
 *   request (path, query, body and uploaded files);
 * - it is opened once the request passed authentication, validation and ownership (those
 *   refusals are not kept: the same key may be sent again, corrected), and closed with the
 *   answer the handler gave, success or 4xx; a 5xx drops it so a retry runs again;
 * - the same key and request again: the first answer, with `Idempotent-Replayed: true`;
 *   the same key with another request: 422; while the first is still running: 409;
 * - records expire (24 h by default); one left open by a process that died is taken over after
 *   a few minutes;
 * - a record the process could not close or drop because the database went away mid-request is
 *   closed or dropped as soon as the database is back (tried again every second), so a client's
 *   retry after an outage runs again or is replayed instead of waiting out those minutes.
 *
 * Kept in the database so every process sharing a PostgreSQL sees the same records.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';

export const MENSAJES_IDEMPOTENCIA = {
  claveReutilizada:
    'Esta clave de idempotencia (Idempotency-Key) ya se usó con una petición distinta. Usa una clave nueva para cada petición nueva.',
  enCurso:
    'Una petición con la misma clave de idempotencia (Idempotency-Key) todavía se está procesando. Espera un momento y vuelve a intentarlo.',
} as const;

interface IdempotenciaTable {
  id_usuario: number;
  operacion: string;
  clave: string;
  huella: string;
  estado: 'EN_CURSO' | 'TERMINADA';
  codigo: number | null;
  tipo_contenido: string | null;
  respuesta: string | null;
  creada_en: ColumnType<Date, Date, Date>;
  caduca_en: ColumnType<Date, Date, Date>;
}

type IdempotencyTables = Database & { idempotencia: IdempotenciaTable };
type IdempotencyDb = Kysely<IdempotencyTables>;

export interface IdempotencyPolicy {
  /** How long a record is kept (its answer replayed). */
  ttlHours: number;
  /** After this long an unfinished record is taken as left behind by a process that died. */
  abandonedAfterMs: number;
}

export const DEFAULT_IDEMPOTENCY: IdempotencyPolicy = {
  ttlHours: 24,
  abandonedAfterMs: 5 * 60_000,
};

interface Pending {
  id_usuario: number;
  operacion: string;
  clave: string;
  huella: string;
  /** When this request opened the record: with the key, it names this record and no later one. */
  creada_en: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key record this request opened and must close with its answer. */
    idempotency: Pending | null;
  }
}

/** The key as sent: a structured-field string (`"…"`, as the draft writes it) or bare (Stripe). */
export function keyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (typeof raw !== 'string') return undefined;
  const value = raw.trim();
  if (value.length > 2 && value.startsWith('"') && value.endsWith('"')) return value.slice(1, -1);
  return value || undefined;
}

/** JSON with sorted keys: the same request hashes the same whatever the order of its fields. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** What makes two requests the same request: path, query, body and the files' contents. */
export function fingerprint(request: FastifyRequest): string {
  const files = (request.uploads ?? []).map((file) => [file.field, file.originalName, file.hash]);
  const subject = canonical({
    params: request.params ?? null,
    query: request.query ?? null,
    body: request.body ?? null,
    files,
  });
  return createHash('sha256').update(JSON.stringify(subject)).digest('hex');
}

export interface IdempotencyOptions {
  db: Kysely<Database>;
  clock: () => Date;
  policy?: IdempotencyPolicy;
}

export function registerIdempotency(app: FastifyInstance, options: IdempotencyOptions) {
  const db = options.db.withTables<{ idempotencia: IdempotenciaTable }>() as IdempotencyDb;
  const policy = options.policy ?? DEFAULT_IDEMPOTENCY;
  let lastSweep = 0;

  app.decorateRequest('idempotency', null);

  /**
   * Closing or dropping writes that failed (the database unreachable as the answer went out),
   * by record, with when they were first tried: each is tried again every second until it
   * succeeds, or given up once the record would count as abandoned anyway.
   */
  const unfinished = new Map<string, { write: () => Promise<unknown>; since: number }>();
  let retry: NodeJS.Timeout | undefined;
  async function retryUnfinished() {
    for (const [record, { write, since }] of unfinished) {
      if (Date.now() - since >= policy.abandonedAfterMs) {
        unfinished.delete(record);
        continue;
      }
      try {
        await write();
        unfinished.delete(record);
      } catch {
        // Still unreachable: the next round tries again.
      }
    }
    retry = unfinished.size > 0 ? setTimeout(retryUnfinished, 1000).unref() : undefined;
  }
  function finishLater(record: string, write: () => Promise<unknown>) {
    unfinished.set(record, { write, since: Date.now() });
    retry ??= setTimeout(retryUnfinished, 1000).unref();
  }
  app.addHook('onClose', async () => clearTimeout(retry));

  /** Expired records go, at most once a minute per process, so the table stays small. */
  async function sweep(now: Date) {
    if (now.getTime() - lastSweep < 60_000) return;
    lastSweep = now.getTime();
    await db.deleteFrom('idempotencia').where('caduca_en', '<=', now).execute();
  }

  // Registered after the access hooks: runs once the caller, the input and ownership passed.
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const operation = request.operation;
    const user = request.user;
    if (!operation?.idempotent || !user) return;
    const clave = keyOf(request);
    if (!clave) return;
    const now = options.clock();
    await sweep(now);
    const scope = { id_usuario: user.id, operacion: operation.operationId, clave };
    const huella = fingerprint(request);
    for (let attempt = 0; attempt < 3; attempt++) {
      // An expired record, or one a dead process left open, no longer holds the key.
      await db
        .deleteFrom('idempotencia')
        .where('id_usuario', '=', scope.id_usuario)
        .where('operacion', '=', scope.operacion)
        .where('clave', '=', scope.clave)
        .where((eb) =>
          eb.or([
            eb('caduca_en', '<=', now),
            eb.and([
              eb('estado', '=', 'EN_CURSO'),
              eb('creada_en', '<=', new Date(now.getTime() - policy.abandonedAfterMs)),
            ]),
          ]),
        )
        .execute();
      const opened = await db
        .insertInto('idempotencia')
        .values({
          ...scope,
          huella,
          estado: 'EN_CURSO',
          codigo: null,
          tipo_contenido: null,
          respuesta: null,
          creada_en: now,
          caduca_en: new Date(now.getTime() + policy.ttlHours * 3_600_000),
        })
        .onConflict((conflict) =>
          conflict.columns(['id_usuario', 'operacion', 'clave']).doNothing(),
        )
        .returning('clave')
        .executeTakeFirst();
      if (opened) {
        request.idempotency = { ...scope, huella, creada_en: now };
        return;
      }
      const existing = await db
        .selectFrom('idempotencia')
        .select(['huella', 'estado', 'codigo', 'tipo_contenido', 'respuesta'])
        .where('id_usuario', '=', scope.id_usuario)
        .where('operacion', '=', scope.operacion)
        .where('clave', '=', scope.clave)
        .executeTakeFirst();
      // Dropped in between (the first request failed with a 5xx): try to open it again.
      if (!existing) continue;
      if (existing.huella !== huella) {
        throw new ApiError(422, MENSAJES_IDEMPOTENCIA.claveReutilizada);
      }
      if (existing.estado === 'EN_CURSO' || existing.codigo === null) {
        throw new ApiError(409, MENSAJES_IDEMPOTENCIA.enCurso, undefined, { 'retry-after': '1' });
      }
      reply.code(existing.codigo).header(REPLAYED_HEADER, 'true');
      if (existing.tipo_contenido) reply.type(existing.tipo_contenido);
      return reply.send(existing.respuesta ?? undefined);
    }
    throw new ApiError(409, MENSAJES_IDEMPOTENCIA.enCurso, undefined, { 'retry-after': '1' });
  });

  // The answer is kept before the client hears it, so a retry that follows sees it.
  app.addHook('onSend', async (request, reply, payload) => {
    const pending = request.idempotency;
    if (!pending) return payload;
    request.idempotency = null;
    const text =
      typeof payload === 'string'
        ? payload
        : Buffer.isBuffer(payload)
          ? payload.toString('utf8')
          : payload == null
            ? ''
            : undefined;
    // The record this request opened, still open: a write retried after an outage never
    // touches one that a later request opened with the same key.
    const thisRecord = (eb: ExpressionBuilder<IdempotencyTables, 'idempotencia'>) =>
      eb.and([
        eb('id_usuario', '=', pending.id_usuario),
        eb('operacion', '=', pending.operacion),
        eb('clave', '=', pending.clave),
        eb('huella', '=', pending.huella),
        eb('creada_en', '=', pending.creada_en),
        eb('estado', '=', 'EN_CURSO'),
      ]);
    const type = reply.getHeader('content-type');
    const write =
      reply.statusCode >= 500 || text === undefined
        ? () => db.deleteFrom('idempotencia').where(thisRecord).execute()
        : () =>
            db
              .updateTable('idempotencia')
              .where(thisRecord)
              .set({
                estado: 'TERMINADA',
                codigo: reply.statusCode,
                tipo_contenido: typeof type === 'string' ? type : null,
                respuesta: text,
              })
              .execute();
    try {
      await write();
    } catch (error) {
      // The answer still goes out; the record is closed or dropped once the database is back.
      request.log.error({ err: error }, 'idempotencia');
      finishLater(JSON.stringify([pending.id_usuario, pending.operacion, pending.clave]), write);
    }
    return payload;
  });
}
