// The notice queue: an admin's decision commits with its notice and answers at once whatever the mail server
// does; a failed notice is retried with backoff and sent later, once; several workers (processes) on one
// database never send a notice twice; and a notice queued before a restart is sent after it.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { startFakeSmtp, type FakeSmtp } from '../helpers/fake-smtp.js';
import { adminClient, registerUser } from '../helpers/listing-helpers.js';
import { buildApp } from '../../server/app.js';
import { noticeQueue } from '../../server/db/schema.js';
import { queryRows } from '../../server/db/client.js';
import { enqueueNotice, retryDelayMs } from '../../server/lib/notice-queue.js';
import { uniqueSuffix } from '../../server/db/factories.js';

const FAST = { pollMs: 100, retryBaseMs: 300, maxDelayMs: 1_000 };

let smtp: FakeSmtp;
let server: TestServer;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  server = await startTestServer({ env: { SMTP_URL: smtp.url }, noticeWorker: FAST });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const noticesTo = (to: string) => server.database.db.select().from(noticeQueue).where(eq(noticeQueue.to, to));
const deliveredTo = (to: string) => smtp.received.filter((mail) => mail.to === to);

describe('notice queue', () => {
  it('waits 30 s after the first failure, doubling up to the cap', () => {
    const options = { retryBaseMs: 30_000, maxDelayMs: 6 * 3_600_000 };
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, options))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(30, options)).toBe(6 * 3_600_000);
  });

  it('approves at once while the mail server fails, retries with backoff, then sends the notice once', async () => {
    smtp.failing = true;
    const agent = await registerUser(server, 'agent');
    const admin = await adminClient(server);
    const started = Date.now();
    const res = await admin.patch(`/api/admin/users/${agent.user.id}/status`, { status: 'approved' });
    expect(res.status, res.text).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_000);

    // Tried and failed at least twice, the error kept, nothing delivered.
    await expect.poll(async () => (await noticesTo(agent.user.email))[0]?.attempts ?? 0, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    const [failing] = await noticesTo(agent.user.email);
    expect(failing).toMatchObject({ channel: 'email', subject: 'Your Salone Homes account was approved', sentAt: null });
    expect(failing!.lastError).toMatch(/451/);
    expect(deliveredTo(agent.user.email)).toEqual([]);

    smtp.failing = false;
    await expect.poll(async () => (await noticesTo(agent.user.email))[0]?.sentAt ?? null, { timeout: 10_000 }).not.toBeNull();
    // Deliberately lets several more polls go by: still delivered exactly once.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(deliveredTo(agent.user.email)).toHaveLength(1);
    expect(deliveredTo(agent.user.email)[0]!.data).toContain('Your account was approved');
  });

  it('answers a decision at once while the mail server hangs', async () => {
    smtp.delayMs = 4_000;
    try {
      const owner = await registerUser(server, 'owner');
      const started = Date.now();
      const res = await (await adminClient(server)).patch(`/api/admin/users/${owner.user.id}/status`, { status: 'rejected', rejectionReason: 'No documents' });
      expect(res.status, res.text).toBe(200);
      expect(Date.now() - started).toBeLessThan(2_000);
      await expect.poll(() => deliveredTo(owner.user.email).length, { timeout: 15_000 }).toBe(1);
    } finally {
      smtp.delayMs = 0;
    }
  });

  it('sends each of 30 notices exactly once with three workers on one database', async () => {
    // Two more apps over the same database stand for two more server processes.
    const others = await Promise.all([1, 2].map(() => buildApp({ config: server.config, database: server.database, logger: false, noticeWorker: FAST })));
    try {
      const batch = `batch_${uniqueSuffix()}`;
      const addresses = Array.from({ length: 30 }, (_, i) => `${batch}_${i}@example.sl`);
      await server.database.db.transaction(async (tx) => {
        for (const to of addresses) await enqueueNotice(tx, { channel: 'email', to, subject: 'Saved search', text: 'A new listing matches.' });
      });
      for (const app of [server.app, ...others]) app.ctx.notices.kick();
      await expect.poll(async () => {
        const [row] = await queryRows<{ n: number }>(server.database.db, sql`select count(*)::int as n from notice_queue where "to" like ${`${batch}%`} and sent_at is not null`);
        return row!.n;
      }, { timeout: 15_000 }).toBe(30);
      // Deliberately lets the workers poll again: a notice sent twice would show by then.
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (const to of addresses) expect(deliveredTo(to), to).toHaveLength(1);
    } finally {
      await Promise.all(others.map((app) => app.close()));
    }
  });

  it('sends after a restart what was queued before it', async () => {
    // A notice waits in the table (as after a crash: claimed, its lease since run out, attempts counted).
    const to = `restart_${uniqueSuffix()}@example.sl`;
    await server.database.db.insert(noticeQueue).values({ channel: 'email', to, subject: 'Queued before the restart', text: 'Hello', attempts: 1, lastError: 'process ended' });
    await server.app.close();
    const restarted = await buildApp({ config: server.config, database: server.database, logger: false, noticeWorker: FAST });
    try {
      await expect.poll(() => deliveredTo(to).length, { timeout: 10_000 }).toBe(1);
      expect((await noticesTo(to))[0]).toMatchObject({ attempts: 2, lastError: null });
    } finally {
      await restarted.close();
    }
  });
});
