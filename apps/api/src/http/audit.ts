import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { audit, auditDayList, type ReadMemory } from '../audit';
import type { AuditDeclaration, Operation } from '../contract/operations';
import { subjectOf } from '../db/queries/auditoria';
import type { Database, DetalleDeCita } from '../db/schema';

/**
 * The audit log, as the contract declares it (`x-clinica-audit` beside each operation's roles
 * and ownership): handlers name no action, entity nor record. Written here:
 * - a read (`lectura`, `lista-del-dia`) once its handler has the answer, before it is sent: an
 *   audit row that cannot be written fails the request, so nothing is shown unrecorded;
 * - a change (`cambio`) inside the change's own transaction, which the handler opens with
 *   `auditedTransaction`: the row and the change commit together or neither does;
 * - a refused call (401, 403, someone else's record answered as missing) once it is answered.
 * By hand, only what no declaration can say: the sign-in's rows (handlers/sesion.ts).
 */
export interface AuditHook {
  /**
   * Runs `work` in one transaction and, in it, writes the change's audit row that the contract
   * declares for the request's operation. The record named by the request (path, body, caller)
   * is looked up before `work`, so a removed record still says whose it was.
   */
  auditedTransaction<T>(
    request: FastifyRequest,
    work: (trx: Kysely<Database>, nota: AuditNote) => Promise<T>,
  ): Promise<T>;
  /** The operation's handler, writing what its declaration says. */
  wrap<H extends Handler>(operation: Operation, handler: H): H;
  /** Writes refused calls to the log. */
  register(app: FastifyInstance): void;
}

/** What a change tells its audit row beyond the declaration. */
export interface AuditNote {
  /**
   * The fields the change changed (names only, never values), for an operation declared with
   * `campos: true`; such a change must say them, an empty list when nothing changed.
   */
  campos(nombres: readonly string[]): void;
  /**
   * What a cita's change changed, for an operation declared with `detalle: true`: from which
   * day, hour and professional to which, a reason, a fulfilment (docs/decisiones.md (55)); such a
   * change must say it, `null` when it has nothing to add (a diagnosis of a cita already
   * fulfilled).
   */
  detalle(detalle: DetalleDeCita | null): void;
  /**
   * The record, for a change whose declaration names none because only the change finds it (the
   * account of a password link: docs/decisiones.md (50)).
   */
  registro(id: number): void;
}

type Handler = (request: FastifyRequest<never>, reply: FastifyReply) => Promise<unknown>;

export interface AuditHookOptions {
  db: Kysely<Database>;
  /** The reads written in the last minute (LECTURA_YA_REGISTRADA_MS), made by buildApp. */
  readMemory: ReadMemory;
  clock: () => Date;
}

/** The record's id where the declaration says it is; `undefined` when it is not there. */
function recordOf(
  declared: AuditDeclaration,
  request: FastifyRequest,
  response?: unknown,
): string | number | undefined {
  if (!declared.record) return undefined;
  const { from, path } = declared.record;
  let value: unknown =
    from === 'path'
      ? request.params
      : from === 'query'
        ? request.query
        : from === 'body'
          ? request.body
          : from === 'user'
            ? request.user
            : response;
  for (const key of path) {
    value =
      value !== null && typeof value === 'object'
        ? (value as Record<string, unknown>)[key]
        : undefined;
  }
  return typeof value === 'number' || typeof value === 'string' ? value : undefined;
}

/**
 * The ids of every element a read lists, for a record written with a `*` in its path
 * (`response.pacientes.*.id`): a search writes one row per patient it shows.
 */
function recordsOf(
  declared: AuditDeclaration,
  request: FastifyRequest,
  response: unknown,
): (string | number)[] {
  const record = declared.record;
  if (!record) return [];
  const star = record.path.indexOf('*');
  const step = (value: unknown, keys: string[]) =>
    keys.reduce<unknown>(
      (at, key) =>
        at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined,
      value,
    );
  const root =
    record.from === 'response'
      ? response
      : (request as unknown as Record<string, unknown>)[
          record.from === 'user' ? 'user' : record.from === 'path' ? 'params' : record.from
        ];
  const list = step(root, record.path.slice(0, star));
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const value = step(item, record.path.slice(star + 1));
    return typeof value === 'number' || typeof value === 'string' ? [value] : [];
  });
}

const knownBeforehand = (declared: AuditDeclaration) =>
  declared.record !== undefined && declared.record.from !== 'response';

export function createAuditHook({ db, readMemory, clock }: AuditHookOptions): AuditHook {
  /** Requests whose change wrote its row in its transaction. */
  const written = new WeakSet<FastifyRequest>();

  async function writeRead(declared: AuditDeclaration, request: FastifyRequest, result: unknown) {
    const userId = request.user?.id ?? null;
    if (declared.kind === 'lista-del-dia') {
      if (userId === null) return;
      const citas = result as readonly { fecha: string; id_paciente: number }[];
      // One row per patient shown, for each day of the list they appear on.
      for (const fecha of new Set(citas.map((cita) => cita.fecha))) {
        const delDia = citas.filter((cita) => cita.fecha === fecha);
        await auditDayList(db, readMemory, userId, fecha, delDia, { now: clock() });
      }
      return;
    }
    const records = declared.record?.path.includes('*')
      ? recordsOf(declared, request, result)
      : [recordOf(declared, request, result) ?? null];
    for (const recordId of records) {
      await audit(
        db,
        {
          userId,
          action: declared.action,
          entity: declared.entity,
          recordId,
          address: declared.address ? request.ip : null,
          readAt: clock(),
        },
        readMemory,
      );
    }
  }

  return {
    async auditedTransaction(request, work) {
      const declared = request.operation?.audit;
      if (declared?.kind !== 'cambio') {
        throw new Error(
          `${request.operation?.operationId} no declara x-clinica-audit de tipo cambio. / Not a declared change.`,
        );
      }
      return db.transaction().execute(async (trx) => {
        const known = recordOf(declared, request);
        const subject = knownBeforehand(declared)
          ? await subjectOf(trx, declared.entity, known)
          : undefined;
        let campos: readonly string[] | undefined;
        let detalle: DetalleDeCita | null | undefined;
        let registro: number | undefined;
        const result = await work(trx, {
          campos: (nombres) => {
            campos = [...nombres];
          },
          detalle: (dicho) => {
            if (!declared.detalle) {
              throw new Error(
                `${request.operation?.operationId} no declara detalle: true. / The change declares no detail.`,
              );
            }
            detalle = dicho;
          },
          registro: (id) => {
            registro = id;
          },
        });
        if (declared.campos && campos === undefined) {
          throw new Error(
            `${request.operation?.operationId}: el cambio no dijo qué campos cambió. / The change did not name its fields.`,
          );
        }
        if (declared.detalle && detalle === undefined) {
          throw new Error(
            `${request.operation?.operationId}: el cambio no dijo su detalle. / The change did not say its detail.`,
          );
        }
        await audit(trx, {
          ...(declared.campos ? { campos } : {}),
          ...(detalle ? { detalle } : {}),
          userId: request.user?.id ?? null,
          action: declared.action,
          entity: declared.entity,
          recordId:
            (knownBeforehand(declared) ? known : recordOf(declared, request, result)) ??
            registro ??
            null,
          ...(subject ? { patientId: subject.id_paciente, citaId: subject.id_cita } : {}),
          address: declared.address ? request.ip : null,
        });
        written.add(request);
        return result;
      });
    },

    wrap(operation, handler) {
      const declared = operation.audit;
      if (!declared) return handler;
      const audited = async (request: FastifyRequest<never>, reply: FastifyReply) => {
        const result = await handler(request, reply);
        if (declared.kind === 'cambio') {
          // A change that reached here without its row would be a change nobody can trace.
          if (!written.has(request)) {
            throw new Error(
              `${operation.operationId}: el cambio no escribió su auditoría en su transacción (auditedTransaction). / The change was not audited in its transaction.`,
            );
          }
          return result;
        }
        try {
          await writeRead(declared, request, result);
        } catch (error) {
          // A file about to be sent is closed: nothing is shown unrecorded.
          if (result instanceof Readable) result.destroy();
          throw error;
        }
        return result;
      };
      return audited as typeof handler;
    },

    register(app) {
      // Refused calls: who asked (if known), for which operation and record,
      // from which address; someone else's record too, though it is answered as a missing one
      // (404). The sign-in writes its own failures.
      app.addHook('onResponse', async (request, reply) => {
        if (reply.statusCode !== 401 && reply.statusCode !== 403 && !request.refused) return;
        const operationId = request.routeOptions.config?.operationId;
        if (!operationId || operationId === 'iniciarSesion') return;
        const params = (request.params ?? {}) as Record<string, unknown>;
        const recordId = params.id ?? Object.values(params)[0];
        try {
          await audit(db, {
            userId: request.user?.id ?? null,
            action: 'acceder',
            entity: operationId,
            recordId:
              typeof recordId === 'string' || typeof recordId === 'number'
                ? String(recordId).slice(0, 40)
                : null,
            patientId: null,
            outcome: 'denegado',
            address: request.ip,
          });
        } catch (error) {
          request.log.error(
            { err: error },
            'No se pudo anotar un acceso denegado en la auditoría.',
          );
        }
      });
    },
  };
}
