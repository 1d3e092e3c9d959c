// Listing views on PGlite are decided and counted in the process's memory and written in batches (issue 28,
// item 7; server/features/listings/view-ledger.ts); on PostgreSQL, which several servers share, the database
// decides every view. Either way the count stays exact, and no reader ever sees less than what was answered.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { insertListing, insertUser } from '../../server/db/factories.js';
import { openDatabase } from '../../server/db/client.js';
import { listingViews, properties } from '../../server/db/schema.js';
import { keepViewsInMemory, recordListingView, writeListingViews } from '../../server/features/listings/listing-view-count.js';
import { viewDay } from '../../server/features/listings/listing-views.js';
import { ViewLedger } from '../../server/features/listings/view-ledger.js';
import { registerUser } from '../helpers/listing-helpers.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const onPglite = () => server.database.kind === 'pglite';
const viewCount = async (id: string) =>
  (await server.database.db.select({ n: properties.viewCount }).from(properties).where(eq(properties.id, id)))[0]!.n;
const viewRows = (id: string) => server.database.db.select().from(listingViews).where(eq(listingViews.propertyId, id));

describe('listing views counted in memory on PGlite', () => {
  it('keeps the count exact: a repeat the same day is not counted, a new viewer or another day is', async () => {
    const db = server.database.db;
    const listing = await insertListing(db, (await insertUser(db)).id);
    const day = viewDay();
    expect(await recordListingView(db, listing.id, 'user:a', day)).toEqual({ counted: true, viewCount: 1 });
    expect(await recordListingView(db, listing.id, 'user:a', day)).toEqual({ counted: false, viewCount: 1 });
    expect(await recordListingView(db, listing.id, 'user:b', day)).toEqual({ counted: true, viewCount: 2 });
    expect(await recordListingView(db, listing.id, 'user:b', day)).toEqual({ counted: false, viewCount: 2 });
    // A view of yesterday (a read that began before midnight) is the database's to decide, and today's count follows.
    expect(await recordListingView(db, listing.id, 'user:a', '2000-01-01')).toEqual({ counted: true, viewCount: 3 });
    expect(await recordListingView(db, listing.id, 'user:c', day)).toEqual({ counted: true, viewCount: 4 });
    expect(await recordListingView(db, listing.id, null)).toEqual({ counted: false, viewCount: 4 });
    // Any other statement sees every view answered before it.
    expect(await viewCount(listing.id)).toBe(4);
    expect(await viewRows(listing.id)).toHaveLength(4);
  });

  it('answers a repeat read over HTTP from memory on PGlite, and asks PostgreSQL every time', async () => {
    const db = server.database.db;
    const listing = await insertListing(db, (await insertUser(db)).id);
    const reader = await registerUser(server, 'seeker');
    expect((await reader.api.get(`/api/properties/${listing.id}`)).body.viewCount).toBe(1);
    // The row that made the first read count is taken away behind the server's back: only a server that asks
    // the database again counts the repeat.
    const viewRow = and(eq(listingViews.propertyId, listing.id), eq(listingViews.viewer, `user:${reader.user.id}`));
    expect(await db.delete(listingViews).where(viewRow).returning()).toHaveLength(1);
    const repeat = await reader.api.get(`/api/properties/${listing.id}`);
    expect(repeat.body.viewCount).toBe(onPglite() ? 1 : 2);
    expect(await db.select().from(listingViews).where(viewRow)).toHaveLength(onPglite() ? 0 : 1);
    // Another person is counted either way, and the owner's own read (which the database answers) agrees.
    expect((await new ApiClient(server.url).get(`/api/properties/${listing.id}`)).body.viewCount).toBe(onPglite() ? 2 : 3);
    expect(await viewCount(listing.id)).toBe(onPglite() ? 2 : 3);
  });

  it('writes the views of a busy moment in one statement, soon, without waiting for a reader', async () => {
    if (!onPglite()) return void expect(keepViewsInMemory(server.database)).toBeNull();
    const db = server.database.db;
    const heldWrites = server.database.heldWrites!;
    let statements = 0;
    const ledger = new ViewLedger(heldWrites.direct, { writeViews: (into, views) => { statements += 1; return writeListingViews(into, views); } });
    heldWrites.register(ledger);
    const listing = await insertListing(db, (await insertUser(db)).id);
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => ledger.record(listing.id, `user:p${i % 40}`, viewDay())));
    expect(answers.filter((a) => a!.counted)).toHaveLength(40);
    expect(Math.max(...answers.map((a) => a!.viewCount!))).toBe(40);
    // Written on their own within a second, whether or not anything else asked the database.
    await expect.poll(() => ledger.holds(), { timeout: 1_000, interval: 20 }).toBe(false);
    expect(statements).toBe(1);
    expect(await heldWrites.direct.select().from(listingViews).where(eq(listingViews.propertyId, listing.id))).toHaveLength(40);
    expect(await viewCount(listing.id)).toBe(40);
  });

  it('stays bounded: past its capacity a listing is left to the database, and still counted once', async () => {
    if (!onPglite()) return void expect(server.database.heldWrites).toBeUndefined();
    const db = server.database.db;
    const writeViews = async () => { throw new Error('not used'); };
    const ledger = new ViewLedger(server.database.heldWrites!.direct, { capacity: 2, writeViews });
    const [full, other] = [await insertListing(db, (await insertUser(db)).id), await insertListing(db, (await insertUser(db)).id)];
    await db.insert(listingViews).values([{ propertyId: other.id, viewer: 'user:x', day: viewDay() }]);
    expect(await ledger.record(full.id, 'user:a', viewDay())).toEqual({ counted: true, viewCount: 1 });
    expect(await ledger.record(full.id, 'user:b', viewDay())).toEqual({ counted: true, viewCount: 2 });
    expect(ledger.keptViewers).toBe(2);
    // Full: the other listing is not taken in; the caller asks the database (recordListingView does).
    expect(await ledger.record(other.id, 'user:x', viewDay())).toBeNull();
    expect(ledger.keptViewers).toBe(2);
    // Nor does a listing it keeps grow past the bound: a repeat is still answered, a new viewer goes to the database.
    expect(await ledger.record(full.id, 'user:a', viewDay())).toEqual({ counted: false, viewCount: 2 });
    expect(await ledger.record(full.id, 'user:c', viewDay())).toBeNull();
    expect(ledger.keptViewers).toBe(0);
    // A listing gone is answered as such.
    expect(await new ViewLedger(server.database.heldWrites!.direct, { writeViews }).record('00000000-0000-4000-8000-000000000000', 'user:a', viewDay()))
      .toEqual({ counted: false, viewCount: null });
  });

  it('lets go of a listing whose views could not be written, and the database is right again', async () => {
    if (!onPglite()) return;
    const db = server.database.db;
    const failures: number[] = [];
    const ledger = new ViewLedger(server.database.heldWrites!.direct, {
      writeViews: async () => { throw new Error('disk full'); },
      onWriteFailed: (_error, lost) => void failures.push(lost),
    });
    const listing = await insertListing(db, (await insertUser(db)).id);
    expect(await ledger.record(listing.id, 'user:a', viewDay())).toEqual({ counted: true, viewCount: 1 });
    await ledger.settle();
    expect(failures).toEqual([1]);
    expect(ledger.countOf(listing.id)).toBeUndefined();
    expect(ledger.keptViewers).toBe(0);
  });

  it('writes the views it holds before the database closes', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'salone-view-ledger-'));
    try {
      let database = await openDatabase({ dataDir });
      const listing = await insertListing(database.db, (await insertUser(database.db)).id);
      keepViewsInMemory(database);
      await Promise.all(['user:a', 'user:b', 'user:c'].map((viewer) => recordListingView(database.db, listing.id, viewer)));
      expect(database.heldWrites!.direct).toBeDefined();
      await database.close();
      database = await openDatabase({ dataDir });
      try {
        expect((await database.db.select({ n: properties.viewCount }).from(properties).where(eq(properties.id, listing.id)))[0]!.n).toBe(3);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Two databases on disk, each migrated from nothing: about 6 s on a quiet machine, several times that on a busy one.
  }, 120_000);
});
