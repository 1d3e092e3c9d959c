import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, type User } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { ProfileUpdateInput } from '../../../common/schemas/account.js';

// How a person is shown to others (other features import it from here, this feature's public face).
export { isLicenceChecked, presentListerSummary, presentPendingUser, presentSelf } from './users.presenter.js';

export const USERNAME_IN_USE = 'That username is already taken. Please choose another.';

/**
 * The signed-in user's own details. A changed e-mail or phone is no longer verified (codes only go to a
 * verified contact), and the account counts as verified while either contact still is.
 */
export async function updateOwnProfile(db: Db, user: User, input: ProfileUpdateInput): Promise<User> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = ${input.username.toLowerCase()}`, ne(users.id, user.id)))
    .limit(1);
  if (taken) throw new AppError('conflict', USERNAME_IN_USE, { username: USERNAME_IN_USE });

  const emailChanged = (input.email ?? null) !== (user.email?.toLowerCase() ?? null);
  const phoneChanged = input.phoneNumber !== user.phoneNumber;
  const emailVerifiedAt = emailChanged ? null : user.emailVerifiedAt;
  const phoneVerifiedAt = phoneChanged ? null : user.phoneVerifiedAt;
  const lostProof = (emailChanged && user.emailVerifiedAt) || (phoneChanged && user.phoneVerifiedAt);
  try {
    const [updated] = await db
      .update(users)
      .set({
        ...input,
        emailVerifiedAt,
        phoneVerifiedAt,
        // Accounts verified before contacts were tracked one by one keep their state unless a contact changes.
        isVerified: lostProof || emailChanged || phoneChanged ? Boolean(emailVerifiedAt || phoneVerifiedAt) : user.isVerified,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id))
      .returning();
    return updated!;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    if (e?.code === '23505' || e?.cause?.code === '23505') throw new AppError('conflict', USERNAME_IN_USE, { username: USERNAME_IN_USE });
    throw error;
  }
}

/** The notice settings on the profile (issue 17): e-mails or SMS about unread messages, on or off. */
export async function updateNoticeSettings(db: Db, user: User, messageNotices: boolean): Promise<User> {
  const [updated] = await db.update(users).set({ messageNotices, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
  return updated!;
}
