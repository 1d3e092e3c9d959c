// Failed password sign-ins, counted in the database so every server process counts toward one limit
// (decision 0011), and shaped so that nobody can lock another person out:
// - per (account, address): after `perAddress` failures in the window that pair is refused. The owner,
//   signing in from their own phone, is not the address that guessed.
// - per account, from every address together (address '*'): a much higher bar, against guessing spread over
//   many addresses. A verified one-time code (phone sign-in, password reset) signs in even then.
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

/** Why a sign-in is refused before its password is checked, or null when it may go on. */
export type SignInBlock = 'address' | 'account' | null;

/**
 * Books one attempt before the password is checked, atomically: the count goes up only while it is under its
 * limit (`failures < max` inside the upsert), so fifty guesses sent at once are judged no more than the limit
 * allows, and a refused attempt adds nothing (a blocked address cannot push the account's count up).
 */
export async function claimSignInAttempt(db: Db, account: string, address: string, limits: SignInLimits): Promise<SignInBlock> {
  if (!(await bookAttempt(db, account, address, limits.perAddress, limits.windowMs))) return 'address';
  if (!(await bookAttempt(db, account, ALL_ADDRESSES, limits.perAccount, limits.windowMs))) {
    // Not judged, so not counted against this address either: the owner may try again when the attack ends.
    await db.execute(sql`update sign_in_failures set failures = greatest(failures - 1, 0) where account = ${account} and address = ${address}`);
    return 'account';
  }
  return null;
}

async function bookAttempt(db: Db, account: string, address: string, max: number, windowMs = SIGN_IN_WINDOW_MS): Promise<boolean> {
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
