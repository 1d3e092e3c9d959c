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
});
