import { z } from 'zod';
import {
  LOCATION_TEXT_MAX_LENGTH, PRICE_MAX_AMOUNT, PROPERTY_CATEGORIES, PROPERTY_TYPES, ROOMS_MAX, SEARCH_TEXT_MAX_LENGTH,
  SQUARE_FEET_MAX,
} from '../constants.js';
import { limitSchema, pageQuerySchema, publicOffsetSchema } from './paging.js';
import { queryChoice, queryNumber, queryText } from './query.js';

// One schema checks the browse and list query strings for the server and types them for the web.

export const SEARCH_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_CURRENCIES = ['USD', 'SLL'] as const;

/** Categories that count as residential: the form's house, apartment and townhouse, and the label itself. */
export const RESIDENTIAL_CATEGORIES = ['residential', 'house', 'apartment', 'townhouse'] as const;

/** The stored categories a category filter covers: 'residential' covers every kind of home. */
export function categoriesForFilter(category: string): string[] {
  return category === 'residential' ? [...RESIDENTIAL_CATEGORIES] : [category];
}

/** The stats tile a stored category counts under (spec: total, residential, commercial, land, investment). */
export function statsGroupOf(category: string | null | undefined): 'residential' | 'commercial' | 'land' | 'investment' | null {
  if (!category) return null;
  if ((RESIDENTIAL_CATEGORIES as readonly string[]).includes(category)) return 'residential';
  if (category === 'commercial' || category === 'land' || category === 'investment') return category;
  return null;
}

export const searchQuerySchema = z
  .object({
    q: queryText('Search text', SEARCH_TEXT_MAX_LENGTH),
    location: queryText('Location', LOCATION_TEXT_MAX_LENGTH).transform((v) => (v === 'all' ? undefined : v)),
    propertyType: queryChoice(PROPERTY_TYPES, 'Listing type must be sale or rent'),
    category: queryChoice(PROPERTY_CATEGORIES, 'Choose a category from the list'),
    currency: queryChoice(SEARCH_CURRENCIES, 'Currency must be USD or SLL'),
    minPriceUsd: queryNumber('Minimum price (USD)', PRICE_MAX_AMOUNT, false),
    maxPriceUsd: queryNumber('Maximum price (USD)', PRICE_MAX_AMOUNT, false),
    minPriceSll: queryNumber('Minimum price (Le)', PRICE_MAX_AMOUNT, false),
    maxPriceSll: queryNumber('Maximum price (Le)', PRICE_MAX_AMOUNT, false),
    bedrooms: queryNumber('Bedrooms', ROOMS_MAX, true),
    bathrooms: queryNumber('Bathrooms', ROOMS_MAX, true),
    minSquareFeet: queryNumber('Minimum square feet', SQUARE_FEET_MAX, true),
    maxSquareFeet: queryNumber('Maximum square feet', SQUARE_FEET_MAX, true),
    // Only live listings whose ownership papers an admin saw (issue 32); served by a partial index.
    // Kept as the text 'true' (or left out), so a saved search stores it as the query string has it.
    documentsSeen: queryChoice(['true', 'false'] as const, 'documentsSeen must be true or false').transform((v) => (v === 'true' ? v : undefined)),
    sort: queryChoice(SEARCH_SORTS, 'Sort must be newest, price_asc or price_desc').transform((v) => v ?? 'newest'),
    limit: limitSchema,
    offset: publicOffsetSchema,
  })
  .superRefine((v, ctx) => {
    const ranges = [
      ['minPriceUsd', 'maxPriceUsd', 'Minimum price cannot be above the maximum price'],
      ['minPriceSll', 'maxPriceSll', 'Minimum price cannot be above the maximum price'],
      ['minSquareFeet', 'maxSquareFeet', 'Minimum square feet cannot be above the maximum'],
    ] as const;
    for (const [min, max, message] of ranges) {
      const low = v[min];
      const high = v[max];
      if (low !== undefined && high !== undefined && low > high) ctx.addIssue({ code: 'custom', path: [min], message });
    }
  });
export type SearchQueryInput = z.input<typeof searchQuerySchema>;
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** Which price bounds apply: with a currency chosen, only that currency's bounds (stale ones are ignored). */
export function activePriceBounds(q: SearchQuery) {
  const usd = q.currency !== 'SLL';
  const sll = q.currency !== 'USD';
  return {
    minUsd: usd ? q.minPriceUsd : undefined,
    maxUsd: usd ? q.maxPriceUsd : undefined,
    minSll: sll ? q.minPriceSll : undefined,
    maxSll: sll ? q.maxPriceSll : undefined,
  };
}

/** GET /api/properties: status 'approved' is the public list; any other value (or none) is admin-only. */
export const listingListQuerySchema = pageQuerySchema.extend({
  status: queryChoice(['approved', 'pending', 'rejected'] as const, 'Status must be approved, pending or rejected'),
}).superRefine((v, ctx) => {
  // The public list pages no deeper than search (publicOffsetSchema); an admin's other lists page on.
  if (v.status !== 'approved') return;
  const checked = publicOffsetSchema.safeParse(v.offset);
  if (!checked.success) for (const { message } of checked.error.issues) ctx.addIssue({ code: 'custom', path: ['offset'], message });
});

/** GET /api/properties/my: the lister's tabs and search box. */
export const myListingsQuerySchema = pageQuerySchema.extend({
  status: queryChoice(['draft', 'pending', 'approved', 'rejected'] as const, 'Status must be draft, pending, approved or rejected'),
  q: queryText('Search text', SEARCH_TEXT_MAX_LENGTH),
});
