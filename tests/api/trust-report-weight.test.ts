// Reports that cannot be weaponised (issue 30, item 3; decision 0018), over real HTTP. The server trusts this
// machine as its proxy, so each reporter's X-Forwarded-For is its address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { adminClient, approvedLister, publishListing, type SignedIn } from '../helpers/listing-helpers.js';
import { reporter } from '../helpers/trust-helpers.js';
import { REPORTS_PER_DAY } from '../../common/trust.js';

let server: TestServer;
let admin: ApiClient;
let lister: SignedIn;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
  admin = await adminClient(server);
  lister = await approvedLister(server);
});
afterAll(async () => { await server?.close(); });

const live = async () => (await publishListing(server, lister)).id as string;

/** In search and on its own page (the two places a hidden listing leaves). */
async function isPublic(id: string): Promise<boolean> {
  const visitor = new ApiClient(server.url);
  const page = (await visitor.get(`/api/properties/${id}`)).status === 200;
  const inSearch = ((await visitor.get('/api/properties/search?limit=100')).body.items as { id: string }[]).some((l) => l.id === id);
  expect(page, 'its page and search agree').toBe(inSearch);
  return page;
}

async function queueEntry(id: string) {
  const res = await admin.get('/api/admin/reports?limit=100');
  expect(res.status).toBe(200);
  return (res.body as { propertyId: string; weight: number; hidden: boolean; reports: { reporter: Record<string, unknown> }[] }[]).find((e) => e.propertyId === id);
}

async function expectCreated(res: Promise<{ status: number; text: string }>) {
  const { status, text } = await res;
  expect(status, text).toBe(201);
}

describe('a report hides a listing only with weight', () => {
  it('two (or three) new verified accounts cannot hide a listing: it stays in search and on its page, and rises in the queue', async () => {
    const id = await live();
    for (let i = 0; i < 3; i += 1) await expectCreated((await reporter(server, { ageDays: 0 })).report(id, 'fee_before_viewing'));
    expect(await isPublic(id)).toBe(true);
    const entry = await queueEntry(id);
    expect(entry).toMatchObject({ hidden: false, weight: 0 });
    expect(entry!.reports).toHaveLength(3);
    // A listing with fewer reports comes after it: reports raise a listing even without weight.
    const lighter = await live();
    await expectCreated((await reporter(server, { ageDays: 0 })).report(lighter));
    const order = ((await admin.get('/api/admin/reports?limit=100')).body as { propertyId: string }[]).map((e) => e.propertyId);
    expect(order.indexOf(id)).toBeLessThan(order.indexOf(lighter));
  });

  it('established reporters (aged accounts, clean record, unrelated) still hide it', async () => {
    const id = await live();
    await expectCreated((await reporter(server)).report(id));
    expect(await isPublic(id)).toBe(true);
    await expectCreated((await reporter(server)).report(id));
    expect(await isPublic(id)).toBe(false);
    expect(await queueEntry(id)).toMatchObject({ hidden: true, weight: 2 });
  });

  it('three accounts on one device (the same device cookie) count as one', async () => {
    const id = await live();
    const device = new ApiClient(server.url);
    for (let i = 0; i < 3; i += 1) {
      // Each registers and verifies on the same browser, and reports from its own address.
      await expectCreated((await reporter(server, { api: device })).report(id));
    }
    expect(await isPublic(id)).toBe(true);
    const entry = await queueEntry(id);
    expect(entry!.weight).toBe(1);
    expect(entry!.reports.map((r) => r.reporter.relatedReporters)).toEqual([2, 2, 2]);
    // An unrelated established reporter makes two.
    await expectCreated((await reporter(server)).report(id));
    expect(await isPublic(id)).toBe(false);
  });

  it('three accounts reporting from one address count as one', async () => {
    const id = await live();
    for (let i = 0; i < 3; i += 1) await expectCreated((await reporter(server, { address: '10.200.0.7' })).report(id));
    expect(await isPublic(id)).toBe(true);
    expect((await queueEntry(id))!.weight).toBe(1);
    await expectCreated((await reporter(server)).report(id));
    expect(await isPublic(id)).toBe(false);
  });

  it("a reporter whose report an admin dismissed weighs less next time; an upheld report is kept on the record", async () => {
    const [first, second] = [await live(), await live()];
    const competitor = await reporter(server);
    await expectCreated(competitor.report(first));
    await expectCreated((await reporter(server)).report(first));
    expect(await isPublic(first)).toBe(false);
    expect((await admin.post(`/api/admin/reports/${first}/resolve`, { action: 'dismiss' })).status).toBe(200);
    expect(await isPublic(first)).toBe(true);

    await expectCreated(competitor.report(second));
    await expectCreated((await reporter(server)).report(second));
    expect(await isPublic(second), 'half of one plus one is below two').toBe(true);
    const entry = await queueEntry(second);
    expect(entry!.weight).toBe(1.5);
    const record = entry!.reports.find((r) => r.reporter.id === competitor.user.id)!.reporter;
    expect(record).toMatchObject({ reportsMade: 2, upheld: 0, dismissed: 1, weight: 0.5, verified: true, relatedReporters: 0 });
    await expectCreated((await reporter(server)).report(second));
    expect(await isPublic(second)).toBe(false);
    const rejected = await admin.post(`/api/admin/reports/${second}/resolve`, { action: 'reject_listing', reason: 'Confirmed: the house was let long ago.' });
    expect(rejected.status, rejected.text).toBe(200);
    const third = await live();
    await expectCreated(competitor.report(third));
    const again = (await queueEntry(third))!.reports[0]!.reporter;
    expect(again).toMatchObject({ reportsMade: 3, upheld: 1, dismissed: 1 });
    expect(again.weight).toBeCloseTo(2 / 3, 2);
  });
});

describe("a reporter's daily limit", () => {
  it(`takes ${REPORTS_PER_DAY} reports a day from one person, even sent at once, then answers 429 with why`, async () => {
    const ids: string[] = [];
    for (let i = 0; i <= REPORTS_PER_DAY; i += 1) ids.push(await live());
    const busy = await reporter(server);
    const results = await Promise.all(ids.map((id) => busy.report(id)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(REPORTS_PER_DAY);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.status)).toEqual([429]);
    expect(refused[0]!.body.message).toBe(`You have sent ${REPORTS_PER_DAY} reports in the last 24 hours, the most we take from one person in a day. Please try again tomorrow: an admin will look at the ones you sent.`);
  });
});

describe("the reporters' records", () => {
  it('are in the admin Reports API, never in what the reporter, the lister or a visitor gets', async () => {
    const id = await live();
    const someone = await reporter(server, { ageDays: 3 });
    const receipt = await someone.report(id, 'fake_photos');
    expect(Object.keys(receipt.body).sort()).toEqual(['createdAt', 'id', 'propertyId', 'reason']);
    const record = (await queueEntry(id))!.reports[0]!.reporter;
    expect(record).toEqual({
      id: someone.user.id, username: someone.user.username, verified: true, accountCreatedAt: expect.any(String),
      reportsMade: 1, upheld: 0, dismissed: 0, weight: 0, relatedReporters: 0,
    });
    expect(Date.now() - Date.parse(record.accountCreatedAt as string)).toBeGreaterThan(3 * 86_400_000 - 60_000);
    expect((await someone.api.get('/api/admin/reports')).status).toBe(403);
    expect((await lister.api.get('/api/admin/reports')).status).toBe(403);
    expect((await new ApiClient(server.url).get('/api/admin/reports')).status).toBe(401);
    for (const seen of [await lister.api.get(`/api/properties/${id}`), await new ApiClient(server.url).get(`/api/properties/${id}`)]) {
      expect(seen.text).not.toContain(someone.user.id);
      expect(seen.text).not.toContain(someone.user.email);
    }
  });
});
