// Listings checked before the place, street, area and fact keys of duplicate_listing existed (index bands 33-40,
// server/features/trust/index-keys.ts) keep only the keys of their time until they are edited, so a repost that
// shares only such a key with one of them (an address given as a landmark, a full rewrite) is never compared with
// it. This step stores those keys for every checked listing, from the text its check reads, leaving the keys
// already stored as they are (the same text gives the same keys). A one-time data step (its claim in data_steps),
// run by a background job (server/housekeeping.ts) rather than at start-up: it reads every listing.
import { and, asc, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { DataStep } from '../../db/data-steps.js';
import { listingTextBands, properties } from '../../db/schema.js';
import { PLACE_KEY_BANDS, placeIndexKeys } from './index-keys.js';
import { reviewedText } from './fraud-flags.service.js';

const BATCH = 500;

/** Every checked listing (a fraud check ran, not a draft), in batches by id. */
async function* checkedListings(db: Db, batch = BATCH) {
  let after: string | undefined;
  for (;;) {
    const checked = and(isNotNull(properties.fraudFlags), ne(properties.status, 'draft'));
    const rows = await db.select().from(properties).where(after ? and(checked, gt(properties.id, after)) : checked).orderBy(asc(properties.id)).limit(batch);
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.id;
  }
}

/** Stores the missing keys listing by listing, in batches by id; answers how many keys it stored. */
export async function storePlaceKeys(db: Db): Promise<number> {
  let stored = 0;
  for await (const rows of checkedListings(db)) {
    const keys = rows.flatMap((p) => placeIndexKeys(reviewedText(p)).map(({ band, value }) => ({ propertyId: p.id, band, value })));
    if (keys.length > 0) {
      const inserted = await db.insert(listingTextBands).values(keys).onConflictDoNothing().returning({ band: listingTextBands.band });
      stored += inserted.length;
    }
  }
  return stored;
}

export const PLACE_KEYS_STEP: DataStep = { name: '2026-issue-30-duplicate-place-and-fact-keys', run: storePlaceKeys };

/**
 * The place, street, area and fact keys read the text in more ways since they were stored (rounds 10 and 11 of issue
 * 30: a guest house or a farm in hectares is its own kind of property, bedrooms in formal or disguised words count,
 * directions are no place, a listing in French is read in English): every checked listing's place keys (bands 32-40)
 * are computed again and stored where they differ, so a repost written so is compared with the listings checked
 * before. A key row keeps its listing's check time (which orders a key's newest rows), a new one takes it from the
 * listing's other rows, and a place band the text no longer gives is removed. The text bands (MinHash, sentences)
 * are left to the listing's next check: recomputing them is many times slower than the place keys (bench/RESULTS.md).
 * Answers how many key rows changed.
 */
export async function rekeyCheckedListings(db: Db): Promise<number> {
  let changed = 0;
  const pair = (propertyId: string, band: number) => `${propertyId}:${band}`;
  for await (const rows of checkedListings(db)) {
    const ids = rows.map((p) => p.id);
    const stored = await db.select().from(listingTextBands).where(inArray(listingTextBands.propertyId, ids));
    const checkedAt = new Map<string, Date>();
    for (const r of stored) if ((checkedAt.get(r.propertyId)?.getTime() ?? 0) < r.checkedAt.getTime()) checkedAt.set(r.propertyId, r.checkedAt);
    const storedValue = new Map(stored.map((r) => [pair(r.propertyId, r.band), r.value]));
    const keys = rows.flatMap((p) => placeIndexKeys(reviewedText(p)).map(({ band, value }) => ({ propertyId: p.id, band, value, checkedAt: checkedAt.get(p.id) ?? p.updatedAt })));
    const wanted = new Set(keys.map((k) => pair(k.propertyId, k.band)));
    const gone = stored.filter((r) => PLACE_KEY_BANDS.includes(r.band) && !wanted.has(pair(r.propertyId, r.band)));
    const differ = keys.filter((k) => storedValue.get(pair(k.propertyId, k.band)) !== k.value);
    if (gone.length > 0) {
      await db.delete(listingTextBands).where(sql`(${listingTextBands.propertyId}, ${listingTextBands.band}) in (${sql.join(gone.map((r) => sql`(${r.propertyId}::uuid, ${r.band}::smallint)`), sql`, `)})`);
    }
    if (differ.length > 0) {
      await db.insert(listingTextBands).values(differ)
        .onConflictDoUpdate({ target: [listingTextBands.propertyId, listingTextBands.band], set: { value: sql`excluded.value` } });
    }
    changed += gone.length + differ.length;
  }
  return changed;
}

// Renamed whenever the way texts are read changes the keys again, so that it runs once more (the country's name in an
// address places nothing, round 15; nor does its region, rounds 18 and 19, nor a district that is no town, round 22;
// the kind is the most bedrooms any count names, round 27; a landmark after a dash and a chiefdom place nothing,
// Krio's standard spelling and "hwy" read as words, rounds 28 to 33; more text-speak, round 39; an area by its sound
// ("Kalaba Tɔŋ" / "Calaba Town") and not by a chiefdom or district named after the town, rounds 40 to 45; a Krio
// listing read in English words, round 64; text-speak's "close 2 market" a landmark, EDSA a meter, round 74; Krio's
// "palour" a parlour, so "3 rum en palour" three bedrooms, round 82; a district's, chiefdom's or region's part of the
// address after the town's words, a cookery or a bar a business, search words stuffed at the end skipped, round 83; a
// word spelt with dots between its letters, a shed, mill or press house a business, "5ac" land, round 85; "3 rum, palor"
// three bedrooms, a landmark's part of the address beside the town ("Binkolo, nia di Katlik mishon") no area, nor a
// border or its side, French's "ou" as "u", a long name one slip from a known place's sound ("Wɛlintin"), round 94).
export const REKEY_STEP: DataStep = { name: '2026-issue-30-duplicate-keys-read-again-round-94', run: rekeyCheckedListings };
