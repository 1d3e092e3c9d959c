import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, users, type User } from '../../db/schema.js';

export const SESSION_COOKIE = 'sid';
const TOUCH_EVERY_MS = 60 * 60 * 1000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url'); // 256 bits
}

export async function createSession(db: Db, userId: string, idleDays: number, userAgent?: string): Promise<string> {
  const token = newSessionToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    userAgent: userAgent?.slice(0, 300),
    expiresAt: new Date(Date.now() + idleDays * 86_400_000),
  });
  return token;
}

/** The signed-in user for a token, sliding the inactivity window forward at most once an hour. */
export async function findSessionUser(db: Db, token: string, idleDays: number): Promise<User | null> {
  const now = new Date();
  const [row] = await db
    .select({ user: users, sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  // Suspension deletes the sessions; this also covers one created in the same instant on another server.
  if (!row || row.user.accountStatus === 'suspended') return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + idleDays * 86_400_000) })
      .where(eq(sessions.id, row.sessionId));
  }
  return row.user;
}

/** Whether a session still exists and has not expired (it may have been signed out, here or on another server). */
export async function isSessionLive(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return Boolean(row);
}

/** The id of a live session (the key its message streams are ended by), or null. */
export async function findLiveSessionId(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row?.id ?? null;
}

// Every deletion of sessions below is announced to every server process by the database (migration 0015), so
// their message streams end at once: no caller has to remember to.
export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

/**
 * Ends every session of a user (a password reset, a suspension), or every one but the session still in use (a
 * change, signing out everywhere else); answers how many ended.
 */
export async function deleteUserSessions(db: Db, userId: string, keepToken?: string | null): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(keepToken ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken))) : eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return ended.length;
}
