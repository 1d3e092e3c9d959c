// Forgot password: a code to the account's verified contact, then a new password. The answer never says
// whether an account matched: every request leaves a row and gets the same reply.
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { oneTimeCodes, users, type User } from '../../db/schema.js';
import { PASSWORD_SAME_AS_USERNAME, passwordRepeatsUsername } from '../../../common/schemas/credentials.js';
import type { Notifier } from '../../lib/notifier.js';
import type { RateLimits } from '../../context.js';
import type { CodeChallenge } from '../../../common/api/accounts.js';
import type { ResetPasswordInput } from '../../../common/schemas/account.js';
import { toE164 } from '../../../common/schemas/phone.js';
import { ONE_TIME_CODE_TTL_MINUTES } from '../../../common/constants.js';
import { findUserByUsername } from './auth.service.js';
import { hashPassword } from '../../lib/passwords.js';
import { deleteUserSessions } from './sessions.js';
import {
  checkRequestLimits, CODE_TTL_MS, codesSentForStrangers, createCode, redeemCode, resolveRequester, WRONG_CODE, type CodeAsker,
} from './one-time-codes.js';
import { AppError } from '../../lib/errors.js';

interface Target { user: User; channel: 'email' | 'sms'; contact: string }

const looksLikePhone = (value: string) => /^\+?[\d\s().-]{6,}$/.test(value);

async function findByVerifiedEmail(db: Db, email: string) {
  const [user] = await db.select().from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, isNotNull(users.emailVerifiedAt)))
    .orderBy(desc(users.emailVerifiedAt)).limit(1);
  return user;
}

async function findByVerifiedPhone(db: Db, phone: string) {
  const [user] = await db.select().from(users)
    .where(and(eq(users.phoneNumber, phone), isNotNull(users.phoneVerifiedAt)))
    .orderBy(desc(users.phoneVerifiedAt)).limit(1);
  return user;
}

/** What was typed, normalised: the key the per-address limit counts. */
export function subjectKeyOf(identifier: string): string {
  const trimmed = identifier.trim();
  if (trimmed.includes('@')) return trimmed.toLowerCase();
  const phone = looksLikePhone(trimmed) ? toE164(trimmed) : null;
  return phone ?? trimmed.toLowerCase();
}

/** The account and where its code goes: the contact typed if verified, else the verified e-mail, else phone. */
async function findTarget(db: Db, identifier: string): Promise<Target | null> {
  const key = subjectKeyOf(identifier);
  if (key.includes('@')) {
    const user = await findByVerifiedEmail(db, key);
    return user ? { user, channel: 'email', contact: user.email! } : null;
  }
  if (key.startsWith('+')) {
    const user = await findByVerifiedPhone(db, key);
    if (user) return { user, channel: 'sms', contact: user.phoneNumber! };
  }
  const user = await findUserByUsername(db, identifier.trim());
  if (!user) return null;
  if (user.email && user.emailVerifiedAt) return { user, channel: 'email', contact: user.email };
  if (user.phoneNumber && user.phoneVerifiedAt) return { user, channel: 'sms', contact: user.phoneNumber };
  return null;
}

export async function requestPasswordReset(
  db: Db, notifier: Notifier, log: FastifyBaseLogger, limits: RateLimits, identifier: string, asker: CodeAsker,
): Promise<CodeChallenge> {
  const subjectKey = subjectKeyOf(identifier);
  const target = await findTarget(db, identifier);
  const requester = await resolveRequester(db, asker, target?.user.id ?? null);
  await checkRequestLimits(db, 'password_reset', subjectKey, requester, {
    perSubjectPerRequester: limits.oneTimeCodesPerAddressPerHour,
    perAddressPerHour: limits.oneTimeCodesPerIpPerHour,
  });
  // An account that had its share this hour from devices it does not know (reached by username, e-mail and
  // phone in turn) gets nothing more from them, silently: refusing would tell that the account exists. Its own
  // known devices still get codes (decision 0017).
  const send = Boolean(target) && (requester.knownDevice
    || (await codesSentForStrangers(db, { contact: target!.contact, userId: target!.user.id })).n < limits.oneTimeCodesPerAccountPerHour);
  const { id, code } = await createCode(db, {
    purpose: 'password_reset',
    subjectKey,
    requesterHash: requester.key,
    fromKnownDevice: requester.knownDevice,
    userId: send ? target!.user.id : null,
    channel: send ? target!.channel : null,
    contact: send ? target!.contact : null,
  }, send);
  if (send && target) {
    const text = `Your Salone Homes password reset code is ${code}. It expires in ${ONE_TIME_CODE_TTL_MINUTES} minutes. If you did not ask for it, ignore this message: your password stays the same.`;
    // Not awaited: waiting for the mail server would make an existing account answer more slowly than none.
    const sending = target.channel === 'email'
      ? notifier.sendEmail({ to: target.contact, subject: 'Your Salone Homes password reset code', text, code })
      : notifier.sendSms({ to: target.contact, text, code });
    sending.catch((error: unknown) => log.warn({ err: error }, 'password reset code not delivered'));
  }
  return { challengeId: id, expiresInSeconds: CODE_TTL_MS / 1000, sentTo: null };
}

/** A right code sets the new password and ends every session of the account; the caller signs this one in. */
export async function confirmPasswordReset(db: Db, input: ResetPasswordInput): Promise<User> {
  const row = await redeemCode(db, 'password_reset', input.challengeId, input.code);
  if (!row.userId) throw new AppError('bad_request', WRONG_CODE, { code: WRONG_CODE });
  await refuseUsernameAsPassword(db, row, input.password);
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(users.id, row.userId))
    .returning();
  if (!user) throw new AppError('bad_request', WRONG_CODE, { code: WRONG_CODE });
  await deleteUserSessions(db, user.id);
  return user;
}

/**
 * Judged only after the right code (before it, the answer would tell a stranger whether the name typed is an
 * account). The code is opened again, so the person can choose another password without a new code.
 */
async function refuseUsernameAsPassword(db: Db, code: { id: string; userId: string | null }, password: string) {
  const [owner] = await db.select({ username: users.username }).from(users).where(eq(users.id, code.userId!)).limit(1);
  if (!owner?.username || !passwordRepeatsUsername(password, owner.username)) return;
  await db.update(oneTimeCodes).set({ consumedAt: null }).where(eq(oneTimeCodes.id, code.id));
  throw new AppError('validation', PASSWORD_SAME_AS_USERNAME, { password: PASSWORD_SAME_AS_USERNAME });
}
