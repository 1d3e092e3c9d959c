import { and, eq } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.js';
import { priceHistory, properties, type Property, type User } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { parseInput } from '../../lib/validate.js';
import { listingSubmitSchema, type ListingCreate, type ListingWrite } from '../../../common/schemas/listing.js';
import { PROPERTY_NOT_FOUND, requireListerEditMove, requireListerOf } from './listings.policy.js';
import { findListingMediaIds, findListingMediaOrder, requireUsableMedia, syncListingMedia } from './listings.media.js';
import {
  changedPriceFields, columnsOfChanges, holdFlaggedParts, reviewedValues, reviewedValuesOf, splitLiveEdit, type LiveEditSplit,
} from './live-edits.js';
import { holdsPrice, proposedPrice } from '../../../common/listing-changes.js';
import type { LivePriceField } from '../../../common/schemas/listing.js';
import { checkLiveEdit } from '../trust/live-edit-check.service.js';
import { lockListing, type ListingRow, type WrittenListing } from './listings.queries.js';

// What other features use of listings: the rules of who sees and changes one, its reads and its answer shape.
// They import it from here, this feature's one public face (docs/architecture.md, "Server").
export { PROPERTY_NOT_FOUND, isPublicListing, requireAccountMayList } from './listings.policy.js';
export { requireListerOf };
export { loadListingExtras, presentBadges, presentListings } from './listings.presenter.js';
export { NEWEST_FIRST, cappedCountQuery, countListings, findListingById, findListingRows, listingRowsQuery, publicCountCap, publicListingCondition } from './listings.queries.js';
export { lockListing, type ListingRow, type WrittenListing };
export { findPendingForReview, presentWrittenListing } from './listings.read.js';
export { countInquiry } from './listing-inquiries.js';

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

/**
 * A new listing. With a draft key (the builder session's idempotency key) a call the same lister already made
 * with that key answers the listing it made, as it is (`created` false, the route's 200), never a second row:
 * also when both arrive at once, where the unique index on (user_id, draft_key) lets one insert through and the
 * other reads the winner's row once it is committed. Keys are per lister: another's key only makes a new listing.
 */
export async function createListing(db: Db, user: User, input: ListingCreate): Promise<WrittenListing> {
  const { draftKey, ...write } = input;
  if (draftKey) {
    const made = await findListingByDraftKey(db, user, draftKey);
    if (made) return made;
  }
  return db.transaction(async (tx) => {
    const now = new Date();
    const [created] = await tx
      .insert(properties)
      .values({ userId: user.id, draftKey, ...listingColumns(write), status: write.status, submittedAt: write.status === 'pending' ? now : null })
      .onConflictDoNothing({ target: [properties.userId, properties.draftKey] })
      .returning();
    // Only a draft key conflicts: another call with it made the listing while this one was on its way.
    if (!created) {
      const made = await findListingByDraftKey(asDb(tx), user, draftKey!);
      if (!made) throw new Error('a listing with this draft key conflicted but cannot be read');
      return made;
    }
    const attached = await syncListingMedia(asDb(tx), user.id, created.id, write.images, write.videos);
    return { property: created, owner: user, media: attached, created: true };
  });
}

async function findListingByDraftKey(db: Db, user: User, draftKey: string): Promise<WrittenListing | null> {
  const [property] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.userId, user.id), eq(properties.draftKey, draftKey)))
    .limit(1);
  return property ? { property, owner: user } : null;
}

interface PriceChange { currency: 'USD' | 'SLL'; oldPrice: string; newPrice: string; lowered: boolean }

function priceChanges(current: Property, input: Pick<ListingWrite, 'priceUSD' | 'priceSLL'>): PriceChange[] {
  const pairs = [['USD', current.priceUSD, input.priceUSD], ['SLL', current.priceSLL, input.priceSLL]] as const;
  const changes: PriceChange[] = [];
  for (const [currency, before, after] of pairs) {
    if (before === null || after === null || Number(before) === Number(after)) continue;
    changes.push({ currency, oldPrice: before, newPrice: after, lowered: Number(after) < Number(before) });
  }
  return changes;
}

/**
 * After a reduction the badge shows; a later rise in the same edit's currencies takes it away again. A cut counts
 * only on a listing that has been live (approved at least once): before that nobody saw the higher price.
 */
function nextPriceReduced(current: Property, changes: PriceChange[]): boolean {
  if (current.approvedAt !== null && changes.some((c) => c.lowered)) return true;
  if (changes.length > 0) return false;
  return current.isPriceReduced;
}

/** Locks the listing, checks that the caller is its lister, and hands both to the write. */
async function writeAsLister<T>(db: Db, user: User, id: string, write: (tx: Db, row: ListingRow) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const row = await lockListing(asDb(tx), id);
    requireListerOf(user, row?.property);
    return write(asDb(tx), row!);
  });
}

export async function updateListing(db: Db, user: User, id: string, input: ListingWrite): Promise<WrittenListing> {
  return writeAsLister(db, user, id, async (tx, row) => {
    if (row.property.status === 'approved') return editLiveListing(tx, user, row, input);
    const { property: listing, owner } = row;
    const next = requireListerEditMove(listing.status, input.status === 'draft');
    // "Save as Draft" on a listing already submitted still sends it to review, so it must be complete.
    if (next === 'pending' && input.status === 'draft') parseInput(listingSubmitSchema, input);

    // A draft was never on the market: changing its price is not a reduction anybody saw.
    const changes = listing.status === 'draft' ? [] : priceChanges(listing, input);
    const now = new Date();
    const [updated] = await tx
      .update(properties)
      .set({
        ...listingColumns(input),
        status: next,
        rejectionReason: next === 'pending' ? null : listing.rejectionReason,
        isPriceReduced: nextPriceReduced(listing, changes),
        submittedAt: next === 'pending' ? now : listing.submittedAt,
        updatedAt: now,
      })
      .where(eq(properties.id, id))
      .returning();
    await recordPriceChanges(tx, id, changes, now);
    const attached = await syncListingMedia(tx, user.id, id, input.images, input.videos);
    return { property: updated!, owner, media: attached };
  });
}

/**
 * An approved listing stays live while it is edited: price, price on request, small text fixes and a new
 * photo order apply at once; other changes are kept as pending changes for an admin (decision 0009). A price or
 * small text fix that the fraud checks newly flag waits too. Each edit replaces the previous proposal; an edit
 * back to the live version withdraws it.
 */
async function editLiveListing(tx: Db, user: User, { property: listing, owner }: ListingRow, input: ListingWrite): Promise<WrittenListing> {
  // What stays live must stay complete, whichever button was pressed.
  parseInput(listingSubmitSchema, input);
  const live = reviewedValues(listing, await findListingMediaOrder(tx, listing.id));
  const proposed = reviewedValuesOf(input);
  const { applyNow, pending } = await holdNewlyFlagged(tx, listing, splitLiveEdit(live, proposed), input);
  if (pending.includes('images') || pending.includes('videos')) {
    await requireUsableMedia(tx, user.id, listing.id, proposed.images, proposed.videos);
  }
  // A held price stays as it is live until an admin approves it (settlePendingChanges records it then).
  const priceHeld = holdsPrice({ fields: pending });
  const price = priceHeld ? listing : input;
  const changes = priceHeld ? [] : priceChanges(listing, input);
  const now = new Date();
  const { images, videos, ...columns } = applyNow;
  const values = { ...proposed, priceUSD: input.priceUSD, priceSLL: input.priceSLL, priceOnRequest: input.priceOnRequest };
  const [updated] = await tx
    .update(properties)
    .set({
      ...columns,
      priceUSD: price.priceUSD,
      priceSLL: price.priceSLL,
      priceOnRequest: price.priceOnRequest,
      isPriceReduced: nextPriceReduced(listing, changes),
      pendingChanges: pending.length ? { fields: pending, values } : null,
      changesSubmittedAt: pending.length ? now : null,
      changesRejectionReason: pending.length ? null : listing.changesRejectionReason,
      updatedAt: now,
    })
    .where(eq(properties.id, listing.id))
    .returning();
  await recordPriceChanges(tx, listing.id, changes, now);
  const media = images || videos ? await syncListingMedia(tx, user.id, listing.id, images ?? live.images, videos ?? live.videos) : undefined;
  return { property: updated!, owner, media };
}

/**
 * The parts of a live edit that would go live at once (a new price, a small title or description fix), checked
 * by the fraud detectors before the write (issue 30): a part they newly flag waits for review instead.
 */
async function holdNewlyFlagged(tx: Db, listing: Property, split: LiveEditSplit, input: ListingWrite): Promise<LiveEditSplit> {
  const priceFields: LivePriceField[] = changedPriceFields(listing, input);
  const fixed = split.applyNow.title !== undefined || split.applyNow.description !== undefined;
  if (priceFields.length === 0 && !fixed) return split;
  const flags = await checkLiveEdit(tx, listing.userId, listing, {
    price: priceFields.length ? { priceUSD: input.priceUSD, priceSLL: input.priceSLL, priceOnRequest: input.priceOnRequest } : undefined,
    text: fixed ? { title: split.applyNow.title ?? listing.title, description: split.applyNow.description ?? listing.description } : undefined,
  });
  return holdFlaggedParts(split, { price: flags.price.length > 0, text: flags.text.length > 0 }, priceFields);
}

async function recordPriceChanges(tx: Db, propertyId: string, changes: PriceChange[], at: Date): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(priceHistory).values(
    changes.map((c) => ({ propertyId, currency: c.currency, oldPrice: c.oldPrice, newPrice: c.newPrice, changedAt: at })),
  );
}

/**
 * An admin's decision on a live listing's waiting changes (the caller locked the row and audits): approval
 * applies them and attaches the proposed photos; rejection drops them and keeps the reason for the lister.
 */
export async function settlePendingChanges(tx: Db, { property, owner }: ListingRow, approved: boolean, reason: string | null): Promise<WrittenListing> {
  const changes = property.pendingChanges!;
  // An approved held price is a live price change like any other: price history and the "Reduced" badge.
  const prices = approved && holdsPrice(changes) ? priceChanges(property, proposedPrice(property, changes)) : [];
  const now = new Date();
  const [updated] = await tx
    .update(properties)
    .set({
      ...(approved ? columnsOfChanges(changes) : {}),
      ...(prices.length ? { isPriceReduced: nextPriceReduced(property, prices) } : {}),
      pendingChanges: null,
      changesSubmittedAt: null,
      changesRejectionReason: reason,
      updatedAt: now,
    })
    .where(eq(properties.id, property.id))
    .returning();
  await recordPriceChanges(tx, property.id, prices, now);
  const touchesMedia = changes.fields.includes('images') || changes.fields.includes('videos');
  const media = approved && touchesMedia
    ? await syncListingMedia(tx, owner.id, property.id, changes.values.images, changes.values.videos)
    : undefined;
  return { property: updated!, owner, media };
}

/** Archive and restore keep the review status: a restored approved listing is live again at once. */
export async function setListingArchived(db: Db, user: User, id: string, archived: boolean): Promise<WrittenListing> {
  return writeAsLister(db, user, id, async (tx, { owner }) => {
    const [updated] = await tx
      .update(properties)
      .set({ isArchived: archived, updatedAt: new Date() })
      .where(eq(properties.id, id))
      .returning();
    if (!updated) throw notFound(PROPERTY_NOT_FOUND);
    return { property: updated, owner };
  });
}

/** Deletes the listing (its media rows and price history go with it) and returns the media ids whose files to remove. */
export async function deleteListing(db: Db, user: User, id: string): Promise<string[]> {
  return writeAsLister(db, user, id, async (tx) => {
    const mediaIds = await findListingMediaIds(tx, id);
    await tx.delete(properties).where(eq(properties.id, id));
    return mediaIds;
  });
}
