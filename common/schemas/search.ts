import { z } from 'zod';
import { PAGE_DEFAULT_LIMIT, PAGE_MAX_LIMIT, PROPERTY_CATEGORIES, PROPERTY_TYPES } from '../constants.js';

// Query strings arrive as text; the browse form sends '' for a cleared input and 'all' for "no filter".
// One schema checks them for the server and types them for the web.

const MAX_AMOUNT = 1_000_000_000_000;
const MAX_OFFSET = 1_000_000;

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A non-negative number from a query string; `whole` refuses fractions. Blank means "not set". */
function queryNumber(label: string, max: number, whole: boolean) {
  return z.unknown().optional().transform((value, ctx): number | undefined => {
    if (isBlank(value)) return undefined;
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : null;
    if (text === null || !/^-?\d+(\.\d+)?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
      return z.NEVER;
    }
    const n = Number(text);
    if (n < 0) {
      ctx.addIssue({ code: 'custom', message: `${label} cannot be negative` });
      return z.NEVER;
    }
    if (whole && !Number.isInteger(n)) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a whole number` });
      return z.NEVER;
    }
    if (n > max) {
      ctx.addIssue({ code: 'custom', message: `${label} cannot exceed ${max.toLocaleString('en-US')}` });
      return z.NEVER;
    }
    return n;
  });
}

/** An enum from a query string where '' and 'all' mean "any". */
function queryChoice<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.unknown().optional().transform((value, ctx): T[number] | undefined => {
    if (isBlank(value) || value === 'all') return undefined;
    if (typeof value !== 'string' || !values.includes(value)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value as T[number];
  });
}

function queryText(label: string, max: number) {
  return z.unknown().optional().transform((value, ctx): string | undefined => {
    if (isBlank(value)) return undefined;
    if (typeof value !== 'string') {
      ctx.addIssue({ code: 'custom', message: `${label} must be text` });
      return z.NEVER;
    }
    const text = value.trim();
    if (text.length > max) {
      ctx.addIssue({ code: 'custom', message: `${label} cannot exceed ${max} characters` });
      return z.NEVER;
    }
    return text;
  });
}

const limitSchema = z.unknown().optional().transform((value, ctx): number => {
  if (isBlank(value)) return PAGE_DEFAULT_LIMIT;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < 1 || n > PAGE_MAX_LIMIT) {
    ctx.addIssue({ code: 'custom', message: `Limit must be a whole number from 1 to ${PAGE_MAX_LIMIT}` });
    return z.NEVER;
  }
  return n;
});

const offsetSchema = queryNumber('Offset', MAX_OFFSET, true).transform((n) => n ?? 0);

/** limit (default 24, max 100) and offset (default 0) of every list that can grow. */
export const pageQuerySchema = z.object({ limit: limitSchema, offset: offsetSchema });
export type PageQuery = z.output<typeof pageQuerySchema>;

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
    q: queryText('Search text', 200),
    location: queryText('Location', 100).transform((v) => (v === 'all' ? undefined : v)),
    propertyType: queryChoice(PROPERTY_TYPES, 'Listing type must be sale or rent'),
    category: queryChoice(PROPERTY_CATEGORIES, 'Choose a category from the list'),
    currency: queryChoice(SEARCH_CURRENCIES, 'Currency must be USD or SLL'),
    minPriceUsd: queryNumber('Minimum price (USD)', MAX_AMOUNT, false),
    maxPriceUsd: queryNumber('Maximum price (USD)', MAX_AMOUNT, false),
    minPriceSll: queryNumber('Minimum price (Le)', MAX_AMOUNT, false),
    maxPriceSll: queryNumber('Maximum price (Le)', MAX_AMOUNT, false),
    bedrooms: queryNumber('Bedrooms', 100, true),
    bathrooms: queryNumber('Bathrooms', 100, true),
    minSquareFeet: queryNumber('Minimum square feet', 10_000_000, true),
    maxSquareFeet: queryNumber('Maximum square feet', 10_000_000, true),
    sort: queryChoice(SEARCH_SORTS, 'Sort must be newest, price_asc or price_desc').transform((v) => v ?? 'newest'),
    limit: limitSchema,
    offset: offsetSchema,
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
});

/** GET /api/properties/my: the lister's tabs and search box. */
export const myListingsQuerySchema = pageQuerySchema.extend({
  status: queryChoice(['draft', 'pending', 'approved', 'rejected'] as const, 'Status must be draft, pending, approved or rejected'),
  q: queryText('Search text', 200),
});
