// Viewing reminders (issue 32): the day before and two hours before, to both people, through the notice queue.
// Once each across server processes: due viewings are locked with SKIP LOCKED, and the reminder's column is set
// in the same transaction that queues its notices, so a second process (or turn) finds nothing left to send.
import { and, eq, gt, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.js';
import { properties, users, viewings, type Viewing } from '../../db/schema.js';
import { DAY_REMINDER_MS, HOUR_REMINDER_MS } from '../../../common/viewings.js';
import { enqueueViewingNotice, type ViewingEvent } from './viewings.notices.js';

const BATCH = 100;

async function remindBatch(db: Db, now: Date, siteUrl: string, kind: 'day' | 'hour'): Promise<number> {
  const column = kind === 'day' ? viewings.dayReminderAt : viewings.hourReminderAt;
  const ahead = kind === 'day' ? DAY_REMINDER_MS : HOUR_REMINDER_MS;
  const event: ViewingEvent = kind === 'day' ? 'day_reminder' : 'hour_reminder';
  return db.transaction(async (raw) => {
    const tx = asDb(raw);
    const due: SQL = and(eq(viewings.status, 'confirmed'), isNull(column), gt(viewings.scheduledAt, now), lte(viewings.scheduledAt, new Date(now.getTime() + ahead)))!;
    const rows = await tx
      .select({ viewing: viewings, title: properties.title, address: properties.address })
      .from(viewings)
      .innerJoin(properties, eq(properties.id, viewings.propertyId))
      .where(due)
      .orderBy(viewings.scheduledAt)
      .limit(BATCH)
      .for('update', { of: viewings, skipLocked: true });
    if (rows.length === 0) return 0;
    const ids = rows.flatMap((r) => [r.viewing.hunterId, r.viewing.listerId]);
    const people = new Map((await tx.select().from(users).where(inArray(users.id, ids))).map((u) => [u.id, u]));
    for (const { viewing, title, address } of rows) {
      // The day-before reminder of a viewing already within two hours would only echo the two-hour one.
      const skip = kind === 'day' && viewing.scheduledAt!.getTime() - now.getTime() <= HOUR_REMINDER_MS;
      if (!skip) await remindBoth(tx, viewing, people, event, { title, address, siteUrl });
    }
    await tx.update(viewings).set(kind === 'day' ? { dayReminderAt: now } : { hourReminderAt: now }).where(inArray(viewings.id, rows.map((r) => r.viewing.id)));
    return rows.length;
  });
}

async function remindBoth(tx: Db, viewing: Viewing, people: Map<string, typeof users.$inferSelect>, event: ViewingEvent, facts: { title: string; address: string; siteUrl: string }) {
  const hunter = people.get(viewing.hunterId)!;
  const lister = people.get(viewing.listerId)!;
  await enqueueViewingNotice(tx, event, { viewing, to: hunter, from: lister, ...facts });
  await enqueueViewingNotice(tx, event, { viewing, to: lister, from: hunter, ...facts });
}

/** Queues the reminders due at `now`; answers how many viewings were handled. */
export async function runViewingReminders(db: Db, now: Date, siteUrl: string): Promise<number> {
  let handled = 0;
  for (const kind of ['hour', 'day'] as const) {
    for (let i = 0; i < 20; i += 1) {
      const n = await remindBatch(db, now, siteUrl, kind);
      handled += n;
      if (n < BATCH) break;
    }
  }
  return handled;
}
