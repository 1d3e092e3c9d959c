// Price guides (issue 33, decision 0024): every figure against hand-computed data. Listings are written straight
// to the database (the triggers that mark figures stale fire as for any write), archived through the API, and the
// job's turn is run by hand (refreshPriceGuides), as the scheduler would run it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { insertListing, insertUser } from '../../server/db/factories.js';
import { exchangeRates, properties, users, type NewProperty } from '../../server/db/schema.js';
import { refreshPriceGuides } from '../../server/features/prices/price-guide-refresh.js';
import { approvedLister, publishListing } from '../helpers/listing-helpers.js';
import { monthOf, monthsBefore, monthLabel, GUIDE_MONTHS } from '../../common/price-guides.js';
import type { PriceGuideAnswer, GuideKind } from '../../common/api/price-guides.js';

const visitor = (server: TestServer) => new ApiClient(server.url);
const lister = (server: TestServer) => insertUser(server.database.db, { accountStatus: 'approved', passwordHash: 'x' });

/** A live listing of a new lister (or of `userId`) of the kind given. */
async function live(server: TestServer, overrides: Partial<NewProperty>, userId?: string) {
  return insertListing(server.database.db, userId ?? (await lister(server)).id, { priceUSD: null, priceSLL: null, ...overrides });
}

const rentFlat = (location: string, priceSLL: string | null, more: Partial<NewProperty> = {}): Partial<NewProperty> =>
  ({ location, propertyType: 'rent', propertyCategory: 'apartment', bedrooms: 2, priceSLL, ...more });

async function guide(server: TestServer, slug: string): Promise<PriceGuideAnswer> {
  const res = await visitor(server).get(`/api/prices/${slug}`);
  expect(res.status, res.text).toBe(200);
  return res.body;
}

const kindOf = (answer: PriceGuideAnswer, type: string, category: string, bedrooms: number | null): GuideKind | undefined =>
  answer.kinds.find((k) => k.propertyType === type && k.propertyCategory === category && k.bedrooms === bedrooms);

describe('price guides', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer(); });
  afterAll(async () => { await server?.close(); });

  let archivable: { id: string };
  let archiver: Awaited<ReturnType<typeof approvedLister>>;

  it('answers the median and quartiles of live listings, a dollar price converted at the rate, in both currencies', async () => {
    // Le 1,000 2,000 3,000 4,000 5,000 and $100 (Le 2,280 at the default 22.8): sorted 1000 2000 2280 3000 4000 5000.
    for (const price of ['1000', '2000', '3000', '4000']) await live(server, rentFlat('Kissy', price));
    await live(server, rentFlat('Kissy', null, { priceUSD: '100' }));
    archiver = await approvedLister(server);
    archivable = await publishListing(server, archiver, { ...rentFlat('Kissy', '5000'), priceUSD: null, address: '4 Kissy Road, Kissy' });
    // None of these count: archived, pending, rejected, draft, hidden by reports, price on request, a suspended lister's.
    await live(server, rentFlat('Kissy', '1', { isArchived: true }));
    await live(server, rentFlat('Kissy', '1', { status: 'pending' }));
    await live(server, rentFlat('Kissy', '1', { status: 'rejected' }));
    await live(server, rentFlat('Kissy', '1', { status: 'draft' }));
    await live(server, rentFlat('Kissy', '1', { hiddenByReportsAt: new Date() }));
    await live(server, rentFlat('Kissy', null, { priceOnRequest: true }));
    const suspended = await insertUser(server.database.db, { accountStatus: 'suspended', passwordHash: 'x' });
    await live(server, rentFlat('Kissy', '1'), suspended.id);
    await refreshPriceGuides(server.database.db);

    const kissy = await guide(server, 'kissy');
    expect(kissy.area).toMatchObject({ kind: 'place', label: 'Kissy', slug: 'kissy', parent: { slug: 'freetown' } });
    const flats = kindOf(kissy, 'rent', 'apartment', 2)!;
    expect(flats.label).toBe('2-bedroom apartments for rent in Kissy');
    // median (2280 + 3000) / 2 = 2640; 25th: 2000 + 0.25 × 280 = 2070; 75th: 3000 + 0.75 × 1000 = 3750.
    // Dollars at 22.8: 115.79 → 116, 90.79 → 91, 164.47 → 164.
    expect(flats.current).toMatchObject({
      month: monthOf(new Date()), listings: 6,
      median: { sll: 2640, usd: 116 }, low: { sll: 2070, usd: 91 }, high: { sll: 3750, usd: 164 },
    });
    expect(flats.history).toHaveLength(GUIDE_MONTHS);
    expect(flats.history.at(-1)).toEqual(flats.current);
    expect(flats.chartUrl).toBe('/api/prices/kissy/chart.svg?type=rent&category=apartment&bedrooms=2');
    expect(kissy.rate.sllPerUsd).toBe(22.8);
    expect(kissy.minListings).toBe(5);
  });

  it('counts the place in its region and shows the region guide with the places that have figures', async () => {
    const freetown = await guide(server, 'freetown');
    expect(freetown.area).toMatchObject({ kind: 'region', label: 'Freetown (all areas)', parent: null });
    expect(freetown.area.children).toContainEqual({ label: 'Kissy', slug: 'kissy' });
    expect(kindOf(freetown, 'rent', 'apartment', 2)!.current).toMatchObject({ listings: 6, median: { sll: 2640 } });
    const index = (await visitor(server).get('/api/prices')).body as { regions: { slug: string; hasFigures: boolean; areas: { slug: string }[] }[] };
    const region = index.regions.find((r) => r.slug === 'freetown')!;
    expect(region.hasFigures).toBe(true);
    expect(region.areas.map((a) => a.slug)).toContain('kissy');
  });

  it('follows a price edit and an archive at the next turn, and a new rate for dollar prices', async () => {
    const [cheapest] = await server.database.db.select().from(properties).where(eq(properties.priceSLL, '1000.00'));
    await server.database.db.update(properties).set({ priceSLL: '4500' }).where(eq(properties.id, cheapest!.id));
    // Until the job's turn the stored figure stands (guides never compute per request).
    expect(kindOf(await guide(server, 'kissy'), 'rent', 'apartment', 2)!.current.median!.sll).toBe(2640);
    await refreshPriceGuides(server.database.db);
    // 2000 2280 3000 4000 4500 5000: median 3500, 25th 2280 + 0.25 × 720 = 2460, 75th 4000 + 0.75 × 500 = 4375.
    expect(kindOf(await guide(server, 'kissy'), 'rent', 'apartment', 2)!.current).toMatchObject({
      listings: 6, median: { sll: 3500 }, low: { sll: 2460 }, high: { sll: 4375 },
    });

    expect((await archiver.api.patch(`/api/properties/${archivable.id}/archive`)).status).toBe(200);
    await refreshPriceGuides(server.database.db);
    // 2000 2280 3000 4000 4500: median 3000, 25th 2280, 75th 4000.
    expect(kindOf(await guide(server, 'kissy'), 'rent', 'apartment', 2)!.current).toMatchObject({
      listings: 5, median: { sll: 3000 }, low: { sll: 2280 }, high: { sll: 4000 },
    });

    // At Le 30 a dollar the $100 listing is Le 3,000: 2000 3000 3000 4000 4500, median 3000, 25th 3000, 75th 4000.
    await server.database.db.insert(exchangeRates).values({ sllPerUsd: '30', rateDate: new Date().toISOString().slice(0, 10) });
    await refreshPriceGuides(server.database.db);
    expect(kindOf(await guide(server, 'kissy'), 'rent', 'apartment', 2)!.current).toMatchObject({
      listings: 5, median: { sll: 3000, usd: 100 }, low: { sll: 3000, usd: 100 }, high: { sll: 4000, usd: 133 },
    });
  });

  it('drops a suspended lister\'s listings from the figures, and below 5 listings shows no figure', async () => {
    const [one] = await server.database.db.select().from(properties).where(eq(properties.priceSLL, '4000.00'));
    await server.database.db.update(users).set({ accountStatus: 'suspended' }).where(eq(users.id, one!.userId));
    await refreshPriceGuides(server.database.db);
    // Four listings left and no earlier month with five: the kind is not in the guide at all.
    expect(kindOf(await guide(server, 'kissy'), 'rent', 'apartment', 2)).toBeUndefined();
    const svg = (await visitor(server).get('/api/prices/kissy/chart.svg?type=rent&category=apartment&bedrooms=2')).text;
    expect(svg).not.toMatch(/<polyline|<circle/); // nor in its chart
    const line = await visitor(server).get('/api/prices/line?place=Kissy&type=rent&category=apartment&bedrooms=2');
    expect(line.body).toEqual({ line: null });
    await server.database.db.update(users).set({ accountStatus: 'approved' }).where(eq(users.id, one!.userId));
    await refreshPriceGuides(server.database.db);
    expect(kindOf(await guide(server, 'kissy'), 'rent', 'apartment', 2)!.current.listings).toBe(5);
  });

  it('never shows a kind that has not had 5 listings', async () => {
    for (const price of ['100000', '200000', '300000', '400000']) {
      await live(server, { location: 'Kenema', propertyType: 'sale', propertyCategory: 'house', bedrooms: 3, priceSLL: price });
    }
    await refreshPriceGuides(server.database.db);
    expect(kindOf(await guide(server, 'kenema'), 'sale', 'house', 3)).toBeUndefined();
    expect(kindOf(await guide(server, 'eastern-province'), 'sale', 'house', 3)).toBeUndefined();
    const line = await visitor(server).get('/api/prices/line?place=Kenema&type=sale&category=house&bedrooms=3');
    expect(line.body).toEqual({ line: null });
  });

  it('counts at most 3 listings of one lister in a figure, so one lister cannot move it alone', async () => {
    // One lister posts 10 listings at Le 100; five others ask Le 5,000. Capped: 100 100 100 and five 5000s.
    const flooder = await lister(server);
    for (let i = 0; i < 10; i++) await live(server, { location: 'Lakka', propertyType: 'rent', propertyCategory: 'house', bedrooms: 3, priceSLL: '100' }, flooder.id);
    for (let i = 0; i < 5; i++) await live(server, { location: 'Lakka', propertyType: 'rent', propertyCategory: 'house', bedrooms: 3, priceSLL: '5000' });
    await refreshPriceGuides(server.database.db);
    const houses = kindOf(await guide(server, 'lakka'), 'rent', 'house', 3)!;
    // Uncapped (15 listings) the median would be Le 100; capped (8) it is Le 5,000; 25th at 1.75 of 100 100 100 5000…: 100.
    expect(houses.current).toMatchObject({ listings: 8, median: { sll: 5000 }, low: { sll: 100 }, high: { sll: 5000 } });
  });

  it('keeps land without bedrooms and answers the listing page line with the guide it links to', async () => {
    for (const price of ['10000', '20000', '30000', '40000', '50000']) {
      await live(server, { location: 'Waterloo', propertyType: 'sale', propertyCategory: 'land', bedrooms: null, priceSLL: price });
    }
    await refreshPriceGuides(server.database.db);
    const land = kindOf(await guide(server, 'waterloo'), 'sale', 'land', null)!;
    expect(land.label).toBe('plots of land for sale in Waterloo');
    expect(land.current).toMatchObject({ listings: 5, median: { sll: 30000 }, low: { sll: 20000 }, high: { sll: 40000 } });
    const res = await visitor(server).get('/api/prices/line?place=Waterloo&type=sale&category=land');
    expect(res.body).toEqual({ line: { text: 'Plots of land for sale in Waterloo: typically Le 20,000 to Le 40,000, 5 listings', href: '/prices/waterloo', listings: 5 } });

    const flats = await visitor(server).get('/api/prices/line?place=Kissy&type=rent&category=apartment&bedrooms=2');
    expect(flats.body.line).toMatchObject({ text: '2-bedroom apartments for rent in Kissy: typically Le 3,000 to Le 4,000 a month, 5 listings', href: '/prices/kissy' });
  });

  it('falls back to the district or region line when the place has too few', async () => {
    // Wellington has 4 rent flats; Freetown as a whole has Kissy's 5 and these 4.
    for (const price of ['3000', '3000', '3000', '3000']) await live(server, rentFlat('Wellington', price));
    await refreshPriceGuides(server.database.db);
    const res = await visitor(server).get('/api/prices/line?place=Wellington&type=rent&category=apartment&bedrooms=2');
    expect(res.body.line).toMatchObject({ href: '/prices/freetown', listings: 9 });
    expect(res.body.line.text).toMatch(/^2-bedroom apartments for rent in Freetown \(all areas\): typically /);
  });

  it('draws the chart as a self-contained SVG', async () => {
    const res = await visitor(server).get('/api/prices/kissy/chart.svg?type=rent&category=apartment&bedrooms=2');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.text).toContain('<title id="chart-title">Asking prices: 2-bedroom apartments for rent in Kissy</title>');
    expect(res.text).not.toMatch(/<script/i);
  });

  it('answers 404 for an area it has no guide for and 400 for a bad query', async () => {
    expect((await visitor(server).get('/api/prices/atlantis')).status).toBe(404);
    expect((await visitor(server).get('/api/prices/NOT%20A%20SLUG')).status).toBe(400);
    const bad = await visitor(server).get('/api/prices/line?place=Atlantis&type=rent&category=apartment&bedrooms=2');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'validation', fields: { place: 'Choose a place' } });
    expect((await visitor(server).get('/api/prices/kissy/chart.svg?type=lease&category=apartment')).status).toBe(400);
  });
});

describe('price guides month by month', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer(); });
  afterAll(async () => { await server?.close(); });

  it('keeps each month\'s snapshot, carries a quiet month forward and leaves a month with no figure empty', async () => {
    const now = new Date();
    const month = monthOf(now);
    const at = (monthsAgo: number) => new Date(`${monthsBefore(month, monthsAgo)}T12:00:00Z`);
    const flats = [];
    for (const price of ['1000', '2000', '3000', '4000', '5000']) flats.push(await live(server, rentFlat('Lumley', price)));
    await refreshPriceGuides(server.database.db, at(3)); // three months ago: median 3000
    await refreshPriceGuides(server.database.db, at(2)); // nothing changed: last month's kinds are carried forward
    // This month the cheapest flat asks Le 11,000 instead of Le 1,000.
    await server.database.db.update(properties).set({ priceSLL: '11000' }).where(eq(properties.id, flats[0]!.id));
    await refreshPriceGuides(server.database.db, now); // this month: 2000 3000 4000 5000 11000, median 4000
    const answer = await guide(server, 'lumley');
    const history = kindOf(answer, 'rent', 'apartment', 2)!.history;
    expect(history.map((m) => m.month)).toEqual(Array.from({ length: GUIDE_MONTHS }, (_, i) => monthsBefore(month, GUIDE_MONTHS - 1 - i)));
    expect(history.at(-4)).toMatchObject({ label: monthLabel(monthsBefore(month, 3)), listings: 5, median: { sll: 3000 } });
    expect(history.at(-3)).toMatchObject({ listings: 5, median: { sll: 3000 } });
    // Last month had no turn of the job at all (the carry-forward looks one month back): no figure, a gap.
    expect(history.at(-2)).toMatchObject({ listings: 0, median: null });
    expect(history.at(-1)).toMatchObject({ listings: 5, median: { sll: 4000 }, low: { sll: 3000 }, high: { sll: 5000 } });
    const svg = (await visitor(server).get('/api/prices/lumley/chart.svg?type=rent&category=apartment&bedrooms=2')).text;
    expect(svg.match(/<polyline /g)).toHaveLength(1); // three months ago and two: one line; then a gap; this month a dot
    expect(svg.match(/<circle /g)).toHaveLength(1);
  });
});
