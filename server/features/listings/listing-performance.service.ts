// A lister's figures for their own listings (issue 33, decision 0023). Every read is bounded whatever the tables
// hold: one listing's days are at most 90 rows read by listing_daily_stats' primary key; the summary reads one
// page of the lister's listings (at most 24) and, for those ids only, their days, saves and viewings through
// indexes by listing. Nothing here counts over all listings.
import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listingDailyStats, properties, savedListings, viewings, type Property, type User } from '../../db/schema.js';
import { PERFORMANCE_WINDOWS, windowDays, windowStart, type PerformanceWindow } from '../../../common/listing-performance.js';
import type { ListingPerformance, ListingPerformanceSummary } from '../../../common/api/listing-performance.js';
import type { Page } from '../../lib/paging.js';
import { viewDay } from './listing-views.js';

interface Window { days: PerformanceWindow; from: string; to: string }

function windowEnding(days: PerformanceWindow, now: Date): Window {
  const to = viewDay(now);
  return { days, from: windowStart(to, days), to };
}

type Totals = ListingPerformanceSummary['totals'];

/** Views and inquiries in the window, current saves and viewings requested in the window, for a few listings. */
async function totalsOf(db: Db, ids: string[], window: Window): Promise<Map<string, Totals>> {
  const totals = new Map<string, Totals>(ids.map((id) => [id, { views: 0, inquiries: 0, saves: 0, viewingsRequested: 0 }]));
  if (ids.length === 0) return totals;
  const [days, saves, asked] = await Promise.all([
    db.select({
      id: listingDailyStats.propertyId,
      views: sql<number>`sum(${listingDailyStats.views})::int`,
      inquiries: sql<number>`sum(${listingDailyStats.inquiries})::int`,
    }).from(listingDailyStats)
      .where(and(inArray(listingDailyStats.propertyId, ids), gte(listingDailyStats.day, window.from)))
      .groupBy(listingDailyStats.propertyId),
    db.select({ id: savedListings.propertyId, n: count() }).from(savedListings)
      .where(inArray(savedListings.propertyId, ids)).groupBy(savedListings.propertyId),
    db.select({ id: viewings.propertyId, n: count() }).from(viewings)
      .where(and(inArray(viewings.propertyId, ids), gte(viewings.createdAt, new Date(`${window.from}T00:00:00Z`))))
      .groupBy(viewings.propertyId),
  ]);
  for (const row of days) Object.assign(totals.get(row.id)!, { views: row.views, inquiries: row.inquiries });
  for (const row of saves) totals.get(row.id)!.saves = row.n;
  for (const row of asked) totals.get(row.id)!.viewingsRequested = row.n;
  return totals;
}

/** A page of the lister's listings that are not archived, live ones first, then newest first, each with its totals for the window. */
export async function findOwnListingPerformance(
  db: Db, user: User, query: { days: PerformanceWindow; limit: number; offset: number }, now = new Date(),
): Promise<Page<ListingPerformanceSummary>> {
  const window = windowEnding(query.days, now);
  const mine = and(eq(properties.userId, user.id), eq(properties.isArchived, false));
  const [rows, [total]] = await Promise.all([
    db.select({ id: properties.id, title: properties.title, status: properties.status, allTimeViews: properties.viewCount })
      .from(properties).where(mine)
      // Live listings first (the ones with figures to show), then newest first.
      .orderBy(sql`${properties.status} = 'approved' desc`, desc(properties.createdAt), desc(properties.id))
      .limit(query.limit).offset(query.offset),
    // Exact: one lister's listings (properties_user_archived_idx), as the lister's other lists count them.
    db.select({ n: count() }).from(properties).where(mine),
  ]);
  const totals = await totalsOf(db, rows.map((r) => r.id), window);
  return { data: rows.map((row) => ({ ...row, totals: totals.get(row.id)! })), total: total?.n ?? 0 };
}

/** One listing day by day over the window; days without a row are zeros. */
export async function findListingPerformance(db: Db, property: Property, days: PerformanceWindow, now = new Date()): Promise<ListingPerformance> {
  const window = windowEnding(days, now);
  const [rows, totals] = await Promise.all([
    db.select({ day: listingDailyStats.day, views: listingDailyStats.views, inquiries: listingDailyStats.inquiries })
      .from(listingDailyStats)
      .where(and(eq(listingDailyStats.propertyId, property.id), gte(listingDailyStats.day, window.from))),
    totalsOf(db, [property.id], window),
  ]);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const series = windowDays(window.to, days).map((day) => ({ day, views: byDay.get(day)?.views ?? 0, inquiries: byDay.get(day)?.inquiries ?? 0 }));
  return {
    id: property.id,
    title: property.title,
    status: property.status,
    allTimeViews: property.viewCount,
    totals: totals.get(property.id)!,
    ...window,
    series,
    chartUrl: `/api/properties/${property.id}/performance/chart.svg?days=${days}`,
  };
}

// Days kept beyond the longest window, so a read that began just before midnight still finds its first day.
const PRUNE_MARGIN_DAYS = 10;
const PRUNE_BATCH = 5_000;

/**
 * Deletes listing days older than the longest window (and a margin), a batch at a time through
 * listing_daily_stats_day_idx, so no statement holds many rows' locks. Answers how many went.
 */
export async function pruneListingDailyStats(db: Db, now = new Date()): Promise<number> {
  const cutoff = windowStart(viewDay(now), PERFORMANCE_WINDOWS.at(-1)! + PRUNE_MARGIN_DAYS);
  let deleted = 0;
  for (;;) {
    const gone = await db.delete(listingDailyStats)
      .where(sql`(${listingDailyStats.propertyId}, ${listingDailyStats.day}) in (
        select property_id, day from ${listingDailyStats} where ${listingDailyStats.day} < ${cutoff} limit ${PRUNE_BATCH})`)
      .returning({ day: listingDailyStats.day });
    deleted += gone.length;
    if (gone.length < PRUNE_BATCH) return deleted;
  }
}
