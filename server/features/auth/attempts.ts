// Failed password sign-ins from devices not known to the account, counted in the database so every server
// process counts toward one limit (decision 0011), and shaped so that nobody can lock another person out
// (decision 0017; a device that has signed in before is judged by its own failures, device-cookies.ts):
// - per (account, address): after `perAddress` failures in the window that pair is refused. The owner,
//   signing in from their own phone, is not the address that guessed.
// - per account, from every address together (address '*'): after `perAccount` failures, unknown devices are
//   slowed, not locked: each next attempt waits 2, 4, 8... seconds, at most the window. The window slides
//   while failures keep coming, so a botnet gets one guess per window at worst, and the owner at worst waits
//   one window, or signs in at once from a known device, with a one-time code, or by resetting the password.
// Rows leave only once their window has passed (housekeeping), so storage is bounded by the per-address
// request limit and no number of other names tried can make the server forget an account under attack.
import { lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { signInFailures } from '../../db/schema.js';

export const SIGN_IN_WINDOW_MS = 15 * 60_000;
const ALL_ADDRESSES = '*';

export interface SignInLimits {
  perAddress: number;
  perAccount: number;
  windowMs?: number;
}

/** Why a sign-in is refused before its password is checked, and when to try again. */
export interface SignInBlock {
  reason: 'address' | 'account';
  retryAfterSeconds: number;
}

/**
 * Books one attempt before the password is checked, atomically: the count goes up only while it is under its
 * limit (`failures < max` inside the upsert), so fifty guesses sent at once are judged no more than the limit
 * allows, and a refused attempt adds nothing (a blocked address cannot push the account's count up).
 */
export async function claimSignInAttempt(db: Db, account: string, address: string, limits: SignInLimits): Promise<SignInBlock | null> {
  const windowMs = limits.windowMs ?? SIGN_IN_WINDOW_MS;
  if (!(await bookAddressAttempt(db, account, address, limits.perAddress, windowMs))) {
    return { reason: 'address', retryAfterSeconds: await secondsUntil(db, account, address, 'reset_at') };
  }
  if (!(await bookAccountAttempt(db, account, limits.perAccount, windowMs))) {
    // Not judged, so not counted against this address either: the owner may try again when the attack ends.
    await db.execute(sql`update sign_in_failures set failures = greatest(failures - 1, 0) where account = ${account} and address = ${address}`);
    return { reason: 'account', retryAfterSeconds: await secondsUntil(db, account, ALL_ADDRESSES, 'next_attempt_at') };
  }
  return null;
}

async function bookAddressAttempt(db: Db, account: string, address: string, max: number, windowMs: number): Promise<boolean> {
  const window = `${windowMs} milliseconds`;
  const booked = await queryRows(db, sql`
    insert into sign_in_failures (account, address, failures, reset_at)
    values (${account}, ${address}, 1, now() + ${window}::interval)
    on conflict (account, address) do update set
      failures = case when sign_in_failures.reset_at <= now() then 1 else sign_in_failures.failures + 1 end,
      reset_at = case when sign_in_failures.reset_at <= now() then excluded.reset_at else sign_in_failures.reset_at end
    where sign_in_failures.reset_at <= now() or sign_in_failures.failures < ${max}
    returning failures`);
  return booked.length === 1;
}

/**
 * The account's count from all addresses. From the `slowAfter`-th failure on, the next attempt may come only
 * after 2^(failures - slowAfter + 1) seconds, capped at the window; an attempt before then is refused unread.
 */
async function bookAccountAttempt(db: Db, account: string, slowAfter: number, windowMs: number): Promise<boolean> {
  const window = `${windowMs} milliseconds`;
  const capSeconds = Math.max(1, Math.floor(windowMs / 1000));
  const booked = await queryRows(db, sql`
    insert into sign_in_failures (account, address, failures, reset_at)
    values (${account}, ${ALL_ADDRESSES}, 1, now() + ${window}::interval)
    on conflict (account, address) do update set
      failures = case when sign_in_failures.reset_at <= now() then 1 else sign_in_failures.failures + 1 end,
      reset_at = now() + ${window}::interval,
      next_attempt_at = case
        when sign_in_failures.reset_at <= now() or sign_in_failures.failures + 1 < ${slowAfter} then null
        else now() + least(power(2, least(sign_in_failures.failures + 2 - ${slowAfter}, 30)), ${capSeconds}) * interval '1 second'
      end
    where sign_in_failures.reset_at <= now() or sign_in_failures.next_attempt_at is null or sign_in_failures.next_attempt_at <= now()
    returning failures`);
  return booked.length === 1;
}

async function secondsUntil(db: Db, account: string, address: string, column: 'reset_at' | 'next_attempt_at'): Promise<number> {
  const [row] = await queryRows<{ wait: number | null }>(db, sql`
    select ceil(extract(epoch from ${sql.raw(column)} - now()))::int as wait
    from sign_in_failures where account = ${account} and address = ${address}`);
  return Math.max(1, row?.wait ?? 1);
}

/**
 * The password was right: the attempt booked was not a failure. Its own address starts again; the account's
 * count only gives back this attempt, or an attacker who shares the owner's address (a campus, a mobile
 * carrier's NAT) could not be told apart from the owner signing in.
 */
export async function recordSignInSuccess(db: Db, account: string, address: string): Promise<void> {
  await db.execute(sql`delete from sign_in_failures where account = ${account} and address = ${address}`);
  await db.execute(sql`
    update sign_in_failures set failures = greatest(failures - 1, 0)
    where account = ${account} and address = ${ALL_ADDRESSES}`);
}

export async function deleteExpiredSignInFailures(db: Db): Promise<void> {
  await db.delete(signInFailures).where(lte(signInFailures.resetAt, sql`now()`));
}
