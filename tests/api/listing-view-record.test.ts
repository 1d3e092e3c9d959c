// Repeat views answered from the process's record of counted views (issue 28, item 7): on PGlite, where this
// process is the database's only writer, a repeat view the same day makes no write; on PostgreSQL, which
// several servers share, the database decides every view. The count stays exact on both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { insertListing, insertUser } from '../../server/db/factories.js';
import { listingViews, properties } from '../../server/db/schema.js';
import { recordListingView, rememberCountedViews } from '../../server/features/properties/listing-view-count.js';
import { viewDay } from '../../server/features/properties/listing-views.js';
import { registerUser } from '../helpers/listing-helpers.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const onPglite = () => server.database.kind === 'pglite';
const viewCount = async (id: string) =>
  (await server.database.db.select({ n: properties.viewCount }).from(properties).where(eq(properties.id, id)))[0]!.n;

describe('the record of counted views', () => {
  it('keeps the count exact: a repeat the same day is not counted, a new viewer or a new day is', async () => {
    const db = server.database.db;
    const listing = await insertListing(db, (await insertUser(db)).id);
    const day = viewDay();
    expect(await recordListingView(db, listing.id, 'user:a', day)).toEqual({ counted: true, viewCount: 1 });
    expect(await recordListingView(db, listing.id, 'user:a', day)).toEqual({ counted: false, viewCount: 1 });
    expect(await recordListingView(db, listing.id, 'user:b', day)).toEqual({ counted: true, viewCount: 2 });
    expect(await recordListingView(db, listing.id, 'user:b', day)).toEqual({ counted: false, viewCount: 2 });
    expect(await recordListingView(db, listing.id, 'user:a', '2999-01-01')).toEqual({ counted: true, viewCount: 3 });
    expect(await viewCount(listing.id)).toBe(3);
  });

  it('is used on PGlite only: a repeat read over HTTP writes nothing there, and PostgreSQL decides each one', async () => {
    const db = server.database.db;
    const listing = await insertListing(db, (await insertUser(db)).id);
    const reader = await registerUser(server, 'seeker');
    expect((await reader.api.get(`/api/properties/${listing.id}`)).body.viewCount).toBe(1);
    // The row that made the first read count is taken away behind the server's back: only a server that asks
    // the database again counts the repeat.
    const viewRow = and(eq(listingViews.propertyId, listing.id), eq(listingViews.viewer, `user:${reader.user.id}`));
    expect(await db.delete(listingViews).where(viewRow).returning()).toHaveLength(1);
    const repeat = await reader.api.get(`/api/properties/${listing.id}`);
    if (onPglite()) {
      expect(repeat.body.viewCount).toBe(1);
      expect(await db.select().from(listingViews).where(viewRow)).toHaveLength(0);
    } else {
      expect(repeat.body.viewCount).toBe(2);
      expect(await db.select().from(listingViews).where(viewRow)).toHaveLength(1);
    }
    // Another person is counted either way.
    expect((await new ApiClient(server.url).get(`/api/properties/${listing.id}`)).body.viewCount).toBe(onPglite() ? 2 : 3);
  });

  it('stays bounded: a viewer it has forgotten is asked of the database again, and not counted twice', async () => {
    const db = server.database.db;
    const listing = await insertListing(db, (await insertUser(db)).id);
    const record = rememberCountedViews(db);
    const day = viewDay();
    await recordListingView(db, listing.id, 'user:first', day);
    for (let i = 0; i < record.capacity; i += 1) record.add(`filler-${i}`);
    expect(record.size).toBe(record.capacity);
    expect(await recordListingView(db, listing.id, 'user:first', day)).toEqual({ counted: false, viewCount: 1 });
  });
});
