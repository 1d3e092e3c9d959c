// Who may start a conversation (a verified person, to the lister of a live listing, about it) and that a
// started conversation stays open to both people whatever happens to the listing afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { newRegistration } from '../helpers/factories.js';
import { uploadPhoto } from '../helpers/listing-helpers.js';

let server: TestServer;
let owner: ApiClient;
let admin: ApiClient;
let ownerId: string;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
  owner = new ApiClient(server.url);
  await owner.get('/api/test-login/owner');
  ownerId = (await owner.get('/api/auth/user')).body.id;
  admin = new ApiClient(server.url);
  await admin.get('/api/test-login/admin');
});
afterAll(async () => { await server?.close(); });

async function listingOfOwner(approve: boolean): Promise<string> {
  const created = await owner.post('/api/properties', {
    title: 'Two-bedroom flat in Lumley', address: '5 Wilkinson Road, Lumley', location: 'Lumley', priceUSD: '650', propertyType: 'rent',
    description: 'A two-bedroom flat with a generator and running water, close to Lumley Beach.', images: [await uploadPhoto(owner)],
  });
  expect(created.status, created.text).toBe(201);
  if (approve) expect((await admin.patch(`/api/admin/properties/${created.body.id}/status`, { status: 'approved' })).status).toBe(200);
  return created.body.id;
}

async function verifiedSeeker(): Promise<{ api: ApiClient; id: string }> {
  const api = new ApiClient(server.url);
  const reg = newRegistration({ userType: 'seeker' });
  const registered = await api.post('/api/register', reg);
  await api.post('/api/verification/send-code', { verificationMethod: 'email', contact: reg.email });
  const [mail] = (await api.get(`/api/dev/outbox?to=${encodeURIComponent(reg.email)}`)).body;
  expect((await api.post('/api/verification/verify-code', { verificationMethod: 'email', code: mail.code })).status).toBe(200);
  return { api, id: registered.body.id };
}

const send = (api: ApiClient, receiverId: string, propertyId: string | undefined, content: string) =>
  api.post('/api/messages', { receiverId, ...(propertyId ? { propertyId } : {}), content });

describe('starting a conversation', () => {
  it('refuses a first message without a listing, to anyone (an admin, a pending account, the owner)', async () => {
    const seeker = await verifiedSeeker();
    const adminId = (await admin.get('/api/auth/user')).body.id;
    const pending = new ApiClient(server.url);
    const pendingId = (await pending.post('/api/register', newRegistration({ userType: 'owner' }))).body.id;
    for (const receiverId of [adminId, pendingId, ownerId]) {
      const res = await send(seeker.api, receiverId, undefined, 'Hello there');
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Conversations start from a listing: open it and use Contact to write to its owner or agent.');
    }
    expect((await pending.get('/api/conversations')).body.items).toEqual([]);
  });

  it('refuses a first message about a listing that is not live (404), and by the lister to someone who never wrote (403)', async () => {
    const seeker = await verifiedSeeker();
    const pendingListing = await listingOfOwner(false);
    const res = await send(seeker.api, ownerId, pendingListing, 'Is it available?');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This listing is no longer available, so a new conversation about it cannot be started.');

    const live = await listingOfOwner(true);
    const byLister = await send(owner, seeker.id, live, 'Want to buy my house?');
    expect(byLister.status).toBe(403);
    expect(byLister.body.message).toBe('You can reply once someone writes to you about your listing.');
  });

  it('allows a first message to the lister about a live listing', async () => {
    const seeker = await verifiedSeeker();
    const live = await listingOfOwner(true);
    expect((await send(seeker.api, ownerId, live, 'Is it available?')).status).toBe(201);
  });
});

describe('a started conversation stays open to both people', () => {
  it.each([
    ['archived', async (id: string) => owner.patch(`/api/properties/${id}/archive`)],
    // A live listing's edits wait beside it (decision 0009); a rejected one goes back to review when edited.
    ['back in review', async (id: string) => {
      await admin.patch(`/api/admin/properties/${id}/status`, { status: 'rejected', rejectionReason: 'Say which floor it is on.' });
      const { photos } = (await owner.get(`/api/properties/${id}`)).body as { photos: { id: string }[] };
      const edited = await owner.put(`/api/properties/${id}`, {
        title: 'Two-bedroom flat in Lumley, first floor', address: '5 Wilkinson Road, Lumley', location: 'Lumley', priceUSD: '650', propertyType: 'rent',
        description: 'A two-bedroom flat on the first floor with a generator and running water, close to Lumley Beach.',
        images: photos.map((p) => p.id),
      });
      expect(edited.body.status).toBe('pending');
      return edited;
    }],
    ['rejected', async (id: string) => admin.patch(`/api/admin/properties/${id}/status`, { status: 'rejected', rejectionReason: 'The photos do not show the flat.' })],
  ])('after the listing is %s, the home hunter and the owner can both still write', async (_state, change) => {
    const seeker = await verifiedSeeker();
    const live = await listingOfOwner(true);
    expect((await send(seeker.api, ownerId, live, 'Is it available?')).status).toBe(201);
    expect((await send(owner, seeker.id, live, 'Yes it is.')).status).toBe(201);
    const changed = await change(live);
    expect(changed.status, changed.text).toBeLessThan(300);

    const reply = await send(seeker.api, ownerId, live, 'Can I still see it on Saturday?');
    expect(reply.status, reply.text).toBe(201);
    expect((await send(owner, seeker.id, live, 'Yes, at ten.')).status).toBe(201);
    const thread = await seeker.api.get(`/api/conversations/${ownerId}?propertyId=${live}`);
    expect(thread.body.map((m: { content: string }) => m.content)).toEqual([
      'Is it available?', 'Yes it is.', 'Can I still see it on Saturday?', 'Yes, at ten.',
    ]);
  });

  it('does not let a third person join a conversation about a listing that went offline', async () => {
    const seeker = await verifiedSeeker();
    const live = await listingOfOwner(true);
    expect((await send(seeker.api, ownerId, live, 'Is it available?')).status).toBe(201);
    expect((await owner.patch(`/api/properties/${live}/archive`)).status).toBe(200);
    const latecomer = await verifiedSeeker();
    expect((await send(latecomer.api, ownerId, live, 'Me too?')).status).toBe(404);
  });
});
