// Listing view counts that count people, not page loads: each viewer adds one view per listing per day
// (Africa/Freetown is UTC all year, so a UTC day is the local day). Refreshing, or the app fetching a listing
// twice, adds nothing.
import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listingViews, properties } from '../../db/schema.js';

/** Today as YYYY-MM-DD (UTC). */
export function viewDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

// A visitor is known only by a hash of their address (not of headers such as User-Agent, which a client sets
// at will: changing them must not make a new viewer), salted with a random value that changes
// every day and never leaves this process, so the table cannot be turned back into addresses or used to
// follow a visitor from one day to the next. (A restart mid-day may count a returning visitor once more.)
let salt = { day: '', value: '' };
function dailySalt(day: string): string {
  if (salt.day !== day) salt = { day, value: randomBytes(32).toString('hex') };
  return salt.value;
}

/** The key a view is counted under: the account when signed in, otherwise the visitor's daily hash. */
export function viewerKey(viewer: { userId?: string | null; ip: string }, day = viewDay()): string {
  if (viewer.userId) return `user:${viewer.userId}`;
  const hash = createHash('sha256').update(`${dailySalt(day)}\n${viewer.ip}`).digest('base64url');
  return `visitor:${hash}`;
}

/** Counts the view if this viewer has not seen the listing today. Returns whether it was counted. */
export async function recordListingView(db: Db, propertyId: string, viewer: string, day = viewDay()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(listingViews)
      .values({ propertyId, viewer, day })
      .onConflictDoNothing()
      .returning({ day: listingViews.day });
    if (inserted.length === 0) return false;
    // One cheap UPDATE; updatedAt is left alone because a view is not an edit.
    await tx.update(properties).set({ viewCount: sql`${properties.viewCount} + 1` }).where(eq(properties.id, propertyId));
    return true;
  });
}

/** Forgets who viewed what before yesterday (today's and yesterday's rows are still needed to de-duplicate). */
export async function pruneListingViews(db: Db, now = new Date()): Promise<void> {
  const yesterday = viewDay(new Date(now.getTime() - 24 * 60 * 60 * 1000));
  await db.delete(listingViews).where(lt(listingViews.day, yesterday));
}
