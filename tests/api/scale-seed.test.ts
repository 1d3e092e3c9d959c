// The scale data set (npm run db:seed -- --listings N) and what public lists answer beyond LISTING_TOTAL_CAP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ApiClient } from '../helpers/api-client.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { seedScaleListings, SCALE_RARE_WORD } from '../../server/db/scale-seed.js';
import { LISTING_TOTAL_CAP, PUBLIC_MAX_OFFSET } from '../../common/constants.js';

const SCALE = LISTING_TOTAL_CAP + 200;
let server: TestServer;
let visitor: ApiClient;

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
}

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  visitor = new ApiClient(server.url);
  await seedScaleListings(server.database.db, server.dataDir, SCALE);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('the scale data set', () => {
  it('adds live listings of both types, many places, both currencies and a year of ages, by a few hundred listers', async () => {
    const stats = await one<Record<string, number>>(sql`
      select count(*)::int as listings, count(distinct p.location)::int as places, count(distinct property_type)::int as types,
        count(distinct user_id)::int as listers, count(*) filter (where price_usd > 0)::int as usd,
        count(*) filter (where price_sll > 0)::int as sll,
        (extract(epoch from max(p.created_at) - min(p.created_at)) / 86400)::int as days
      from properties p join users u on u.id = p.user_id
      where u.username like 'lister%' and p.status = 'approved' and not p.is_archived and u.account_status = 'approved'`);
    expect(stats.listings).toBe(SCALE);
    expect(stats.places).toBeGreaterThan(30);
    expect(stats.types).toBe(2);
    expect(stats.listers).toBe(50);
    expect(stats.usd).toBeGreaterThan(0);
    expect(stats.sll).toBeGreaterThan(0);
    expect(stats.days).toBeGreaterThan(365);
    const api = await visitor.get('/api/properties/stats');
    expect(api.body.total).toBeGreaterThan(SCALE);
  });

  it('gives every listing a photo whose files are served', async () => {
    const missing = await one<{ n: number }>(sql`
      select count(*)::int as n from properties p join users u on u.id = p.user_id
      where u.username like 'lister%' and not exists (select 1 from media m where m.property_id = p.id)`);
    expect(missing.n).toBe(0);
    const rare = await visitor.get(`/api/properties/search?q=${SCALE_RARE_WORD}`);
    expect(rare.body.total).toBeGreaterThan(0);
    const photo = rare.body.items[0].photos[0];
    const file = await fetch(server.url + photo.sm);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
  });
});

describe('totals beyond the cap', () => {
  it('answers cap + 1 for the home list and search, and still more than the page when paging deeper', async () => {
    const home = await visitor.get('/api/properties?status=approved');
    expect(Number(home.headers.get('x-total-count'))).toBe(LISTING_TOTAL_CAP + 1);
    const search = await visitor.get('/api/properties/search?limit=24');
    expect(search.body.total).toBe(LISTING_TOTAL_CAP + 1);

    // Past the cap, the total stays above offset + limit while there is more, so "Load more" goes on.
    const offset = LISTING_TOTAL_CAP - 10;
    const deep = await visitor.get(`/api/properties/search?limit=24&offset=${offset}`);
    expect(deep.body.items).toHaveLength(24);
    expect(deep.body.total).toBe(offset + 24 + 1);
    const deepHome = await visitor.get(`/api/properties?status=approved&limit=24&offset=${offset}`);
    expect(Number(deepHome.headers.get('x-total-count'))).toBe(offset + 24 + 1);

    // The deepest page is PUBLIC_MAX_OFFSET's: deeper is refused (no deep OFFSET scan), and the filters narrow the rest.
    const deepest = await visitor.get(`/api/properties/search?limit=24&offset=${PUBLIC_MAX_OFFSET}`);
    expect(deepest.body.items).toHaveLength(24);
    expect((await visitor.get(`/api/properties/search?limit=24&offset=${PUBLIC_MAX_OFFSET + 1}`)).status).toBe(400);
    expect((await visitor.get(`/api/properties?status=approved&limit=24&offset=${PUBLIC_MAX_OFFSET + 1}`)).status).toBe(400);

    // Narrowed below the cap, the total is exact again near the end.
    const narrowed = (await visitor.get('/api/properties/search?propertyType=sale&limit=1')).body.total as number;
    expect(narrowed).toBeLessThanOrEqual(LISTING_TOTAL_CAP);
    const last = await visitor.get(`/api/properties/search?propertyType=sale&limit=24&offset=${narrowed - 5}`);
    expect(last.body.items).toHaveLength(5);
    expect(last.body.total).toBe(narrowed);
  });
});
