import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { insertListing, insertUser } from '../../server/db/factories.js';
import type { NewProperty } from '../../server/db/schema.js';

// One server with a known set of listings, so every filter's exact result can be checked.
let server: TestServer;
const ids: Record<string, string> = {};
const DAY = 86_400_000;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const owner = await insertUser(db, { accountStatus: 'approved', passwordHash: 'x' });
  const waiting = await insertUser(db, { accountStatus: 'pending', passwordHash: 'x' });
  const base = Date.now() - DAY;
  const live: [string, Partial<NewProperty>][] = [
    ['lumley', { title: 'Lumley beach house', address: '12 Lumley Beach Road', location: 'Lumley', propertyType: 'sale', propertyCategory: 'house', priceUSD: '250000.00', priceSLL: null, bedrooms: 4, bathrooms: 3, squareFootage: 3000, description: 'Sea views and a garden.' }],
    ['aberdeen', { title: 'Aberdeen apartment', address: '3 Cape Road, Aberdeen', location: 'Aberdeen', propertyType: 'rent', propertyCategory: 'apartment', priceUSD: '1200.00', priceSLL: '27000.00', bedrooms: 2, bathrooms: 1, squareFootage: 900, description: 'Furnished flat near the beach bars.' }],
    ['tokeh', { title: 'Tokeh beach plot', address: 'Off Peninsular Road, Tokeh', location: 'Tokeh', propertyType: 'sale', propertyCategory: 'land', priceUSD: '40000.00', priceSLL: null, bedrooms: null, bathrooms: null, squareFootage: 20000, description: 'Borehole on site, clean title.' }],
    ['bo', { title: 'Town centre shop', address: '7 Dambara Road, Bo', location: 'Bo', propertyType: 'rent', propertyCategory: 'commercial', priceUSD: null, priceSLL: '15000.00', bedrooms: null, bathrooms: 1, squareFootage: 1500, description: 'Ground floor shop.' }],
    ['hill', { title: 'Hill Station villa', address: '22 Hill Station Road, Freetown', location: 'Hill Station', propertyType: 'sale', propertyCategory: 'townhouse', priceUSD: '500000.00', priceSLL: null, bedrooms: 5, bathrooms: 4, squareFootage: 4000, description: 'Quiet hillside home.' }],
    ['kenema', { title: 'Investment block', address: 'Hangha Road by Bottom Mango, Kenema', location: 'Kenema', propertyType: 'sale', propertyCategory: 'investment', priceUSD: '900000.00', priceSLL: '20000000.00', bedrooms: 10, bathrooms: 8, squareFootage: 12000, description: 'Ten flats, fully let; near Bottom Mango.' }],
  ];
  for (const [i, [key, fields]] of live.entries()) {
    ids[key] = (await insertListing(db, owner.id, { ...fields, status: 'approved', createdAt: new Date(base - i * DAY) })).id;
  }
  // Never in results: not approved, archived, a held account's listing, a draft.
  const hidden = { title: 'Lumley hidden house', address: 'Lumley', location: 'Lumley', priceUSD: '100000.00', bedrooms: 3 };
  await insertListing(db, owner.id, { ...hidden, status: 'pending' });
  await insertListing(db, owner.id, { ...hidden, status: 'rejected' });
  await insertListing(db, owner.id, { ...hidden, status: 'approved', isArchived: true });
  await insertListing(db, waiting.id, { ...hidden, status: 'approved' });
  await insertListing(db, owner.id, { ...hidden, status: 'draft' });
});
afterAll(async () => { await server?.close(); });

async function search(query: string) {
  const res = await new ApiClient(server.url).get(`/api/properties/search?${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body as { items: { id: string; [k: string]: unknown }[]; total: number; limit: number; offset: number };
}

/** The keys of the listings a query finds, in order. */
async function found(query: string) {
  const byId = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
  return (await search(query)).items.map((item) => byId[item.id] ?? `unexpected ${item.title}`);
}

const ALL = ['lumley', 'aberdeen', 'tokeh', 'bo', 'hill', 'kenema'];

describe('GET /api/properties/search', () => {
  it('returns live listings only, newest first, as { items, total, limit, offset }', async () => {
    const body = await search('');
    expect(body.total).toBe(6);
    expect(body.limit).toBe(24);
    expect(body.offset).toBe(0);
    expect(await found('')).toEqual(ALL);
    expect(body.items[0]).toMatchObject({ status: 'approved', isArchived: false, rejectionReason: null, inquiryCount: null });
  });

  it.each([
    ['location=Lumley', ['lumley']],
    ['location=Bo', ['bo']],
    ['location=Freetown', ['lumley', 'aberdeen', 'hill']],
    ['location=Peninsular', ['tokeh']],
    ['location=all', ALL],
    ['location=Nowhere', []],
    ['location=a(b%5B', []],
    ['propertyType=rent', ['aberdeen', 'bo']],
    ['propertyType=sale', ['lumley', 'tokeh', 'hill', 'kenema']],
    ['propertyType=all', ALL],
    ['category=residential', ['lumley', 'aberdeen', 'hill']],
    ['category=apartment', ['aberdeen']],
    ['category=land', ['tokeh']],
    ['category=investment', ['kenema']],
    ['minPriceUsd=100000', ['lumley', 'hill', 'kenema']],
    // Bo is priced only in leones (Le 15,000 ≈ $658 at the default rate): a dollar filter finds it by conversion.
    ['maxPriceUsd=50000', ['aberdeen', 'tokeh', 'bo']],
    ['propertyType=rent&maxPriceUsd=1000', ['bo']],
    ['minPriceUsd=40000&maxPriceUsd=250000', ['lumley', 'tokeh']],
    ['minPriceSll=16000&maxPriceSll=30000', ['aberdeen']],
    // Dollar-only listings by their leone value (Tokeh $40,000 ≈ Le 912,000; Hill $500,000 ≈ Le 11,400,000).
    ['currency=SLL&maxPriceSll=20000000', ALL],
    ['currency=SLL&maxPriceSll=1000000', ['aberdeen', 'tokeh', 'bo']],
    // A listing with both prices is judged by its own (Kenema: $900,000 and Le 20,000,000, not $877,193 or Le 20,520,000).
    ['maxPriceUsd=890000', ['lumley', 'aberdeen', 'tokeh', 'bo', 'hill']],
    ['currency=SLL&minPriceSll=20100000', []],
    ['currency=USD&minPriceSll=16000', ALL],
    ['currency=SLL&minPriceUsd=100000', ALL],
    ['bedrooms=4', ['lumley', 'hill', 'kenema']],
    ['bedrooms=1', ['lumley', 'aberdeen', 'hill', 'kenema']],
    ['bathrooms=3', ['lumley', 'hill', 'kenema']],
    ['minSquareFeet=3000&maxSquareFeet=12000', ['lumley', 'hill', 'kenema']],
    ['maxSquareFeet=1000', ['aberdeen']],
    ['q=beach', ['lumley', 'aberdeen', 'tokeh']],
    ['q=villas', ['hill']],
    ['q=Lum', ['lumley']],
    ['q=borehole', ['tokeh']],
    ['q=Dambara', ['bo']],
    ['q=hill%20station', ['hill']],
    ['q=100%25', []],
    ['q=%27%22%26%7C!', ALL],
    ['q=the', []],
    ['q=beach%20-%20%22', ['lumley', 'aberdeen', 'tokeh']],
    ['q=villa', ['hill']],
    ['bedrooms=&location=&propertyType=all&minPriceUsd=&currency=', ALL],
  ])('filters %s', async (query, expected) => {
    const body = await search(query);
    expect(await found(query)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it.each([
    ['location=Freetown&propertyType=sale&bedrooms=4', ['lumley', 'hill']],
    ['location=Freetown&propertyType=sale&bedrooms=4&maxPriceUsd=300000', ['lumley']],
    ['category=residential&propertyType=rent&q=flat', ['aberdeen']],
    ['location=Peninsular&category=land&minSquareFeet=10000&q=title', ['tokeh']],
    ['location=Freetown&category=commercial', []],
  ])('combines filters: %s', async (query, expected) => {
    expect(await found(query)).toEqual(expected);
  });

  it.each([
    ['sort=newest', ALL],
    // One comparable amount through the rate: Bo (Le 15,000 ≈ $658) sorts among the dollar prices.
    ['sort=price_asc', ['bo', 'aberdeen', 'tokeh', 'lumley', 'hill', 'kenema']],
    ['sort=price_desc', ['kenema', 'hill', 'lumley', 'tokeh', 'aberdeen', 'bo']],
    ['sort=price_asc&currency=SLL', ['bo', 'aberdeen', 'tokeh', 'lumley', 'hill', 'kenema']],
    ['sort=price_desc&currency=SLL', ['kenema', 'hill', 'lumley', 'tokeh', 'aberdeen', 'bo']],
  ])('sorts %s (unpriced last)', async (query, expected) => {
    expect(await found(query)).toEqual(expected);
  });

  it('marks the listings that matched a price filter only through the exchange rate', async () => {
    const marks = (body: Awaited<ReturnType<typeof search>>) => Object.fromEntries(body.items.map((i) => [i.id, i.priceMatchConverted]));
    expect(marks(await search('maxPriceUsd=50000'))).toEqual({ [ids.aberdeen!]: false, [ids.tokeh!]: false, [ids.bo!]: true });
    expect(marks(await search('currency=SLL&maxPriceSll=1000000'))).toEqual({ [ids.aberdeen!]: false, [ids.tokeh!]: true, [ids.bo!]: false });
    expect((await search('')).items.every((i) => i.priceMatchConverted === false)).toBe(true);
  });

  it('pages with limit and offset and always reports the total', async () => {
    expect(await search('limit=2')).toMatchObject({ total: 6, limit: 2, offset: 0 });
    expect(await found('limit=2')).toEqual(['lumley', 'aberdeen']);
    expect(await found('limit=2&offset=2')).toEqual(['tokeh', 'bo']);
    expect(await found('limit=2&offset=4')).toEqual(['hill', 'kenema']);
    const past = await search('limit=2&offset=6');
    expect(past).toMatchObject({ items: [], total: 6, offset: 6 });
    expect(await found('limit=1&offset=1&sort=price_desc')).toEqual(['hill']);
    expect((await search('limit=100')).limit).toBe(100);
    // The deepest page a search serves: its first 1,000 matches (PUBLIC_MAX_OFFSET), no deep OFFSET scan for anyone.
    expect(await search('limit=100&offset=1000')).toMatchObject({ items: [], total: 6, offset: 1000 });
  });

  it.each([
    ['bedrooms=abc', 'bedrooms', 'Bedrooms must be a number'],
    ['bedrooms=-1', 'bedrooms', 'Bedrooms cannot be negative'],
    ['bedrooms=1.5', 'bedrooms', 'Bedrooms must be a whole number'],
    ['bedrooms=1&bedrooms=2', 'bedrooms', 'Bedrooms must be a number'],
    ['bathrooms=101', 'bathrooms', 'Bathrooms cannot exceed 100'],
    ['minPriceUsd=-5', 'minPriceUsd', 'Minimum price (USD) cannot be negative'],
    ['maxPriceSll=lots', 'maxPriceSll', 'Maximum price (Le) must be a number'],
    ['minPriceUsd=500&maxPriceUsd=100', 'minPriceUsd', 'Minimum price cannot be above the maximum price'],
    ['minSquareFeet=5000&maxSquareFeet=100', 'minSquareFeet', 'Minimum square feet cannot be above the maximum'],
    ['minSquareFeet=1e3', 'minSquareFeet', 'Minimum square feet must be a number'],
    ['limit=1000', 'limit', 'Limit must be a whole number from 1 to 100'],
    ['limit=0', 'limit', 'Limit must be a whole number from 1 to 100'],
    ['offset=-1', 'offset', 'Offset cannot be negative'],
    ['offset=1001', 'offset', 'Offset cannot exceed 1,000'],
    ['offset=999000', 'offset', 'Offset cannot exceed 1,000'],
    ['sort=cheapest', 'sort', 'Sort must be newest, price_asc or price_desc'],
    ['propertyType=lease', 'propertyType', 'Listing type must be sale or rent'],
    ['currency=EUR', 'currency', 'Currency must be USD or SLL'],
    ['category=castle', 'category', 'Choose a category from the list'],
    [`q=${'x'.repeat(201)}`, 'q', 'Search text cannot exceed 200 characters'],
    [`location=${'x'.repeat(101)}`, 'location', 'Location cannot exceed 100 characters'],
  ])('refuses %s with 400 and a clear message', async (query, field, message) => {
    const res = await new ApiClient(server.url).get(`/api/properties/search?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation');
    expect(res.body.fields[field]).toBe(message);
  });
});
