import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, type User } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { isEmailTakenError, violatedUniqueIndex } from '../../lib/db-errors.js';
import type { RegisterInput, RegistrationTypeInput, SetupAdminInput } from '../../../common/schemas/auth.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';

// Other features ask whether a session is still signed in (live streams re-check theirs).
export { deleteUserSessions, findLiveSessionId, isSessionLive } from './sessions.js';
// Reports compare reporters' devices (issue 30): the hash only, never the cookie's token.
export { deviceHashOf } from './device-cookies.js';

export const USERNAME_TAKEN = 'That username is already taken. Please choose another.';
export const EMAIL_TAKEN = 'An account with this e-mail address already exists. Sign in instead, or use another e-mail address.';

export const emailTaken = () => new AppError('conflict', EMAIL_TAKEN, { email: EMAIL_TAKEN });

/** Whether another account (not `exceptUserId`) already uses the address, whatever its case. */
export async function isEmailTaken(db: Db, email: string, exceptUserId?: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return Boolean(row && row.id !== exceptUserId);
}

export async function findUserByUsername(db: Db, username: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(sql`lower(${users.username}) = ${username.toLowerCase()}`).limit(1);
  return user;
}

export async function authenticate(db: Db, username: string, password: string): Promise<User | null> {
  const user = await findUserByUsername(db, username);
  const ok = await verifyPassword(password, user?.passwordHash);
  return ok && user ? user : null;
}

export async function registerUser(db: Db, input: RegisterInput): Promise<User> {
  if (await findUserByUsername(db, input.username)) throw new AppError('conflict', USERNAME_TAKEN, { username: USERNAME_TAKEN });
  if (await isEmailTaken(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({
        username: input.username,
        passwordHash,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber,
        userType: input.userType,
        // Agents only (the schema drops anyone else's); unchecked until an admin looks it up (issue 30).
        licenseNumber: input.licenseNumber,
        // Businesses wait for an admin; home hunters can start browsing and messaging at once.
        accountStatus: input.userType === 'seeker' ? 'approved' : 'pending',
      })
      .returning();
    return user!;
  } catch (error) {
    // Two registrations raced for the same name or address: the unique indexes decide.
    if (isEmailTakenError(error)) throw emailTaken();
    if (violatedUniqueIndex(error) !== null) throw new AppError('conflict', USERNAME_TAKEN, { username: USERNAME_TAKEN });
    throw error;
  }
}

export const ADMIN_EXISTS = 'An administrator already exists. Please sign in instead.';
// Any constant works: it only has to be the same for every caller of setup-admin.
const SETUP_ADMIN_LOCK = 4_242_001;

export async function adminExists(db: Db): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
  return Boolean(existing);
}

/** Creates the first admin. The advisory lock makes concurrent calls queue, so only one can win. */
export async function setupFirstAdmin(db: Db, input: SetupAdminInput): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_ADMIN_LOCK})`);
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
    if (existing) throw new AppError('conflict', ADMIN_EXISTS);
    if (await findUserByUsername(tx as unknown as Db, input.username)) {
      throw new AppError('conflict', USERNAME_TAKEN, { username: USERNAME_TAKEN });
    }
    const [admin] = await tx
      .insert(users)
      .values({
        username: input.username,
        passwordHash,
        userType: 'admin',
        isAdmin: true,
        accountStatus: 'approved',
        firstName: 'Platform',
        lastName: 'Admin',
      })
      .returning();
    return admin!;
  });
}

export async function chooseAccountType(db: Db, user: User, input: RegistrationTypeInput): Promise<User> {
  if (user.userType) throw new AppError('conflict', 'Your account type is already set.');
  const [updated] = await db
    .update(users)
    .set({ userType: input.userType, licenseNumber: input.licenseNumber, accountStatus: 'pending', updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return updated!;
}
