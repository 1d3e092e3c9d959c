import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { createListing, registerUser } from '../helpers/listing-helpers.js';
import { insertListing, insertUser } from '../../server/db/factories.js';
import { properties, users } from '../../server/db/schema.js';
import { planDemoData } from '../../server/db/demo/plan.js';
import { nearbyPlacesSchema } from '../../common/api/nearby-places.js';
import { NEARBY_PER_IP_PER_MINUTE } from '../../server/features/search/search.routes.js';

// Neighbourhood searches (issue 29, item 4): the demo's listings are where their addresses say, every place
// on the list can be chosen, and an empty neighbourhood search is offered its area and the nearest places.
let server: TestServer;
const visitor = () => new ApiClient(server.url);
const titlesFound = async (location: string) =>
  (await visitor().get(`/api/properties/search?limit=100&location=${encodeURIComponent(location)}`)).body.items.map((i: { title: string }) => i.title);

beforeAll(async () => {
  server = await startTestServer();
  // The full demo plan's accounts and listings, without drawing its photos (search does not need them).
  const plan = planDemoData({ small: false });
  await server.database.db.insert(users).values(plan.users.map((u) => ({ ...u, passwordHash: 'x' })));
  await server.database.db.insert(properties).values(plan.listings);
});
afterAll(async () => { await server?.close(); });

describe('the demo listings', () => {
  it('are found by the neighbourhood their address names', async () => {
    expect(await titlesFound('Wilberforce')).toContain('Spacious Five-Bedroom Duplex on Spur Road');
    expect(await titlesFound('Murray Town')).toContain('Three-Bedroom Family House, Murray Town');
    expect(await titlesFound('Juba')).toContain('Executive Three-Bedroom Apartment, Juba Hill');
    expect(await titlesFound('Signal Hill')).toContain('Three-Bedroom Apartment with Pool, Signal Hill');
    // and still by all of Freetown
    expect(await titlesFound('Freetown')).toEqual(expect.arrayContaining(['Spacious Five-Bedroom Duplex on Spur Road', 'Executive Three-Bedroom Apartment, Juba Hill']));
  });
});

describe('the places added for issue 29', () => {
  it('can each be chosen for a listing that is submitted for review', async () => {
    const owner = await registerUser(server);
    for (const location of ['Allen Town', 'Kroo Town', 'Signal Hill', 'Hamilton', 'Kossoh Town', 'Babadorie', 'Bureh Town', 'Cockerill', 'Tombo']) {
      const listing = await createListing(owner.api, { location, address: `1 Main Road, ${location}` });
      expect(listing, location).toMatchObject({ location, status: 'pending' });
    }
  });
});

describe('GET /api/properties/search/nearby (what an empty neighbourhood search offers)', () => {
  // Nine bedrooms: no demo listing has them, so the filter keeps these listings alone in the counts.
  beforeAll(async () => {
    const owner = await insertUser(server.database.db, { accountStatus: 'approved', passwordHash: 'x' });
    const places = ['Congo Town', 'Congo Town', 'Murray Town', 'Lumley', 'Kissy', 'York', 'Bo'];
    for (const [i, location] of places.entries()) {
      await insertListing(server.database.db, owner.id, { location, address: `${i} Main Road, ${location}`, bedrooms: 9, status: 'approved', propertyType: i === 0 ? 'rent' : 'sale' });
    }
  });

  const nearby = async (query: string) => {
    const res = await visitor().get(`/api/properties/search/nearby?${query}`);
    expect(res.status, res.text).toBe(200);
    return nearbyPlacesSchema.parse(res.body);
  };

  it("gives the place's area with its count and the nearest places with listings, nearest first", async () => {
    expect(await nearby('location=Wilberforce&bedrooms=9')).toEqual({
      place: 'Wilberforce',
      area: { value: 'Freetown', label: 'All of Freetown', count: 5 },
      nearby: [
        { value: 'Congo Town', label: 'Congo Town', count: 2, distanceKm: expect.any(Number) },
        { value: 'Murray Town', label: 'Murray Town', count: 1, distanceKm: expect.any(Number) },
        { value: 'Lumley', label: 'Lumley', count: 1, distanceKm: expect.any(Number) },
      ],
    });
  });

  it('counts under the other filters too, and reads a typed spelling', async () => {
    const answer = await nearby('location=wilberfoce&bedrooms=9&propertyType=sale');
    expect(answer.area).toEqual({ value: 'Freetown', label: 'All of Freetown', count: 4 });
    expect(answer.nearby.map((n) => [n.value, n.count])).toEqual([['Congo Town', 1], ['Murray Town', 1], ['Lumley', 1]]);
    expect(answer.nearby[0]!.distanceKm).toBeLessThan(1);
  });

  it('offers a peninsula village its area and nothing for a broad or unknown place', async () => {
    expect((await nearby('location=Hamilton&bedrooms=9')).area).toEqual({ value: 'Peninsular', label: 'All of the Peninsula', count: 1 });
    expect(await nearby('location=Freetown&bedrooms=9')).toEqual({ place: null, area: null, nearby: [] });
    expect(await nearby('location=Atlantis')).toEqual({ place: null, area: null, nearby: [] });
    expect(await nearby('bedrooms=9')).toEqual({ place: null, area: null, nearby: [] });
  });
});

describe('GET /api/properties/search/nearby under a script', () => {
  it(`answers one address at most ${NEARBY_PER_IP_PER_MINUTE} times a minute, with a 429 that says when to come back`, async () => {
    const limited = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const from = (address: string) => new ApiClient(limited.url, { 'x-forwarded-for': address });
      const script = from('203.0.113.7');
      for (let i = 0; i < NEARBY_PER_IP_PER_MINUTE; i += 1) {
        expect((await script.get(`/api/properties/search/nearby?location=Wilberforce&bedrooms=${i % 10}`)).status).toBe(200);
      }
      const refused = await script.get('/api/properties/search/nearby?location=Wilberforce&bedrooms=1');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Someone else is not held back by it.
      expect((await from('198.51.100.4').get('/api/properties/search/nearby?location=Wilberforce')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
