// Editing a live listing (decision 0008): price and small fixes stay live at once; other changes wait for an
// admin while the public keeps seeing the approved version.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import {
  adminClient, approvedLister, listingBody, publishListing, reviewListing, uploadPhoto, type SignedIn,
} from '../helpers/listing-helpers.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const publicView = async (id: string) => new ApiClient(server.url).get(`/api/properties/${id}`);

/** The body that re-sends a listing as it is, with changes. */
function asEdited(listing: Record<string, any>, changes: Record<string, unknown> = {}) {
  return listingBody({
    title: listing.title, description: listing.description, address: listing.address, location: listing.location,
    propertyCategory: listing.propertyCategory, priceUSD: listing.priceUSD, images: listing.photos.map((p: { id: string }) => p.id),
    ...changes,
  });
}

async function liveListing(): Promise<{ owner: SignedIn; live: Record<string, any> }> {
  const owner = await approvedLister(server);
  return { owner, live: await publishListing(server, owner) };
}

describe('editing a live listing', () => {
  it('keeps a price cut live and public at once, marked reduced', async () => {
    const { owner, live } = await liveListing();
    const res = await owner.api.put(`/api/properties/${live.id}`, asEdited(live, { priceUSD: 120000 }));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'approved', priceUSD: '120000.00', isPriceReduced: true, pendingChanges: null });
    const seen = await publicView(live.id);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ priceUSD: '120000.00', isPriceReduced: true, pendingChanges: null });
  });

  it('applies a small title fix at once but keeps a rewritten description for review', async () => {
    const { owner, live } = await liveListing();
    const title = `${live.title}s`;
    const description = 'A completely rewritten description that now talks about a swimming pool and a new roof.';
    const res = await owner.api.put(`/api/properties/${live.id}`, asEdited(live, { title, description }));
    expect(res.body).toMatchObject({ status: 'approved', title, description: live.description });
    expect(res.body.pendingChanges).toMatchObject({ fields: ['description'], description });
    expect((await publicView(live.id)).body).toMatchObject({ title, description: live.description });
  });

  it('keeps a photo change waiting: the public still sees the old photos until an admin approves', async () => {
    const { owner, live } = await liveListing();
    const oldPhotos = live.photos.map((p: { id: string }) => p.id);
    const newPhoto = await uploadPhoto(owner.api);
    const res = await owner.api.put(`/api/properties/${live.id}`, asEdited(live, { images: [newPhoto] }));
    expect(res.body.status).toBe('approved');
    expect(res.body.photos.map((p: { id: string }) => p.id)).toEqual(oldPhotos);
    expect(res.body.pendingChanges.fields).toEqual(['images']);
    expect(res.body.pendingChanges.photos.map((p: { id: string }) => p.id)).toEqual([newPhoto]);

    const seen = await publicView(live.id);
    expect(seen.status).toBe(200);
    expect(seen.body.photos.map((p: { id: string }) => p.id)).toEqual(oldPhotos);
    expect(seen.body.pendingChanges).toBeNull();

    const admin = await adminClient(server);
    const queue = await admin.get('/api/admin/properties/pending?limit=100');
    const queued = queue.body.find((item: { id: string }) => item.id === live.id);
    expect(queued).toMatchObject({ status: 'approved', pendingChanges: { fields: ['images'] } });

    const approved = await reviewListing(admin, live.id, 'approved');
    expect(approved).toMatchObject({ status: 'approved', pendingChanges: null });
    expect((await publicView(live.id)).body.photos.map((p: { id: string }) => p.id)).toEqual([newPhoto]);
  });

  it('applies an address change on approval', async () => {
    const { owner, live } = await liveListing();
    await owner.api.put(`/api/properties/${live.id}`, asEdited(live, { address: '4 Main Road, Kissy', propertyCategory: 'land' }));
    expect((await publicView(live.id)).body.address).toBe(live.address);
    await reviewListing(await adminClient(server), live.id, 'approved');
    expect((await publicView(live.id)).body).toMatchObject({ address: '4 Main Road, Kissy', propertyCategory: 'land', status: 'approved' });
  });

  it('keeps the live version when an admin rejects the changes, and tells the lister why', async () => {
    const { owner, live } = await liveListing();
    await owner.api.put(`/api/properties/${live.id}`, asEdited(live, { address: '4 Main Road, Kissy' }));
    const rejected = await reviewListing(await adminClient(server), live.id, 'rejected', 'The new address does not match the photos');
    expect(rejected).toMatchObject({ status: 'approved', pendingChanges: null, changesRejectionReason: 'The new address does not match the photos' });
    const seen = await publicView(live.id);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ address: live.address, changesRejectionReason: null });
    const mine = await owner.api.get(`/api/properties/${live.id}`);
    expect(mine.body.changesRejectionReason).toBe('The new address does not match the photos');
  });

  it('withdraws the waiting changes when the lister edits back to the live version', async () => {
    const { owner, live } = await liveListing();
    await owner.api.put(`/api/properties/${live.id}`, asEdited(live, { address: '4 Main Road, Kissy' }));
    const back = await owner.api.put(`/api/properties/${live.id}`, asEdited(live));
    expect(back.body.pendingChanges).toBeNull();
  });

  it('still refuses an incomplete edit of a live listing', async () => {
    const { owner, live } = await liveListing();
    const res = await owner.api.put(`/api/properties/${live.id}`, asEdited(live, { title: 'HI', status: 'draft' }));
    expect(res.status).toBe(400);
    expect((await publicView(live.id)).body.title).toBe(live.title);
  });
});
