// Viewings of the demo owner's and agent's listings (issue 32), so a fresh start shows each of them a request
// waiting for an answer, a confirmed viewing ahead and one that took place, with demo home hunters.
import { randomUUID } from 'node:crypto';
import type { NewProperty, viewings } from '../schema.js';
import { DEMO_ACCOUNTS } from '../../../common/demo-accounts.js';

type NewViewing = typeof viewings.$inferInsert;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface DemoViewing {
  lister: string;
  hunter: string;
  kind: 'waiting' | 'confirmed' | 'past';
  /** Days from now (negative: past) and the hour, Freetown time (GMT), inside the default hours Mon-Sat 9-17. */
  days: number;
  hour: number;
  note: string;
}

const DEMO_VIEWINGS: DemoViewing[] = [
  { lister: DEMO_ACCOUNTS.owner.username, hunter: 'kadiatu.fofanah', kind: 'waiting', days: 3, hour: 10, note: 'I will come with my husband. We would like to see the kitchen and the water tank.' },
  { lister: DEMO_ACCOUNTS.owner.username, hunter: 'john.williams', kind: 'confirmed', days: 4, hour: 11, note: 'My sister will come in my place; she has my letter.' },
  { lister: DEMO_ACCOUNTS.owner.username, hunter: 'fatu.kamara', kind: 'past', days: -6, hour: 14, note: 'With my surveyor, to walk the beacons.' },
  { lister: DEMO_ACCOUNTS.agent.username, hunter: 'daniel.cole', kind: 'waiting', days: 2, hour: 15, note: 'Is there parking for two cars? I would like to see it in daylight.' },
  { lister: DEMO_ACCOUNTS.agent.username, hunter: 'memuna.benjamin', kind: 'confirmed', days: 5, hour: 10, note: '' },
  { lister: DEMO_ACCOUNTS.agent.username, hunter: 'kadiatu.fofanah', kind: 'past', days: -3, hour: 12, note: 'Looking for a place before January.' },
];

/** The day `days` from now at `hour` GMT, moved off Sunday (the default hours do not include it). */
function slot(now: Date, days: number, hour: number): Date {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hour));
  if (at.getUTCDay() === 0) at.setUTCDate(at.getUTCDate() + (days >= 0 ? 1 : -1));
  return at;
}

export function planViewings(listings: (NewProperty & { id: string })[], idOf: Map<string, string>, now: Date): NewViewing[] {
  const rows: NewViewing[] = [];
  const used = new Map<string, number>();
  for (const v of DEMO_VIEWINGS) {
    const listerId = idOf.get(v.lister);
    const hunterId = idOf.get(v.hunter);
    if (!listerId || !hunterId) continue;
    // Each viewing of a lister is about another of their live listings.
    const live = listings.filter((l) => l.userId === listerId && l.status === 'approved' && !l.isArchived);
    const n = used.get(listerId) ?? 0;
    const listing = live[n];
    if (!listing) continue;
    used.set(listerId, n + 1);
    const at = slot(now, v.days, v.hour);
    const second = slot(now, v.days + 1, 9);
    const createdAt = new Date(Math.min(at.getTime(), now.getTime()) - 2 * DAY);
    const base = { id: randomUUID(), propertyId: listing.id, hunterId, listerId, note: v.note || null, createdAt };
    if (v.kind === 'waiting') {
      rows.push({ ...base, status: 'requested', proposedBy: 'hunter', proposedTimes: [at.toISOString(), slot(now, v.days + 1, 14).toISOString()], lastActedBy: hunterId, lastActedAt: createdAt });
    } else {
      const confirmedAt = new Date(createdAt.getTime() + 5 * HOUR);
      // A past viewing's reminders went out before it; an upcoming one's are left for the reminder job.
      const sent = v.kind === 'past' ? { dayReminderAt: new Date(at.getTime() - DAY), hourReminderAt: new Date(at.getTime() - 2 * HOUR) } : {};
      const outcomes = v.kind === 'past' ? { hunterOutcome: 'took_place' as const } : {};
      rows.push({
        ...base, status: 'confirmed', proposedBy: 'hunter', proposedTimes: [at.toISOString(), second.toISOString()], scheduledAt: at,
        lastActedBy: listerId, lastActedAt: confirmedAt, ...sent, ...outcomes,
      });
    }
  }
  return rows;
}
