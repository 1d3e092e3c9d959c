// duplicate_listing's lookup reads a bounded number of rows for each key (duplicate-text.ts, ROWS_PER_KEY): a town
// that 700 other listings share must neither hide the listing a repost copies nor make the lookup read them all.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { insertListing, insertUser } from '../../server/db/factories.js';
import { findDuplicateListing, storeTextBands } from '../../server/features/trust/duplicate-text.js';
import { textIndexKeys } from '../../server/features/trust/index-keys.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const ORIGINAL = {
  title: 'Two bedroom flat at Kroo Town Road',
  address: '14 Kroo Town Road, Freetown',
  description: 'Two bedroom flat upstairs with tiled floors, a borehole, a prepaid meter and a fenced compound with a gate. '
    + 'Ten minutes walk from the Kroo Town market. Rent is paid by the year at the bank after signing the agreement.',
};

describe('the duplicate lookup on a busy town key', () => {
  it('still finds the copied listing among 700 listings of the same town, most keys shared first', async () => {
    const db = server.database.db;
    const owner = await insertUser(db, { passwordHash: 'not-used-to-sign-in' });
    const neighbours = await insertUser(db, { passwordHash: 'not-used-to-sign-in' });
    const thief = await insertUser(db, { passwordHash: 'not-used-to-sign-in' });
    const original = await insertListing(db, owner.id, { ...ORIGINAL, status: 'approved', approvedAt: new Date() });
    await storeTextBands(db, original.id, ORIGINAL);
    // 700 live listings of another lister in the same town, each holding the town's key and nothing else in common.
    const town = textIndexKeys(ORIGINAL).find((k) => k.band === 35)!;
    await db.execute(sql`insert into properties (user_id, title, location, property_type, property_category, price_sll, status, address)
      select ${neighbours.id}, 'Shop ' || g, 'Kroo Town', 'rent', 'shop', 1000, 'approved', g || ' Other Road, Freetown' from generate_series(1, 700) g`);
    await db.execute(sql`insert into listing_text_bands (property_id, band, value)
      select id, ${town.band}, ${town.value} from properties where user_id = ${neighbours.id}`);

    const repost = { ...ORIGINAL, title: 'URGENT: 2 bedroom flat, Kroo Town Road' };
    const repostListing = await insertListing(db, thief.id, { ...repost, status: 'pending' });
    const found = await findDuplicateListing(db, thief.id, repostListing.id, repost, textIndexKeys(repost));
    expect(found?.propertyId).toBe(original.id);
  });
});
