import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, type User } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { RegisterInput, SetupAdminInput } from '../../../common/schemas/auth.js';
import { hashPassword, verifyPassword } from './passwords.js';

// Other features ask whether a session is still signed in (live streams re-check theirs).
export { isSessionLive } from './sessions.js';

export const USERNAME_TAKEN = 'That username is already taken. Please choose another.';

export async function findUserByUsername(db: Db, username: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(sql`lower(${users.username}) = ${username.toLowerCase()}`).limit(1);
  return user;
}

export async function authenticate(db: Db, username: string, password: string): Promise<User | null> {
  const user = await findUserByUsername(db, username);
  const ok = await verifyPassword(password, user?.passwordHash);
  return ok && user ? user : null;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export async function registerUser(db: Db, input: RegisterInput): Promise<User> {
  if (await findUserByUsername(db, input.username)) throw new AppError('conflict', USERNAME_TAKEN, { username: USERNAME_TAKEN });
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
        // Businesses wait for an admin; home hunters can start browsing and messaging at once.
        accountStatus: input.userType === 'seeker' ? 'approved' : 'pending',
      })
      .returning();
    return user!;
  } catch (error) {
    // Two registrations raced for the same name: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('conflict', USERNAME_TAKEN, { username: USERNAME_TAKEN });
    throw error;
  }
}

export const ADMIN_EXISTS = 'An administrator already exists. Please sign in instead.';
// Any constant works: it only has to be the same for every caller of setup-admin.
const SETUP_ADMIN_LOCK = 4_242_001;

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

export async function chooseAccountType(db: Db, user: User, userType: 'owner' | 'agent'): Promise<User> {
  if (user.userType) throw new AppError('conflict', 'Your account type is already set.');
  const [updated] = await db
    .update(users)
    .set({ userType, accountStatus: 'pending', updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return updated!;
}
