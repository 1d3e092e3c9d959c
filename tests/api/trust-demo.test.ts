// The honest demo data raises no fraud flag (issue 15): the full demo seed (every listing and photo), checked
// the way a server checks existing data at start-up.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { seedDemoDataIfEmpty } from '../../server/db/seed.js';
import { backfillFraudFlags } from '../../server/features/trust/fraud-flags.service.js';
import { queryRows } from '../../server/db/client.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoDataIfEmpty(server.database.db, { dataDir: server.dataDir, small: false });
}, 600_000);
afterAll(async () => { await server?.close(); });

describe('the demo data', () => {
  it('raises no fraud flag, and checks every submitted listing once', async () => {
    const checked = await backfillFraudFlags(server.database.db, server.app.ctx.media);
    expect(checked).toBeGreaterThan(50);
    const rows = await queryRows<{ title: string; fraud_flags: unknown[] | null; status: string }>(server.database.db,
      sql`select title, fraud_flags, status from properties where status <> 'draft'`);
    expect(rows.filter((r) => r.fraud_flags === null)).toEqual([]);
    expect(rows.filter((r) => (r.fraud_flags ?? []).length > 0)).toEqual([]);
    // Every photo was fingerprinted (so a later thief is caught), and a second run has nothing left to do.
    const [photos] = await queryRows<{ unprinted: number }>(server.database.db,
      sql`select count(*)::int as unprinted from media m join properties p on p.id = m.property_id
          where m.kind = 'image' and p.status <> 'draft' and not exists (select 1 from photo_fingerprints f where f.media_id = m.id)`);
    expect(photos!.unprinted).toBe(0);
    expect(await backfillFraudFlags(server.database.db, server.app.ctx.media)).toBe(0);
  }, 600_000);

  it('is checked again without keeping the server from answering', async () => {
    // The check runs on the server's own thread, and on PGlite so does the database, so a chain of awaits never
    // lets a request in by itself. With the photos already fingerprinted by the test above (no image work off
    // the thread), a request made while eight listings are checked again must be answered between listings,
    // not after the last one: a fresh demo server once stopped answering for minutes while it checked. Eight
    // listings: enough that answering only after the last one would show.
    await server.database.db.execute(sql`update properties set fraud_flags = null
      where id in (select id from properties where status <> 'draft' order by created_at limit 8)`);
    let backfillOver = false;
    const backfill = backfillFraudFlags(server.database.db, server.app.ctx.media).finally(() => { backfillOver = true; });
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(backfillOver).toBe(false);
    expect(await backfill).toBe(8);
    const [flagged] = await queryRows<{ n: number }>(server.database.db,
      sql`select count(*)::int as n from properties where status <> 'draft' and (fraud_flags is null or fraud_flags <> '[]'::jsonb)`);
    expect(flagged!.n).toBe(0);
  }, 600_000);
});
