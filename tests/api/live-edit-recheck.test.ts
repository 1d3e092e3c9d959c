// A live listing's price or small text fix goes live at once (decision 0009), unless the fraud checks flag it and
// the live version was not flagged (issue 30): then it waits for review beside the live version, like the other
// reviewed changes. Honest price cuts and typo fixes still go live at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { queryRows } from '../../server/db/client.js';
import {
  adminClient, approvedLister, createListing, listingBody, publishListing, reviewListing, type SignedIn,
} from '../helpers/listing-helpers.js';

let server: TestServer;
/** Three-bedroom townhouses for rent in Kabala: nine live listings of other listers, Le 2,000 to 2,800 a month. */
const market = { location: 'Kabala', propertyType: 'rent', propertyCategory: 'townhouse', bedrooms: 3, priceUSD: null };
const description = 'A bright three-bedroom townhouse with a generator and a borehole, close to the main road in the town centre. Call to view.';

beforeAll(async () => {
  server = await startTestServer();
  const admin = await adminClient(server);
  for (const [i, priceSLL] of [2000, 2200, 2400, 2600, 2800, 2300, 2500, 2100, 2700].entries()) {
    const other = await approvedLister(server);
    const created = await createListing(other.api, { ...market, priceSLL, address: `${i + 1} Market Street, Kabala` });
    await reviewListing(admin, created.id, 'approved');
  }
});
afterAll(async () => { await server?.close(); });

interface Flag { code: string }

const publicView = async (id: string) => (await new ApiClient(server.url).get(`/api/properties/${id}`)).body;

async function liveListing(): Promise<{ owner: SignedIn; live: Record<string, any> }> {
  const owner = await approvedLister(server);
  return { owner, live: await publishListing(server, owner, { ...market, priceSLL: 2300, description }) };
}

function asEdited(live: Record<string, any>, changes: Record<string, unknown>) {
  return listingBody({
    ...market, title: live.title, description: live.description, address: live.address, priceSLL: live.priceSLL,
    images: live.photos.map((p: { id: string }) => p.id), ...changes,
  });
}

async function edit(owner: SignedIn, live: Record<string, any>, changes: Record<string, unknown>) {
  const res = await owner.api.put(`/api/properties/${live.id}`, asEdited(live, changes));
  expect(res.status, res.text).toBe(200);
  return res.body;
}

async function queued(id: string) {
  const queue = (await (await adminClient(server)).get('/api/admin/properties/pending?limit=100')).body as Record<string, any>[];
  return queue.find((item) => item.id === id);
}

const history = (id: string) =>
  queryRows<{ currency: string; old_price: string; new_price: string }>(server.database.db, sql`select currency, old_price, new_price from price_history where property_id = ${id}`);

describe('a live listing edit that the fraud checks flag', () => {
  it('keeps a price cut to bait level waiting: the old price stays public until an admin approves it', async () => {
    const { owner, live } = await liveListing();
    const saved = await edit(owner, live, { priceSLL: 300 });
    expect(saved).toMatchObject({ status: 'approved', priceSLL: '2300.00', isPriceReduced: false });
    expect(saved.pendingChanges).toMatchObject({ fields: ['priceSLL'], priceSLL: '300.00', priceOnRequest: false });
    expect(await publicView(live.id)).toMatchObject({ priceSLL: '2300.00', isPriceReduced: false, pendingChanges: null });
    expect(await history(live.id)).toHaveLength(0);

    // The lister's own view carries the proposed price (the form starts from it).
    expect((await owner.api.get(`/api/properties/${live.id}`)).body.pendingChanges).toMatchObject({ priceSLL: '300.00' });
    // The admin sees it in the queue with the flag, judged on the proposed price.
    const item = await queued(live.id);
    expect(item).toMatchObject({ status: 'approved', priceSLL: '2300.00', pendingChanges: { fields: ['priceSLL'], priceSLL: '300.00' } });
    expect(item!.flags.map((f: Flag) => f.code)).toContain('price_too_low');

    const approved = await reviewListing(await adminClient(server), live.id, 'approved');
    expect(approved).toMatchObject({ status: 'approved', priceSLL: '300.00', isPriceReduced: true, pendingChanges: null });
    expect(await publicView(live.id)).toMatchObject({ priceSLL: '300.00', isPriceReduced: true });
    expect(await history(live.id)).toEqual([{ currency: 'SLL', old_price: '2300.00', new_price: '300.00' }]);
  });

  it('holds a cut to bait level made in small steps, at the step that crosses the line', async () => {
    // Each step is judged against the market, not against the step before: small cuts get no further.
    const { owner, live } = await liveListing();
    const first = await edit(owner, live, { priceSLL: 1000 });
    expect(first).toMatchObject({ priceSLL: '1000.00', pendingChanges: null });
    const second = await edit(owner, { ...live, priceSLL: '1000.00' }, { priceSLL: 850 });
    expect(second).toMatchObject({ priceSLL: '1000.00', pendingChanges: { fields: ['priceSLL'], priceSLL: '850.00' } });
    expect(await publicView(live.id)).toMatchObject({ priceSLL: '1000.00' });
    expect((await queued(live.id))!.flags.map((f: Flag) => f.code)).toContain('price_too_low');
  });

  it('drops a rejected bait price and keeps the live one', async () => {
    const { owner, live } = await liveListing();
    await edit(owner, live, { priceSLL: 300 });
    const rejected = await reviewListing(await adminClient(server), live.id, 'rejected', 'This price is far below the market.');
    expect(rejected).toMatchObject({ priceSLL: '2300.00', pendingChanges: null, changesRejectionReason: 'This price is far below the market.' });
    expect(await publicView(live.id)).toMatchObject({ priceSLL: '2300.00', isPriceReduced: false });
    expect(await history(live.id)).toHaveLength(0);
    expect(await queued(live.id)).toBeUndefined();
  });

  it('keeps a price in old leones waiting, with the other reviewed changes', async () => {
    const { owner, live } = await liveListing();
    const saved = await edit(owner, live, { priceSLL: 2_300_000, address: '9 Hospital Road, Kabala' });
    expect(saved.priceSLL).toBe('2300.00');
    expect(saved.pendingChanges).toMatchObject({ fields: ['address', 'priceSLL'], priceSLL: '2300000.00', address: '9 Hospital Road, Kabala' });
    expect((await queued(live.id))!.flags.map((f: Flag) => f.code)).toContain('old_leone_price');
  });

  it('puts an honest price cut live at once, and the flags follow the live price', async () => {
    const { owner, live } = await liveListing();
    const saved = await edit(owner, live, { priceSLL: 2000 });
    expect(saved).toMatchObject({ priceSLL: '2000.00', isPriceReduced: true, pendingChanges: null });
    expect(await publicView(live.id)).toMatchObject({ priceSLL: '2000.00', isPriceReduced: true });
    expect(await history(live.id)).toEqual([{ currency: 'SLL', old_price: '2300.00', new_price: '2000.00' }]);

    // An edit back from a held bait price to an honest one withdraws the proposal and goes live.
    await edit(owner, { ...live, priceSLL: '2000.00' }, { priceSLL: 300 });
    const honest = await edit(owner, { ...live, priceSLL: '2000.00' }, { priceSLL: 1900 });
    expect(honest).toMatchObject({ priceSLL: '1900.00', pendingChanges: null });
    const admin = await adminClient(server);
    expect((await admin.get(`/api/properties/${live.id}`)).body.flags.map((f: Flag) => f.code)).not.toContain('price_too_low');
  });

  it('keeps a small text fix that adds a fee ask waiting; a typo fix goes live', async () => {
    const { owner, live } = await liveListing();
    const feeAsk = description.replace('Call to view.', 'View fee 50k.');
    const held = await edit(owner, live, { description: feeAsk });
    expect(held).toMatchObject({ description, pendingChanges: { fields: ['description'], description: feeAsk } });
    expect((await publicView(live.id)).description).toBe(description);
    expect((await queued(live.id))!.flags.map((f: Flag) => f.code)).toContain('advance_fee');

    const typo = description.replace('borehole', 'bore hole');
    const fixed = await edit(owner, live, { description: typo });
    expect(fixed).toMatchObject({ description: typo, pendingChanges: null });
    expect((await publicView(live.id)).description).toBe(typo);
    expect(await queued(live.id)).toBeUndefined();
  });

  it('refreshes the flags of a live listing after a fix that went live', async () => {
    const owner = await approvedLister(server);
    const admin = await adminClient(server);
    // Approved with a fee ask already in its text (the admin decides), the listing keeps its flag...
    const flagged = await publishListing(server, owner, { ...market, priceSLL: 2300, description: description.replace('Call to view.', 'View fee 50k.') });
    expect((await admin.get(`/api/properties/${flagged.id}`)).body.flags.map((f: Flag) => f.code)).toContain('advance_fee');
    // ...and a small fix that removes it goes live (nothing newly flagged) and clears the flag.
    await edit(owner, flagged, { description });
    expect((await publicView(flagged.id)).description).toBe(description);
    expect((await admin.get(`/api/properties/${flagged.id}`)).body.flags.map((f: Flag) => f.code)).not.toContain('advance_fee');
  });
});
