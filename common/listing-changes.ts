// How changes to a live listing waiting for review are named to people (admin card, lister's notices), and which
// price a proposal carries.
import type { PendingListingChangesView } from './api/listings.js';
import type { LivePriceValues, PendingListingChanges } from './schemas/listing.js';
import { LIVE_PRICE_FIELDS } from './schemas/listing.js';
import { capitalize, featureLabel } from './format.js';
import { formatSll, formatUsd } from './price.js';

const FIELD_LABELS: Record<string, string> = {
  title: 'Title', description: 'Description', address: 'Address', location: 'Place', propertyType: 'Listing type',
  propertyCategory: 'Category', bedrooms: 'Bedrooms', bathrooms: 'Bathrooms', squareFootage: 'Square footage',
  features: 'Features', images: 'Photos', videos: 'Videos',
  priceUSD: 'Price (USD)', priceSLL: 'Price (leones)', priceOnRequest: 'Price on request',
};

export function changedFieldLabels(fields: readonly string[]): string[] {
  return fields.map((f) => FIELD_LABELS[f] ?? f);
}

/** Whether a proposal holds a price back for review (a flagged price, decision 0009). */
export function holdsPrice(changes: { fields: readonly string[] } | null | undefined): boolean {
  return Boolean(changes?.fields.some((f) => (LIVE_PRICE_FIELDS as readonly string[]).includes(f)));
}

/** The price a listing's proposal carries: the waiting one when a price is held, else the live one. */
export function proposedPrice(live: LivePriceValues, changes: PendingListingChanges | null | undefined): LivePriceValues {
  if (!changes || !holdsPrice(changes)) return { priceUSD: live.priceUSD, priceSLL: live.priceSLL, priceOnRequest: live.priceOnRequest };
  const v = changes.values;
  return {
    priceUSD: v.priceUSD !== undefined ? v.priceUSD : live.priceUSD,
    priceSLL: v.priceSLL !== undefined ? v.priceSLL : live.priceSLL,
    priceOnRequest: v.priceOnRequest ?? live.priceOnRequest,
  };
}

function valueText(field: string, v: unknown): string {
  if (field === 'priceOnRequest') return v ? 'Yes' : 'No';
  if (v === null || v === undefined || v === '') return 'None';
  if (field === 'priceUSD') return formatUsd(v as string);
  if (field === 'priceSLL') return formatSll(v as string);
  if (Array.isArray(v)) return v.length ? v.map((x) => featureLabel(String(x))).join(', ') : 'None';
  return typeof v === 'string' ? capitalize(v) : String(v);
}

/** Each changed field with its proposed value as text (photos and videos are shown as pictures instead). */
export function proposedValues(changes: PendingListingChangesView): { field: string; label: string; value: string }[] {
  return changes.fields
    .filter((f) => f !== 'images' && f !== 'videos')
    .map((field) => ({ field, label: FIELD_LABELS[field] ?? field, value: valueText(field, changes[field as keyof PendingListingChangesView]) }));
}
