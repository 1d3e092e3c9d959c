// The listing form's values: the shared write schema's input (the server parses the same schema), plus the
// conversions between a stored listing and the form.
import type { z } from 'zod';
import { FEATURES, type Feature } from '../../../common/constants';
import { LISTING_LOCATIONS } from '../../../common/locations';
import type { listingWriteSchema } from '../../../common/schemas/listing';
import type { Listing } from '../../../common/api/listings';

export type ListingFormValues = z.input<typeof listingWriteSchema>;
export type ListingFormOutput = z.output<typeof listingWriteSchema>;
export type ListingIntent = 'draft' | 'pending';

/** Fields the server may name in an error's `fields`, as they are called on the form. */
export const LISTING_FIELDS = [
  'title', 'description', 'address', 'location', 'propertyType', 'propertyCategory', 'bedrooms', 'bathrooms',
  'squareFootage', 'priceUSD', 'priceSLL', 'priceOnRequest', 'features',
] as const;

export function emptyListingValues(): ListingFormValues {
  return {
    title: '',
    description: '',
    address: '',
    location: null,
    propertyType: 'sale',
    propertyCategory: null,
    bedrooms: '',
    bathrooms: '',
    squareFootage: '',
    priceUSD: '',
    priceSLL: '',
    priceOnRequest: false,
    features: [],
    images: [],
    videos: [],
    status: 'pending',
  };
}

const asText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
/** '250000.00' reads better as '250000' in an input; cents stay when there are any. */
const priceText = (p: string | null) => (p === null || p === '' ? '' : String(Number(p)));

/**
 * The form starts from the lister's latest version: the changes waiting for review when there are any, a price
 * held for review included (the proposal carries the live price when none is held).
 */
export function listingToFormValues(stored: Listing): ListingFormValues {
  const changes = stored.pendingChanges;
  const listing = changes ? { ...stored, ...changes, photos: changes.photos, videoFiles: changes.videoFiles } : stored;
  const location = listing.location && LISTING_LOCATIONS.includes(listing.location) ? listing.location : null;
  return {
    title: listing.title ?? '',
    description: listing.description ?? '',
    address: listing.address ?? '',
    location,
    propertyType: listing.propertyType === 'rent' ? 'rent' : 'sale',
    propertyCategory: (listing.propertyCategory as ListingFormValues['propertyCategory']) ?? null,
    bedrooms: asText(listing.bedrooms),
    bathrooms: asText(listing.bathrooms),
    squareFootage: asText(listing.squareFootage),
    priceUSD: priceText(listing.priceUSD),
    priceSLL: priceText(listing.priceSLL),
    priceOnRequest: listing.priceOnRequest,
    features: listing.features.filter((f): f is Feature => (FEATURES as readonly string[]).includes(f)),
    images: listing.photos.map((p) => p.id),
    videos: listing.videoFiles.map((v) => v.id),
    status: listing.status === 'draft' ? 'draft' : 'pending',
  };
}

/** What is sent: 'Price on request' means no price is published, whatever is still typed in the boxes. */
export function toListingPayload(values: ListingFormOutput): ListingFormOutput {
  return values.priceOnRequest ? { ...values, priceUSD: null, priceSLL: null } : values;
}
