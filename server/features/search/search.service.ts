import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { properties } from '../../db/schema.js';
import { locationsForFilter } from '../../../common/locations.js';
import { activePriceBounds, categoriesForFilter, type SearchQuery } from '../../../common/schemas/search.js';
import { findListingPage, NEWEST_FIRST, publicListingCondition } from '../properties/properties.queries.js';
import { presentListings } from '../properties/properties.presenter.js';
import { containsPattern, wholeWordPattern } from './search.sql.js';

// Same expression as the GIN index properties_search_idx, so PostgreSQL can use it.
const searchDocument = sql`to_tsvector('english', ${properties.title} || ' ' || ${properties.description} || ' ' || ${properties.address})`;

/** Words match by stem over title, description and address; part of a word ("Lum") still finds "Lumley". */
function textCondition(q: string): SQL {
  const pattern = containsPattern(q);
  return or(
    sql`${searchDocument} @@ websearch_to_tsquery('english', ${q})`,
    ilike(properties.title, pattern),
    ilike(properties.address, pattern),
  )!;
}

/** A region ('Freetown', 'Peninsular') covers its areas; addresses naming one of them as a word count too. */
function locationCondition(value: string): SQL {
  const names = locationsForFilter(value);
  return or(inArray(properties.location, names), ...names.map((name) => sql`${properties.address} ~* ${wholeWordPattern(name)}`))!;
}

export function searchConditions(q: SearchQuery): SQL {
  const price = activePriceBounds(q);
  const conditions: (SQL | undefined)[] = [publicListingCondition()];
  if (q.q) conditions.push(textCondition(q.q));
  if (q.location) conditions.push(locationCondition(q.location));
  if (q.propertyType) conditions.push(eq(properties.propertyType, q.propertyType));
  if (q.category) conditions.push(inArray(properties.propertyCategory, categoriesForFilter(q.category)));
  if (price.minUsd !== undefined) conditions.push(gte(properties.priceUSD, String(price.minUsd)));
  if (price.maxUsd !== undefined) conditions.push(lte(properties.priceUSD, String(price.maxUsd)));
  if (price.minSll !== undefined) conditions.push(gte(properties.priceSLL, String(price.minSll)));
  if (price.maxSll !== undefined) conditions.push(lte(properties.priceSLL, String(price.maxSll)));
  if (q.bedrooms !== undefined) conditions.push(gte(properties.bedrooms, q.bedrooms));
  if (q.bathrooms !== undefined) conditions.push(gte(properties.bathrooms, q.bathrooms));
  if (q.minSquareFeet !== undefined) conditions.push(gte(properties.squareFootage, q.minSquareFeet));
  if (q.maxSquareFeet !== undefined) conditions.push(lte(properties.squareFootage, q.maxSquareFeet));
  return and(...conditions)!;
}

/** Price sorts use the chosen currency (USD unless SLL is chosen); unpriced listings go last. */
export function searchOrder(q: SearchQuery): SQL[] {
  if (q.sort === 'newest') return [...NEWEST_FIRST];
  const column = q.currency === 'SLL' ? properties.priceSLL : properties.priceUSD;
  // ASC puts nulls last by default; DESC needs telling.
  const direction = q.sort === 'price_asc' ? asc(column) : sql`${column} desc nulls last`;
  return [direction, desc(properties.createdAt), desc(properties.id)];
}

export async function searchListings(db: Db, q: SearchQuery) {
  const { rows, total } = await findListingPage(db, { where: searchConditions(q), orderBy: searchOrder(q), limit: q.limit, offset: q.offset });
  const items = await presentListings(db, rows, { privateView: false, revealOwnerContact: false });
  return { items, total, limit: q.limit, offset: q.offset };
}
