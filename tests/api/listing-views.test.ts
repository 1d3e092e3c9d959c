// View de-duplication by day, pruning, and visitor keys that reveal nothing.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { insertListing, insertUser } from '../../server/db/factories.js';
import { listingViews, properties, sharedSecrets } from '../../server/db/schema.js';
import { queryRows } from '../../server/db/client.js';
import { pruneListingViews, viewerKey } from '../../server/features/listings/listing-views.js';
import { recordListingView } from '../../server/features/listings/listing-view-count.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const viewCount = async (id: string) =>
  (await server.database.db.select({ n: properties.viewCount }).from(properties).where(eq(properties.id, id)))[0]!.n;

describe('listing views', () => {
  it('counts a viewer once a day, again the next day, and prunes days before yesterday', async () => {
    const lister = await insertUser(server.database.db);
    const listing = await insertListing(server.database.db, lister.id);
    const db = server.database.db;
    expect(await recordListingView(db, listing.id, 'user:a', '2026-11-20')).toEqual({ counted: true, viewCount: 1 });
    expect(await recordListingView(db, listing.id, 'user:a', '2026-11-20')).toEqual({ counted: false, viewCount: 1 });
    expect(await recordListingView(db, listing.id, 'user:b', '2026-11-20')).toEqual({ counted: true, viewCount: 2 });
    expect(await recordListingView(db, listing.id, 'user:a', '2026-11-21')).toEqual({ counted: true, viewCount: 3 });
    expect(await viewCount(listing.id)).toBe(3);
    // No viewer (the server drawing a page): nothing counted, the count read.
    expect(await recordListingView(db, listing.id, null)).toEqual({ counted: false, viewCount: 3 });
    expect(await viewCount(listing.id)).toBe(3);
    // A view commits without waiting for the disk, but only its own transaction: the connection's next
    // transaction (a message, a listing) waits for the disk as usual.
    const [setting] = await queryRows<{ value: string }>(db, sql`select current_setting('synchronous_commit') as value`);
    expect(setting!.value).toBe('on');

    await pruneListingViews(db, new Date('2026-11-22T08:00:00Z'));
    const left = await db.select({ day: listingViews.day }).from(listingViews).where(eq(listingViews.propertyId, listing.id));
    expect(left.map((r) => r.day)).toEqual(['2026-11-21']);
    // Pruning forgets who viewed, never the count.
    expect(await viewCount(listing.id)).toBe(3);
  });

  it('writes views that arrive together in one statement, and still counts each new viewer exactly once', async () => {
    const db = server.database.db;
    const lister = await insertUser(db);
    const listing = await insertListing(db, lister.id);
    const other = await insertListing(db, lister.id);
    let statements = 0;
    const counting = new Proxy(db, {
      get(target, name, receiver) {
        const value = Reflect.get(target, name, receiver);
        if (name !== 'execute') return value;
        return (...args: unknown[]) => {
          statements += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    // 25 people, 15 of them twice, all at once; two more on another listing; one on a listing that is gone.
    const viewers = Array.from({ length: 40 }, (_, i) => `user:p${i % 25}`);
    const [mine, theirs, gone] = await Promise.all([
      Promise.all(viewers.map((v) => recordListingView(counting, listing.id, v, '2026-11-20'))),
      Promise.all(['user:p0', 'user:p1'].map((v) => recordListingView(counting, other.id, v, '2026-11-20'))),
      recordListingView(counting, '00000000-0000-4000-8000-000000000000', 'user:p0', '2026-11-20'),
    ]);
    expect(mine.filter((r) => r.counted)).toHaveLength(25);
    expect(theirs.every((r) => r.counted)).toBe(true);
    expect(gone).toEqual({ counted: false, viewCount: null });
    expect(await viewCount(listing.id)).toBe(25);
    expect(await viewCount(other.id)).toBe(2);
    // Each answer is a count the listing really had, up to all 25.
    for (const r of mine) expect(r.viewCount).toBeGreaterThanOrEqual(1);
    expect(Math.max(...mine.map((r) => r.viewCount!))).toBe(25);
    // The first view went alone; the 42 that came while it ran went together.
    expect(statements).toBeLessThanOrEqual(3);
  });

  it('fails only the view that cannot be written when a batch fails', async () => {
    const db = server.database.db;
    const lister = await insertUser(db);
    const listing = await insertListing(db, lister.id);
    const first = recordListingView(db, listing.id, 'user:first', '2026-11-20');
    // These wait for the first and go together; the malformed id fails their statement.
    const together = [
      recordListingView(db, listing.id, 'user:a', '2026-11-20'),
      recordListingView(db, 'not-a-listing-id', 'user:a', '2026-11-20'),
      recordListingView(db, listing.id, 'user:b', '2026-11-20'),
    ];
    const settled = await Promise.allSettled([first, ...together]);
    expect(settled.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(await viewCount(listing.id)).toBe(3);
  });

  it('keys a visitor by a hash of the address that changes with the day and does not contain the address', async () => {
    const db = server.database.db;
    const visitor = { ip: '197.215.10.4' };
    const key = await viewerKey(db, visitor, '2026-11-20');
    expect(key).toMatch(/^visitor:[\w-]{43}$/);
    expect(key).not.toContain('197.215');
    expect(await viewerKey(db, visitor, '2026-11-20')).toBe(key);
    expect(await viewerKey(db, { ...visitor, ip: '197.215.10.5' }, '2026-11-20')).not.toBe(key);
    expect(await viewerKey(db, visitor, '2026-11-21')).not.toBe(await viewerKey(db, visitor, '2026-11-20'));
    expect(await viewerKey(db, { ...visitor, userId: 'u1' })).toBe('user:u1');
  });

  it('keeps the day\'s salt in the database, so every server counts a visitor under one key, and prunes old salts', async () => {
    const db = server.database.db;
    const day = '2026-10-01';
    const key = await viewerKey(db, { ip: '197.215.10.9' }, day);
    const [salt] = await db.select().from(sharedSecrets).where(eq(sharedSecrets.name, `listing-view-salt:${day}`));
    // Another process computes the same key from the stored salt alone.
    const expected = `visitor:${createHash('sha256').update(`${salt!.value}\n197.215.10.9`).digest('base64url')}`;
    expect(key).toBe(expected);
    await pruneListingViews(db, new Date('2026-10-05T08:00:00Z'));
    expect(await db.select().from(sharedSecrets).where(eq(sharedSecrets.name, `listing-view-salt:${day}`))).toEqual([]);
  });

  it('counts a visitor once however they change their browser headers', async () => {
    const lister = await insertUser(server.database.db, { accountStatus: 'approved' });
    const listing = await insertListing(server.database.db, lister.id, { status: 'approved' });
    for (const agent of ['Android Chrome', 'Firefox', 'curl/8', 'bot-1', 'bot-2']) {
      const res = await new ApiClient(server.url).get(`/api/properties/${listing.id}`, { 'user-agent': agent, 'accept-language': agent });
      expect(res.status).toBe(200);
    }
    expect(await viewCount(listing.id)).toBe(1);
  });
});
