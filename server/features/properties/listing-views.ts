// Listing view counts that count people, not page loads: each viewer adds one view per listing per day
// (Africa/Freetown is UTC all year, so a UTC day is the local day). Refreshing, or the app fetching a listing
// twice, adds nothing.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, like, lt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { listingViews, properties, sharedSecrets } from '../../db/schema.js';

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

export interface RecordedView {
  /** Whether this viewer was new today, so the view was counted. */
  counted: boolean;
  /** The listing's view count after this view; null if the listing is gone. */
  viewCount: number | null;
}

/**
 * Counts the view if this viewer has not seen the listing today, and gives the listing's count after it. A null
 * viewer (the server's own read for drawing a page) counts nothing and only reads the count.
 */
export async function recordListingView(db: Db, propertyId: string, viewer: string | null, day = viewDay()): Promise<RecordedView> {
  if (viewer === null) {
    const [row] = await queryRows<{ view_count: number }>(db, sql`select ${properties.viewCount} from ${properties} where ${properties.id} = ${propertyId}`);
    return { counted: false, viewCount: row?.view_count ?? null };
  }
  // One statement, so one round trip instead of a transaction's four (every new viewer of a listing detail
  // pays it), and still all or nothing. The count moves only when the view row is new; updatedAt is left alone
  // because a view is not an edit. The stored count is read from the statement's snapshot, before the update:
  // it is the answer only when nothing was counted.
  // It commits without waiting for the disk (synchronous_commit off, for this transaction only): if PostgreSQL
  // itself crashed, the views of its last fraction of a second could be lost, never anything else, and the
  // database stays consistent. Views are most of the site's writes; not waiting for each one's flush let the
  // server answer about half as many more listing details a second (decision 0010).
  const [row] = await queryRows<{ bumped: number | null; stored: number | null }>(db, sql`
    with relaxed as (select set_config('synchronous_commit', 'off', true)),
    seen as (
      insert into ${listingViews} (property_id, viewer, day) values (${propertyId}, ${viewer}, ${day})
      on conflict do nothing
      returning property_id
    ), bumped as (
      update ${properties} set view_count = ${properties.viewCount} + 1
      where ${properties.id} in (select property_id from seen)
      returning ${properties.viewCount}
    )
    select (select view_count from bumped) as bumped,
      (select ${properties.viewCount} from ${properties} where ${properties.id} = ${propertyId}) as stored
    from relaxed`);
  const bumped = row?.bumped ?? null;
  return { counted: bumped !== null, viewCount: bumped ?? row?.stored ?? null };
}

/** Forgets who viewed what before yesterday (today's and yesterday's rows are still needed to de-duplicate). */
export async function pruneListingViews(db: Db, now = new Date()): Promise<void> {
  const yesterday = viewDay(new Date(now.getTime() - 24 * 60 * 60 * 1000));
  await db.delete(listingViews).where(lt(listingViews.day, yesterday));
  // Salt names sort by day, as the days do.
  await db.delete(sharedSecrets).where(and(like(sharedSecrets.name, `${SALT_PREFIX}%`), lt(sharedSecrets.name, `${SALT_PREFIX}${yesterday}`)));
}
