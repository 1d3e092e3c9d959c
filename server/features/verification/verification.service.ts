import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, verificationCodes, type User } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { Notifier } from '../../lib/notifier.js';
import { isEmailTakenError } from '../../lib/db-errors.js';
import { emailTaken } from '../auth/auth.service.js';
import { VERIFICATION_CODE_LENGTH } from '../../../common/constants.js';
import type { VerificationMethod } from '../../../common/schemas/verification.js';
import type { CodeSent } from '../../../common/api/verification.js';

const CODE_TTL_MS = 10 * 60_000;
const MAX_CODES_PER_HOUR = 5;
const MAX_ATTEMPTS = 5;

export const INVALID_CODE = 'That code is not right or has expired. Please check the code and try again.';
export const TOO_MANY_CODES = 'Too many codes requested. Please wait an hour and try again.';
export const TOO_MANY_ATTEMPTS = 'Too many wrong codes. Please request a new code.';

function hashCode(userId: string, code: string): Buffer {
  return createHash('sha256').update(`${userId}:${code}`).digest();
}

function newCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
}

export function maskContact(method: VerificationMethod, contact: string): string {
  if (method === 'phone') return `${contact.slice(0, 4)} •••• ${contact.slice(-3)}`;
  const [name = '', domain = ''] = contact.split('@');
  return `${name.slice(0, 2)}•••@${domain}`;
}

export async function sendVerificationCode(db: Db, notifier: Notifier, user: User, method: VerificationMethod, contact: string): Promise<CodeSent> {
  const code = newCode();
  // Counting and inserting happen in one transaction that first locks the user's row, so parallel requests
  // (on one server or several) queue behind each other and cannot all see "4 sent" and each send a fifth.
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [{ recent }] = (await tx
      .select({ recent: sql<number>`count(*)::int` })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.userId, user.id), gt(verificationCodes.createdAt, new Date(Date.now() - 3_600_000))))) as [{ recent: number }];
    if (recent >= MAX_CODES_PER_HOUR) throw new AppError('rate_limited', TOO_MANY_CODES);
    // A new code replaces any earlier one still open for this method.
    await tx
      .update(verificationCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(verificationCodes.userId, user.id), eq(verificationCodes.method, method), isNull(verificationCodes.consumedAt)));
    await tx.insert(verificationCodes).values({
      userId: user.id,
      method,
      contact,
      codeHash: hashCode(user.id, code).toString('hex'),
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    });
  });
  const text = `Your Salone Homes verification code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this message.`;
  try {
    if (method === 'email') await notifier.sendEmail({ to: contact, subject: 'Your Salone Homes verification code', text, code });
    else await notifier.sendSms({ to: contact, text, code });
  } catch {
    throw new AppError('unavailable', 'We could not send the code right now. Please try again later.');
  }
  return { sent: true, verificationMethod: method, contact: maskContact(method, contact), expiresInSeconds: CODE_TTL_MS / 1000 };
}

/** Checks the newest open code; success marks the user verified and keeps the verified contact on the account. */
export async function verifyCode(db: Db, user: User, method: VerificationMethod, code: string): Promise<User> {
  const [open] = await db
    .select()
    .from(verificationCodes)
    .where(and(
      eq(verificationCodes.userId, user.id),
      eq(verificationCodes.method, method),
      isNull(verificationCodes.consumedAt),
      gt(verificationCodes.expiresAt, new Date()),
    ))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!open) throw new AppError('bad_request', INVALID_CODE);

  // The guess is counted before it is judged, in one update whose condition is `attempts < max`: of many
  // parallel guesses only the first MAX_ATTEMPTS get a row back and are judged; the rest are refused unread.
  const [counted] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, open.id), lt(verificationCodes.attempts, MAX_ATTEMPTS), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (!counted) throw new AppError('rate_limited', TOO_MANY_ATTEMPTS);

  const matches = timingSafeEqual(hashCode(user.id, code), Buffer.from(open.codeHash, 'hex'));
  if (!matches) throw new AppError('bad_request', INVALID_CODE);
  return db.transaction(async (tx) => {
    // Consumed once: two parallel right guesses cannot both verify (the second finds it consumed).
    const [consumed] = await tx
      .update(verificationCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(verificationCodes.id, open.id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    if (!consumed) throw new AppError('bad_request', INVALID_CODE);
    const [updated] = await tx
      .update(users)
      .set({
        isVerified: true,
        ...(method === 'email'
          ? { email: open.contact, emailVerifiedAt: new Date() }
          : { phoneNumber: open.contact, phoneVerifiedAt: new Date() }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id))
      .returning();
    return updated!;
  }).catch((error: unknown) => {
    // The verified address already belongs to another account: one account per address.
    throw isEmailTakenError(error) ? emailTaken() : error;
  });
}
