// Editing a live (approved) listing (decision 0009): what changes at once and what waits for an admin while
// the approved version stays on the site.
import type { Property } from '../../db/schema.js';
import { isSmallTextEdit } from '../../../common/text-rules.js';
import type {
  ListingWrite, PendingListingChanges, ReviewedListingField, ReviewedListingValues,
} from '../../../common/schemas/listing.js';
import { REVIEWED_LISTING_FIELDS } from '../../../common/schemas/listing.js';

export interface LiveEditSplit {
  /** Reviewed fields whose change is harmless and goes live now: small text fixes, a new order of the same photos. */
  applyNow: Partial<ReviewedListingValues>;
  /** Reviewed fields that changed and wait for review. */
  pending: ReviewedListingField[];
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

/** The columns an approval writes: only the fields that were waiting (media are attached separately). */
export function columnsOfChanges(changes: PendingListingChanges): Partial<Property> {
  const columns: Record<string, unknown> = {};
  for (const field of changes.fields) {
    if (field === 'images' || field === 'videos') continue;
    columns[field] = changes.values[field];
  }
  return columns as Partial<Property>;
}
