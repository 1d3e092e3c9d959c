// price_too_low's market from the database (issue 30): the newest live listings of other listers of the same kind,
// in the listing's place, and when it has too few, in each place of its region. Bounded whatever the table holds:
// properties_live_market_idx gives each place's rows of one kind newest first, so a query reads at most
// SAMPLE_SIZE rows for the place and PER_PLACE_IN_REGION for each place of the region.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { marketBedroomsKey, properties, users, type Property } from '../../db/schema.js';
import type { FraudFlag } from '../../../common/api/trust.js';
import type { ExchangeRate } from '../../../common/exchange-rate.js';
import { proposedPrice } from '../../../common/listing-changes.js';
import {
  comparableKind, findPriceTooLow, hasEnoughComparables, placeOf, priceTooLowMessage, regionPlaceNames, SAMPLE_SIZE,
  type Comparable, type ComparableKind, type PricedFacts, type PriceTooLow,
} from './price-too-low.js';

/** Each place's share of a region's market: enough to judge, and no one busy place outweighs the others. */
export const PER_PLACE_IN_REGION = 25;

interface Row { user_id: string; location: string | null; price_sll: string | null; price_usd: string | null }

/**
 * Live rows of one kind in the places given, each place's newest `perPlace`, newest first. The listing's own lister
 * is left out (`listerId`; null keeps every lister: the price guides read the whole market the same way).
 */
export function marketQuery(kind: ComparableKind, places: string[], listerId: string | null, perPlace: number): SQL {
  const names = sql.join(places.map((name) => sql`${name}`), sql`, `);
  // status and is_archived are written as literals so that the planner can prove the partial index's condition.
  return sql`
    select m.user_id, m.location, m.price_sll, m.price_usd
    from unnest(array[${names}]::text[]) as place(name)
    cross join lateral (
      select ${properties.userId} as user_id, ${properties.location} as location, ${properties.priceSLL} as price_sll,
        ${properties.priceUSD} as price_usd, ${properties.createdAt} as created_at
      from ${properties} join ${users} on ${users.id} = ${properties.userId}
      where ${properties.status} = 'approved' and ${properties.isArchived} = false
        and ${properties.location} = place.name and ${properties.propertyType} = ${kind.propertyType}
        and ${properties.propertyCategory} = ${kind.propertyCategory} and ${marketBedroomsKey(properties)} = ${kind.bedrooms ?? -1}
        and ${properties.hiddenByReportsAt} is null and ${users.accountStatus} = 'approved'
        and ${listerId === null ? sql`true` : sql`${properties.userId} <> ${listerId}`} and ${properties.priceOnRequest} = false
        and (${properties.priceSLL} > 0 or ${properties.priceUSD} > 0)
      order by ${properties.createdAt} desc
      limit ${perPlace}
    ) m
    order by m.created_at desc`;
}

async function readMarket(db: Db, kind: ComparableKind, places: string[], listerId: string, perPlace: number): Promise<Comparable[]> {
  const rows = await queryRows<Row>(db, marketQuery(kind, places, listerId, perPlace));
  return rows.map((r) => ({ listerId: r.user_id, location: r.location, priceSLL: r.price_sll, priceUSD: r.price_usd }));
}

/** The live comparables of a listing: its place's, or its region's when the place has too few; [] when it has no kind. */
export async function findComparables(db: Db, listing: PricedFacts, listerId: string, rate: ExchangeRate): Promise<Comparable[]> {
  const kind = comparableKind(listing);
  const place = placeOf(listing.location);
  if (!kind || !place) return [];
  const inPlace = await readMarket(db, kind, [place.name], listerId, SAMPLE_SIZE);
  if (hasEnoughComparables(inPlace, rate)) return inPlace;
  return readMarket(db, kind, regionPlaceNames(place), listerId, PER_PLACE_IN_REGION);
}

/** The listing's price judged against its market from the database. */
export async function checkPriceTooLow(db: Db, listing: PricedFacts, listerId: string, rate: ExchangeRate): Promise<PriceTooLow | null> {
  return findPriceTooLow(listing, await findComparables(db, listing, listerId, rate), rate);
}

/** The place's or the region's query of a listing, unrun, for EXPLAIN (bench/explain-price-market.ts). */
export function marketQueryOf(listing: PricedFacts, listerId: string, scope: 'place' | 'region'): SQL | null {
  const kind = comparableKind(listing);
  const place = placeOf(listing.location);
  if (!kind || !place) return null;
  return scope === 'place' ? marketQuery(kind, [place.name], listerId, SAMPLE_SIZE) : marketQuery(kind, regionPlaceNames(place), listerId, PER_PLACE_IN_REGION);
}

/** What the admin reviews: the pending changes' kind and place when a live listing has some; a held price (decision 0009). */
function reviewedFacts(p: Property): PricedFacts {
  const changes = p.pendingChanges;
  const pick = <K extends 'location' | 'propertyType' | 'propertyCategory' | 'bedrooms'>(field: K) =>
    (changes?.fields.includes(field) ? changes.values[field] : p[field]) ?? null;
  return {
    location: pick('location'), propertyType: pick('propertyType') ?? 'sale', propertyCategory: pick('propertyCategory'),
    bedrooms: pick('bedrooms'), ...proposedPrice(p, changes),
  };
}

/** The price_too_low flag of a listing, or null. */
export async function priceTooLowFlag(db: Db, p: Property, rate: ExchangeRate): Promise<FraudFlag | null> {
  const listing = reviewedFacts(p);
  const found = await checkPriceTooLow(db, listing, p.userId, rate);
  return found ? { code: 'price_too_low', message: priceTooLowMessage(listing, found) } : null;
}
