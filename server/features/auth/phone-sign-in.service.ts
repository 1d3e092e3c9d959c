// Sign-in and sign-up with a code by SMS. The code proves the number: a known verified number signs its account
// in; a new one makes a home hunter account with that number verified and a generated username.
import { randomInt } from 'node:crypto';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, type User } from '../../db/schema.js';
import type { Notifier } from '../../lib/notifier.js';
import { AppError } from '../../lib/errors.js';
import type { RateLimits } from '../../context.js';
import type { CodeChallenge } from '../../../common/api/accounts.js';
import { ONE_TIME_CODE_TTL_MINUTES } from '../../../common/constants.js';
import {
  checkRequestLimits, CODE_TTL_MS, codesSentForStrangers, createCode, redeemCode, resolveRequester, WRONG_CODE, type CodeAsker,
} from './one-time-codes.js';
import { RetryLaterError } from './retry-later.js';
import { numberHadItsCodes } from './sign-in-messages.js';
import { findUserByUsername } from './auth.service.js';

export function maskPhone(phone: string): string {
  return `${phone.slice(0, 4)} •••• ${phone.slice(-3)}`;
}

async function findVerifiedPhoneOwner(db: Db, phone: string): Promise<User | undefined> {
  const [known] = await db
    .select()
    .from(users)
    .where(and(eq(users.phoneNumber, phone), isNotNull(users.phoneVerifiedAt)))
    .orderBy(desc(users.phoneVerifiedAt))
    .limit(1);
  return known;
}

/**
 * Each requester has its own share per number; the number's share for devices that never signed in to its
 * account bounds what strangers can make us send it, and the owner's known devices are outside it (decision 0017).
 */
export async function requestPhoneCode(db: Db, notifier: Notifier, limits: RateLimits, phone: string, asker: CodeAsker): Promise<CodeChallenge> {
  const owner = await findVerifiedPhoneOwner(db, phone);
  const requester = await resolveRequester(db, asker, owner?.id ?? null);
  await checkRequestLimits(db, 'phone_sign_in', phone, requester, {
    perSubjectPerRequester: limits.oneTimeCodesPerAddressPerHour,
    perAddressPerHour: limits.oneTimeCodesPerIpPerHour,
  });
  if (!requester.knownDevice) {
    const sent = await codesSentForStrangers(db, { contact: phone });
    if (sent.n >= limits.oneTimeCodesPerAccountPerHour) throw new RetryLaterError(numberHadItsCodes(sent.retryAfterSeconds), sent.retryAfterSeconds);
  }
  const { id, code } = await createCode(db, {
    purpose: 'phone_sign_in', subjectKey: phone, requesterHash: requester.key, fromKnownDevice: requester.knownDevice, channel: 'sms', contact: phone,
  }, true);
  const text = `Your Salone Homes sign-in code is ${code}. It expires in ${ONE_TIME_CODE_TTL_MINUTES} minutes. Never share it with anyone.`;
  try {
    await notifier.sendSms({ to: phone, text, code });
  } catch {
    throw new AppError('unavailable', 'We could not send the code right now. Please try again later.');
  }
  return { challengeId: id, expiresInSeconds: CODE_TTL_MS / 1000, sentTo: maskPhone(phone) };
}

/** A username nobody has: `hunter-` and six digits, tried again on the rare clash. */
async function freeUsername(db: Db): Promise<string> {
  for (let i = 0; i < 20; i += 1) {
    const candidate = `hunter-${randomInt(100_000, 1_000_000)}`;
    if (!(await findUserByUsername(db, candidate))) return candidate;
  }
  throw new AppError('unavailable', 'We could not create your account right now. Please try again.');
}

export async function verifyPhoneCode(db: Db, challengeId: string, code: string): Promise<{ user: User; created: boolean }> {
  const row = await redeemCode(db, 'phone_sign_in', challengeId, code);
  const phone = row.contact;
  if (!phone) throw new AppError('bad_request', WRONG_CODE, { code: WRONG_CODE });
  const known = await findVerifiedPhoneOwner(db, phone);
  if (known) return { user: known, created: false };
  const now = new Date();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const [user] = await db
        .insert(users)
        .values({
          username: await freeUsername(db),
          phoneNumber: phone,
          phoneVerifiedAt: now,
          isVerified: true,
          userType: 'seeker',
          accountStatus: 'approved',
        })
        .returning();
      return { user: user!, created: true };
    } catch (error) {
      const e = error as { code?: string; cause?: { code?: string } };
      if (e?.code !== '23505' && e?.cause?.code !== '23505') throw error; // another sign-up took the name: try again
    }
  }
  throw new AppError('unavailable', 'We could not create your account right now. Please try again.');
}
