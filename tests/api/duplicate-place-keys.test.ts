// The start-up step that stores duplicate_listing's place, street, area and fact keys (bands 33-40) for listings
// checked before those keys existed (server/db/store-place-keys.ts): without it, a landmark-only rewrite of such a
// listing shares no key with it and is never compared.
import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { insertListing, insertUser } from '../../server/db/factories.js';
import { dataSteps, listingTextBands } from '../../server/db/schema.js';
import { runDataSteps } from '../../server/db/data-steps.js';
import { PLACE_KEYS_STEP as STEP, REKEY_STEP } from '../../server/features/trust/store-place-keys.js';
import { findDuplicateListing, storeTextBands } from '../../server/features/trust/duplicate-text.js';
import { PLACE_KEY_BANDS, placeIndexKeys, textIndexKeys } from '../../server/features/trust/index-keys.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const FLAT = {
  title: 'Two Bedroom Flat to Let, Bottom Mango',
  address: 'Bottom Mango, Wellington, Freetown',
  description: 'Upstairs flat of two bedrooms with a parlour, a kitchen inside and one toilet and bath. Tiled floors, a POP ceiling and '
    + 'burglar bars. Water from a borehole into an overhead tank; EDSA light on a prepaid meter. The yard is fenced with a gate and has '
    + 'a watchman at night. Five minutes from the mosque. NLe 2,300 a month, one year in advance. Call 076 114 583.',
};
const REPOST = {
  title: 'Nice Upstairs Apartment - Move In Now',
  address: 'Behind the mosque at Bottom Mango',
  description: 'You get 2 bedrooms, a sitting room and an inside kitchen, toilet/bath 1. Floor is tiles, ceiling is POP, windows have '
    + 'burglar proof. Borehole pumping to an overhead tank, prepaid EDSA meter. Gated and fenced compound, night watchman. NLe 2,000 '
    + 'monthly, 12 months upfront. WhatsApp 099 871 204.',
};

const bandsOf = async (id: string) => (await server.database.db.select({ band: listingTextBands.band }).from(listingTextBands)
  .where(eq(listingTextBands.propertyId, id))).map((r) => r.band).sort((a, b) => a - b);

describe('storing the place and fact keys of listings checked before they existed', () => {
  it('lets a landmark-only rewrite find a listing checked before, and leaves unchecked listings to the check', async () => {
    const db = server.database.db;
    const owner = await insertUser(db, { passwordHash: 'not-used-to-sign-in' });
    const thief = await insertUser(db, { passwordHash: 'not-used-to-sign-in' });
    const original = await insertListing(db, owner.id, { ...FLAT, status: 'approved', approvedAt: new Date(), fraudFlags: [] });
    const unchecked = await insertListing(db, owner.id, { ...FLAT, title: 'Another flat', status: 'pending' });
    // Checked before the keys of bands 33-40 existed: only its text bands, sentences and address key are stored.
    await storeTextBands(db, original.id, FLAT);
    await db.delete(listingTextBands).where(and(eq(listingTextBands.propertyId, original.id), gte(listingTextBands.band, 33)));
    const before = await bandsOf(original.id);
    const repost = await insertListing(db, thief.id, { ...REPOST, status: 'pending' });
    expect(await findDuplicateListing(db, thief.id, repost.id, REPOST, textIndexKeys(REPOST))).toBeNull();

    await db.delete(dataSteps).where(eq(dataSteps.name, STEP.name));
    await runDataSteps(db, [STEP]);
    const [done] = await db.select().from(dataSteps).where(eq(dataSteps.name, STEP.name));
    expect(done?.rowsChanged).toBeGreaterThan(0);

    const after = await bandsOf(original.id);
    expect(after).toEqual(textIndexKeys(FLAT).map((k) => k.band).sort((a, b) => a - b));
    expect(after.filter((b) => b >= 37).length).toBeGreaterThan(0);
    expect(after.filter((b) => b < 33)).toEqual(before);
    expect(await bandsOf(unchecked.id)).toEqual([]);
    expect((await findDuplicateListing(db, thief.id, repost.id, REPOST, textIndexKeys(REPOST)))?.propertyId).toBe(original.id);
  });
});

describe('reading every checked listing\'s place keys again', () => {
  it('replaces place keys the check no longer gives, removes place bands it no longer gives, keeps the check time, and leaves text bands and right keys alone', async () => {
    const db = server.database.db;
    const owner = await insertUser(db, { passwordHash: 'not-used-to-sign-in' });
    const stale = await insertListing(db, owner.id, { ...FLAT, title: 'Stale keys flat', status: 'approved', approvedAt: new Date(), fraudFlags: [] });
    const fresh = await insertListing(db, owner.id, { ...REPOST, status: 'pending', fraudFlags: [] });
    const staleText = { ...FLAT, title: 'Stale keys flat' };
    await storeTextBands(db, stale.id, staleText);
    await storeTextBands(db, fresh.id, REPOST);
    const place = placeIndexKeys(staleText);
    expect(place.length).toBeGreaterThanOrEqual(2);
    const unused = PLACE_KEY_BANDS.find((b) => !place.some((k) => k.band === b))!;
    // Keys of an older reading: one place band's value differs, one is gone, one the text no longer gives is left.
    const checkedAt = new Date('2026-01-02T03:04:05Z');
    await db.update(listingTextBands).set({ checkedAt }).where(eq(listingTextBands.propertyId, stale.id));
    await db.update(listingTextBands).set({ value: 12345 }).where(and(eq(listingTextBands.propertyId, stale.id), eq(listingTextBands.band, place[0]!.band)));
    await db.delete(listingTextBands).where(and(eq(listingTextBands.propertyId, stale.id), eq(listingTextBands.band, place[1]!.band)));
    await db.insert(listingTextBands).values({ propertyId: stale.id, band: unused, value: 1, checkedAt });
    const freshBefore = await db.select().from(listingTextBands).where(eq(listingTextBands.propertyId, fresh.id));

    await db.delete(dataSteps).where(eq(dataSteps.name, REKEY_STEP.name));
    await runDataSteps(db, [REKEY_STEP]);

    const rows = await db.select().from(listingTextBands).where(eq(listingTextBands.propertyId, stale.id));
    const byBand = (r: readonly { band: number; value: number }[]) => r.map((k) => `${k.band}:${k.value}`).sort();
    expect(byBand(rows)).toEqual(byBand(textIndexKeys(staleText)));
    expect(rows.every((r) => r.checkedAt.getTime() === checkedAt.getTime())).toBe(true);
    expect(await db.select().from(listingTextBands).where(eq(listingTextBands.propertyId, fresh.id))).toEqual(freshBefore);
    const [done] = await db.select().from(dataSteps).where(eq(dataSteps.name, REKEY_STEP.name));
    expect(done?.rowsChanged).toBe(3);
  });
});
