import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { properties } from '../../db/schema.js';
import { resolvePlace } from '../../../common/place-match.js';
import { placesForFilter } from '../../../common/places.js';
import { categoriesForFilter, type SearchQuery } from '../../../common/schemas/search.js';
import type { ExchangeRate } from '../../../common/exchange-rate.js';
import { findCurrentRate } from '../exchange-rate/exchange-rate.queries.js';
import { comparablePrice, matchedByConversion, priceConditions } from './search.price.js';
import {
  countListings, findListingPage, findListingRows, NEWEST_FIRST, publicCountCap, publicListingCondition,
} from '../properties/properties.queries.js';
import { presentListings } from '../properties/properties.presenter.js';
import { prefixTsQuery } from './search.sql.js';
import type { SearchPage } from '../../../common/api/search.js';


/**
 * Every word must start a word of the title, description or address (after stemming): "Lum" finds Lumley,
 * "villas" finds a villa. A prefix tsquery on the indexed expression lets the GIN index do the work.
 */
function textCondition(query: string): SQL {
  return sql`${properties.searchVector} @@ to_tsquery('english', ${query})`;
}

/**
 * The same test as an id list taken from the GIN index once. PostgreSQL cannot estimate prefix matches, so for a
 * rare word it walks every live listing newest-first testing each one; with the ids in hand each row costs one
 * lookup. For common words the plain walk finds a page sooner.
 */
function textIdsCondition(query: string): SQL {
  return sql`${properties.id} = any(array(select s.id from properties s where s.search_vector @@ to_tsquery('english', ${query})))`;
}

/** Up to this many matches the id list is cheaper than walking the newest-first index (measured at 100k). */
const FEW_TEXT_MATCHES = 3000;

/**
 * By the listing's place only, never words of its address ("Kissy Town Road, Bo" is in Bo). A typed value is
 * matched forgivingly ("Freetwon", "Sefadu"); a region or district covers its places; an unknown one nothing.
 */
function locationCondition(value: string): SQL {
  const names = placesForFilter(resolvePlace(value) ?? value);
  return names.length ? inArray(properties.location, names) : sql`false`;
}

export function searchConditions(q: SearchQuery, rate: ExchangeRate, text: 'match' | 'ids' = 'match'): SQL {
  const conditions: (SQL | undefined)[] = [publicListingCondition()];
  const query = q.q ? prefixTsQuery(q.q) : null;
  if (query) conditions.push(text === 'ids' ? textIdsCondition(query) : textCondition(query));
  if (q.location) conditions.push(locationCondition(q.location));
  if (q.propertyType) conditions.push(eq(properties.propertyType, q.propertyType));
  if (q.category) conditions.push(inArray(properties.propertyCategory, categoriesForFilter(q.category)));
  conditions.push(...priceConditions(q, rate));
  if (q.bedrooms !== undefined) conditions.push(gte(properties.bedrooms, q.bedrooms));
  if (q.bathrooms !== undefined) conditions.push(gte(properties.bathrooms, q.bathrooms));
  if (q.minSquareFeet !== undefined) conditions.push(gte(properties.squareFootage, q.minSquareFeet));
  if (q.maxSquareFeet !== undefined) conditions.push(lte(properties.squareFootage, q.maxSquareFeet));
  return and(...conditions)!;
}

/** Price sorts compare one amount in the chosen currency (USD unless SLL is chosen); unpriced listings go last. */
export function searchOrder(q: SearchQuery, rate: ExchangeRate): SQL[] {
  if (q.sort === 'newest') return [...NEWEST_FIRST];
  const amount = comparablePrice(q.currency === 'SLL' ? 'SLL' : 'USD', rate);
  const direction = q.sort === 'price_asc' ? sql`${amount} asc nulls last` : sql`${amount} desc nulls last`;
  return [direction, desc(properties.createdAt), desc(properties.id)];
}

export async function searchListings(db: Db, q: SearchQuery): Promise<SearchPage> {
  const rate = await findCurrentRate(db);
  const where = searchConditions(q, rate);
  const orderBy = searchOrder(q, rate);
  const page = { limit: q.limit, offset: q.offset };
  let rows;
  let total;
  if (q.q && prefixTsQuery(q.q)) {
    // The count goes through the GIN index either way; its size picks the cheaper way to fetch the page.
    total = await countListings(db, where, publicCountCap(page));
    const pageWhere = total <= FEW_TEXT_MATCHES ? searchConditions(q, rate, 'ids') : where;
    rows = total > q.offset ? await findListingRows(db, { where: pageWhere, orderBy, ...page }) : [];
  } else {
    ({ rows, total } = await findListingPage(db, { where, orderBy, countCap: publicCountCap(page), ...page }));
  }
  const listings = await presentListings(db, rows, { privateView: false, revealOwnerContact: false });
  const items = listings.map((l) => ({ ...l, priceMatchConverted: matchedByConversion(q, l) }));
  return { items, total, limit: q.limit, offset: q.offset };
}
