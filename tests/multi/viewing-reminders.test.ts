// Viewing reminders with two real server processes on one PostgreSQL database (issue 32): each reminder is
// queued once and sent once, whichever process runs the job's turn or the notice worker. PostgreSQL only.
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/api-client.js';
import { createFreshPostgresDatabase } from '../helpers/test-server.js';
import { startServerProcess, stopServerProcess, waitUntilUp, type ServerProcess } from '../helpers/server-process.js';
import { openDatabase, type Database } from '../../server/db/client.js';
import { insertListing, insertUser } from '../../server/db/factories.js';
import { jobRuns, noticeQueue, viewings } from '../../server/db/schema.js';

const databaseUrl = process.env.DATABASE_URL;
const VIEWINGS = 12;

async function until<T>(what: string, read: () => Promise<T | null | undefined | false>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe.runIf(databaseUrl)('viewing reminders with two server processes (needs DATABASE_URL)', () => {
  let fresh: Awaited<ReturnType<typeof createFreshPostgresDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;
  let database: Database;

  beforeAll(async () => {
    fresh = await createFreshPostgresDatabase(databaseUrl!);
    const env = { DATABASE_URL: fresh.url, NODE_ENV: 'development', DEMO_DATA: 'false', LOG_LEVEL: 'warn', JOBS_POLL_SECONDS: '1' };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    await Promise.all([waitUntilUp(a), waitUntilUp(b)]);
    database = await openDatabase({ databaseUrl: fresh.url });
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await Promise.all([stopServerProcess(a), stopServerProcess(b)]);
    await fresh?.drop();
  });

  it('sends each reminder once to each person, and the outbox of the two processes holds it once', { timeout: 120_000 }, async () => {
    const db = database.db;
    const lister = await insertUser(db, { userType: 'owner', isVerified: true });
    const listing = await insertListing(db, lister.id);
    const hunters = await Promise.all(Array.from({ length: VIEWINGS }, () => insertUser(db, { userType: 'seeker', isVerified: true })));
    // Confirmed viewings 90 minutes ahead: the two-hour reminder is due now (the day-before one would only echo it).
    await db.insert(viewings).values(hunters.map((h, i) => {
      const at = new Date(Date.now() + 90 * 60_000 + i * 1000);
      return { propertyId: listing.id, hunterId: h.id, listerId: lister.id, status: 'confirmed' as const, proposedTimes: [at.toISOString()], scheduledAt: at };
    }));
    // Both processes have booked the job's first turn a minute ahead; bring it forward so it is due now.
    await until('the reminder job to be booked', async () => (await db.select().from(jobRuns).where(eq(jobRuns.name, 'viewing-reminders'))).length === 1);
    await db.update(jobRuns).set({ nextRunAt: new Date() }).where(eq(jobRuns.name, 'viewing-reminders'));

    const emails = [lister.email!, ...hunters.map((h) => h.email!)];
    const reminders = () => db.select().from(noticeQueue).where(and(inArray(noticeQueue.to, emails), like(noticeQueue.subject, 'Reminder:%')));
    const sent = await until('every reminder to be sent', async () => {
      const rows = await reminders();
      return rows.length === VIEWINGS * 2 && rows.every((r) => r.sentAt) && rows;
    });
    // Another turn on either process finds nothing left to remind.
    await db.update(jobRuns).set({ nextRunAt: new Date() }).where(eq(jobRuns.name, 'viewing-reminders'));
    await until('another turn', async () => (await db.select().from(jobRuns).where(eq(jobRuns.name, 'viewing-reminders')))[0]!.nextRunAt > new Date());
    await new Promise((r) => setTimeout(r, 1500));
    expect(await reminders()).toHaveLength(VIEWINGS * 2);
    expect(sent.filter((r) => r.to === lister.email)).toHaveLength(VIEWINGS);
    expect(sent.every((r) => r.subject!.includes('in two hours') && r.attempts === 1)).toBe(true);
    // Each hunter's reminder reached the development outbox of exactly one process.
    for (const hunter of hunters.slice(0, 3)) {
      const q = `/api/dev/outbox?to=${encodeURIComponent(hunter.email!)}`;
      const [onA, onB] = await Promise.all([new ApiClient(a.url).get(q), new ApiClient(b.url).get(q)]);
      const found = [...onA.body, ...onB.body].filter((m: { subject: string }) => m.subject?.startsWith('Reminder:'));
      expect(found).toHaveLength(1);
    }
    const rows = await db.select().from(viewings).where(eq(viewings.listerId, lister.id));
    expect(rows.every((v) => v.hourReminderAt && v.dayReminderAt)).toBe(true);
  });
});
