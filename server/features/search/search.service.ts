import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { properties } from '../../db/schema.js';
import { resolvePlace } from '../../../common/place-match.js';
import { placesForFilter } from '../../../common/places.js';
import { categoriesForFilter, type SearchQuery } from '../../../common/schemas/search.js';
import type { ExchangeRate } from '../../../common/exchange-rate.js';
import { findCurrentRate } from '../exchange-rate/exchange-rate.service.js';
import { comparablePrice, matchedByConversion, priceConditions, priceSortedPage } from './search.price.js';
import {
  countListings, listingRowsQuery, NEWEST_FIRST, publicCountCap, publicListingCondition,
} from '../listings/listings.service.js';
import { presentListings } from '../listings/listings.service.js';
import { prefixTsQuery } from './search.sql.js';
import type { SearchPage } from '../../../common/api/search.js';


/**
 * Every word must start a word of the title, description or address (after stemming): "Lum" finds Lumley,
 * "villas" finds a villa. The stored search_vector column has a GIN index and planner statistics of its words,
 * so PostgreSQL takes the index for a rare word and walks newest-first for a common one (decision 0010).
 */
function textCondition(query: string): SQL {
  return sql`${properties.searchVector} @@ to_tsquery('english', ${query})`;
}

/**
 * By the listing's place only, never words of its address ("Kissy Town Road, Bo" is in Bo). A typed value is
 * matched forgivingly ("Freetwon", "Sefadu"); a region or district covers its places; an unknown one nothing.
 */
function locationCondition(value: string): SQL {
  const names = placesForFilter(resolvePlace(value) ?? value);
  return names.length ? inArray(properties.location, names) : sql`false`;
}

export function searchConditions(q: SearchQuery, rate: ExchangeRate): SQL {
  const conditions: (SQL | undefined)[] = [publicListingCondition()];
  const query = q.q ? prefixTsQuery(q.q) : null;
  if (query) conditions.push(textCondition(query));
  if (q.location) conditions.push(locationCondition(q.location));
  if (q.propertyType) conditions.push(eq(properties.propertyType, q.propertyType));
  if (q.category) conditions.push(inArray(properties.propertyCategory, categoriesForFilter(q.category)));
  conditions.push(...priceConditions(q, rate));
  if (q.bedrooms !== undefined) conditions.push(gte(properties.bedrooms, q.bedrooms));
  if (q.bathrooms !== undefined) conditions.push(gte(properties.bathrooms, q.bathrooms));
  if (q.minSquareFeet !== undefined) conditions.push(gte(properties.squareFootage, q.minSquareFeet));
  if (q.maxSquareFeet !== undefined) conditions.push(lte(properties.squareFootage, q.maxSquareFeet));
  // Written as the partial index's predicate (properties_live_documents_seen_idx), so the planner can use it.
  if (q.documentsSeen === 'true') conditions.push(sql`cardinality(${properties.documentsSeenKinds}) > 0`);
  return and(...conditions)!;
}

/** Price sorts compare one amount in the chosen currency (USD unless SLL is chosen); unpriced listings go last. */
export function searchOrder(q: SearchQuery, rate: ExchangeRate): SQL[] {
  if (q.sort === 'newest') return [...NEWEST_FIRST];
  const amount = comparablePrice(q.currency === 'SLL' ? 'SLL' : 'USD', rate);
  const direction = q.sort === 'price_asc' ? sql`${amount} asc nulls last` : sql`${amount} desc nulls last`;
  return [direction, desc(properties.createdAt), desc(properties.id)];
}

/** The query of one page of search results (bench/explain-scale.ts shows its plan). */
export function searchPageQuery(db: Db, q: SearchQuery, rate: ExchangeRate) {
  const where = searchConditions(q, rate);
  const orderBy = searchOrder(q, rate);
  const page = { limit: q.limit, offset: q.offset };
  if (q.sort === 'newest') return listingRowsQuery(db, { where, orderBy, ...page });
  // The page's ids are picked in price order through the price indexes; the few rows are then ordered again.
  return listingRowsQuery(db, { where: priceSortedPage(q, rate, where, page), orderBy });
}

export async function searchListings(db: Db, q: SearchQuery): Promise<SearchPage> {
  const rate = await findCurrentRate(db);
  const where = searchConditions(q, rate);
  const page = { limit: q.limit, offset: q.offset };
  const [rows, total] = await Promise.all([searchPageQuery(db, q, rate), countListings(db, where, publicCountCap(page))]);
  const listings = await presentListings(db, rows, { privateView: false, revealOwnerContact: false });
  const items = listings.map((l) => ({ ...l, priceMatchConverted: matchedByConversion(q, l) }));
  return { items, total, limit: q.limit, offset: q.offset };
}
