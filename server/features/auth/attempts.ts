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

export async function findSignInBlock(db: Db, account: string, address: string, limits: SignInLimits): Promise<SignInBlock> {
  const rows = await queryRows<{ address: string; failures: number }>(db, sql`
    select address, failures from sign_in_failures
    where account = ${account} and address in (${address}, ${ALL_ADDRESSES}) and reset_at > now()`);
  const failures = (which: string) => rows.find((row) => row.address === which)?.failures ?? 0;
  if (failures(address) >= limits.perAddress) return 'address';
  if (failures(ALL_ADDRESSES) >= limits.perAccount) return 'account';
  return null;
}

/** Counts a failure for the pair and for the account, each in one atomic upsert. */
export async function recordSignInFailure(db: Db, account: string, address: string, windowMs = SIGN_IN_WINDOW_MS): Promise<void> {
  const window = `${windowMs} milliseconds`;
  await db.execute(sql`
    insert into sign_in_failures (account, address, failures, reset_at)
    values (${account}, ${address}, 1, now() + ${window}::interval), (${account}, ${ALL_ADDRESSES}, 1, now() + ${window}::interval)
    on conflict (account, address) do update set
      failures = case when sign_in_failures.reset_at <= now() then 1 else sign_in_failures.failures + 1 end,
      reset_at = case when sign_in_failures.reset_at <= now() then excluded.reset_at else sign_in_failures.reset_at end`);
}

/**
 * A right password clears its own address's count only: the account's count stays, or an attacker who is
 * also the owner's neighbour on a shared address could not be told apart from the owner signing in.
 */
export async function clearSignInFailures(db: Db, account: string, address: string): Promise<void> {
  await db.execute(sql`delete from sign_in_failures where account = ${account} and address = ${address}`);
}

export async function deleteExpiredSignInFailures(db: Db): Promise<void> {
  await db.delete(signInFailures).where(lte(signInFailures.resetAt, sql`now()`));
}
