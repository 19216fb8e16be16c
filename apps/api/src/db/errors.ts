import { isSocketErrorCode } from '../http/socket-errors';

/** PostgreSQL error details, as both `pg` and PGlite report them. */
interface PgError {
  code?: string;
  constraint?: string;
  message?: string;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = error as PgError;
  if (pgError?.code !== '23505') return false;
  if (!constraint) return true;
  return pgError.constraint === constraint || Boolean(pgError.message?.includes(constraint));
}

/**
 * SQLSTATEs of a server that is not there for now: class 08 (connection exception), 57P01
 * admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting or stopping), 53300
 * too_many_connections.
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** What node-postgres and its pool say, without a code, when a connection is gone or never came. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated( unexpectedly| due to connection timeout)?|timeout exceeded when trying to connect|timeout expired|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)$/;

/**
 * Whether an error says the database could not be reached (stopped, restarting, a dropped or
 * timed-out connection) rather than that the request was wrong: the client may try again soon.
 * Socket codes count only with a `syscall` (a connection's own socket), not a client's aborted
 * request.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, syscall, message } = error as PgError & { syscall?: unknown };
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATE.test(code)) return true;
    if (isSocketErrorCode(code) && typeof syscall === 'string') return true;
  }
  // A connection that failed for several addresses (localhost: ::1 and 127.0.0.1) is reported
  // as one AggregateError of socket errors.
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message);
}
