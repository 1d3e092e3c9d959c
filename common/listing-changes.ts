// How changes to a live listing waiting for review are named to people (admin card, lister's notices).
import type { PendingListingChangesView } from './api/listings.js';
import { capitalize, featureLabel } from './format.js';

const FIELD_LABELS: Record<string, string> = {
  title: 'Title', description: 'Description', address: 'Address', location: 'Place', propertyType: 'Listing type',
  propertyCategory: 'Category', bedrooms: 'Bedrooms', bathrooms: 'Bathrooms', squareFootage: 'Square footage',
  features: 'Features', images: 'Photos', videos: 'Videos',
};

export function changedFieldLabels(fields: readonly string[]): string[] {
  return fields.map((f) => FIELD_LABELS[f] ?? f);
}

/** Each changed field with its proposed value as text (photos and videos are shown as pictures instead). */
export function proposedValues(changes: PendingListingChangesView): { field: string; label: string; value: string }[] {
  const text = (v: unknown): string => {
    if (v === null || v === undefined || v === '') return 'None';
    if (Array.isArray(v)) return v.length ? v.map((x) => featureLabel(String(x))).join(', ') : 'None';
    return typeof v === 'string' ? capitalize(v) : String(v);
  };
  return changes.fields
    .filter((f) => f !== 'images' && f !== 'videos')
    .map((field) => ({ field, label: FIELD_LABELS[field] ?? field, value: text(changes[field as keyof PendingListingChangesView]) }));
}
