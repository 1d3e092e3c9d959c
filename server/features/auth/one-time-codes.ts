// The store behind forgot password and phone sign-in: codes hashed with their row id, limits counted in the
// database (so several servers agree), and guesses capped by one atomic update (so parallel guesses cannot
// exceed the cap).
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { oneTimeCodes } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { ONE_TIME_CODE_MAX_ATTEMPTS, ONE_TIME_CODE_TTL_MINUTES, VERIFICATION_CODE_LENGTH } from '../../../common/constants.js';

export type CodePurpose = 'password_reset' | 'phone_sign_in';
export type OneTimeCode = typeof oneTimeCodes.$inferSelect;

export const CODE_TTL_MS = ONE_TIME_CODE_TTL_MINUTES * 60_000;
const HOUR_MS = 3_600_000;

export const WRONG_CODE = 'That code is not right or has expired. Please check the code and try again.';
export const TOO_MANY_GUESSES = 'Too many wrong codes. Please request a new code.';
export const TOO_MANY_CODES = 'Too many codes requested. Please wait an hour and try again.';

const hashCode = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest();

export const hashRequester = (ip: string) => createHash('sha256').update(`one-time-code:${ip}`).digest('hex');

export function newCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
}

interface Limits { perRequesterPerHour: number; perSubjectPerHour: number }

/** Refuses a new code once the address typed, or the network address asking, has had its share this hour. */
export async function checkRequestLimits(db: Db, purpose: CodePurpose, subjectKey: string, requesterHash: string, limits: Limits) {
  const since = new Date(Date.now() - HOUR_MS);
  const count = async (column: typeof oneTimeCodes.subjectKey | typeof oneTimeCodes.requesterHash, value: string) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.purpose, purpose), eq(column, value), gt(oneTimeCodes.createdAt, since)));
    return row?.n ?? 0;
  };
  if ((await count(oneTimeCodes.subjectKey, subjectKey)) >= limits.perSubjectPerHour) throw new AppError('rate_limited', TOO_MANY_CODES);
  if ((await count(oneTimeCodes.requesterHash, requesterHash)) >= limits.perRequesterPerHour) throw new AppError('rate_limited', TOO_MANY_CODES);
}

/** Codes sent to one account this hour, whatever was typed to reach it (username, e-mail or phone). */
export async function codesSentToUser(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), gt(oneTimeCodes.createdAt, new Date(Date.now() - HOUR_MS))));
  return row?.n ?? 0;
}

/**
 * Records a request and returns its id and code. Without `send`, the row still exists (nothing is sent and no
 * code can match), so the answer and the limits are the same as for a real one.
 */
export async function createCode(
  db: Db,
  row: { purpose: CodePurpose; subjectKey: string; requesterHash: string; userId?: string | null; channel?: 'email' | 'sms' | null; contact?: string | null },
  send: boolean,
): Promise<{ id: string; code: string }> {
  const id = randomUUID();
  const code = newCode();
  // An unsendable request stores the hash of a code nobody is told.
  const stored = send ? code : `${newCode()}-unsent-${randomUUID()}`;
  await db.transaction(async (tx) => {
    // A new code replaces the ones still open for the same address.
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(oneTimeCodes.purpose, row.purpose), eq(oneTimeCodes.subjectKey, row.subjectKey), isNull(oneTimeCodes.consumedAt)));
    await tx.insert(oneTimeCodes).values({
      id,
      ...row,
      codeHash: hashCode(id, stored).toString('hex'),
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    });
  });
  return { id, code };
}

/**
 * Judges one guess. The attempt is counted first, atomically: `attempts < max` in the same update means that of
 * many parallel guesses only the first `max` are judged at all; the rest are refused unread. A right code is
 * consumed atomically too, so it works once.
 */
export async function redeemCode(db: Db, purpose: CodePurpose, id: string, code: string): Promise<OneTimeCode> {
  const now = new Date();
  const [counted] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(
      eq(oneTimeCodes.id, id),
      eq(oneTimeCodes.purpose, purpose),
      lt(oneTimeCodes.attempts, ONE_TIME_CODE_MAX_ATTEMPTS),
      isNull(oneTimeCodes.consumedAt),
      gt(oneTimeCodes.expiresAt, now),
    ))
    .returning();
  if (!counted) {
    const [row] = await db.select({ attempts: oneTimeCodes.attempts }).from(oneTimeCodes).where(eq(oneTimeCodes.id, id)).limit(1);
    if (row && row.attempts >= ONE_TIME_CODE_MAX_ATTEMPTS) throw new AppError('rate_limited', TOO_MANY_GUESSES);
    throw new AppError('bad_request', WRONG_CODE, { code: WRONG_CODE });
  }
  const matches = timingSafeEqual(hashCode(id, code), Buffer.from(counted.codeHash, 'hex'));
  if (!matches) throw new AppError('bad_request', WRONG_CODE, { code: WRONG_CODE });
  const [consumed] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
    .returning();
  if (!consumed) throw new AppError('bad_request', WRONG_CODE, { code: WRONG_CODE });
  return consumed;
}
