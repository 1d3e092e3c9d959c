import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, type User } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { PASSWORD_SAME_AS_USERNAME, passwordRepeatsUsername } from '../../../common/schemas/credentials.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { deleteUserSessions } from './sessions.js';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not right.';

/**
 * Sets a new password when the current one is right (accounts without one, made by phone or a provider, set
 * their first). Every other session of the account ends: a stolen session does not outlive the change.
 */
export async function changePassword(db: Db, user: User, currentPassword: string, newPassword: string, keepToken: string | null) {
  if (user.passwordHash) {
    const ok = currentPassword !== '' && (await verifyPassword(currentPassword, user.passwordHash));
    if (!ok) throw new AppError('bad_request', WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
  }
  if (user.username && passwordRepeatsUsername(newPassword, user.username)) throw new AppError('validation', PASSWORD_SAME_AS_USERNAME, { newPassword: PASSWORD_SAME_AS_USERNAME });
  const passwordHash = await hashPassword(newPassword);
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
  await deleteUserSessions(db, user.id, keepToken);
}
