// Listing view counts that count people, not page loads: each viewer adds one view per listing per day
// (Africa/Freetown is UTC all year, so a UTC day is the local day). Refreshing, or the app fetching a listing
// twice, adds nothing.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, like, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listingViews, sharedSecrets } from '../../db/schema.js';

/** Today as YYYY-MM-DD (UTC). */
export function viewDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

// A visitor is known only by a hash of their address (not of headers such as User-Agent, which a client sets
// at will: changing them must not make a new viewer), salted with a random value that changes every day, so
// the table cannot be turned back into addresses or used to follow a visitor from one day to the next. The
// day's salt lives in the database (made by whichever server needs it first), so every server process counts
// a visitor under the same key, and a restart does not count them again. Yesterday's and older salts are
// deleted with the old views: after that, nobody can recompute those keys.
const SALT_PREFIX = 'listing-view-salt:';
const cachedSalts = new WeakMap<Db, { day: string; value: string }>();
async function dailySalt(db: Db, day: string): Promise<string> {
  const cached = cachedSalts.get(db);
  if (cached?.day === day) return cached.value;
  const name = `${SALT_PREFIX}${day}`;
  await db.insert(sharedSecrets).values({ name, value: randomBytes(32).toString('hex') }).onConflictDoNothing();
  const [row] = await db.select({ value: sharedSecrets.value }).from(sharedSecrets).where(eq(sharedSecrets.name, name));
  // The cache is per process but only ever holds what the database decided.
  cachedSalts.set(db, { day, value: row!.value });
  return row!.value;
}

/** The key a view is counted under: the account when signed in, otherwise the visitor's daily hash. */
export async function viewerKey(db: Db, viewer: { userId?: string | null; ip: string }, day = viewDay()): Promise<string> {
  if (viewer.userId) return `user:${viewer.userId}`;
  const hash = createHash('sha256').update(`${await dailySalt(db, day)}\n${viewer.ip}`).digest('base64url');
  return `visitor:${hash}`;
}

/** Forgets who viewed what before yesterday (today's and yesterday's rows are still needed to de-duplicate). */
export async function pruneListingViews(db: Db, now = new Date()): Promise<void> {
  const yesterday = viewDay(new Date(now.getTime() - 24 * 60 * 60 * 1000));
  await db.delete(listingViews).where(lt(listingViews.day, yesterday));
  // Salt names sort by day, as the days do.
  await db.delete(sharedSecrets).where(and(like(sharedSecrets.name, `${SALT_PREFIX}%`), lt(sharedSecrets.name, `${SALT_PREFIX}${yesterday}`)));
}
