// Issue 28, item 3: a live message stream ends at once (well under a second) with whatever ends its session,
// and gets no message after; a user holds at most MAX_OPEN_STREAMS_PER_USER streams, the next ending the oldest.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.js';
import { MAX_OPEN_STREAMS_PER_USER } from '../../common/constants.js';
import { ApiClient } from '../helpers/api-client.js';
import { adminClient, publishListing, setAccountStatus, type SignedIn } from '../helpers/listing-helpers.js';
import { openStream, type HeldStream } from '../helpers/message-streams.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { verifiedUser } from '../helpers/trust-helpers.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const ENDS_WITHIN_MS = 1_000;
const held: HeldStream[] = [];
const stream = async (api: ApiClient) => {
  const opened = await openStream(server.url, api.cookieHeader);
  held.push(opened);
  return opened;
};
afterAll(() => { for (const opened of held) opened.abort(); });

/** A verified owner with a live listing (so people can write to them), and a seeker who writes. */
async function ownerAndSeeker() {
  const owner = await verifiedUser(server, 'owner');
  await setAccountStatus(await adminClient(server), owner.user.id, 'approved');
  const listing = await publishListing(server, owner as unknown as SignedIn);
  const seeker = await verifiedUser(server);
  return { owner, listing, seeker, seekerStream: await stream(seeker.api) };
}

async function signIn(registration: { username: string; password: string }) {
  const api = new ApiClient(server.url);
  const res = await api.post('/api/local/login', { username: registration.username, password: registration.password });
  expect(res.status, res.text).toBe(200);
  return api;
}

/** The seeker writes to the owner; the seeker's own stream shows when it has been delivered. Answers the text. */
async function expectNoMessageOn(ended: HeldStream, setup: Awaited<ReturnType<typeof ownerAndSeeker>>): Promise<string> {
  const content = `Still free? ${Math.random()}`;
  const sent = await setup.seeker.api.post('/api/messages', { receiverId: setup.owner.user.id, propertyId: setup.listing.id, content });
  expect(sent.status, sent.text).toBe(201);
  await setup.seekerStream.waitFor(content);
  expect(ended.text()).not.toContain(content);
  return content;
}

describe('a message stream ends with its session', () => {
  it('at sign-out', async () => {
    const setup = await ownerAndSeeker();
    const mine = await stream(setup.owner.api);
    expect((await setup.owner.api.post('/api/logout')).status).toBeLessThan(400);
    expect(await mine.endsWithin(ENDS_WITHIN_MS)).toBe(true);
    await expectNoMessageOn(mine, setup);
  });

  it('at a password change, for every other session; the one that changed it keeps streaming', async () => {
    const setup = await ownerAndSeeker();
    const phone = await signIn(setup.owner.registration);
    const onPhone = await stream(phone);
    const here = await stream(setup.owner.api);
    const changed = await setup.owner.api.put('/api/users/me/password', { currentPassword: setup.owner.registration.password, newPassword: 'A-new-pass-2026!' });
    expect(changed.status, changed.text).toBe(204);
    expect(await onPhone.endsWithin(ENDS_WITHIN_MS)).toBe(true);
    await here.waitFor(await expectNoMessageOn(onPhone, setup));
    expect(await here.endsWithin(100)).toBe(false);
  });

  it('at a password reset, for every session', async () => {
    const setup = await ownerAndSeeker();
    const mine = await stream(setup.owner.api);
    const stranger = new ApiClient(server.url);
    const asked = await stranger.post('/api/auth/password-reset', { identifier: setup.owner.registration.username });
    expect(asked.status, asked.text).toBe(200);
    const [mail] = (await stranger.get(`/api/dev/outbox?to=${encodeURIComponent(setup.owner.registration.email)}`)).body as { code: string }[];
    const reset = await stranger.post('/api/auth/password-reset/confirm', { challengeId: asked.body.challengeId, code: mail!.code, password: 'Reset-pass-2026!' });
    expect(reset.status, reset.text).toBe(200);
    expect(await mine.endsWithin(ENDS_WITHIN_MS)).toBe(true);
    await expectNoMessageOn(mine, setup);
  });

  it('at a suspension by an admin', async () => {
    const setup = await ownerAndSeeker();
    const mine = await stream(setup.owner.api);
    for (const reason of ['fee_before_viewing', 'ownership_dispute']) {
      const reporter = await verifiedUser(server);
      expect((await reporter.api.post(`/api/properties/${setup.listing.id}/reports`, { reason })).status).toBe(201);
    }
    const admin = await adminClient(server);
    const resolved = await admin.post(`/api/admin/reports/${setup.listing.id}/resolve`, { action: 'suspend_lister', reason: 'Viewing fees asked by mobile money.' });
    expect(resolved.status, resolved.text).toBe(200);
    expect(await mine.endsWithin(ENDS_WITHIN_MS)).toBe(true);
    expect(mine.text()).not.toContain('event: message');
  });

  it('when the account is deleted (its sessions go with it)', async () => {
    const seeker = await verifiedUser(server);
    const mine = await stream(seeker.api);
    await server.database.db.delete(users).where(eq(users.id, seeker.user.id));
    expect(await mine.endsWithin(ENDS_WITHIN_MS)).toBe(true);
  });

  it('at "sign out everywhere else": every other session ends, this one stays', async () => {
    const setup = await ownerAndSeeker();
    const laptop = await signIn(setup.owner.registration);
    const cafe = await signIn(setup.owner.registration);
    const onLaptop = await stream(laptop);
    const inCafe = await stream(cafe);
    const here = await stream(setup.owner.api);
    const res = await setup.owner.api.post('/api/users/me/sessions/end-others', {});
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ ended: 2 });
    expect(await onLaptop.endsWithin(ENDS_WITHIN_MS)).toBe(true);
    expect(await inCafe.endsWithin(ENDS_WITHIN_MS)).toBe(true);
    await here.waitFor(await expectNoMessageOn(onLaptop, setup));
    expect(inCafe.text()).not.toContain('event: message');
    expect((await laptop.get('/api/auth/user')).status).toBe(401);
    expect((await setup.owner.api.get('/api/auth/user')).status).toBe(200);
  });
});

describe('sign out everywhere else (POST /api/users/me/sessions/end-others)', () => {
  it('needs a signed-in user, an empty body and this site; another account keeps its sessions', async () => {
    expect((await new ApiClient(server.url).post('/api/users/me/sessions/end-others', {})).status).toBe(401);
    const seeker = await verifiedUser(server);
    const other = await verifiedUser(server);
    const otherStream = await stream(other.api);
    const extra = await seeker.api.post('/api/users/me/sessions/end-others', { everything: true });
    expect(extra.status).toBe(400);
    expect(extra.body.code).toBeTypeOf('string');
    const crossSite = await seeker.api.post('/api/users/me/sessions/end-others', {}, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect((await seeker.api.post('/api/users/me/sessions/end-others')).body).toEqual({ ended: 0 });
    expect(await otherStream.endsWithin(300)).toBe(false);
  });
});

describe('open streams per user', () => {
  it(`are at most ${MAX_OPEN_STREAMS_PER_USER} across sessions: the next ends the oldest`, async () => {
    const seeker = await verifiedUser(server);
    const second = await signIn(seeker.registration);
    const streams: HeldStream[] = [];
    for (let i = 0; i < MAX_OPEN_STREAMS_PER_USER; i += 1) streams.push(await stream(i % 2 ? second : seeker.api));
    expect(await streams[0]!.endsWithin(300)).toBe(false);
    streams.push(await stream(second));
    expect(await streams[0]!.endsWithin(ENDS_WITHIN_MS)).toBe(true);
    expect(streams[0]!.text()).toMatch(/retry: \d{5}/); // the extra tab comes back slowly, not at once
    // …and is told why, so a tab in the background waits until it is shown (no tab-ends-tab cycle).
    expect(streams[0]!.text()).toContain('event: replaced\n');
    for (const open of streams.slice(1)) expect(await open.endsWithin(50)).toBe(false);
  });
});
