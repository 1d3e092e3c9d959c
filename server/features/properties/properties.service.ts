import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { priceHistory, properties, type Property, type User } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { parseInput } from '../../lib/validate.js';
import { canMoveListing, statusAfterListerEdit } from '../../../common/states.js';
import { listingSubmitSchema, type ListingWrite } from '../../../common/schemas/property.js';
import { PROPERTY_NOT_FOUND, requireListerOf } from './properties.policy.js';
import { findListingMediaIds, syncListingMedia } from './properties.media.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const asDb = (tx: Tx) => tx as unknown as Db;

/** The columns a lister writes. Status, review fields, counters and isPriceReduced are the server's. */
function listingColumns(input: ListingWrite) {
  return {
    title: input.title,
    description: input.description,
    address: input.address,
    location: input.location,
    propertyType: input.propertyType,
    propertyCategory: input.propertyCategory,
    bedrooms: input.bedrooms,
    bathrooms: input.bathrooms,
    squareFootage: input.squareFootage,
    priceUSD: input.priceUSD,
    priceSLL: input.priceSLL,
    priceOnRequest: input.priceOnRequest,
    features: input.features,
  };
}

export async function createListing(db: Db, user: User, input: ListingWrite): Promise<string> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [created] = await tx
      .insert(properties)
      .values({ userId: user.id, ...listingColumns(input), status: input.status, submittedAt: input.status === 'pending' ? now : null })
      .returning({ id: properties.id });
    await syncListingMedia(asDb(tx), user.id, created!.id, input.images, input.videos);
    return created!.id;
  });
}

interface PriceChange { currency: 'USD' | 'SLL'; oldPrice: string; newPrice: string; lowered: boolean }

function priceChanges(current: Property, input: ListingWrite): PriceChange[] {
  const pairs = [['USD', current.priceUSD, input.priceUSD], ['SLL', current.priceSLL, input.priceSLL]] as const;
  const changes: PriceChange[] = [];
  for (const [currency, before, after] of pairs) {
    if (before === null || after === null || Number(before) === Number(after)) continue;
    changes.push({ currency, oldPrice: before, newPrice: after, lowered: Number(after) < Number(before) });
  }
  return changes;
}

/** After a reduction the badge shows; a later rise in the same edit's currencies takes it away again. */
function nextPriceReduced(current: Property, changes: PriceChange[]): boolean {
  if (changes.some((c) => c.lowered)) return true;
  if (changes.length > 0) return false;
  return current.isPriceReduced;
}

export async function updateListing(db: Db, user: User, id: string, input: ListingWrite): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(properties).where(eq(properties.id, id)).for('update');
    const listing = requireListerOf(user, current);
    const next = statusAfterListerEdit(listing.status, input.status === 'draft');
    if (!canMoveListing(listing.status, next, 'lister')) {
      throw new AppError('conflict', `A ${listing.status} listing cannot be moved to ${next}.`);
    }
    // "Save as Draft" on a listing already submitted still sends it to review, so it must be complete.
    if (next === 'pending' && input.status === 'draft') parseInput(listingSubmitSchema, input);

    // A draft was never on the market: changing its price is not a reduction anybody saw.
    const changes = listing.status === 'draft' ? [] : priceChanges(listing, input);
    const now = new Date();
    await tx
      .update(properties)
      .set({
        ...listingColumns(input),
        status: next,
        rejectionReason: next === 'pending' ? null : listing.rejectionReason,
        isPriceReduced: nextPriceReduced(listing, changes),
        submittedAt: next === 'pending' ? now : listing.submittedAt,
        updatedAt: now,
      })
      .where(eq(properties.id, id));
    if (changes.length > 0) {
      await tx.insert(priceHistory).values(
        changes.map((c) => ({ propertyId: id, currency: c.currency, oldPrice: c.oldPrice, newPrice: c.newPrice, changedAt: now })),
      );
    }
    await syncListingMedia(asDb(tx), user.id, id, input.images, input.videos);
  });
}

/** Archive and restore keep the review status: a restored approved listing is live again at once. */
export async function setListingArchived(db: Db, user: User, id: string, archived: boolean): Promise<void> {
  const updated = await db
    .update(properties)
    .set({ isArchived: archived, updatedAt: new Date() })
    .where(and(eq(properties.id, id), eq(properties.userId, user.id)))
    .returning({ id: properties.id });
  if (updated.length === 0) throw new AppError('not_found', PROPERTY_NOT_FOUND);
}

/** Deletes the listing (its media rows and price history go with it) and returns the media ids whose files to remove. */
export async function deleteListing(db: Db, user: User, id: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ userId: properties.userId }).from(properties).where(eq(properties.id, id)).for('update');
    requireListerOf(user, current);
    const mediaIds = await findListingMediaIds(asDb(tx), id);
    await tx.delete(properties).where(eq(properties.id, id));
    return mediaIds;
  });
}
