// OWASP's "device cookies" (decision 0017): a browser that has signed in to an account carries a random token,
// and the database keeps its SHA-256 per account it signed in to. A sign-in from such a device is judged only by
// that device's own failures, so failures from elsewhere (a botnet guessing the password) never block it. A
// device whose cookie keeps failing loses its trust and is judged like any unknown device.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { trustedDevices } from '../../db/schema.js';
import type { User } from '../../db/schema.js';
import { SIGN_IN_WINDOW_MS } from './attempts.js';
import { startSession } from './session-cookie.js';

export const DEVICE_COOKIE = 'device';
const TRUST_DAYS = 365;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashDevice = (token: string) => createHash('sha256').update(`device:${token}`).digest('hex');

/** Signs the user in and trusts this browser for the account: every way of signing in proves the account. */
export async function signInThisDevice(request: FastifyRequest, reply: FastifyReply, user: User): Promise<void> {
  await startSession(request, reply, user);
  await trustThisDevice(request, reply, user.id);
}

/** The device token the browser sent, if it is one we could have issued. */
export function readDeviceToken(request: FastifyRequest): string | null {
  const token = request.cookies[DEVICE_COOKIE];
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

/** The hash trusted_devices keeps for this browser, if it sent a device cookie: what other features compare. */
export function deviceHashOf(request: FastifyRequest): string | null {
  const token = readDeviceToken(request);
  return token ? hashDevice(token) : null;
}

/**
 * The browser keeps (or gets) its token and is trusted for this account for a year
 * from now, its failures forgiven. The cookie outlives sign-out on purpose: it remembers the device, not a session.
 */
export async function trustThisDevice(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
  const { config, database } = request.server.ctx;
  const token = readDeviceToken(request) ?? randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + TRUST_DAYS * 86_400_000);
  await database.db
    .insert(trustedDevices)
    .values({ deviceHash: hashDevice(token), userId, expiresAt })
    .onConflictDoUpdate({
      target: [trustedDevices.deviceHash, trustedDevices.userId],
      set: { failures: 0, failuresResetAt: sql`now()`, expiresAt },
    });
  reply.setCookie(DEVICE_COOKIE, token, {
    path: '/api/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    maxAge: TRUST_DAYS * 86_400,
  });
}

/**
 * Books one sign-in attempt against the device's own count, before the password is checked. True when the
 * device is trusted for the account typed and under its limit (the attempt is then judged as this device's
 * alone); false for an unknown device, and for a trusted one that reached its limit, which loses its trust.
 * The count goes up only while under the limit, in one statement, so parallel guesses with a stolen cookie
 * get no more than `maxFailures` judged as trusted.
 */
export async function claimTrustedAttempt(db: Db, token: string | null, account: string, maxFailures: number): Promise<boolean> {
  if (!token) return false;
  const window = `${SIGN_IN_WINDOW_MS} milliseconds`;
  const booked = await queryRows(db, sql`
    update trusted_devices as d set
      failures = case when d.failures_reset_at <= now() then 1 else d.failures + 1 end,
      failures_reset_at = case when d.failures_reset_at <= now() then now() + ${window}::interval else d.failures_reset_at end
    from users as u
    where d.device_hash = ${hashDevice(token)} and d.user_id = u.id and lower(u.username) = ${account}
      and d.expires_at > now() and (d.failures_reset_at <= now() or d.failures < ${maxFailures})
    returning d.user_id`);
  if (booked.length === 1) return true;
  await db.execute(sql`
    delete from trusted_devices as d using users as u
    where d.device_hash = ${hashDevice(token)} and d.user_id = u.id and lower(u.username) = ${account}
      and d.failures >= ${maxFailures} and d.failures_reset_at > now()`);
  return false;
}

/** Whether this browser has signed in to the account (and still holds its trust). */
export async function isKnownDevice(db: Db, token: string | null, userId: string): Promise<boolean> {
  if (!token) return false;
  const [row] = await db
    .select({ userId: trustedDevices.userId })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.deviceHash, hashDevice(token)), eq(trustedDevices.userId, userId), gt(trustedDevices.expiresAt, sql`now()`)))
    .limit(1);
  return Boolean(row);
}

/** The requester key of a known device for the code limits: one-way, and never equal to an address's. */
export const knownDeviceRequester = (token: string) => createHash('sha256').update(`one-time-code-device:${hashDevice(token)}`).digest('hex');

/** A password reset ends every device's trust but the one that proved it holds the account's inbox. */
export async function forgetOtherDevices(db: Db, userId: string, keepToken: string | null): Promise<void> {
  await db
    .delete(trustedDevices)
    .where(and(eq(trustedDevices.userId, userId), keepToken ? ne(trustedDevices.deviceHash, hashDevice(keepToken)) : undefined));
}

export async function deleteExpiredTrustedDevices(db: Db): Promise<void> {
  await db.delete(trustedDevices).where(lte(trustedDevices.expiresAt, sql`now()`));
}
