// The store behind forgot password and phone sign-in: codes hashed with their row id, limits counted in the
// database (so several servers agree), and guesses capped by one atomic update (so parallel guesses cannot
// exceed the cap).
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { oneTimeCodes } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { RetryLaterError } from './retry-later.js';
import { isKnownDevice, knownDeviceRequester } from './device-cookies.js';
import { tooManyCodesFromHere } from './sign-in-messages.js';
import { ONE_TIME_CODE_MAX_ATTEMPTS, ONE_TIME_CODE_TTL_MINUTES, VERIFICATION_CODE_LENGTH } from '../../../common/constants.js';

export type CodePurpose = 'password_reset' | 'phone_sign_in';
export type OneTimeCode = typeof oneTimeCodes.$inferSelect;

export const CODE_TTL_MS = ONE_TIME_CODE_TTL_MINUTES * 60_000;
const HOUR_MS = 3_600_000;

export const WRONG_CODE = 'That code is not right or has expired. Please check the code and try again.';
export const TOO_MANY_GUESSES = 'Too many wrong codes. Please request a new code.';

const hashCode = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest();

export const hashRequester = (ip: string) => createHash('sha256').update(`one-time-code:${ip}`).digest('hex');

export function newCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
}

/**
 * Who asks for a code. `key` is what the per-requester limits count: the device cookie's hash when the browser
 * has signed in to the account the code is for, else the hash of the network address.
 */
export interface CodeRequester { key: string; addressHash: string; knownDevice: boolean }

/** What the route knows of who asks: the hashed network address and the device cookie, if any. */
export interface CodeAsker { addressHash: string; deviceToken: string | null }

/** Who asks, as the limits see it, for a code meant for `userId`'s account (null: no account, or unknown). */
export async function resolveRequester(db: Db, asker: CodeAsker, userId: string | null): Promise<CodeRequester> {
  const knownDevice = Boolean(userId && asker.deviceToken && (await isKnownDevice(db, asker.deviceToken, userId)));
  const key = knownDevice ? knownDeviceRequester(asker.deviceToken!) : asker.addressHash;
  return { key, addressHash: asker.addressHash, knownDevice };
}

interface Limits { perSubjectPerRequester: number; perAddressPerHour: number }

interface Counted { n: number; oldest: Date | null }

const secondsUntilHourAfter = (oldest: Date | null) => Math.max(1, Math.ceil(((oldest?.getTime() ?? Date.now()) + HOUR_MS - Date.now()) / 1000));

async function countSince(db: Db, where: SQL | undefined): Promise<Counted> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${oneTimeCodes.createdAt})` })
    .from(oneTimeCodes)
    .where(and(where, gt(oneTimeCodes.createdAt, new Date(Date.now() - HOUR_MS))));
  return { n: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

/**
 * Refuses a new code to this requester once it has had its share for what was typed, or (an unknown device)
 * its network address its share for everything. Only the requester is refused: others asking for the same
 * account or number are counted apart, so a flood from elsewhere cannot use up the owner's share (decision 0017).
 */
export async function checkRequestLimits(db: Db, purpose: CodePurpose, subjectKey: string, requester: CodeRequester, limits: Limits) {
  const mine = await countSince(db, and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.subjectKey, subjectKey), eq(oneTimeCodes.requesterHash, requester.key)));
  if (mine.n >= limits.perSubjectPerRequester) throw new RetryLaterError(tooManyCodesFromHere(secondsUntilHourAfter(mine.oldest)), secondsUntilHourAfter(mine.oldest));
  if (requester.knownDevice) return;
  const fromAddress = await countSince(db, and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.requesterHash, requester.addressHash)));
  if (fromAddress.n >= limits.perAddressPerHour) {
    throw new RetryLaterError(tooManyCodesFromHere(secondsUntilHourAfter(fromAddress.oldest)), secondsUntilHourAfter(fromAddress.oldest));
  }
}

/**
 * Codes sent this hour, at the request of devices unknown to the account, to an inbox (e-mail address or
 * phone number) or to the account by any of its contacts: the bound on what strangers can make us send there.
 */
export async function codesSentForStrangers(db: Db, to: { contact: string; userId?: string | null }): Promise<{ n: number; retryAfterSeconds: number }> {
  const reaches = to.userId ? or(eq(oneTimeCodes.contact, to.contact), eq(oneTimeCodes.userId, to.userId)) : eq(oneTimeCodes.contact, to.contact);
  const counted = await countSince(db, and(reaches, eq(oneTimeCodes.fromKnownDevice, false)));
  return { n: counted.n, retryAfterSeconds: secondsUntilHourAfter(counted.oldest) };
}

/**
 * Records a request and returns its id and code. Without `send`, the row still exists (nothing is sent and no
 * code can match), so the answer and the limits are the same as for a real one.
 */
export async function createCode(
  db: Db,
  row: {
    purpose: CodePurpose; subjectKey: string; requesterHash: string; fromKnownDevice: boolean;
    userId?: string | null; channel?: 'email' | 'sms' | null; contact?: string | null;
  },
  send: boolean,
): Promise<{ id: string; code: string }> {
  const id = randomUUID();
  const code = newCode();
  // An unsendable request stores the hash of a code nobody is told.
  const stored = send ? code : `${newCode()}-unsent-${randomUUID()}`;
  // Codes already sent stay valid until they expire: a new request, anyone's, must not cancel the one the owner
  // is typing (decision 0017). Each code has its own guesses, and a reset closes the account's others.
  await db.insert(oneTimeCodes).values({
    id,
    ...row,
    codeHash: hashCode(id, stored).toString('hex'),
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  return { id, code };
}

/** Closes every code of this purpose still open for the account (after a password reset, the others are moot). */
export async function closeOpenCodes(db: Db, purpose: CodePurpose, userId: string): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.userId, userId), isNull(oneTimeCodes.consumedAt)));
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
