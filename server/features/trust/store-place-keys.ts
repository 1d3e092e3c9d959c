// Listings checked before the place, street, area and fact keys of duplicate_listing existed (index bands 33-40,
// server/features/trust/index-keys.ts) keep only the keys of their time until they are edited, so a repost that
// shares only such a key with one of them (an address given as a landmark, a full rewrite) is never compared with
// it. This step stores those keys for every checked listing, from the text its check reads, leaving the keys
// already stored as they are (the same text gives the same keys). A one-time data step (its claim in data_steps),
// run by a background job (server/housekeeping.ts) rather than at start-up: it reads every listing.
import { and, asc, gt, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { DataStep } from '../../db/data-steps.js';
import { listingTextBands, properties } from '../../db/schema.js';
import { placeIndexKeys } from './index-keys.js';
import { reviewedText } from './fraud-flags.service.js';

const BATCH = 500;

/** Stores the missing keys listing by listing, in batches by id; answers how many keys it stored. */
export async function storePlaceKeys(db: Db): Promise<number> {
  let stored = 0;
  let after: string | undefined;
  for (;;) {
    const checked = and(isNotNull(properties.fraudFlags), ne(properties.status, 'draft'));
    const rows = await db.select().from(properties).where(after ? and(checked, gt(properties.id, after)) : checked).orderBy(asc(properties.id)).limit(BATCH);
    if (rows.length === 0) return stored;
    const keys = rows.flatMap((p) => placeIndexKeys(reviewedText(p)).map(({ band, value }) => ({ propertyId: p.id, band, value })));
    if (keys.length > 0) {
      const inserted = await db.insert(listingTextBands).values(keys).onConflictDoNothing().returning({ band: listingTextBands.band });
      stored += inserted.length;
    }
    after = rows[rows.length - 1]!.id;
  }
}

export const PLACE_KEYS_STEP: DataStep = { name: '2026-issue-30-duplicate-place-and-fact-keys', run: storePlaceKeys };
