// duplicate_listing's lookup reads a bounded number of rows for each key (duplicate-text.ts, ROWS_PER_KEY), newest
// first: a town that 700 other listings share must neither hide the listing a repost copies nor make the lookup
// read them all.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { insertListing, insertUser } from '../../server/db/factories.js';
import { findDuplicateListing, storeTextBands } from '../../server/features/trust/duplicate-text.js';
import { FACT_BANDS, textIndexKeys } from '../../server/features/trust/index-keys.js';

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

  it('reads a busy key newest first: the live listing a rewrite copies, stored after 700 others of its town', async () => {
    const db = server.database.db;
    const owner = await insertUser(db, { passwordHash: 'not-used-to-sign-in' });
    const crowd = await insertUser(db, { passwordHash: 'not-used-to-sign-in' });
    const thief = await insertUser(db, { passwordHash: 'not-used-to-sign-in' });
    const flat = {
      title: 'Two Bedroom Flat to Let, Bottom Mango',
      address: 'Bottom Mango, Wellington, Freetown',
      description: 'Upstairs flat of two bedrooms with a parlour, a kitchen inside and one toilet and bath. Tiled floors, a POP ceiling and '
        + 'burglar bars. Water from a borehole into an overhead tank; EDSA light on a prepaid meter. The yard is fenced with a gate and has '
        + 'a watchman at night. Five minutes from the mosque. NLe 2,300 a month, one year in advance. Call 076 114 583.',
    };
    const rewrite = {
      title: 'Nice Upstairs Apartment - Move In Now',
      address: 'Behind the mosque at Bottom Mango',
      description: 'You get 2 bedrooms, a sitting room and an inside kitchen, toilet/bath 1. Floor is tiles, ceiling is POP, windows have '
        + 'burglar proof. Borehole pumping to an overhead tank, prepaid EDSA meter. Gated and fenced compound, night watchman. NLe 2,000 '
        + 'monthly, 12 months upfront. WhatsApp 099 871 204.',
    };
    const keys = textIndexKeys(rewrite);
    // The keys the two share are fact keys alone ("mango|b2", "bottom|b2"), as the original stores them.
    const shared = textIndexKeys(flat).filter((o) => keys.some((k) => k.value === o.value));
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.every((k) => FACT_BANDS.includes(k.band))).toBe(true);
    // 700 two-bedroom flats of Bottom Mango checked a day ago, each holding those keys and nothing else in common.
    await db.execute(sql`insert into properties (user_id, title, location, property_type, property_category, price_sll, status, address)
      select ${crowd.id}, 'Flat ' || g, 'Wellington', 'rent', 'apartment', 1000, 'approved', g || ' Other Road, Freetown' from generate_series(1, 700) g`);
    for (const { band, value } of shared) {
      await db.execute(sql`insert into listing_text_bands (property_id, band, value, checked_at)
        select id, ${band}, ${value}, now() - interval '1 day' from properties where user_id = ${crowd.id}`);
    }
    const original = await insertListing(db, owner.id, { ...flat, status: 'approved', approvedAt: new Date() });
    await storeTextBands(db, original.id, flat);

    const repost = await insertListing(db, thief.id, { ...rewrite, status: 'pending' });
    const found = await findDuplicateListing(db, thief.id, repost.id, rewrite, keys);
    expect(found?.propertyId).toBe(original.id);
  });
});
