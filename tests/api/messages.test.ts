import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { uploadPhoto } from '../helpers/listing-helpers.js';
import { newRegistration } from '../helpers/factories.js';

let server: TestServer;
let listingId: string;
let otherListingId: string;
let ownerId: string;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
  const owner = new ApiClient(server.url);
  await owner.get('/api/test-login/owner');
  ownerId = (await owner.get('/api/auth/user')).body.id;
  const admin = new ApiClient(server.url);
  await admin.get('/api/test-login/admin');
  // two public listings of the demo owner: created, then approved by the demo admin
  const approved = async (title: string, location: string) => {
    const created = await owner.post('/api/properties', {
      title, address: `5 Main Road, ${location}`, location, priceUSD: '650', propertyType: 'rent',
      description: 'A two-bedroom flat with a generator and running water, close to Lumley Beach.', images: [await uploadPhoto(owner)],
    });
    expect(created.status).toBe(201);
    expect((await admin.patch(`/api/admin/properties/${created.body.id}/status`, { status: 'approved' })).status).toBe(200);
    return created.body.id as string;
  };
  listingId = await approved('Two-bedroom flat in Lumley', 'Lumley');
  otherListingId = await approved('Three-bedroom house in Lumley', 'Lumley');
});
afterAll(async () => { await server?.close(); });

/** A signed-in home hunter who has verified their e-mail through the real code flow. */
async function verifiedSeeker(): Promise<ApiClient> {
  const api = new ApiClient(server.url);
  const reg = newRegistration({ userType: 'seeker' });
  await api.post('/api/register', reg);
  expect((await api.post('/api/verification/send-code', { verificationMethod: 'email', contact: reg.email })).status).toBe(200);
  const [mail] = (await api.get(`/api/dev/outbox?to=${encodeURIComponent(reg.email)}`)).body;
  expect((await api.post('/api/verification/verify-code', { verificationMethod: 'email', code: mail.code })).status).toBe(200);
  return api;
}

describe('messages', () => {
  it('requires sign-in for every messaging call', async () => {
    const anon = new ApiClient(server.url);
    expect((await anon.post('/api/messages', { receiverId: ownerId, propertyId: listingId, content: 'Hi' })).status).toBe(401);
    expect((await anon.get('/api/conversations')).status).toBe(401);
    expect((await anon.get(`/api/conversations/${ownerId}`)).status).toBe(401);
    expect((await anon.post(`/api/conversations/${ownerId}/read`)).status).toBe(401);
    expect((await anon.get('/api/messages/unread-count')).status).toBe(401);
  });

  it('refuses an unverified sender with a message containing "verification required", storing nothing', async () => {
    const api = new ApiClient(server.url);
    await api.post('/api/register', newRegistration({ userType: 'seeker' }));
    const res = await api.post('/api/messages', { receiverId: ownerId, propertyId: listingId, content: 'Is it available?' });
    expect(res.status).toBe(403);
    expect(res.body.message.toLowerCase()).toContain('verification required');
    expect((await api.get(`/api/conversations/${ownerId}?propertyId=${listingId}`)).body).toEqual([]);
  });

  it('delivers a trimmed message to the lister, who sees it unread, reads it and replies', async () => {
    const seeker = await verifiedSeeker();
    const seekerId = (await seeker.get('/api/auth/user')).body.id;
    const sent = await seeker.post('/api/messages', { receiverId: ownerId, propertyId: listingId, content: '  Is the house still available?  ' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ senderId: seekerId, receiverId: ownerId, propertyId: listingId, content: 'Is the house still available?' });

    const owner = new ApiClient(server.url);
    await owner.get('/api/test-login/owner');
    const before = (await owner.get('/api/messages/unread-count')).body.count;
    expect(before).toBeGreaterThanOrEqual(1);
    const inbox = await owner.get('/api/conversations');
    const entry = inbox.body.items.find((c: any) => c.otherUser.id === seekerId);
    expect(entry).toMatchObject({ property: { id: listingId }, unreadCount: 1, lastMessage: { content: 'Is the house still available?' } });
    expect(JSON.stringify(entry.otherUser)).not.toMatch(/email|phone/i);

    const thread = await owner.get(`/api/conversations/${seekerId}?propertyId=${listingId}`);
    expect(thread.body.map((m: any) => m.content)).toEqual(['Is the house still available?']);
    expect(thread.body[0].readAt).toBeNull();
    // Reading the thread changes nothing; the inbox marks it read with a POST.
    expect((await owner.get('/api/messages/unread-count')).body.count).toBe(before);
    expect((await owner.post(`/api/conversations/${seekerId}/read`, { propertyId: listingId })).status).toBe(204);
    expect((await owner.get('/api/messages/unread-count')).body.count).toBe(before - 1);
    expect((await owner.get(`/api/conversations/${seekerId}?propertyId=${listingId}`)).body[0].readAt).not.toBeNull();

    // The owner is verified in the demo data and replies on the same listing.
    expect((await owner.post('/api/messages', { receiverId: seekerId, propertyId: listingId, content: 'Yes, come and see it.' })).status).toBe(201);
    const seekerThread = await seeker.get(`/api/conversations/${ownerId}?propertyId=${listingId}`);
    expect(seekerThread.body.map((m: any) => m.content)).toEqual(['Is the house still available?', 'Yes, come and see it.']);
  });

  it('marks read only the messages sent to the caller, in the one conversation named', async () => {
    const seeker = await verifiedSeeker();
    const seekerId = (await seeker.get('/api/auth/user')).body.id;
    await seeker.post('/api/messages', { receiverId: ownerId, propertyId: listingId, content: 'About the flat' });
    await seeker.post('/api/messages', { receiverId: ownerId, propertyId: otherListingId, content: 'About the house' });
    const owner = new ApiClient(server.url);
    await owner.get('/api/test-login/owner');
    const unreadFrom = async () => (await owner.get('/api/conversations?limit=100')).body.items
      .filter((c: any) => c.otherUser.id === seekerId)
      .map((c: any) => [c.property?.id ?? null, c.unreadCount])
      .sort();
    expect(await unreadFrom()).toEqual([[listingId, 1], [otherListingId, 1]].sort());

    // The sender cannot mark the receiver's copy read, and neither can a stranger.
    expect((await seeker.post(`/api/conversations/${ownerId}/read?propertyId=${listingId}`)).status).toBe(204);
    expect((await seeker.post(`/api/conversations/${ownerId}/read?propertyId=${otherListingId}`)).status).toBe(204);
    const stranger = await verifiedSeeker();
    expect((await stranger.post(`/api/conversations/${seekerId}/read?propertyId=${listingId}`)).status).toBe(204);
    expect(await unreadFrom()).toEqual([[listingId, 1], [otherListingId, 1]].sort());

    // The query string scopes it like the GET: only the conversation about the listing.
    expect((await owner.post(`/api/conversations/${seekerId}/read?propertyId=${listingId}`)).status).toBe(204);
    expect(await unreadFrom()).toEqual([[listingId, 0], [otherListingId, 1]].sort());
    expect((await owner.post(`/api/conversations/${seekerId}/read`, { propertyId: otherListingId })).status).toBe(204);
    expect(await unreadFrom()).toEqual([[listingId, 0], [otherListingId, 0]].sort());
    // Marking again is harmless.
    expect((await owner.post(`/api/conversations/${seekerId}/read`, { propertyId: otherListingId })).status).toBe(204);
  });

  it.each([
    ['a malformed person id', '/api/conversations/nope/read', 'Unknown conversation'],
    ['a malformed property id', `/api/conversations/00000000-0000-4000-8000-000000000000/read?propertyId=nope`, 'Unknown property'],
  ])('refuses marking read with %s (400)', async (_name, path, message) => {
    const seeker = await verifiedSeeker();
    const res = await seeker.post(path);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a cross-site mark-read request', async () => {
    const owner = new ApiClient(server.url);
    await owner.get('/api/test-login/owner');
    const res = await owner.post(`/api/conversations/${ownerId}/read`, undefined, { 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
  });

  it('keeps conversations private to their two participants', async () => {
    const seeker = await verifiedSeeker();
    const seekerId = (await seeker.get('/api/auth/user')).body.id;
    await seeker.post('/api/messages', { receiverId: ownerId, propertyId: listingId, content: 'Private question' });
    const stranger = await verifiedSeeker();
    // A stranger asking for the seeker–owner thread only gets their own (empty) thread with that person.
    expect((await stranger.get(`/api/conversations/${seekerId}`)).body).toEqual([]);
    expect((await stranger.get(`/api/conversations/${ownerId}`)).body).toEqual([]);
    expect((await stranger.get('/api/conversations')).body.items).toEqual([]);
  });

  it.each([
    ['empty content', { content: '   ' }, 400, 'Message cannot be empty'],
    ['too long', { content: 'x'.repeat(2001) }, 400, 'Message cannot exceed 2000 characters'],
    ['bad receiver id', { receiverId: 'nope' }, 400, 'Choose who to send the message to'],
    ['unknown receiver', { receiverId: '00000000-0000-4000-8000-000000000000' }, 404, 'That person could not be found.'],
    ['unknown property', { propertyId: '00000000-0000-4000-8000-000000000000' }, 404, 'This listing is no longer available, so a new conversation about it cannot be started.'],
  ])('refuses %s', async (_name, override, status, message) => {
    const seeker = await verifiedSeeker();
    const res = await seeker.post('/api/messages', { receiverId: ownerId, propertyId: listingId, content: 'Hello', ...override });
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });

  it('keeps a conversation about one listing apart from one about another', async () => {
    const seeker = await verifiedSeeker();
    await seeker.post('/api/messages', { receiverId: ownerId, propertyId: listingId, content: 'About the flat' });
    await seeker.post('/api/messages', { receiverId: ownerId, propertyId: otherListingId, content: 'About the house' });
    expect((await seeker.get(`/api/conversations/${ownerId}?propertyId=${listingId}`)).body.map((m: any) => m.content)).toEqual(['About the flat']);
    expect((await seeker.get(`/api/conversations/${ownerId}?propertyId=${otherListingId}`)).body.map((m: any) => m.content)).toEqual(['About the house']);
    expect((await seeker.get(`/api/conversations/${ownerId}`)).body).toEqual([]);
    expect((await seeker.get('/api/conversations')).body.items).toHaveLength(2);
  });

  it('refuses messaging yourself and messaging a third party about someone else\'s listing', async () => {
    const seeker = await verifiedSeeker();
    const seekerId = (await seeker.get('/api/auth/user')).body.id;
    expect((await seeker.post('/api/messages', { receiverId: seekerId, content: 'me' })).body.message).toBe('You cannot send a message to yourself.');
    const other = await verifiedSeeker();
    const otherId = (await other.get('/api/auth/user')).body.id;
    const res = await seeker.post('/api/messages', { receiverId: otherId, propertyId: listingId, content: 'psst' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Messages about a listing go to its owner or agent.');
  });

  it('pushes new messages to the receiver over the live stream', async () => {
    const seeker = await verifiedSeeker();
    const owner = new ApiClient(server.url);
    await owner.get('/api/test-login/owner');
    const controller = new AbortController();
    const stream = await fetch(`${server.url}/api/messages/stream`, { headers: { cookie: owner.cookieHeader }, signal: controller.signal });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader = stream.body!.getReader();
    await seeker.post('/api/messages', { receiverId: ownerId, propertyId: listingId, content: 'Live hello' });
    let received = '';
    const deadline = Date.now() + 5000;
    while (!received.includes('Live hello') && Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      received += new TextDecoder().decode(value);
    }
    controller.abort();
    expect(received).toContain('event: message');
    expect(received).toContain('Live hello');
  });

  it('tells the reader\'s other tabs over the live stream when a conversation is marked read', async () => {
    const seeker = await verifiedSeeker();
    const seekerId = (await seeker.get('/api/auth/user')).body.id;
    await seeker.post('/api/messages', { receiverId: ownerId, propertyId: listingId, content: 'Read me' });
    const owner = new ApiClient(server.url);
    await owner.get('/api/test-login/owner');
    const controller = new AbortController();
    const stream = await fetch(`${server.url}/api/messages/stream`, { headers: { cookie: owner.cookieHeader }, signal: controller.signal });
    const reader = stream.body!.getReader();
    await reader.read(); // the stream's opening line: it is listening now
    expect((await owner.post(`/api/conversations/${seekerId}/read`, { propertyId: listingId })).status).toBe(204);
    let received = '';
    const deadline = Date.now() + 5000;
    while (!received.includes('event: read') && Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      received += new TextDecoder().decode(value);
    }
    controller.abort();
    const data = JSON.parse(received.split('event: read\ndata: ')[1]!.split('\n')[0]!);
    expect(data).toMatchObject({ otherUserId: seekerId, propertyId: listingId });
    expect(data.messageIds).toHaveLength(1);
  });
});
