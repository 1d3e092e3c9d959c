import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { queryRows } from '../../server/db/client.js';
import { recordListingView } from '../../server/features/listings/listing-view-count.js';
import {
  adminClient, approvedLister, createListing, listingBody, MISSING_ID, publishListing, registerUser, reviewListing, setAccountStatus, uploadPhoto,
} from '../helpers/listing-helpers.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const anonymous = () => new ApiClient(server.url);
/** A complete edit that keeps the listing's photos (a listing under review needs one). */
const withPhotos = (listing: { photos: { id: string }[] }, overrides: Record<string, unknown> = {}) =>
  listingBody({ images: listing.photos.map((p) => p.id), ...overrides });
const isLive = async (id: string) => (await anonymous().get(`/api/properties/${id}`)).status === 200;

describe('editing (PUT /api/properties/:id)', () => {
  it('turns a draft into a submission (draft -> pending)', async () => {
    const owner = await registerUser(server);
    const draft = (await owner.api.post('/api/properties', { status: 'draft', title: 'Plot in Tokeh' })).body;
    const res = await owner.api.put(`/api/properties/${draft.id}`, listingBody({ title: 'Plot in Tokeh', images: [await uploadPhoto(owner.api)] }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: draft.id, status: 'pending', title: 'Plot in Tokeh' });
    expect(res.body.submittedAt).toBeTruthy();
  });

  it('keeps a draft a draft when saved as draft again, incomplete fields and all', async () => {
    const owner = await registerUser(server);
    const draft = (await owner.api.post('/api/properties', { status: 'draft' })).body;
    const res = await owner.api.put(`/api/properties/${draft.id}`, { status: 'draft', description: 'Still writing' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'draft', description: 'Still writing' });
  });

  it('keeps an edited approved listing live: the new title waits for review beside it (decision 0008)', async () => {
    const owner = await approvedLister(server);
    const live = await publishListing(server, owner);
    expect(await isLive(live.id)).toBe(true);
    const res = await owner.api.put(`/api/properties/${live.id}`, withPhotos(live, { title: 'Renamed: a sunny house by the sea' }));
    expect(res.body).toMatchObject({ status: 'approved', title: live.title, pendingChanges: { fields: ['title'] } });
    expect(await isLive(live.id)).toBe(true);
  });

  it('sends an edited rejected listing back to review and clears the old reason (rejected -> pending)', async () => {
    const owner = await approvedLister(server);
    const listing = await createListing(owner.api);
    await reviewListing(await adminClient(server), listing.id, 'rejected', 'Address is incomplete');
    const res = await owner.api.put(`/api/properties/${listing.id}`, withPhotos(listing, { address: '4 Main Road, Kissy' }));
    expect(res.body).toMatchObject({ status: 'pending', rejectionReason: null });
  });

  it('cannot put a submitted listing back into drafts: "Save as Draft" resubmits and must be complete', async () => {
    const owner = await registerUser(server);
    const listing = await createListing(owner.api);
    const incomplete = await owner.api.put(`/api/properties/${listing.id}`, { status: 'draft', title: 'Only a title' });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.fields.address).toBe('Address is required');
    const complete = await owner.api.put(`/api/properties/${listing.id}`, withPhotos(listing, { status: 'draft' }));
    expect(complete.body.status).toBe('pending');
  });

  it('validates the edit like a submission', async () => {
    const owner = await registerUser(server);
    const listing = await createListing(owner.api);
    const noTitle = await owner.api.put(`/api/properties/${listing.id}`, withPhotos(listing, { title: '' }));
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.fields).toEqual({ title: 'Title is required' });
    const badCount = await owner.api.put(`/api/properties/${listing.id}`, withPhotos(listing, { bedrooms: -2 }));
    expect(badCount.status).toBe(400);
    expect(badCount.body.fields).toEqual({ bedrooms: 'Bedrooms must be a whole number, 0 or more' });
    expect((await owner.api.get(`/api/properties/${listing.id}`)).body.bedrooms).toBe(3);
  });

  it('answers 401 to anonymous visitors and 404 to other users, admins included, and changes nothing', async () => {
    const owner = await registerUser(server);
    const listing = await createListing(owner.api, { title: 'Mine, a house in Lumley' });
    expect((await anonymous().put(`/api/properties/${listing.id}`, withPhotos(listing))).status).toBe(401);
    const other = await registerUser(server);
    const res = await other.api.put(`/api/properties/${listing.id}`, withPhotos(listing, { title: 'Stolen listing title' }));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Property not found');
    expect((await (await adminClient(server)).put(`/api/properties/${listing.id}`, withPhotos(listing))).status).toBe(404);
    expect((await other.api.put(`/api/properties/${MISSING_ID}`, withPhotos(listing))).status).toBe(404);
    expect((await owner.api.get(`/api/properties/${listing.id}`)).body.title).toBe('Mine, a house in Lumley');
  });
});

describe('price reductions', () => {
  it('marks a lowered price as reduced and keeps the history', async () => {
    const owner = await approvedLister(server);
    const live = await publishListing(server, owner, { priceUSD: 200000, priceSLL: 4500000000 });
    const res = await owner.api.put(`/api/properties/${live.id}`, withPhotos(live, { priceUSD: 180000, priceSLL: 4500000000, isPriceReduced: false }));
    expect(res.body).toMatchObject({ isPriceReduced: true, priceUSD: '180000.00' });
    const history = await queryRows<{ currency: string; old_price: string; new_price: string; changed_at: unknown }>(
      server.database.db, sql`select currency, old_price, new_price, changed_at from price_history where property_id = ${live.id}`);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ currency: 'USD', old_price: '200000.00', new_price: '180000.00' });
    expect(history[0]!.changed_at).toBeTruthy();
  });

  it('records leone reductions, and a later rise takes the badge away', async () => {
    const owner = await approvedLister(server);
    const listing = await publishListing(server, owner, { priceUSD: null, priceSLL: 30000 });
    expect((await owner.api.put(`/api/properties/${listing.id}`, withPhotos(listing, { priceUSD: null, priceSLL: 25000 }))).body.isPriceReduced).toBe(true);
    expect((await owner.api.put(`/api/properties/${listing.id}`, withPhotos(listing, { priceUSD: null, priceSLL: 28000 }))).body.isPriceReduced).toBe(false);
    const history = await queryRows<{ currency: string }>(server.database.db, sql`select currency from price_history where property_id = ${listing.id}`);
    expect(history.map((h) => h.currency)).toEqual(['SLL', 'SLL']);
  });

  it('does not count an unchanged price, or a draft that was never on the market', async () => {
    const owner = await registerUser(server);
    const listing = await createListing(owner.api, { priceUSD: 1000 });
    expect((await owner.api.put(`/api/properties/${listing.id}`, withPhotos(listing, { priceUSD: '1000.00' }))).body.isPriceReduced).toBe(false);
    const draft = (await owner.api.post('/api/properties', { status: 'draft', priceUSD: 900 })).body;
    expect((await owner.api.put(`/api/properties/${draft.id}`, { status: 'draft', priceUSD: 800 })).body.isPriceReduced).toBe(false);
  });

  it('does not count a cut made while pending on a listing that was never live', async () => {
    const owner = await registerUser(server);
    const listing = await createListing(owner.api, { priceUSD: 2000 });
    expect(listing.status).toBe('pending');
    const res = await owner.api.put(`/api/properties/${listing.id}`, withPhotos(listing, { priceUSD: 1500 }));
    expect(res.body).toMatchObject({ isPriceReduced: false, priceUSD: '1500.00' });
  });

  it('never takes isPriceReduced from the client', async () => {
    const owner = await registerUser(server);
    const listing = await createListing(owner.api, { priceUSD: 1000 });
    expect((await owner.api.put(`/api/properties/${listing.id}`, withPhotos(listing, { priceUSD: 1000, isPriceReduced: true }))).body.isPriceReduced).toBe(false);
  });
});

describe('archive and restore', () => {
  it('archives a live listing off the site, keeps its status, and restores it live', async () => {
    const owner = await approvedLister(server);
    const live = await publishListing(server, owner);
    const archived = await owner.api.patch(`/api/properties/${live.id}/archive`);
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ isArchived: true, status: 'approved' });
    expect(await isLive(live.id)).toBe(false);
    expect((await owner.api.get('/api/properties/archived')).body.map((p: any) => p.id)).toEqual([live.id]);
    expect((await owner.api.get('/api/properties/my')).body.map((p: any) => p.id)).not.toContain(live.id);
    const restored = await owner.api.patch(`/api/properties/${live.id}/restore`);
    expect(restored.body).toMatchObject({ isArchived: false, status: 'approved' });
    expect(await isLive(live.id)).toBe(true);
    expect((await owner.api.get('/api/properties/archived')).body).toEqual([]);
  });

  it('keeps a pending listing pending through archive and restore', async () => {
    const owner = await registerUser(server);
    const listing = await createListing(owner.api);
    expect((await owner.api.patch(`/api/properties/${listing.id}/archive`)).body.status).toBe('pending');
    expect((await owner.api.patch(`/api/properties/${listing.id}/restore`)).body.status).toBe('pending');
  });

  it('answers 401 anonymously and 404 to other users and admins', async () => {
    const owner = await registerUser(server);
    const listing = await createListing(owner.api);
    const other = await registerUser(server);
    const admin = await adminClient(server);
    for (const action of ['archive', 'restore']) {
      expect((await anonymous().patch(`/api/properties/${listing.id}/${action}`)).status).toBe(401);
      expect((await other.api.patch(`/api/properties/${listing.id}/${action}`)).status).toBe(404);
      expect((await admin.patch(`/api/properties/${listing.id}/${action}`)).status).toBe(404);
      expect((await owner.api.patch(`/api/properties/not-an-id/${action}`)).status).toBe(404);
    }
    expect((await owner.api.get(`/api/properties/${listing.id}`)).body.isArchived).toBe(false);
    expect((await anonymous().get('/api/properties/archived')).status).toBe(401);
  });
});

describe('delete', () => {
  it('deletes permanently, for the lister only', async () => {
    const owner = await approvedLister(server);
    const live = await publishListing(server, owner);
    expect((await anonymous().delete(`/api/properties/${live.id}`)).status).toBe(401);
    expect((await (await registerUser(server)).api.delete(`/api/properties/${live.id}`)).status).toBe(404);
    expect((await (await adminClient(server)).delete(`/api/properties/${live.id}`)).status).toBe(404);
    expect(await isLive(live.id)).toBe(true);
    const res = await owner.api.delete(`/api/properties/${live.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: live.id, deleted: true });
    expect((await owner.api.get(`/api/properties/${live.id}`)).status).toBe(404);
    expect((await owner.api.delete(`/api/properties/${live.id}`)).status).toBe(404);
  });
});

describe('accounts awaiting approval', () => {
  it("holds a pending account's approved listing until the account is approved", async () => {
    const owner = await registerUser(server);
    expect(owner.user.accountStatus).toBe('pending');
    const listing = await createListing(owner.api);
    const admin = await adminClient(server);
    expect((await reviewListing(admin, listing.id, 'approved')).status).toBe('approved');
    expect(await isLive(listing.id)).toBe(false);
    expect((await anonymous().get('/api/properties?status=approved&limit=100')).body.map((p: any) => p.id)).not.toContain(listing.id);
    await setAccountStatus(admin, owner.user.id, 'approved');
    expect(await isLive(listing.id)).toBe(true);
    await setAccountStatus(admin, owner.user.id, 'rejected', 'Licence could not be verified');
    expect(await isLive(listing.id)).toBe(false);
  });

  it('lets a pending account prepare listings, and a rejected one neither create nor change any', async () => {
    const owner = await registerUser(server, 'agent');
    expect(owner.user.accountStatus).toBe('pending');
    const draft = await createListing(owner.api);
    await setAccountStatus(await adminClient(server), owner.user.id, 'rejected', 'Licence could not be verified');
    const refused = 'Your account was not approved, so it cannot prepare or change listings. Contact support or reapply.';
    const created = await owner.api.post('/api/properties', { title: 'Another plot in Waterloo', propertyType: 'sale' });
    expect(created.status).toBe(403);
    expect(created.body.message).toBe(refused);
    const edited = await owner.api.put(`/api/properties/${draft.id}`, { title: 'Renamed plot in Waterloo', propertyType: 'sale' });
    expect(edited.status).toBe(403);
    expect(edited.body.message).toBe(refused);
    expect((await owner.api.get(`/api/properties/${draft.id}`)).body.title).toBe(draft.title);
  });
});

describe('lists', () => {
  it('GET /api/properties?status=approved: live listings only, newest first, paged with x-total-count', async () => {
    const owner = await approvedLister(server);
    const first = await publishListing(server, owner);
    const second = await publishListing(server, owner);
    await createListing(owner.api);
    const res = await anonymous().get('/api/properties?status=approved&limit=100');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.every((p: any) => p.status === 'approved' && !p.isArchived)).toBe(true);
    const ids = res.body.map((p: any) => p.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const total = Number(res.headers.get('x-total-count'));
    expect(total).toBe(res.body.length);
    const page = await anonymous().get('/api/properties?status=approved&limit=1&offset=1');
    expect(page.body).toHaveLength(1);
    expect(page.body[0].id).toBe(ids[1]);
    expect(page.headers.get('x-total-count')).toBe(String(total));
  });

  it.each([['limit=0'], ['limit=101'], ['limit=abc'], ['offset=-1'], ['offset=1.5'], ['status=sold']])('refuses ?%s with 400', async (query) => {
    const res = await anonymous().get(`/api/properties?status=approved&${query}`.replace('status=approved&status=sold', 'status=sold'));
    expect(res.status).toBe(400);
    expect(res.body.message).toBeTruthy();
  });

  it('serves the public list to its first 1,000 listings, not deeper (no deep OFFSET scan); an admin queue pages on', async () => {
    expect((await anonymous().get('/api/properties?status=approved&offset=1000')).status).toBe(200);
    const deep = await anonymous().get('/api/properties?status=approved&offset=1001');
    expect(deep.status).toBe(400);
    expect(JSON.stringify(deep.body)).toContain('Offset cannot exceed 1,000');
    const admin = await adminClient(server);
    expect((await admin.get('/api/properties?status=approved&offset=5000')).status).toBe(400);
    expect((await admin.get('/api/properties?status=pending&offset=5000')).status).toBe(200);
  });

  it('GET /api/properties without status is for admins: 401 anonymous, 403 others, every submitted listing for admins', async () => {
    expect((await anonymous().get('/api/properties')).status).toBe(401);
    const owner = await approvedLister(server);
    const forbidden = await owner.api.get('/api/properties');
    expect(forbidden.status).toBe(403);
    expect((await owner.api.get('/api/properties?status=pending')).status).toBe(403);
    const pending = await createListing(owner.api);
    const admin = await adminClient(server);
    const all = await admin.get('/api/properties?limit=100');
    expect(all.status).toBe(200);
    expect(all.body.find((p: any) => p.id === pending.id)).toMatchObject({ status: 'pending' });
    const onlyPending = await admin.get('/api/properties?status=pending&limit=100');
    expect(onlyPending.body.every((p: any) => p.status === 'pending')).toBe(true);
  });

  it('GET /api/properties/my: own unarchived listings of every status, with status and text filters', async () => {
    const owner = await registerUser(server);
    const a = await createListing(owner.api, { title: 'Lumley villa', address: '3 Beach Road' });
    const draft = (await owner.api.post('/api/properties', { status: 'draft', title: 'Draft cottage' })).body;
    await createListing((await registerUser(server)).api, { title: 'Lumley villa' });
    const mine = await owner.api.get('/api/properties/my');
    expect(mine.body.map((p: any) => p.id).sort()).toEqual([a.id, draft.id].sort());
    expect(mine.headers.get('x-total-count')).toBe('2');
    expect((await owner.api.get('/api/properties/my?status=draft')).body.map((p: any) => p.id)).toEqual([draft.id]);
    expect((await owner.api.get('/api/properties/my?q=beach')).body.map((p: any) => p.id)).toEqual([a.id]);
    expect((await owner.api.get('/api/properties/my?q=100%25')).body).toEqual([]);
    expect((await anonymous().get('/api/properties/my')).status).toBe(401);
  });
});

describe('GET /api/properties/stats', () => {
  it('counts live listings by category group', async () => {
    const before = (await anonymous().get('/api/properties/stats')).body;
    expect(Object.keys(before).sort()).toEqual(['commercial', 'investment', 'land', 'residential', 'total']);
    const owner = await approvedLister(server);
    for (const category of ['house', 'apartment', 'townhouse', 'residential', 'commercial', 'land', 'investment', null]) {
      await publishListing(server, owner, { propertyCategory: category });
    }
    await createListing(owner.api, { propertyCategory: 'land' });
    const pendingOwner = await registerUser(server);
    await reviewListing(await adminClient(server), (await createListing(pendingOwner.api, { propertyCategory: 'land' })).id, 'approved');
    const after = (await anonymous().get('/api/properties/stats')).body;
    expect(after.total - before.total).toBe(8);
    expect(after.residential - before.residential).toBe(4);
    expect(after.commercial - before.commercial).toBe(1);
    expect(after.land - before.land).toBe(1);
    expect(after.investment - before.investment).toBe(1);
  });
});

describe('GET /api/dashboard', () => {
  it('gives a lister real counts, views, inquiries and conversion', async () => {
    const agent = await approvedLister(server, 'agent');
    const live = await publishListing(server, agent, { priceUSD: 100000 });
    await publishListing(server, agent, { priceUSD: 50000 });
    await createListing(agent.api);
    await agent.api.post('/api/properties', { status: 'draft' });
    const archived = await createListing(agent.api);
    await agent.api.patch(`/api/properties/${archived.id}/archive`);
    // Four different visitors (a repeat visit would not count again). Every test client shares one address,
    // which is one visitor however its headers change, so the other three are counted as the server would.
    await anonymous().get(`/api/properties/${live.id}`);
    await anonymous().get(`/api/properties/${live.id}`, { 'user-agent': 'Another browser' });
    for (let i = 1; i < 4; i += 1) await recordListingView(server.database.db, live.id, `visitor:test-${i}`);
    const seeker = await registerUser(server, 'seeker');
    await server.database.db.execute(sql`insert into messages (sender_id, receiver_id, property_id, content) values (${seeker.user.id}, ${agent.user.id}, ${live.id}, 'Hello')`);
    const res = await agent.api.get('/api/dashboard');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      counts: { total: 4, active: 2, live: 2, draft: 1, pending: 1, rejected: 0, archived: 1 },
      totalViews: 4,
      inquiries: 1,
      conversionRate: 25,
      potentialCommissionUSD: '4500.00',
      potentialCommissionSLL: '0.00',
      potentialCommissionByType: { sale: { usd: '4500.00', sll: '0.00' }, rent: { usd: '0.00', sll: '0.00' } },
    });
    expect((await anonymous().get('/api/dashboard')).status).toBe(401);
    const owner = await registerUser(server);
    expect((await owner.api.get('/api/dashboard')).body).toMatchObject({ potentialCommissionUSD: null, potentialCommissionSLL: null, potentialCommissionByType: null, totalViews: 0, conversionRate: 0 });
  });

  it('counts an agent\'s commission as 3 % of sale prices plus 3 % of a year\'s rent, per currency', async () => {
    const agent = await approvedLister(server, 'agent');
    await publishListing(server, agent, { propertyType: 'sale', priceUSD: 100000, priceSLL: null });
    await publishListing(server, agent, { propertyType: 'rent', priceUSD: 1000, priceSLL: null });
    await publishListing(server, agent, { propertyType: 'rent', priceUSD: null, priceSLL: 20000 });
    await publishListing(server, agent, { propertyType: 'sale', priceUSD: null, priceSLL: 5000000 });
    // Priced in both: counted once, in dollars.
    await publishListing(server, agent, { propertyType: 'sale', priceUSD: 10000, priceSLL: 228000 });
    // Not live: not counted.
    await createListing(agent.api, { propertyType: 'sale', priceUSD: 999999 });
    const body = (await agent.api.get('/api/dashboard')).body;
    // USD: 3 % of (100,000 + 12 × 1,000 + 10,000); SLL: 3 % of (12 × 20,000 + 5,000,000).
    expect(body).toMatchObject({ potentialCommissionUSD: '3660.00', potentialCommissionSLL: '157200.00' });
    // Sales: 3 % of (100,000 + 10,000) and of 5,000,000; rentals: 3 % of 12 × 1,000 and of 12 × 20,000.
    expect(body.potentialCommissionByType).toEqual({
      sale: { usd: '3300.00', sll: '150000.00' },
      rent: { usd: '360.00', sll: '7200.00' },
    });
  });
});
