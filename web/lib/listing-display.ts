// Small display rules shared by the card, the quick view, the detail page and the map.
import { QUICK_VIEW_FEATURES } from '../../common/constants';
import { capitalize, featureLabel } from '../../common/format';
import type { Lister, Listing, ListingPhoto } from '../../common/api/listings';
import { sizeText } from '../../common/land-size';

export function listingTypeLabel(propertyType: string | null | undefined): string {
  return propertyType === 'rent' ? 'For Rent' : 'For Sale';
}

const CATEGORY_LABELS: Record<string, string> = {
  residential: 'Residential',
  commercial: 'Commercial',
  investment: 'Investment',
  land: 'Land',
  house: 'House',
  apartment: 'Apartment',
  townhouse: 'Townhouse',
};

export function categoryLabel(category: string | null | undefined): string | null {
  if (!category) return null;
  return CATEGORY_LABELS[category] ?? capitalize(category);
}

/** Where a listing is, in the words a person would use: the street address, else the area. */
export function placeLabel(p: Pick<Listing, 'address' | 'location'>): string {
  return p.address?.trim() || p.location?.trim() || 'Sierra Leone';
}

/** The lister's name (spec: first and last name, default 'Property Owner'). */
/** The person may be missing where a listing is shown without its lister. */
export function listerName(p: { user: Pick<Lister, 'firstName' | 'lastName'> | null }): string {
  const name = [p.user?.firstName, p.user?.lastName].filter(Boolean).join(' ').trim();
  return name || 'Property Owner';
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Beds, baths and floor area that are known, e.g. ['3 beds', '2 baths', '1,800 sq ft']. */
export function roomFacts(p: Pick<Listing, 'bedrooms' | 'bathrooms' | 'squareFootage'> & { propertyCategory?: string | null }): string[] {
  const facts: string[] = [];
  if (p.bedrooms) facts.push(plural(p.bedrooms, 'bed', 'beds'));
  if (p.bathrooms) facts.push(plural(p.bathrooms, 'bath', 'baths'));
  if (p.squareFootage) facts.push(sizeText(p.squareFootage, p.propertyCategory));
  return facts;
}

/** The photos to show: the API's variants, else plain image URLs (older rows) treated as one size. */
export function listingPhotos(p: Pick<Listing, 'photos' | 'images'>): ListingPhoto[] {
  if (p.photos?.length) return p.photos;
  return (p.images ?? []).map((url, i) => ({ id: `${i}`, sm: url, ph: url, md: url, lg: url, width: null, height: null, placeholderColor: null, status: 'approved' as const }));
}

/** The first features and how many more there are (spec: the first 4 plus '+N more'). */
export function quickViewFeatures(features: readonly string[]): { shown: string[]; more: number } {
  return { shown: features.slice(0, QUICK_VIEW_FEATURES).map(featureLabel), more: Math.max(0, features.length - QUICK_VIEW_FEATURES) };
}
