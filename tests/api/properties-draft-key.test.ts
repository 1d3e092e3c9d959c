// One builder session is one draft (issue 29, item 5): POST /api/properties takes the session's draft key, and
// the same key sent again by the same lister answers the listing already made (200), never a second row.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { listingBody, registerUser } from '../helpers/listing-helpers.js';
import { properties } from '../../server/db/schema.js';
import { DRAFT_KEY_MESSAGE } from '../../common/schemas/listing.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const listingsOf = (userId: string) =>
  server.database.db.select({ id: properties.id, title: properties.title }).from(properties).where(eq(properties.userId, userId));

describe('POST /api/properties with a draft key', () => {
  it('answers the listing the first call made (200, same id, its values) to the same key sent again', async () => {
    const owner = await registerUser(server, 'owner');
    const draftKey = randomUUID();
    const first = await owner.api.post('/api/properties', { status: 'draft', title: 'Typed first', draftKey });
    expect(first.status, first.text).toBe(201);
    const again = await owner.api.post('/api/properties', { status: 'draft', title: 'Typed after a reload', draftKey });
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, title: 'Typed first', status: 'draft', userId: owner.user.id });
    expect(again.body).not.toHaveProperty('draftKey');
    // Upper case is the same UUID.
    expect((await owner.api.post('/api/properties', { status: 'draft', draftKey: draftKey.toUpperCase() })).body.id).toBe(first.body.id);
    expect(await listingsOf(owner.user.id)).toEqual([{ id: first.body.id, title: 'Typed first' }]);
    const mine = await owner.api.get('/api/properties/my');
    expect(mine.body.map((l: { id: string }) => l.id)).toEqual([first.body.id]);
  });

  it('makes one row of calls with one key that arrive at once', async () => {
    const owner = await registerUser(server, 'owner');
    const draftKey = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) => owner.api.post('/api/properties', { status: 'draft', title: `Attempt ${n}`, draftKey })),
    );
    for (const res of answers) expect([200, 201], res.text).toContain(res.status);
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    expect(new Set(answers.map((res) => res.body.id)).size).toBe(1);
    expect(await listingsOf(owner.user.id)).toHaveLength(1);
  });

  it("keeps keys per lister: another's key makes their own listing and shows nothing of the first", async () => {
    const owner = await registerUser(server, 'owner');
    const other = await registerUser(server, 'agent');
    const draftKey = randomUUID();
    const mine = await owner.api.post('/api/properties', { status: 'draft', title: 'Private draft in Lumley', draftKey });
    expect(mine.status).toBe(201);
    const theirs = await other.api.post('/api/properties', { status: 'draft', title: 'Their own', draftKey });
    expect(theirs.status, theirs.text).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(theirs.body).toMatchObject({ userId: other.user.id, title: 'Their own' });
    expect(theirs.text).not.toContain('Private draft in Lumley');
    expect(theirs.text).not.toContain(mine.body.id);
    // Their second call answers their listing, still not the first lister's.
    const theirsAgain = await other.api.post('/api/properties', { status: 'draft', draftKey });
    expect(theirsAgain.status).toBe(200);
    expect(theirsAgain.body.id).toBe(theirs.body.id);
    expect(await listingsOf(owner.user.id)).toHaveLength(1);
    expect(await listingsOf(other.user.id)).toHaveLength(1);
  });

  it('submits for review with a key, and without one every call still makes a listing', async () => {
    const owner = await registerUser(server, 'owner');
    const draftKey = randomUUID();
    const submitted = await owner.api.post('/api/properties', listingBody({ status: 'pending', images: [], draftKey }));
    // Review needs a photo: refused, nothing made, so the same key may make it later.
    expect(submitted.status).toBe(400);
    expect((await owner.api.post('/api/properties', { status: 'draft', title: 'Draft', draftKey })).status).toBe(201);
    expect((await owner.api.post('/api/properties', { status: 'draft', title: 'No key' })).status).toBe(201);
    expect((await owner.api.post('/api/properties', { status: 'draft', title: 'No key', draftKey: null })).status).toBe(201);
    expect(await listingsOf(owner.user.id)).toHaveLength(3);
  });

  it('refuses a draft key that is not a UUID with 400 and says why', async () => {
    const owner = await registerUser(server, 'owner');
    for (const draftKey of ['not-a-key', '', 42, { id: randomUUID() }, `${randomUUID()}x`]) {
      const res = await owner.api.post('/api/properties', { status: 'draft', title: 'Bad key', draftKey });
      expect(res.status, JSON.stringify(draftKey)).toBe(400);
      expect(res.body.fields?.draftKey, res.text).toBe(DRAFT_KEY_MESSAGE);
      expect(res.body.message).toBeTruthy();
    }
    expect(await listingsOf(owner.user.id)).toHaveLength(0);
  });
});
