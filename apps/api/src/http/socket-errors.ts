/**
 * Error codes of a socket to a server the API depends on (the database, the object store) that
 * is not there for now: refused, reset, timed out, unreachable, not resolved. The one list both
 * the database's and the object store's outage checks read.
 */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

export const isSocketErrorCode = (code: unknown): boolean =>
  typeof code === 'string' && SOCKET_CODES.has(code);
