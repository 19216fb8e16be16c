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
