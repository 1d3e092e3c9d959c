// Editing a live (approved) listing (decision 0009): what changes at once and what waits for an admin while
// the approved version stays on the site. A price or small text fix that the fraud checks newly flag waits too.
import type { Property } from '../../db/schema.js';
import { isSmallTextEdit } from '../../../common/text-rules.js';
import type {
  ListingWrite, LivePriceField, LivePriceValues, PendingListingChanges, PendingListingField, ReviewedListingValues,
} from '../../../common/schemas/listing.js';
import { LIVE_PRICE_FIELDS, REVIEWED_LISTING_FIELDS } from '../../../common/schemas/listing.js';

export interface LiveEditSplit {
  /** Reviewed fields whose change is harmless and goes live now: small text fixes, a new order of the same photos. */
  applyNow: Partial<ReviewedListingValues>;
  /** Reviewed fields that changed and wait for review (and the price fields, once `holdFlaggedParts` held them). */
  pending: PendingListingField[];
}

const sameList = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const sameSet = (a: readonly string[], b: readonly string[]) => sameList([...a].sort(), [...b].sort());

/** Compares the edit with the live version, field by field. Pure: unit-tested beside. */
export function splitLiveEdit(live: ReviewedListingValues, next: ReviewedListingValues): LiveEditSplit {
  const split: LiveEditSplit = { applyNow: {}, pending: [] };
  const now = split.applyNow as Record<string, unknown>;
  for (const field of REVIEWED_LISTING_FIELDS) {
    const before = live[field];
    const after = next[field];
    if (field === 'title' || field === 'description') {
      if (before === after) continue;
      if (isSmallTextEdit(before as string, after as string)) now[field] = after;
      else split.pending.push(field);
    } else if (field === 'images' || field === 'videos') {
      const [a, b] = [before as string[], after as string[]];
      if (sameList(a, b)) continue;
      if (sameSet(a, b)) now[field] = b;
      else split.pending.push(field);
    } else if (field === 'features') {
      if (!sameSet(before as string[], after as string[])) split.pending.push(field);
    } else if (before !== after) split.pending.push(field);
  }
  return split;
}

const amount = (v: string | null) => (v === null || v === '' ? null : Number(v));

/** The price fields that an edit changes (amounts compared as numbers: '120000' is '120000.00'). */
export function changedPriceFields(live: LivePriceValues, next: LivePriceValues): LivePriceField[] {
  return LIVE_PRICE_FIELDS.filter((field) =>
    field === 'priceOnRequest' ? live.priceOnRequest !== next.priceOnRequest : amount(live[field]) !== amount(next[field]));
}

/** What the fraud checks found new in the parts that would go live at once (server/features/trust/live-edit-check.ts). */
export interface FlaggedParts {
  /** The new price is flagged (price_too_low, old_leone_price) and the live one was not. */
  price: boolean;
  /** The fixed title or description is flagged (advance_fee) and the live text was not. */
  text: boolean;
}

/**
 * Moves the flagged parts from "now" to "waits for review": the changed price fields, and the small title and
 * description fixes. Pure; an unflagged edit is returned as it was.
 */
export function holdFlaggedParts(split: LiveEditSplit, flagged: FlaggedParts, priceFields: readonly LivePriceField[]): LiveEditSplit {
  const applyNow = { ...split.applyNow };
  const pending = [...split.pending];
  if (flagged.text) {
    for (const field of ['title', 'description'] as const) {
      if (applyNow[field] === undefined) continue;
      delete applyNow[field];
      pending.push(field);
    }
  }
  if (flagged.price) pending.push(...priceFields);
  return { applyNow, pending };
}

export function reviewedValues(property: Property, mediaOrder: { images: string[]; videos: string[] }): ReviewedListingValues {
  return {
    title: property.title,
    description: property.description,
    address: property.address,
    location: property.location,
    propertyType: property.propertyType,
    propertyCategory: property.propertyCategory as ReviewedListingValues['propertyCategory'],
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    squareFootage: property.squareFootage,
    features: property.features as ReviewedListingValues['features'],
    ...mediaOrder,
  };
}

export function reviewedValuesOf(input: ListingWrite): ReviewedListingValues {
  const values = {} as Record<string, unknown>;
  for (const field of REVIEWED_LISTING_FIELDS) values[field] = input[field];
  return values as ReviewedListingValues;
}

/** The columns an approval writes: only the fields that were waiting, a held price included (media are attached separately). */
export function columnsOfChanges(changes: PendingListingChanges): Partial<Property> {
  const columns: Record<string, unknown> = {};
  for (const field of changes.fields) {
    if (field === 'images' || field === 'videos') continue;
    columns[field] = changes.values[field];
  }
  return columns as Partial<Property>;
}
