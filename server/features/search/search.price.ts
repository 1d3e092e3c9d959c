// Price filters and sorts across both currencies (issue 13): a listing priced only in leones is compared with a
// dollar filter by its converted price, and the other way round; a listing with its own price in the filter's
// currency is compared by that. Each branch is a range on one price column, so the price indexes still serve.
import { and, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { properties, users } from '../../db/schema.js';
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

/**
 * The page of a price sort, as a condition on the listing id: the ids of the `limit` listings at `offset` in
 * the order of `comparablePrice`, chosen from `where`. The order is a CASE over both currencies, which no index
 * gives, so a plain ORDER BY sorts every match (100-300 ms at 100,000 live listings when no cache has seen the
 * query). Instead, each kind of listing is read in the order of its own price index, as far as the page needs:
 * those with a price in the chosen currency (by it), those with only the other one (by it: converting at one rate
 * keeps the order), and unpriced ones last (newest first). The few rows read are then merged.
 */
export function priceSortedPage(q: SearchQuery, rate: ExchangeRate, where: SQL, page: { limit: number; offset: number }): SQL {
  const currency: PriceCurrency = q.currency === 'SLL' ? 'SLL' : 'USD';
  const own = COLUMNS[currency];
  const other = COLUMNS[currency === 'USD' ? 'SLL' : 'USD'];
  const direction = q.sort === 'price_desc' ? sql.raw('desc') : sql.raw('asc');
  const reach = page.offset + page.limit;
  const branch = (only: SQL, amount: SQL, order: SQL | null) => sql`(
    select ${properties.id} as id, ${properties.createdAt} as created_at, ${amount} as amount
    from ${properties} inner join ${users} on ${users.id} = ${properties.userId}
    where ${where} and ${only}
    order by ${order ? sql`${order}, ` : sql``}${properties.createdAt} desc, ${properties.id} desc
    limit ${reach})`;
  // `where` holds each price bound as "own price in range, or no own price and the other in the converted
  // range", an OR no index can start from. Within a branch the price columns are known, so the bounds are
  // repeated there in the form its index scan can start and stop at (they change nothing else).
  const b = activePriceBounds(q);
  const [ownMin, ownMax, otherMin, otherMax] = currency === 'USD' ? [b.minUsd, b.maxUsd, b.minSll, b.maxSll] : [b.minSll, b.maxSll, b.minUsd, b.maxUsd];
  const toOther = factor(currency, rate);
  const plain = (n: number | undefined) => (n === undefined ? undefined : sql`${n}::numeric`);
  const converted = (n: number | undefined) => (n === undefined ? undefined : sql`(${n}::numeric * ${toOther})`);
  const branches = [
    branch(range(own, plain(ownMin), plain(ownMax)), sql`${own}`, sql`${own} ${direction}`),
    branch(
      and(sql`coalesce(${own}, 0) <= 0`, range(other, converted(ownMin), converted(ownMax)), range(other, plain(otherMin), plain(otherMax)))!,
      sql`${other} * ${factor(currency === 'USD' ? 'SLL' : 'USD', rate)}`,
      sql`${other} ${direction}`,
    ),
  ];
  // With a price bound, every match has a price: no third branch to walk the whole live index for none.
  const bounded = Object.values(b).some((bound) => bound !== undefined);
  if (!bounded) branches.push(branch(sql`coalesce(${own}, 0) <= 0 and coalesce(${other}, 0) <= 0`, sql`null::numeric`, null));
  return sql`${properties.id} in (
    select id from (${sql.join(branches, sql` union all `)}) as ranked
    order by amount ${direction} nulls last, created_at desc, id desc
    limit ${page.limit} offset ${page.offset})`;
}
