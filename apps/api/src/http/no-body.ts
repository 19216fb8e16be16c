import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

export const SIN_CUERPO = 'Esta operación no admite datos en el cuerpo de la petición.';

/**
 * An operation whose contract has no request body (sign-out, cancel, delete…) refuses one, before
 * it is read: otherwise Fastify would parse it anyway and answer 413 or 415, statuses those
 * operations do not declare. GET and HEAD bodies are never read, so they are left alone.
 */
export function registerNoBody(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const operation = request.operation;
    if (!operation || operation.bodyContentTypes.length > 0) return;
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > 0 || request.headers['transfer-encoding'] !== undefined) {
      throw new ApiError(400, SIN_CUERPO);
    }
  });
}
