// Listing performance history for the demo (issue 33, decision 0023): the demo owner's and agent's live
// listings get views day by day over the last 90 days, and every listing the inquiries its demo conversations
// started, so a fresh start shows the dashboard's charts with something in them. Modest and consistent: a
// listing's days never add up to more than its view count (the rest are older than 90 days), and an inquiry is
// counted on the day of the person's first message to the lister, as the server counts one.
import { listingDailyStats, listingInquiries } from '../schema.js';
import { DEMO_ACCOUNTS } from '../../../common/demo-accounts.js';
import { windowDays } from '../../../common/listing-performance.js';
import { createRandom, seedFrom } from './random.js';
import type { DemoPlan } from './plan.js';
import type { Db } from '../client.js';

// A UTC day, as the server counts views (Freetown keeps UTC all year).
const viewDay = (at: Date) => at.toISOString().slice(0, 10);

type DailyRow = typeof listingDailyStats.$inferInsert;
type InquiryRow = typeof listingInquiries.$inferInsert;

const DAY = 86_400_000;

/** Spreads `views` over `days` (oldest first): a little busier on weekdays and lately, with a day's ups and downs. */
function spreadViews(views: number, days: string[], seed: string): number[] {
  const r = createRandom(seedFrom(seed));
  const weights = days.map((day, i) => {
    const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()) ? 0.7 : 1;
    return weekend * (0.6 + (0.8 * i) / days.length) * r.range(0.3, 1.7);
  });
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = days.map(() => 0);
  for (let v = 0; v < views; v++) {
    let pick = r.next() * sum;
    let i = 0;
    while (i < weights.length - 1 && (pick -= weights[i]!) > 0) i++;
    counts[i]! += 1;
  }
  return counts;
}

export function planListingStats(plan: DemoPlan, now: Date): { daily: DailyRow[]; inquirers: InquiryRow[] } {
  const today = viewDay(now);
  const window = new Set(windowDays(today, 90));
  const rows = new Map<string, DailyRow>();
  const rowOf = (propertyId: string, day: string) => {
    const key = `${propertyId} ${day}`;
    let row = rows.get(key);
    if (!row) rows.set(key, (row = { propertyId, day, views: 0, inquiries: 0 }));
    return row;
  };

  const listers = new Set(plan.users.filter((u) => u.username === DEMO_ACCOUNTS.owner.username || u.username === DEMO_ACCOUNTS.agent.username).map((u) => u.id));
  for (const listing of plan.listings) {
    if (!listers.has(listing.userId) || listing.status !== 'approved' || listing.isArchived || !listing.approvedAt) continue;
    const liveDays = Math.max(1, Math.ceil((now.getTime() - listing.approvedAt.getTime()) / DAY));
    const days = windowDays(today, 90).filter((day) => day >= viewDay(listing.approvedAt!));
    const inWindow = Math.round((listing.viewCount ?? 0) * Math.min(1, days.length / liveDays));
    spreadViews(inWindow, days, listing.id).forEach((views, i) => { if (views > 0) rowOf(listing.id, days[i]!).views! += views; });
  }

  // One inquiry per person per listing: their first message to its lister about it.
  const listerOf = new Map(plan.listings.map((l) => [l.id, l.userId]));
  const inquirers = new Map<string, InquiryRow>();
  for (const m of [...plan.messages].sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime())) {
    if (!m.propertyId || listerOf.get(m.propertyId) !== m.receiverId || m.senderId === m.receiverId) continue;
    const key = `${m.propertyId} ${m.senderId}`;
    if (inquirers.has(key)) continue;
    inquirers.set(key, { propertyId: m.propertyId, personId: m.senderId, createdAt: m.createdAt });
    const day = viewDay(m.createdAt!);
    if (window.has(day)) rowOf(m.propertyId, day).inquiries! += 1;
  }
  return { daily: [...rows.values()], inquirers: [...inquirers.values()] };
}

/** Writes the plan's history in the seed's transaction. */
export async function insertDemoListingStats(tx: Db, plan: DemoPlan, now = new Date()): Promise<void> {
  const { daily, inquirers } = planListingStats(plan, now);
  for (let i = 0; i < inquirers.length; i += 500) await tx.insert(listingInquiries).values(inquirers.slice(i, i + 500));
  for (let i = 0; i < daily.length; i += 500) await tx.insert(listingDailyStats).values(daily.slice(i, i + 500));
}
