// Prices typed in old leones. The redenomination of 2022 removed three zeros (Le 1 new = Le 1,000 old), and people
// still write old amounts. A leone price about 1,000 times the usual range for its kind of property and place is
// almost certainly old leones: the form warns the lister with the amount in new leones, and the server flags it.
import { PLACES, type RegionKey } from './places.js';
import type { ExchangeRate } from './exchange-rate.js';
import { TOWN_LOT_SQUARE_FEET } from './constants.js';

export const OLD_LEONES_PER_NEW = 1000;

type Kind = 'residential' | 'land' | 'commercial';

/**
 * Generous usual ranges in new leones (rent per month), for Freetown; outside the capital the top is lower.
 * Wide on purpose: only amounts far above the top are flagged.
 */
const USUAL_TOP: Record<Kind, Record<'rent' | 'sale', number>> = {
  residential: { rent: 300_000, sale: 60_000_000 },
  land: { rent: 500_000, sale: 40_000_000 },
  commercial: { rent: 2_000_000, sale: 200_000_000 },
};

const REGION_FACTOR: Record<RegionKey, number> = {
  Freetown: 1,
  Peninsular: 0.8,
  'Northern Province': 0.3,
  'North West Province': 0.3,
  'Southern Province': 0.3,
  'Eastern Province': 0.3,
};

function kindOf(category: string | null | undefined): Kind {
  if (category === 'land' || category === 'investment') return 'land';
  if (category === 'commercial') return 'commercial';
  return 'residential';
}

function regionOf(location: string | null | undefined): RegionKey {
  const wanted = location?.trim().toLowerCase();
  const place = wanted ? PLACES.find((p) => p.name.toLowerCase() === wanted || p.aliases.some((a) => a.toLowerCase() === wanted)) : undefined;
  return place?.region ?? 'Freetown';
}

function amountOf(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return NaN;
  return typeof value === 'number' ? value : Number(String(value).replace(/[,\s]/g, ''));
}

export interface PricedListing {
  propertyCategory?: string | null;
  propertyType?: string | null;
  location?: string | null;
  priceSLL?: string | number | null;
  priceUSD?: string | number | null;
  priceOnRequest?: boolean | null;
  /** The land's size as the form stores it, and the texts that may state it ("500 acres of farmland"). */
  squareFootage?: number | null;
  title?: string | null;
  description?: string | null;
}

export interface OldLeonePrice {
  /** The amount as typed. */
  amount: number;
  /** What it is in new leones (amount / 1,000). */
  newAmount: number;
  /** Why: the usual top, or the dollar price that the leone price is 1,000 times. */
  because: 'above_usual_range' | 'thousand_times_usd';
}

/** The usual highest leone price for this kind of property in this place (new leones). */
export function usualTopPrice(listing: Pick<PricedListing, 'propertyCategory' | 'propertyType' | 'location'>): number {
  const type = listing.propertyType === 'rent' ? 'rent' : 'sale';
  return USUAL_TOP[kindOf(listing.propertyCategory)][type] * REGION_FACTOR[regionOf(listing.location)];
}

// A generous top for an acre of land for sale in Freetown (new leones; about US$ 900,000 at 22,800), scaled by region
// like the others. It only ever raises the usual top: a farm of 500 acres in Port Loko sells for what a plot
// never does, and its honest price is no sign of old leones.
const LAND_SALE_TOP_PER_ACRE = 20_000_000;
const SQUARE_FEET_PER_ACRE = 43_560;
const ACRES_PER = { acre: 1, hectare: 2.471, lot: TOWN_LOT_SQUARE_FEET / SQUARE_FEET_PER_ACRE } as const;
const STATED_AREA = /\b(\d{1,5}(?:\.\d{1,2})?)\s*(acres?|ac\b|hectares?|ha\b|(?:town\s+)?lots?\b|plots?\b)/gi;

/** The largest area of land the listing states, in acres: its stored size, or "500 acres" in its texts. */
function statedAcres(listing: PricedListing): number {
  let acres = listing.squareFootage && listing.squareFootage > 0 ? listing.squareFootage / SQUARE_FEET_PER_ACRE : 0;
  for (const text of [listing.title, listing.description]) {
    for (const [, count, unit] of (text ?? '').matchAll(STATED_AREA)) {
      const per = /^h/i.test(unit!) ? ACRES_PER.hectare : /^a/i.test(unit!) ? ACRES_PER.acre : ACRES_PER.lot;
      acres = Math.max(acres, Number(count) * per);
    }
  }
  return acres;
}

/** The usual top, raised for land for sale by the area it states. */
function usualTopFor(listing: PricedListing): number {
  const top = usualTopPrice(listing);
  if (kindOf(listing.propertyCategory) !== 'land' || listing.propertyType === 'rent') return top;
  return Math.max(top, LAND_SALE_TOP_PER_ACRE * REGION_FACTOR[regionOf(listing.location)] * statedAcres(listing));
}

/** The listing's leone price when it looks like old leones, else null. */
export function findOldLeonePrice(listing: PricedListing, rate?: ExchangeRate | null): OldLeonePrice | null {
  if (listing.priceOnRequest) return null;
  const amount = amountOf(listing.priceSLL);
  if (!Number.isFinite(amount) || amount <= 0) return null;
  const newAmount = Math.round((amount / OLD_LEONES_PER_NEW) * 100) / 100;
  // Both prices given: the leone price about 1,000 times the dollar price at the rate gives it away.
  const usd = amountOf(listing.priceUSD);
  if (rate && Number.isFinite(usd) && usd > 0) {
    const ratio = amount / (usd * rate.sllPerUsd);
    if (ratio >= 300 && ratio <= 3000) return { amount, newAmount, because: 'thousand_times_usd' };
    if (ratio > 0.3 && ratio < 3) return null;
  }
  const top = usualTopFor(listing);
  // Far above the usual top, yet an ordinary price once three zeros are taken off.
  if (amount > top * 2 && newAmount <= USUAL_TOP[kindOf(listing.propertyCategory)].sale) return { amount, newAmount, because: 'above_usual_range' };
  return null;
}
