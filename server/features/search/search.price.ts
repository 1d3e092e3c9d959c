// Price filters and sorts across both currencies (issue 13): a listing priced only in leones is compared with a
// dollar filter by its converted price, and the other way round; a listing with its own price in the filter's
// currency is compared by that. Each branch is a range on one price column, so the price indexes still serve.
import { and, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { properties } from '../../db/schema.js';
import type { ExchangeRate } from '../../../common/exchange-rate.js';
import { activePriceBounds, type SearchQuery } from '../../../common/schemas/search.js';
import type { PriceCurrency } from '../../../common/price.js';

const COLUMNS: Record<PriceCurrency, AnyColumn> = { USD: properties.priceUSD, SLL: properties.priceSLL };

/** Leones per unit of `from`, to turn an amount in `from` into the other currency. */
function factor(from: PriceCurrency, rate: ExchangeRate): SQL {
  return from === 'USD' ? sql`${rate.sllPerUsd}::numeric` : sql`(1 / ${rate.sllPerUsd}::numeric)`;
}

function range(column: AnyColumn, min: SQL | undefined, max: SQL | undefined): SQL {
  return and(sql`${column} > 0`, min ? sql`${column} >= ${min}` : undefined, max ? sql`${column} <= ${max}` : undefined)!;
}

/** One currency's bounds: own price in range, or no own price and the other one in the converted range. */
function boundsCondition(currency: PriceCurrency, min: number | undefined, max: number | undefined, rate: ExchangeRate): SQL | undefined {
  if (min === undefined && max === undefined) return undefined;
  const own = COLUMNS[currency];
  const other = COLUMNS[currency === 'USD' ? 'SLL' : 'USD'];
  const toOther = factor(currency, rate);
  const bound = (n: number | undefined) => (n === undefined ? undefined : sql`${n}::numeric`);
  const converted = (n: number | undefined) => (n === undefined ? undefined : sql`(${n}::numeric * ${toOther})`);
  return sql`(${range(own, bound(min), bound(max))} or (coalesce(${own}, 0) <= 0 and ${range(other, converted(min), converted(max))}))`;
}

export function priceConditions(q: SearchQuery, rate: ExchangeRate): (SQL | undefined)[] {
  const b = activePriceBounds(q);
  return [boundsCondition('USD', b.minUsd, b.maxUsd, rate), boundsCondition('SLL', b.minSll, b.maxSll, rate)];
}

/** One comparable amount in the chosen currency (USD unless SLL is chosen); listings without a price have none. */
export function comparablePrice(currency: PriceCurrency, rate: ExchangeRate): SQL {
  const own = COLUMNS[currency];
  const other = COLUMNS[currency === 'USD' ? 'SLL' : 'USD'];
  return sql`(case when ${own} > 0 then ${own} when ${other} > 0 then ${other} * ${factor(currency === 'USD' ? 'SLL' : 'USD', rate)} end)`;
}

/** Whether a listing matched a price filter only through conversion: it has no own price in that currency. */
export function matchedByConversion(q: SearchQuery, listing: { priceUSD: string | null; priceSLL: string | null }): boolean {
  const b = activePriceBounds(q);
  const usdFilter = b.minUsd !== undefined || b.maxUsd !== undefined;
  const sllFilter = b.minSll !== undefined || b.maxSll !== undefined;
  const hasOwn = (value: string | null) => value !== null && Number(value) > 0;
  return (usdFilter && !hasOwn(listing.priceUSD)) || (sllFilter && !hasOwn(listing.priceSLL));
}
