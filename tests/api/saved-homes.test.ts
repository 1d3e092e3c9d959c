// Saved homes on the account (issue 17): the heart saves to the account, the Saved page tells what changed,
// a visitor's hearts merge at sign-in, and a revocable read-only shortlist link shows them to family.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { approvedLister, listingBody, publishListing } from '../helpers/listing-helpers.js';
import { liveListingRow, signedInPerson } from '../helpers/hunters.js';
import { properties } from '../../server/db/schema.js';
import { savedHomeSchema, sharedShortlistSchema } from '../../common/api/saved.js';
import { TOTAL_COUNT_HEADER } from '../../common/api/page.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const saved = async (api: ApiClient) => {
  const res = await api.get('/api/saved-homes');
  expect(res.status, res.text).toBe(200);
  return res.body.map((item: unknown) => savedHomeSchema.parse(item));
};

describe('saving homes to the account', () => {
  it('asks visitors to sign in', async () => {
    const visitor = new ApiClient(server.url);
    const { property } = await liveListingRow(server);
    expect((await visitor.get('/api/saved-homes')).status).toBe(401);
    expect((await visitor.get('/api/saved-homes/ids')).status).toBe(401);
    expect((await visitor.put(`/api/saved-homes/${property.id}`)).status).toBe(401);
    expect((await visitor.delete(`/api/saved-homes/${property.id}`)).status).toBe(401);
    expect((await visitor.post('/api/saved-homes/merge', { propertyIds: [property.id] })).status).toBe(401);
    expect((await visitor.post('/api/saved-homes/share')).status).toBe(401);
  });

  it('saves a live home once, keeps its price and lists it newest first', async () => {
    const { api } = await signedInPerson(server);
    const first = await liveListingRow(server, { priceUSD: '90000.00' });
    const second = await liveListingRow(server);
    expect((await api.put(`/api/saved-homes/${first.property.id}`)).status).toBe(204);
    expect((await api.put(`/api/saved-homes/${second.property.id}`)).status).toBe(204);
    // Saving again changes nothing.
    expect((await api.put(`/api/saved-homes/${first.property.id}`)).status).toBe(204);

    const list = await api.get('/api/saved-homes');
    expect(list.headers.get(TOTAL_COUNT_HEADER)).toBe('2');
    const items = await saved(api);
    expect(items.map((i: { propertyId: string }) => i.propertyId)).toEqual([second.property.id, first.property.id]);
    expect(items[1]).toMatchObject({ priceAtSaveUSD: '90000.00', change: { priceCut: false, unavailable: false } });
    expect(items[1].listing.id).toBe(first.property.id);
    expect((await api.get('/api/saved-homes/ids')).body).toEqual({ propertyIds: [second.property.id, first.property.id] });
  });

  it('refuses homes that are not live, and ids that name nothing, as not found', async () => {
    const { api } = await signedInPerson(server);
    const pending = await liveListingRow(server, { status: 'pending' });
    expect((await api.put(`/api/saved-homes/${pending.property.id}`)).status).toBe(404);
    expect((await api.put('/api/saved-homes/not-an-id')).status).toBe(404);
    expect((await api.put('/api/saved-homes/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(await saved(api)).toEqual([]);
  });

  it('keeps each person’s saved homes to themselves', async () => {
    const alice = await signedInPerson(server);
    const bob = await signedInPerson(server);
    const { property } = await liveListingRow(server);
    await alice.api.put(`/api/saved-homes/${property.id}`);
    expect(await saved(bob.api)).toEqual([]);
    // Bob removing it does nothing to Alice's.
    expect((await bob.api.delete(`/api/saved-homes/${property.id}`)).status).toBe(204);
    expect(await saved(alice.api)).toHaveLength(1);
    expect((await alice.api.delete(`/api/saved-homes/${property.id}`)).status).toBe(204);
    expect(await saved(alice.api)).toEqual([]);
  });
});

describe('what changed since saving', () => {
  it('says when the price was cut through the listing edit', async () => {
    const lister = await approvedLister(server);
    const listing = await publishListing(server, lister, { priceUSD: 150000 });
    const { api } = await signedInPerson(server);
    await api.put(`/api/saved-homes/${listing.id}`);
    expect((await saved(api))[0].change.priceCut).toBe(false);

    const body = listingBody({
      title: listing.title, description: listing.description, address: listing.address, location: listing.location,
      images: listing.photos.map((p: { id: string }) => p.id), priceUSD: 135000,
    });
    const edit = await lister.api.put(`/api/properties/${listing.id}`, body);
    expect(edit.status, edit.text).toBe(200);
    const [item] = await saved(api);
    expect(item).toMatchObject({ priceAtSaveUSD: '150000.00', change: { priceCut: true, unavailable: false } });
    expect(item.listing.priceUSD).toBe('135000.00');
  });

  it('says when a home is no longer available, and shows nothing of it but its title', async () => {
    const lister = await approvedLister(server);
    const listing = await publishListing(server, lister);
    const { api } = await signedInPerson(server);
    await api.put(`/api/saved-homes/${listing.id}`);
    expect((await lister.api.patch(`/api/properties/${listing.id}/archive`)).status).toBe(200);
    const [item] = await saved(api);
    expect(item).toMatchObject({ title: listing.title, listing: null, change: { priceCut: false, unavailable: true } });
    // Removing it still works.
    expect((await api.delete(`/api/saved-homes/${listing.id}`)).status).toBe(204);
  });
});

describe('merging a visitor’s hearts at sign-in', () => {
  it('adds the live ones, skips the rest, and answers every saved id', async () => {
    const { api } = await signedInPerson(server);
    const already = await liveListingRow(server);
    const fromBrowser = await liveListingRow(server);
    const draft = await liveListingRow(server, { status: 'draft' });
    await api.put(`/api/saved-homes/${already.property.id}`);
    const res = await api.post('/api/saved-homes/merge', {
      propertyIds: [fromBrowser.property.id, draft.property.id, 'junk', already.property.id],
    });
    expect(res.status, res.text).toBe(200);
    expect(new Set(res.body.propertyIds)).toEqual(new Set([already.property.id, fromBrowser.property.id]));
    expect((await api.post('/api/saved-homes/merge', { propertyIds: 'nope' })).status).toBe(400);
  });
});

describe('the shared shortlist link', () => {
  it('shows the saved homes read-only without sign-in, and stops when turned off', async () => {
    const { api, user } = await signedInPerson(server, { phoneNumber: '+23276123456', address: '3 Hill Station' });
    const { property } = await liveListingRow(server);
    await api.put(`/api/saved-homes/${property.id}`);
    expect((await api.get('/api/saved-homes/share')).body).toEqual({ active: false, createdAt: null });

    const made = await api.post('/api/saved-homes/share');
    expect(made.status, made.text).toBe(201);
    expect(made.body.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(made.body.path).toBe(`/shortlist/${made.body.token}`);
    expect((await api.get('/api/saved-homes/share')).body.active).toBe(true);

    const family = new ApiClient(server.url);
    const shared = await family.get(`/api/shortlists/${made.body.token}`);
    expect(shared.status, shared.text).toBe(200);
    const parsed = sharedShortlistSchema.parse(shared.body);
    expect(parsed.ownerFirstName).toBe(user.firstName);
    expect(parsed.items.map((i) => i.propertyId)).toEqual([property.id]);
    // Nothing private of the saver travels with the list.
    for (const secret of [user.email!, user.username!, user.phoneNumber!, user.address!, user.id]) expect(shared.text).not.toContain(secret);
    // Read-only: the link gives no way to change the list.
    expect((await family.put(`/api/saved-homes/${property.id}`)).status).toBe(401);

    // A new link replaces the old one; turning sharing off ends both.
    const again = await api.post('/api/saved-homes/share');
    expect((await family.get(`/api/shortlists/${made.body.token}`)).status).toBe(404);
    expect((await family.get(`/api/shortlists/${again.body.token}`)).status).toBe(200);
    expect((await api.delete('/api/saved-homes/share')).status).toBe(204);
    expect((await family.get(`/api/shortlists/${again.body.token}`)).status).toBe(404);
    expect((await family.get('/api/shortlists/short')).status).toBe(404);
  });

  it('hides a saved home that went off the market on the shared list too', async () => {
    const { api } = await signedInPerson(server);
    const { property } = await liveListingRow(server);
    await api.put(`/api/saved-homes/${property.id}`);
    const { token } = (await api.post('/api/saved-homes/share')).body;
    await server.database.db.update(properties).set({ status: 'rejected' }).where(eq(properties.id, property.id));
    const shared = sharedShortlistSchema.parse((await new ApiClient(server.url).get(`/api/shortlists/${token}`)).body);
    expect(shared.items[0]).toMatchObject({ listing: null, change: { unavailable: true } });
  });
});
