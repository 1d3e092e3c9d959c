// Unique indexes decide races between two writers; these tell which index refused a row.

interface PgErrorLike { code?: string; constraint?: string; cause?: PgErrorLike }

/** The name of the unique index a write violated (PostgreSQL 23505), or null for any other error. */
export function violatedUniqueIndex(error: unknown): string | null {
  const e = error as PgErrorLike | undefined;
  for (const candidate of [e, e?.cause]) {
    if (candidate?.code === '23505') return candidate.constraint ?? '';
  }
  return null;
}

export const EMAIL_UNIQUE_INDEX = 'users_email_lower_idx';

/** True when the write failed because another account already has that e-mail address. */
export function isEmailTakenError(error: unknown): boolean {
  const index = violatedUniqueIndex(error);
  return index === EMAIL_UNIQUE_INDEX;
}

// The database cannot be reached at all, as opposed to refusing one statement: a connection refused or cut, the
// pool closed, PGlite closed, PostgreSQL shutting down or starting (57P01-57P03), or a connection exception
// (class 08). Such a request may well succeed a little later, so it is answered 503, not 500.
const UNREACHABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
const UNREACHABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const UNREACHABLE_MESSAGES = [
  /^Connection terminated/, // node-postgres: the server closed the connection, or connecting timed out
  /^timeout exceeded when trying to connect/, // pg-pool: no connection within connectionTimeoutMillis
  /^Cannot use a pool after calling end on the pool/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^PGlite is closed/,
];

interface ErrorLike { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }

/** True when `error` (or any error it wraps: Drizzle's cause, an AggregateError's errors) says the database is out of reach. */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as ErrorLike;
  const code = typeof e.code === 'string' ? e.code : '';
  if (UNREACHABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || UNREACHABLE_SOCKET_CODES.has(code)) return true;
  if (typeof e.message === 'string' && UNREACHABLE_MESSAGES.some((pattern) => pattern.test(e.message as string))) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnreachable(inner, depth + 1))) return true;
  return isDatabaseUnreachable(e.cause, depth + 1);
}
