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
