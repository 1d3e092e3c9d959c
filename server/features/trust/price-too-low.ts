// price_too_low (issue 30): a price far below what similar live listings of other listers ask is the bait of a
// scam ("too good to be true": pay a deposit to hold it). Pure: the comparables come from price-comparables.ts
// (the database) or from the trust corpus, and this judges them. Decision 0013 says why these numbers.
import { PLACES, REGIONS, type Place } from '../../../common/places.js';
import type { ExchangeRate } from '../../../common/exchange-rate.js';
import { groupDigits } from '../../../common/format.js';

/** Fewer comparables than this say too little about a market to call a price far below it. */
export const MIN_COMPARABLES = 8;
/** One lister's listings count at most this often: an agency's own price list is not the market. */
export const MAX_PER_LISTER = 3;
/** The most recent comparables read: a bounded sample, and markets move. */
export const SAMPLE_SIZE = 200;
/** Far below: at most this share of the median and of the lower quartile, in the listing's own place. */
export const PLACE_RULE = { ofMedian: 0.38, ofLowerQuartile: 0.5 } as const;
/**
 * Stricter when the place has too few and its region is the market: a region mixes dear and cheap places (Aberdeen
 * and Kissy, Lakka and Tombo), so an honest price in a cheap place sits far below the region's median.
 */
export const REGION_RULE = { ofMedian: 0.22, ofLowerQuartile: 0.35 } as const;

/** Categories priced by the plot or the building, not by its bedrooms. */
const WITHOUT_BEDROOMS = new Set(['land', 'investment', 'commercial']);

export interface PricedFacts {
  propertyType: 'sale' | 'rent';
  propertyCategory: string | null;
  location: string | null;
  bedrooms: number | null;
  priceSLL: string | number | null;
  priceUSD: string | number | null;
  priceOnRequest?: boolean | null;
}

/** A live listing of another lister, of the same kind (`comparableKind`), in the listing's place or region. */
export interface Comparable {
  listerId: string;
  location: string | null;
  priceSLL: string | number | null;
  priceUSD: string | number | null;
}

export interface ComparableKind {
  propertyType: 'sale' | 'rent';
  propertyCategory: string;
  /** null: any (land, commercial); else the same number of bedrooms. */
  bedrooms: number | null;
}

export interface PriceTooLow {
  price: number;
  median: number;
  lowerQuartile: number;
  count: number;
  percentBelow: number;
  /** The place, or the region's label when the place had too few. */
  area: string;
  scope: 'place' | 'region';
}

const amountOf = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? NaN : Number(v));

/**
 * The price in leones, rent a month (the form asks rent per month). With both currencies the lower one counts:
 * the bait is whichever price the reader sees.
 */
export function leonePrice(p: Pick<PricedFacts, 'priceSLL' | 'priceUSD' | 'priceOnRequest'>, rate: ExchangeRate): number | null {
  if (p.priceOnRequest) return null;
  const prices = [amountOf(p.priceSLL), amountOf(p.priceUSD) * rate.sllPerUsd].filter((n) => Number.isFinite(n) && n > 0);
  return prices.length ? Math.min(...prices) : null;
}

export function placeOf(location: string | null | undefined): Place | undefined {
  const wanted = location?.trim().toLowerCase();
  return wanted ? PLACES.find((p) => p.name.toLowerCase() === wanted || p.aliases.some((a) => a.toLowerCase() === wanted)) : undefined;
}

/** What listings this one is compared with; null when it cannot be judged (no category, a home without bedrooms). */
export function comparableKind(p: Pick<PricedFacts, 'propertyType' | 'propertyCategory' | 'bedrooms'>): ComparableKind | null {
  if (!p.propertyCategory) return null;
  if (WITHOUT_BEDROOMS.has(p.propertyCategory)) return { propertyType: p.propertyType, propertyCategory: p.propertyCategory, bedrooms: null };
  if (p.bedrooms === null || p.bedrooms === undefined) return null;
  return { propertyType: p.propertyType, propertyCategory: p.propertyCategory, bedrooms: p.bedrooms };
}

/** Whether another listing is of the same kind: the query keeps only these (price-comparables.ts). */
export function isSameKind(kind: ComparableKind, other: Pick<PricedFacts, 'propertyType' | 'propertyCategory' | 'bedrooms'>): boolean {
  return other.propertyType === kind.propertyType && other.propertyCategory === kind.propertyCategory
    && (kind.bedrooms === null || other.bedrooms === kind.bedrooms);
}

/** The names of the places a listing's market is read from: its own place first, then the rest of its region. */
export function regionPlaceNames(place: Place): string[] {
  return PLACES.filter((p) => p.region === place.region).map((p) => p.name);
}

/** Newest first as given; each lister's first MAX_PER_LISTER only; at most SAMPLE_SIZE. */
function sample(comparables: readonly Comparable[], rate: ExchangeRate): number[] {
  const perLister = new Map<string, number>();
  const prices: number[] = [];
  for (const c of comparables) {
    const price = leonePrice(c, rate);
    const n = perLister.get(c.listerId) ?? 0;
    if (price === null || n >= MAX_PER_LISTER) continue;
    perLister.set(c.listerId, n + 1);
    prices.push(price);
    if (prices.length === SAMPLE_SIZE) break;
  }
  return prices.sort((a, b) => a - b);
}

/** Whether these comparables are enough to judge a price (after each lister's share is capped). */
export function hasEnoughComparables(comparables: readonly Comparable[], rate: ExchangeRate): boolean {
  return sample(comparables, rate).length >= MIN_COMPARABLES;
}

/** Linear-interpolated quantile of sorted values. */
export function quantile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

/**
 * Whether the listing's price is far below its market. `comparables` are live listings of other listers of the
 * same kind in the listing's region, newest first; its own place's are used when there are enough of them.
 */
export function findPriceTooLow(listing: PricedFacts, comparables: readonly Comparable[], rate: ExchangeRate): PriceTooLow | null {
  const price = leonePrice(listing, rate);
  const place = placeOf(listing.location);
  if (price === null || !place || !comparableKind(listing)) return null;
  const inPlace = sample(comparables.filter((c) => placeOf(c.location)?.name === place.name), rate);
  const scope = inPlace.length >= MIN_COMPARABLES ? 'place' : 'region';
  const prices = scope === 'place' ? inPlace : sample(comparables.filter((c) => placeOf(c.location)?.region === place.region), rate);
  if (prices.length < MIN_COMPARABLES) return null;
  const median = quantile(prices, 0.5);
  const lowerQuartile = quantile(prices, 0.25);
  const rule = scope === 'place' ? PLACE_RULE : REGION_RULE;
  if (price > median * rule.ofMedian || price > lowerQuartile * rule.ofLowerQuartile) return null;
  const area = scope === 'place' ? place.name : REGIONS.find((r) => r.key === place.region)!.label;
  return { price, median, lowerQuartile, count: prices.length, percentBelow: Math.round((1 - price / median) * 100), area, scope };
}

export interface MarketListing extends PricedFacts {
  listerId: string;
  /** Live: approved, not archived, not hidden by reports, of an approved account. */
  live: boolean;
}

/**
 * findPriceTooLow over any listings (newest first), keeping what the query keeps: live listings of other listers
 * of the same kind. For the bench and the demo check, which have no database.
 */
export function findPriceTooLowAmong(listing: PricedFacts & { listerId: string }, others: readonly MarketListing[], rate: ExchangeRate): PriceTooLow | null {
  const kind = comparableKind(listing);
  if (!kind) return null;
  return findPriceTooLow(listing, others.filter((o) => o.live && o.listerId !== listing.listerId && isSameKind(kind, o)), rate);
}

const CATEGORY_PLURALS: Record<string, string> = {
  house: 'houses', apartment: 'apartments', townhouse: 'townhouses', land: 'plots of land',
  commercial: 'commercial properties', residential: 'homes', investment: 'investment properties',
};

/** "2-bedroom apartments for rent in Lumley". */
export function comparisonLabel(listing: PricedFacts, area: string): string {
  const kind = comparableKind(listing)!;
  const plural = CATEGORY_PLURALS[kind.propertyCategory] ?? `${kind.propertyCategory} properties`;
  const rooms = kind.bedrooms === null ? '' : kind.bedrooms === 0 ? 'studio ' : `${kind.bedrooms}-bedroom `;
  return `${rooms}${plural} for ${listing.propertyType} in ${area}`;
}

const leones = (n: number) => `Le ${groupDigits(Math.round(n))}`;

/** "Le 1,500 a month is 83 % below the median of 14 similar live listings (2-bedroom apartments for rent in Lumley, median Le 9,000)". */
export function priceTooLowMessage(listing: PricedFacts, found: PriceTooLow): string {
  const usdOnly = !(amountOf(listing.priceSLL) > 0) || amountOf(listing.priceSLL) > found.price;
  const shown = usdOnly ? `$${groupDigits(amountOf(listing.priceUSD))} (${leones(found.price)})` : leones(found.price);
  const period = listing.propertyType === 'rent' ? ' a month' : '';
  return `${shown}${period} is ${found.percentBelow} % below the median of ${found.count} similar live listings (${comparisonLabel(listing, found.area)}, median ${leones(found.median)}).`;
}
