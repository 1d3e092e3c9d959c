// The saved-search alert job (issue 17, decision 0016). Idempotent: each due search is handled in its own
// transaction that locks its row (SKIP LOCKED, so several servers share the work), records every listing it
// announces under a primary key (a listing is new once, each cut once) and moves the search's watermark. Run
// it again, on another server or after a restart, and nothing already announced goes out again.
import { and, eq, gt, lt, lte, ne, sql } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.js';
import { priceHistory, properties, savedSearchSentItems, savedSearches, users, type SavedSearch } from '../../db/schema.js';
import { searchQuerySchema } from '../../../common/schemas/search.js';
import { ALERT_ITEMS_MAX } from '../../../common/constants.js';
import { verifiedContact, type SendNotice, type UserNotice } from '../../lib/send-notice.js';
import { findCurrentRate } from '../exchange-rate/exchange-rate.service.js';
import { findListingRows, NEWEST_FIRST } from '../listings/listings.service.js';
import { searchConditions } from '../search/search.service.js';
import { nextCheckAfter } from './alert-schedule.js';
import { alertNotice, type AlertItem } from './alert-text.js';

export interface AlertDeps {
  send: SendNotice;
  /** Absolute origin for the links, e.g. https://salonehomes.sl */
  siteUrl: string;
}

/** Searches handled per run at most; the rest are due next run (a minute later). */
const SEARCHES_PER_RUN = 500;

/** Finds every due saved search and sends each one notice of what is new since its last; answers how many went. */
export async function runSavedSearchAlerts(db: Db, now: Date, deps: AlertDeps): Promise<number> {
  let sent = 0;
  for (let i = 0; i < SEARCHES_PER_RUN; i += 1) {
    const outcome = await db.transaction(async (tx) => handleNextDueSearch(asDb(tx), now, deps.siteUrl));
    if (outcome === 'none due') break;
    if (outcome) {
      await deps.send(outcome);
      sent += 1;
    }
  }
  return sent;
}

async function handleNextDueSearch(tx: Db, now: Date, siteUrl: string): Promise<UserNotice | null | 'none due'> {
  const [due] = await tx
    .select({ search: savedSearches, user: users })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(and(ne(savedSearches.frequency, 'off'), lte(savedSearches.nextCheckAt, now), lt(savedSearches.checkedUntil, now)))
    .orderBy(savedSearches.nextCheckAt)
    .limit(1)
    .for('update', { of: savedSearches, skipLocked: true });
  if (!due) return 'none due';
  const { search, user } = due;
  const items = await collectNews(tx, search, now);
  const announced = await recordAnnounced(tx, search.id, items);
  const contact = verifiedContact(user, search.channel);
  const notice = announced.length > 0 && contact ? alertNotice({ search, user, items: announced, to: contact, siteUrl }) : null;
  await tx
    .update(savedSearches)
    .set({ checkedUntil: now, nextCheckAt: nextCheckAfter(search.frequency, now), ...(notice ? { lastSentAt: now } : {}) })
    .where(eq(savedSearches.id, search.id));
  return notice;
}

/** New matches (went live in the window) and price cuts of other matches in the window, newest first. */
async function collectNews(tx: Db, search: SavedSearch, now: Date): Promise<AlertItem[]> {
  const parsed = searchQuerySchema.safeParse(search.filters);
  // Filters the search no longer accepts (a rule tightened since) match nothing rather than everything.
  if (!parsed.success) return [];
  const rate = await findCurrentRate(tx);
  const matches = searchConditions(parsed.data, rate);
  const since = search.checkedUntil;
  const fresh = await findListingRows(tx, {
    where: and(matches, gt(properties.approvedAt, since), lte(properties.approvedAt, now)),
    orderBy: NEWEST_FIRST,
    limit: ALERT_ITEMS_MAX + 1,
  });
  const items: AlertItem[] = fresh.map(({ property }) => ({ kind: 'new', property, key: 'new' }));
  const freshIds = new Set(items.map((i) => i.property.id));
  const cuts = await tx
    .select({ property: properties, cut: priceHistory })
    .from(priceHistory)
    .innerJoin(properties, eq(properties.id, priceHistory.propertyId))
    .innerJoin(users, eq(users.id, properties.userId))
    .where(and(
      matches,
      gt(priceHistory.changedAt, since),
      lte(priceHistory.changedAt, now),
      sql`${priceHistory.newPrice} < ${priceHistory.oldPrice}`,
    ))
    .orderBy(sql`${priceHistory.changedAt} desc`)
    .limit(ALERT_ITEMS_MAX + 1);
  for (const { property, cut } of cuts) {
    if (freshIds.has(property.id)) continue;
    items.push({ kind: 'cut', property, key: `cut:${cut.id}`, cut });
  }
  return items;
}

/** Records the items as announced; answers only those not announced before (the primary key decides). */
async function recordAnnounced(tx: Db, savedSearchId: string, items: AlertItem[]): Promise<AlertItem[]> {
  if (items.length === 0) return [];
  const inserted = await tx
    .insert(savedSearchSentItems)
    .values(items.map((i) => ({ savedSearchId, propertyId: i.property.id, itemKey: i.key })))
    .onConflictDoNothing()
    .returning({ propertyId: savedSearchSentItems.propertyId, itemKey: savedSearchSentItems.itemKey });
  const fresh = new Set(inserted.map((r) => `${r.propertyId}|${r.itemKey}`));
  return items.filter((i) => fresh.has(`${i.property.id}|${i.key}`));
}
