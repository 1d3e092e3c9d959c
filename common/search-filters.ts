// The browse filters live in the URL query (shareable, and the back button steps through them). These pure
// functions read and write that query and turn it into the API's query (spec sections 3 and 5).
// No zod here on purpose: the shared schema would add its weight to the first paint of /search.
import {
  LOCATION_TEXT_MAX_LENGTH, PRICE_MAX_AMOUNT, ROOMS_MAX, SEARCH_TEXT_MAX_LENGTH, SQUARE_FEET_MAX,
} from './constants.js';
import { groupDigits } from './format.js';
import { resolvePlace } from './place-match.js';
import { locationLabel } from './places.js';

export type ListingKind = 'sale' | 'rent';
export type Currency = 'USD' | 'SLL';
export type SortOrder = 'newest' | 'price_asc' | 'price_desc';
export type ViewMode = 'grid' | 'map';

export interface SearchFilters {
  q?: string;
  location?: string;
  propertyType?: ListingKind;
  category?: string;
  currency: Currency;
  minPriceUsd?: number;
  maxPriceUsd?: number;
  minPriceSll?: number;
  maxPriceSll?: number;
  bedrooms?: number;
  bathrooms?: number;
  minSquareFeet?: number;
  maxSquareFeet?: number;
  /** Only listings whose ownership papers Salone Homes saw (issue 32). */
  documentsSeen?: true;
  sort: SortOrder;
}

export const DEFAULT_FILTERS: SearchFilters = { currency: 'USD', sort: 'newest' };
export const BEDROOM_OPTIONS = [1, 2, 3, 4, 5] as const;
export const BATHROOM_OPTIONS = [1, 2, 3, 4] as const;
export const CATEGORY_OPTIONS = ['residential', 'commercial', 'land', 'investment'] as const;
export const SORT_OPTIONS: ReadonlyArray<{ value: SortOrder; label: string }> = [
  { value: 'newest', label: 'Newest first' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
];

const PRICE_KEYS = ['minPriceUsd', 'maxPriceUsd', 'minPriceSll', 'maxPriceSll'] as const;
// The server's limits (common/schemas/search.ts): beyond them it answers 400, so the URL is clamped first.
const NUMBER_LIMITS = {
  minPriceUsd: PRICE_MAX_AMOUNT, maxPriceUsd: PRICE_MAX_AMOUNT, minPriceSll: PRICE_MAX_AMOUNT, maxPriceSll: PRICE_MAX_AMOUNT,
  bedrooms: ROOMS_MAX, bathrooms: ROOMS_MAX, minSquareFeet: SQUARE_FEET_MAX, maxSquareFeet: SQUARE_FEET_MAX,
} as const;
type NumberKey = keyof typeof NUMBER_LIMITS;
const NUMBER_KEYS = Object.keys(NUMBER_LIMITS) as NumberKey[];

/** Spec: price inputs parse to whole numbers; an empty input clears. '1,500,000' reads as 1500000. */
export function parseWholeNumber(text: string | null | undefined): number | undefined {
  const cleaned = (text ?? '').replace(/[\s,]/g, '');
  if (!/^\d+(\.\d*)?$/.test(cleaned)) return undefined;
  const n = Math.floor(Number(cleaned));
  return Number.isSafeInteger(n) ? n : undefined;
}

/**
 * 'all' means no location; a typed place resolves forgivingly ("freetwon" is Freetown, "Sefadu" Koidu); anything
 * else is kept as typed, so the results can say "Did you mean …?" rather than pretend it is an option.
 */
export function normaliseLocation(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  if (!text || text.toLowerCase() === 'all') return undefined;
  return resolvePlace(text) ?? text.slice(0, LOCATION_TEXT_MAX_LENGTH);
}

export function parseFilters(search: string): SearchFilters {
  const params = new URLSearchParams(search);
  const filters: SearchFilters = { ...DEFAULT_FILTERS };
  const q = params.get('q')?.trim();
  if (q) filters.q = q.slice(0, SEARCH_TEXT_MAX_LENGTH);
  filters.location = normaliseLocation(params.get('location'));
  const type = params.get('propertyType');
  if (type === 'sale' || type === 'rent') filters.propertyType = type;
  const category = params.get('category');
  if (category && (CATEGORY_OPTIONS as readonly string[]).includes(category)) filters.category = category;
  if (params.get('currency') === 'SLL') filters.currency = 'SLL';
  for (const key of NUMBER_KEYS) {
    const n = parseWholeNumber(params.get(key));
    if (n !== undefined) filters[key] = Math.min(n, NUMBER_LIMITS[key]);
  }
  if (params.get('documentsSeen') === 'true') filters.documentsSeen = true;
  const sort = params.get('sort');
  if (sort === 'price_asc' || sort === 'price_desc') filters.sort = sort;
  return withoutEmpty(filters);
}

function withoutEmpty(f: SearchFilters): SearchFilters {
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== '')) as unknown as SearchFilters;
}

export function parseView(search: string): ViewMode {
  return new URLSearchParams(search).get('view') === 'map' ? 'map' : 'grid';
}

/** The URL query for filters and view; defaults (USD, newest, grid) are left out to keep links short. */
export function filtersToSearch(f: SearchFilters, view: ViewMode = 'grid'): string {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(key, String(value));
  };
  put('q', f.q);
  put('location', f.location);
  put('propertyType', f.propertyType);
  put('category', f.category);
  if (f.currency === 'SLL') params.set('currency', 'SLL');
  for (const key of NUMBER_KEYS) put(key, f[key]);
  if (f.documentsSeen) params.set('documentsSeen', 'true');
  if (f.sort !== 'newest') params.set('sort', f.sort);
  if (view === 'map') params.set('view', 'map');
  return params.toString();
}

/** Switching currency shows the other pair of price boxes; the old pair's amounts no longer apply. */
export function withCurrency(f: SearchFilters, currency: Currency): SearchFilters {
  if (f.currency === currency) return f;
  const next: SearchFilters = { ...f, currency };
  for (const key of PRICE_KEYS) delete next[key];
  return next;
}

/** How many filters are on (spec: the count ignores currency; sort is not a filter either). */
export function activeFilterCount(f: SearchFilters): number {
  const usd = f.currency === 'USD';
  const keys: (keyof SearchFilters)[] = [
    'q', 'location', 'propertyType', 'category', 'bedrooms', 'bathrooms', 'minSquareFeet', 'maxSquareFeet', 'documentsSeen',
    ...(usd ? (['minPriceUsd', 'maxPriceUsd'] as const) : (['minPriceSll', 'maxPriceSll'] as const)),
  ];
  return keys.filter((k) => f[k] !== undefined && f[k] !== '').length;
}

export function clearedFilters(f: SearchFilters): SearchFilters {
  return { ...DEFAULT_FILTERS, currency: f.currency, sort: f.sort };
}

export interface RangeErrors { price?: string; squareFeet?: string }

/** A reversed range is an error to show on the form (the API answers 400), never silently swapped. */
export function rangeErrors(f: SearchFilters): RangeErrors {
  const usd = f.currency === 'USD';
  const reversed = (low?: number, high?: number) => low !== undefined && high !== undefined && low > high;
  const errors: RangeErrors = {};
  if (reversed(usd ? f.minPriceUsd : f.minPriceSll, usd ? f.maxPriceUsd : f.maxPriceSll)) {
    errors.price = 'Minimum price cannot be above the maximum price';
  }
  if (reversed(f.minSquareFeet, f.maxSquareFeet)) errors.squareFeet = 'Minimum square feet cannot be above the maximum';
  return errors;
}

export const hasRangeError = (f: SearchFilters) => Object.keys(rangeErrors(f)).length > 0;

/**
 * The query for GET /api/properties/search. The currency always goes along, so the server applies only that
 * currency's price bounds and sorts by that currency.
 */
export function toApiQuery(f: SearchFilters): Record<string, string | number> {
  const usd = f.currency === 'USD';
  const [minPrice, maxPrice] = [usd ? f.minPriceUsd : f.minPriceSll, usd ? f.maxPriceUsd : f.maxPriceSll];
  const { minSquareFeet, maxSquareFeet } = f;
  const query: Record<string, string | number | undefined> = {
    q: f.q,
    location: f.location,
    propertyType: f.propertyType,
    category: f.category,
    currency: f.currency,
    [usd ? 'minPriceUsd' : 'minPriceSll']: minPrice,
    [usd ? 'maxPriceUsd' : 'maxPriceSll']: maxPrice,
    bedrooms: f.bedrooms,
    bathrooms: f.bathrooms,
    minSquareFeet,
    maxSquareFeet,
    documentsSeen: f.documentsSeen ? 'true' : undefined,
    sort: f.sort,
  };
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<string, string | number>;
}

/** Cards per 'Load more': two screens of a phone's single column, four rows of three on a desktop. */
export const SEARCH_PAGE_SIZE = 12;
export const SEARCH_API_PATH = '/api/properties/search';

/**
 * The address of one page of results. The browser fetches it, and the server preloads the first page for
 * /search (server/web-boot-hints.ts): the two must spell it alike, so both call this.
 */
export function searchApiUrl(query: Record<string, string | number>, limit: number, offset: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  params.set('limit', String(limit));
  params.set('offset', String(offset));
  return `${SEARCH_API_PATH}?${params.toString()}`;
}

export interface FilterChip { key: string; label: string; without: SearchFilters }

const CATEGORY_CHIP: Record<string, string> = { residential: 'Residential', commercial: 'Commercial', land: 'Land', investment: 'Investment' };

function rangeLabel(low: number | undefined, high: number | undefined, unit: (n: number) => string): string {
  if (low !== undefined && high !== undefined) return `${unit(low)} – ${unit(high)}`;
  return low !== undefined ? `From ${unit(low)}` : `Up to ${unit(high!)}`;
}

/** The filters that are on, each as a removable chip: its words and the filters without it. */
export function filterChips(f: SearchFilters): FilterChip[] {
  const usd = f.currency === 'USD';
  const minKey = usd ? 'minPriceUsd' : 'minPriceSll';
  const maxKey = usd ? 'maxPriceUsd' : 'maxPriceSll';
  const without = (...keys: (keyof SearchFilters)[]) => {
    const next = { ...f };
    for (const key of keys) delete next[key];
    return next;
  };
  const chips: FilterChip[] = [];
  if (f.q) chips.push({ key: 'q', label: `\u201c${f.q}\u201d`, without: without('q') });
  if (f.location) chips.push({ key: 'location', label: locationLabel(f.location), without: without('location') });
  if (f.propertyType) chips.push({ key: 'propertyType', label: f.propertyType === 'sale' ? 'For Sale' : 'For Rent', without: without('propertyType') });
  if (f.category) chips.push({ key: 'category', label: CATEGORY_CHIP[f.category] ?? f.category, without: without('category') });
  if (f[minKey] !== undefined || f[maxKey] !== undefined) {
    const unit = (n: number) => (usd ? `$${groupDigits(n)}` : `Le ${groupDigits(n)}`);
    chips.push({ key: 'price', label: rangeLabel(f[minKey], f[maxKey], unit), without: without(minKey, maxKey) });
  }
  if (f.bedrooms !== undefined) chips.push({ key: 'bedrooms', label: `${f.bedrooms}+ bedrooms`, without: without('bedrooms') });
  if (f.bathrooms !== undefined) chips.push({ key: 'bathrooms', label: `${f.bathrooms}+ bathrooms`, without: without('bathrooms') });
  if (f.minSquareFeet !== undefined || f.maxSquareFeet !== undefined) {
    const unit = (n: number) => `${groupDigits(n)} sq ft`;
    chips.push({ key: 'size', label: rangeLabel(f.minSquareFeet, f.maxSquareFeet, unit), without: without('minSquareFeet', 'maxSquareFeet') });
  }
  if (f.documentsSeen) chips.push({ key: 'documentsSeen', label: 'Documents seen', without: without('documentsSeen') });
  return chips;
}
