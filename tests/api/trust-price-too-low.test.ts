// price_too_low over real HTTP and a real database (issue 30): a price far below enough live listings of other
// listers is flagged with the comparison; too few, or a market made of listings that are not live or are the
// lister's own, is not. Admins see the flag; the lister and everyone else see no flags at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { adminClient, approvedLister, createListing, registerUser, reviewListing, setAccountStatus, type SignedIn } from '../helpers/listing-helpers.js';

let server: TestServer;
/** Other listers, one listing each per market, so every comparable has its own lister. */
let others: SignedIn[];
beforeAll(async () => {
  server = await startTestServer();
  others = [];
  for (let i = 0; i < 9; i++) others.push(await approvedLister(server));
});
afterAll(async () => { await server?.close(); });

interface Flag { code: string; message: string }

/** Each market is its own kind (bedrooms) and place, so the scenarios never share comparables. */
const kind = (location: string, bedrooms: number) => ({ location, bedrooms, propertyType: 'rent', propertyCategory: 'townhouse', priceUSD: null });

async function live(lister: SignedIn, market: Record<string, unknown>, priceSLL: number): Promise<string> {
  const created = await createListing(lister.api, { ...market, priceSLL });
  await reviewListing(await adminClient(server), created.id, 'approved');
  return created.id as string;
}

async function priceFlag(id: string): Promise<Flag | undefined> {
  const admin = await adminClient(server);
  const detail = (await admin.get(`/api/properties/${id}`)).body as { flags: Flag[] | null };
  return detail.flags?.find((f) => f.code === 'price_too_low');
}

// Each test submits ten or more listings over HTTP, each checked for fraud: on a loaded CI host that passed 30 s.
describe('price_too_low', { timeout: 120_000 }, () => {
  it('flags a bait price among nine live listings with the comparison, for admins only', async () => {
    const market = kind('Kabala', 4);
    const prices = [2000, 2200, 2400, 2600, 2800, 2300, 2500, 2100, 2700];
    for (const [i, price] of prices.entries()) await live(others[i]!, market, price);
    const scammer = await approvedLister(server);
    const bait = await createListing(scammer.api, { ...market, priceSLL: 300 });
    expect(bait.flags, 'the lister never sees flags').toBeNull();
    expect((await priceFlag(bait.id))?.message).toBe(
      'Le 300 a month is 88 % below the median of 9 similar live listings (4-bedroom townhouses for rent in Kabala, median Le 2,400).',
    );
    const admin = await adminClient(server);
    const queue = (await admin.get('/api/admin/properties/pending?limit=100')).body as { id: string; flags: Flag[] }[];
    expect(queue.find((l) => l.id === bait.id)?.flags.map((f) => f.code)).toContain('price_too_low');

    // Approved anyway (the admin decides): still flagged for admins, and nobody else sees flags.
    await reviewListing(admin, bait.id, 'approved');
    expect(await priceFlag(bait.id)).toBeDefined();
    const seeker = await registerUser(server, 'seeker');
    for (const api of [seeker.api, scammer.api, new ApiClient(server.url)]) {
      const res = await api.get(`/api/properties/${bait.id}`);
      expect(res.status).toBe(200);
      expect(res.body.flags).toBeNull();
    }
  });

  it('does not judge with too few live listings of other listers, and does once there are enough', async () => {
    const market = kind('Kailahun', 5);
    const prices = [2000, 2200, 2400, 2600, 2800, 2300, 2500, 2100];
    for (const [i, price] of prices.slice(0, 7).entries()) await live(others[i]!, market, price);
    const lister = await approvedLister(server);
    const first = await createListing(lister.api, { ...market, priceSLL: 300 });
    expect(await priceFlag(first.id)).toBeUndefined();
    await live(others[7]!, market, prices[7]!);
    const second = await createListing(lister.api, { ...market, priceSLL: 300 });
    expect((await priceFlag(second.id))?.message).toContain('median of 8 similar live listings');
  });

  it('leaves out pending, archived, rejected listers\' and the lister\'s own listings', async () => {
    const market = kind('Bonthe', 6);
    const admin = await adminClient(server);
    const scammer = await approvedLister(server);
    for (let i = 0; i < 5; i++) await live(others[i]!, market, 2000 + i * 100);
    // Each group below would make eight with the five live ones if the query counted it.
    for (let i = 0; i < 3; i++) await live(scammer, market, 2500);
    const pending: string[] = [];
    for (let i = 5; i < 8; i++) pending.push((await createListing(others[i]!.api, { ...market, priceSLL: 2400 })).id);
    for (let i = 0; i < 3; i++) {
      const id = await live(others[i]!, market, 2600);
      expect((await others[i]!.api.patch(`/api/properties/${id}/archive`)).status).toBe(200);
    }
    const rejected = await approvedLister(server);
    for (let i = 0; i < 3; i++) await live(rejected, market, 2300);
    await setAccountStatus(admin, rejected.user.id, 'rejected', 'Not a real agency.');

    const bait = await createListing(scammer.api, { ...market, priceSLL: 300 });
    expect(await priceFlag(bait.id)).toBeUndefined();

    // Once the pending ones are approved the market is enough, and the same price is flagged.
    for (const id of pending) await reviewListing(admin, id, 'approved');
    const again = await createListing(scammer.api, { ...market, priceSLL: 300 });
    expect((await priceFlag(again.id))?.message).toContain('median of 8 similar live listings (6-bedroom townhouses for rent in Bonthe');
  });
});
