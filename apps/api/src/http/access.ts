import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { resolveSession, type SessionMemory, type SessionPolicy } from '../auth/sessions';
import type { Operation } from '../contract/operations';
import { esResponsableActivo } from '../db/queries/personal';
import type { Database } from '../db/schema';
import type { ReceivedFile } from '../uploads/receive';
import { ApiError, forbidden, MENSAJES, unauthorized } from './errors';
import { checkOwnership, HiddenRecord } from './ownership';

export interface AccessOptions {
  db: Kysely<Database>;
  operations: Map<string, Operation>;
  sessions: SessionPolicy;
  /** Sessions kept in this process (a database only it opens); none: every lookup asks. */
  sessionMemory?: SessionMemory;
  clock: () => Date;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer ([^\s]+)$/i.exec(header.trim());
  return match?.[1];
}

function checkContentType(request: FastifyRequest, operation: Operation) {
  if (operation.bodyContentTypes.length === 0) return;
  const header = request.headers['content-type'];
  if (!header) {
    if (operation.bodyRequired) throw new ApiError(400, MENSAJES.faltanDatos);
    return;
  }
  const mediaType = header.split(';')[0]?.trim().toLowerCase() ?? '';
  // Fastify skips body validation for a media type the schema does not list: refuse it here.
  if (!operation.bodyContentTypes.includes(mediaType)) {
    throw new ApiError(415, MENSAJES.tipoContenido);
  }
  // JSON is UTF-8 (RFC 8259): a body declared in another charset would be misread.
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(header)?.[1]?.toLowerCase();
  if (mediaType === 'application/json' && charset && charset !== 'utf-8' && charset !== 'utf8') {
    throw new ApiError(415, MENSAJES.juegoCaracteres);
  }
}

/**
 * Authentication and role checks run in onRequest, before any body is read or file written;
 * ownership runs once the ids are validated. Deny by default: an operation without declared
 * roles and ownership is refused to everyone.
 */
export function registerAccess(app: FastifyInstance, options: AccessOptions) {
  app.decorateRequest('user', null);
  app.decorateRequest('operation', null);
  app.decorateRequest('uploads', null as unknown as ReceivedFile[]);
  app.decorateRequest('refused', false);

  app.addHook('onRequest', async (request) => {
    request.uploads = [];
    const operationId = request.routeOptions.config?.operationId;
    if (!operationId) {
      // Only the contract's operations live under /api: any other route there is refused.
      if (request.url.startsWith('/api') && !request.is404) throw forbidden();
      return;
    }
    const operation = options.operations.get(operationId);
    if (!operation) throw forbidden();
    request.operation = operation;
    if (!operation.isPublic) {
      const token = bearerToken(request);
      const user = token
        ? await resolveSession(
            options.db,
            token,
            options.sessions,
            options.clock(),
            options.sessionMemory,
          )
        : undefined;
      if (!user) throw unauthorized();
      request.user = user;
    }
    if (!operation.roles || !operation.ownership) throw forbidden();
    if (!operation.isPublic && !operation.roles.includes(request.user?.id_rol ?? 0)) {
      throw forbidden();
    }
    // A password someone else set is changed before anything else.
    if (request.user?.provisional && !operation.withProvisionalPassword) {
      throw new ApiError(403, MENSAJES.contrasenaProvisional);
    }
    // Staff management: an active administrative marked responsable (docs/decisiones.md (46)),
    // asked of the database each time (the mark may have been taken a moment ago).
    if (operation.responsable && !(await esResponsableActivo(options.db, request.user?.id ?? 0))) {
      throw new ApiError(
        403,
        operation.path.startsWith('/api/agenda/')
          ? MENSAJES.soloResponsableAgenda
          : operation.path.startsWith('/api/auditoria/')
            ? MENSAJES.soloResponsableRegistro
            : MENSAJES.soloResponsable,
      );
    }
    checkContentType(request, operation);
  });

  app.addHook('preHandler', async (request) => {
    const operation = request.operation;
    if (!operation || operation.isPublic) return;
    try {
      await checkOwnership(options.db, request.user, operation, request);
    } catch (error) {
      // Answered as missing, audited as refused.
      if (error instanceof HiddenRecord) request.refused = true;
      throw error;
    }
  });
}
