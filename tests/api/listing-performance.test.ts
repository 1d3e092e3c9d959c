// Listing performance for listers (issue 33 item 3, decision 0023): views and inquiries per day, saves and
// viewings requested, for the lister's own listings only. Every figure is checked against data made by hand.
// On PGlite today's views go through the process's ledger (batched every 250 ms); on PostgreSQL (DATABASE_URL
// set) each through the database's batches; views of another day go to the database on both. Either way the
// day's row must move exactly with the listing's total.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { listingDailyStats, listingInquiries, messages, properties, viewings } from '../../server/db/schema.js';
import { insertListing, insertUser } from '../../server/db/factories.js';
import { recordListingView, writeListingViews } from '../../server/features/listings/listing-view-count.js';
import { viewDay } from '../../server/features/listings/listing-views.js';
import { pruneListingDailyStats } from '../../server/features/listings/listing-performance.service.js';
import { ApiClient } from '../helpers/api-client.js';
import { adminClient, MISSING_ID } from '../helpers/listing-helpers.js';
import { liveListingRow, signedInPerson } from '../helpers/hunters.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { TOTAL_COUNT_HEADER } from '../../common/api/page.js';
import { listingPerformanceSchema, listingPerformanceSummarySchema, type ListingPerformance } from '../../common/api/listing-performance.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => viewDay(new Date(Date.now() - n * DAY));

async function listerWithListing() {
  const lister = await signedInPerson(server, { userType: 'owner' });
  const { property } = await liveListingRow(server, {}, lister.user);
  return { lister, property };
}

async function performanceOf(api: ApiClient, id: string, days = 30): Promise<ListingPerformance> {
  const res = await api.get(`/api/properties/${id}/performance?days=${days}`);
  expect(res.status, res.text).toBe(200);
  return listingPerformanceSchema.parse(res.body);
}

const dayOf = (figures: ListingPerformance, day: string) => figures.series.find((d) => d.day === day);
const storedTotal = async (id: string) => (await server.database.db.select({ n: properties.viewCount }).from(properties).where(eq(properties.id, id)))[0]!.n;

describe('views per day', () => {
  it('counts each viewer once a day, on the day, as the listing total does; the lister and admins are not counted', async () => {
    const { lister, property } = await listerWithListing();
    const [a, b] = [await signedInPerson(server), await signedInPerson(server)];
    // Today over HTTP: a twice (once counted), b once, two visitors from one address (one viewer), the lister
    // and an admin (not counted). Expected today: 3.
    for (const api of [a.api, a.api, b.api, new ApiClient(server.url), new ApiClient(server.url), lister.api, await adminClient(server)]) {
      expect((await api.get(`/api/properties/${property.id}`)).status).toBe(200);
    }
    // Earlier days, decided by the database on both PGlite and PostgreSQL: a view from 5 days ago (a read that
    // began before midnight goes the same way), and one batch from 10 days ago with a repeat inside it.
    await recordListingView(server.database.db, property.id, 'user:c', daysAgo(5));
    const written = await writeListingViews(server.database.db, [
      { propertyId: property.id, viewer: 'user:d', day: daysAgo(10) },
      { propertyId: property.id, viewer: 'user:d', day: daysAgo(10) },
      { propertyId: property.id, viewer: 'user:e', day: daysAgo(10) },
    ]);
    expect(written.map((w) => w.counted)).toEqual([true, false, true]);
    // The same viewer on the same earlier day again: nothing moves.
    await recordListingView(server.database.db, property.id, 'user:c', daysAgo(5));
    // Older days: 40 (in the 90-day window only) and 100 (in neither).
    await writeListingViews(server.database.db, [
      { propertyId: property.id, viewer: 'user:f', day: daysAgo(40) },
      { propertyId: property.id, viewer: 'user:g', day: daysAgo(40) },
      { propertyId: property.id, viewer: 'user:h', day: daysAgo(100) },
    ]);

    const month = await performanceOf(lister.api, property.id, 30);
    expect(month.series).toHaveLength(30);
    expect(month.from).toBe(daysAgo(29));
    expect(month.to).toBe(daysAgo(0));
    expect(dayOf(month, daysAgo(0))?.views).toBe(3);
    expect(dayOf(month, daysAgo(5))?.views).toBe(1);
    expect(dayOf(month, daysAgo(10))?.views).toBe(2);
    expect(dayOf(month, daysAgo(1))).toEqual({ day: daysAgo(1), views: 0, inquiries: 0 });
    expect(month.totals.views).toBe(6);
    // Every counted view is in exactly one day's row: the rows add up to the listing's total.
    expect(month.allTimeViews).toBe(9);
    expect(await storedTotal(property.id)).toBe(9);

    const quarter = await performanceOf(lister.api, property.id, 90);
    expect(quarter.series).toHaveLength(90);
    expect(dayOf(quarter, daysAgo(40))?.views).toBe(2);
    expect(quarter.totals.views).toBe(8);
    expect(quarter.series.map((d) => d.day)).toEqual([...quarter.series.map((d) => d.day)].sort());
  });

  it('counts a busy moment of new viewers once each, however the views are batched', async () => {
    const { lister, property } = await listerWithListing();
    const viewers = await Promise.all(Array.from({ length: 6 }, () => signedInPerson(server)));
    // Each viewer reads three times at once: 6 people, 18 reads, 6 views.
    await Promise.all(viewers.flatMap((v) => [1, 2, 3].map(() => v.api.get(`/api/properties/${property.id}`))));
    const today = await performanceOf(lister.api, property.id);
    expect(dayOf(today, daysAgo(0))?.views).toBe(6);
    expect(today.allTimeViews).toBe(6);
  });
});

describe('inquiries per day', () => {
  it("counts a person's first message to the lister about the listing, once, even when two are sent at once", async () => {
    const { lister, property } = await listerWithListing();
    const other = (await liveListingRow(server, {}, lister.user)).property;
    const [a, b] = [await signedInPerson(server), await signedInPerson(server)];
    const send = (api: ApiClient, receiverId: string, propertyId: string, content = 'Is it still free?') =>
      api.post('/api/messages', { receiverId, propertyId, content });
    // a: two first messages at once, then a third; b: one; the lister's reply; a about the other listing.
    const both = await Promise.all([send(a.api, lister.user.id, property.id), send(a.api, lister.user.id, property.id)]);
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    expect((await send(a.api, lister.user.id, property.id, 'Can I come on Saturday?')).status).toBe(201);
    expect((await send(b.api, lister.user.id, property.id)).status).toBe(201);
    expect((await send(lister.api, a.user.id, property.id, 'Yes, Saturday at ten.')).status).toBe(201);
    expect((await send(a.api, lister.user.id, other.id)).status).toBe(201);

    const figures = await performanceOf(lister.api, property.id);
    expect(dayOf(figures, daysAgo(0))?.inquiries).toBe(2);
    expect(figures.totals.inquiries).toBe(2);
    expect((await performanceOf(lister.api, other.id)).totals.inquiries).toBe(1);
  });

  it('keeps inquiries of earlier days in the window they fall in', async () => {
    const { lister, property } = await listerWithListing();
    await server.database.db.insert(listingDailyStats).values([
      { propertyId: property.id, day: daysAgo(3), inquiries: 2 },
      { propertyId: property.id, day: daysAgo(60), inquiries: 1, views: 4 },
    ]);
    expect((await performanceOf(lister.api, property.id, 30)).totals).toMatchObject({ inquiries: 2, views: 0 });
    expect((await performanceOf(lister.api, property.id, 90)).totals).toMatchObject({ inquiries: 3, views: 4 });
  });
});

describe('saves and viewings requested', () => {
  it('counts the hearts the listing has now and the viewings asked for in the window', async () => {
    const { lister, property } = await listerWithListing();
    const hunters = await Promise.all([1, 2, 3].map(() => signedInPerson(server)));
    for (const h of hunters) expect((await h.api.put(`/api/saved-homes/${property.id}`)).status).toBe(204);
    expect((await hunters[2]!.api.delete(`/api/saved-homes/${property.id}`)).status).toBe(204);
    const at = new Date(Date.now() + 4 * DAY);
    at.setUTCHours(10, 0, 0, 0);
    while (at.getUTCDay() === 0) at.setUTCDate(at.getUTCDate() + 1);
    for (const h of hunters.slice(0, 2)) {
      const res = await h.api.post('/api/viewings', { propertyId: property.id, times: [at.toISOString()] });
      expect(res.status, res.text).toBe(201);
    }
    // One request was made 40 days ago: in the 90-day window only.
    const [first] = await server.database.db.select({ id: viewings.id }).from(viewings).where(eq(viewings.propertyId, property.id)).limit(1);
    await server.database.db.update(viewings).set({ createdAt: new Date(Date.now() - 40 * DAY) }).where(eq(viewings.id, first!.id));

    expect((await performanceOf(lister.api, property.id, 30)).totals).toMatchObject({ saves: 2, viewingsRequested: 1 });
    expect((await performanceOf(lister.api, property.id, 90)).totals).toMatchObject({ saves: 2, viewingsRequested: 2 });
  });
});

describe("the summary of a lister's listings", () => {
  it("pages the lister's own listings that are not archived, live first then newest, each with the window's totals", async () => {
    const lister = await signedInPerson(server, { userType: 'agent' });
    const db = server.database.db;
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await insertListing(db, lister.user.id, { createdAt: new Date(Date.now() - (10 - i) * DAY) }));
    await insertListing(db, lister.user.id, { isArchived: true });
    // The newest of all, but a draft: after the live ones (nothing to show yet).
    const draft = await insertListing(db, lister.user.id, { status: 'draft' });
    await insertListing(db, (await signedInPerson(server, { userType: 'owner' })).user.id);
    await db.insert(listingDailyStats).values([
      { propertyId: made[0]!.id, day: daysAgo(2), views: 5, inquiries: 1 },
      { propertyId: made[0]!.id, day: daysAgo(50), views: 7 },
      { propertyId: made[2]!.id, day: daysAgo(0), views: 1 },
    ]);

    const page1 = await lister.api.get('/api/listing-performance?limit=2');
    expect(page1.status, page1.text).toBe(200);
    expect(page1.headers.get('cache-control')).toBe('private, no-store');
    expect(page1.headers.get(TOTAL_COUNT_HEADER)).toBe('4');
    const items = listingPerformanceSummarySchema.array().parse(page1.body);
    expect(items.map((i) => i.id)).toEqual([made[2]!.id, made[1]!.id]);
    expect(items[0]!.totals).toEqual({ views: 1, inquiries: 0, saves: 0, viewingsRequested: 0 });

    const page2 = listingPerformanceSummarySchema.array().parse((await lister.api.get('/api/listing-performance?limit=2&offset=2')).body);
    expect(page2.map((i) => [i.id, i.totals.views, i.totals.inquiries])).toEqual([[made[0]!.id, 5, 1], [draft.id, 0, 0]]);
    const quarter = listingPerformanceSummarySchema.array().parse((await lister.api.get('/api/listing-performance?limit=2&offset=2&days=90')).body);
    expect(quarter[0]!.totals.views).toBe(12);
  });

  it('refuses a bad window or page size with a message', async () => {
    const lister = await signedInPerson(server, { userType: 'owner' });
    for (const query of ['days=7', 'days=abc', 'limit=25', 'limit=0', 'offset=-1']) {
      const res = await lister.api.get(`/api/listing-performance?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
  });
});

describe('only the lister sees the figures', () => {
  it('answers another lister and a hunter 404, a visitor 401, the lister and an admin 200', async () => {
    const { lister, property } = await listerWithListing();
    const rival = await signedInPerson(server, { userType: 'agent' });
    const hunter = await signedInPerson(server);
    for (const path of [`/api/properties/${property.id}/performance`, `/api/properties/${property.id}/performance/chart.svg`]) {
      expect((await rival.api.get(path)).status, path).toBe(404);
      expect((await hunter.api.get(path)).status, path).toBe(404);
      expect((await new ApiClient(server.url).get(path)).status, path).toBe(401);
      expect((await lister.api.get(path)).status, path).toBe(200);
      expect((await (await adminClient(server)).get(path)).status, path).toBe(200);
    }
    expect((await lister.api.get(`/api/properties/${MISSING_ID}/performance`)).status).toBe(404);
    expect((await lister.api.get('/api/properties/not-an-id/performance')).status).toBe(404);
    expect((await lister.api.get(`/api/properties/${property.id}/performance?days=31`)).status).toBe(400);
    // The summary is only ever the caller's own listings; a hunter has none to show.
    expect((await hunter.api.get('/api/listing-performance')).status).toBe(403);
    expect((await new ApiClient(server.url).get('/api/listing-performance')).status).toBe(401);
    const rivalPage = listingPerformanceSummarySchema.array().parse((await rival.api.get('/api/listing-performance')).body);
    expect(rivalPage.map((l) => l.id)).not.toContain(property.id);
  });

  it("does not count the lister's own views of their listing", async () => {
    const { lister, property } = await listerWithListing();
    for (let i = 0; i < 3; i++) await lister.api.get(`/api/properties/${property.id}`);
    expect((await lister.api.post(`/api/properties/${property.id}/views`, {})).status).toBe(204);
    expect((await performanceOf(lister.api, property.id)).totals.views).toBe(0);
  });
});

describe('the chart', () => {
  it('is a private SVG picture of the same figures, with a title for screen readers', async () => {
    const { lister, property } = await listerWithListing();
    const figures = await performanceOf(lister.api, property.id, 90);
    expect(figures.chartUrl).toBe(`/api/properties/${property.id}/performance/chart.svg?days=90`);
    const res = await lister.api.get(figures.chartUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.text).toMatch(/^<svg[^>]+role="img"/);
    expect(res.text).toContain('Views and inquiries per day, last 90 days');
    expect(res.text).not.toMatch(/<script|href=/i);
  });
});

describe('the migration', () => {
  it('fills who has inquired and the last 90 days of inquiries from the messages already written', async () => {
    // A database of its own: the backfill runs on every listing, as it did once at upgrade.
    const fresh = await startTestServer();
    try {
      const db = fresh.database.db;
      const [lister, a, b] = [await insertUser(db, { userType: 'owner' }), await insertUser(db), await insertUser(db)];
      const [p, p2] = [await insertListing(db, lister.id), await insertListing(db, lister.id)];
      const now = Date.now();
      const at = (days: number) => new Date(now - days * DAY);
      await db.insert(messages).values([
        { senderId: a.id, receiverId: lister.id, propertyId: p.id, content: 'Is it free?', createdAt: at(3) },
        { senderId: a.id, receiverId: lister.id, propertyId: p.id, content: 'Hello again', createdAt: at(2) },
        { senderId: lister.id, receiverId: a.id, propertyId: p.id, content: 'Yes', createdAt: at(2) },
        { senderId: b.id, receiverId: lister.id, propertyId: p.id, content: 'Still there?', createdAt: at(100) },
        { senderId: a.id, receiverId: lister.id, propertyId: p2.id, content: 'And this one?', createdAt: at(0) },
        { senderId: a.id, receiverId: lister.id, propertyId: null, content: 'No listing', createdAt: at(1) },
      ]);
      const custom = readFileSync('server/db/migrations/0026_listing_performance.sql', 'utf8').split('--> statement-breakpoint').slice(-2);
      for (const statement of custom) await db.execute(sql.raw(statement));
      const inquirers = await db.select().from(listingInquiries);
      expect(inquirers.map((r) => [r.propertyId, r.personId, r.createdAt.getTime()]).sort()).toEqual([
        [p.id, a.id, at(3).getTime()], [p.id, b.id, at(100).getTime()], [p2.id, a.id, at(0).getTime()],
      ].sort());
      const days = await db.select().from(listingDailyStats);
      expect(days.map((r) => [r.propertyId, r.day, r.views, r.inquiries]).sort()).toEqual([
        [p.id, viewDay(at(3)), 0, 1], [p2.id, viewDay(at(0)), 0, 1],
      ].sort());
    } finally {
      await fresh.close();
    }
  });
});

describe('old days', () => {
  it('are pruned past the 90-day window and a margin of 10 days; the window is untouched', async () => {
    const { lister, property } = await listerWithListing();
    await server.database.db.insert(listingDailyStats).values([0, 89, 99, 100, 150].map((n) => ({ propertyId: property.id, day: daysAgo(n), views: 1 })));
    expect(await pruneListingDailyStats(server.database.db)).toBeGreaterThanOrEqual(2);
    const left = await server.database.db.select({ day: listingDailyStats.day }).from(listingDailyStats).where(eq(listingDailyStats.propertyId, property.id));
    expect(left.map((r) => r.day).sort()).toEqual([daysAgo(99), daysAgo(89), daysAgo(0)]);
    expect((await performanceOf(lister.api, property.id, 90)).totals.views).toBe(2);
  });
});

describe('bounded reads', () => {
  it('reads one listing by the primary key, and saves and viewings by their listing indexes', async () => {
    const { property } = await listerWithListing();
    const plan = await server.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const explain = async (query: ReturnType<typeof sql>) =>
        ((await tx.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
      return [
        await explain(sql`select day, views, inquiries from listing_daily_stats where property_id = ${property.id} and day >= ${daysAgo(89)}`),
        await explain(sql`select property_id, count(*) from saved_listings where property_id in (${property.id}) group by property_id`),
        await explain(sql`select property_id, count(*) from viewings where property_id in (${property.id}) and created_at >= now() group by property_id`),
      ];
    });
    expect(plan[0]).toContain('listing_daily_stats_property_id_day_pk');
    expect(plan[1]).toContain('saved_listings_property_idx');
    expect(plan[2]).toContain('viewings_property_idx');
  });
});
