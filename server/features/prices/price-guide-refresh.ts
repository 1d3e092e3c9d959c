// The price-guides job (issue 33, decision 0024): recomputes the stored figures of the places and kinds that
// listing changes marked stale (triggers of migration 0027 write price_guide_stale in the writer's transaction),
// and of the place's district and region, for this month. A guide page then reads stored rows only.
//
// The market is price_too_low's (server/features/trust): the same kind (comparableKind), the same live condition
// and the same bounded query (each place's newest SAMPLE_SIZE live listings of the kind, through
// properties_live_market_idx), the same leone price (leonePrice: a dollar price at the current rate) and the same
// cap of MAX_PER_LISTER listings per lister, so one lister's many listings cannot move a figure alone.
//
// Safe on several servers and when run twice: stale keys are taken with SKIP LOCKED and deleted in the transaction
// that writes their figures, so a crash leaves them stale, and a change committed while a turn computes marks its
// key again (the trigger's insert waits for the turn's delete to commit), so the next turn sees it.
import { sql } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.js';
import { priceGuideMonths } from '../../db/schema.js';
import type { ExchangeRate } from '../../../common/exchange-rate.js';
import { PLACES } from '../../../common/places.js';
import { areasOfPlace, monthOf, monthsBefore } from '../../../common/price-guides.js';
import { findCurrentRate } from '../exchange-rate/exchange-rate.service.js';
import {
  comparableKind, leonePrice, marketQuery, MAX_PER_LISTER, quantile, regionPlaceNames, SAMPLE_SIZE, type ComparableKind,
} from '../trust/price-market.service.js';

/** Stale keys per transaction: short transactions (on PGlite an open one holds every other request). */
const KEYS_PER_BATCH = 10;
/** A turn stops taking batches after this long; what is left waits for the next turn. */
const TURN_BUDGET_MS = 20_000;

export interface MarketRow { listerId: string; location: string | null; priceSLL: string | number | null; priceUSD: string | number | null }

export interface Figure { listings: number; median: number | null; low: number | null; high: number | null }

/**
 * The figure of some live listings (newest first): each lister's newest MAX_PER_LISTER only, in leones at the
 * rate; median and the 25th and 75th percentiles (linear interpolation, as price_too_low reads them).
 */
export function figureOf(rows: readonly MarketRow[], rate: ExchangeRate): Figure {
  const perLister = new Map<string, number>();
  const prices: number[] = [];
  for (const row of rows) {
    const price = leonePrice(row, rate);
    const n = perLister.get(row.listerId) ?? 0;
    if (price === null || n >= MAX_PER_LISTER) continue;
    perLister.set(row.listerId, n + 1);
    prices.push(price);
  }
  if (prices.length === 0) return { listings: 0, median: null, low: null, high: null };
  prices.sort((a, b) => a - b);
  return { listings: prices.length, median: quantile(prices, 0.5), low: quantile(prices, 0.25), high: quantile(prices, 0.75) };
}

interface StaleKey { location: string; propertyType: 'sale' | 'rent'; propertyCategory: string; bedrooms: number }

/**
 * Takes up to `limit` stale keys, skipping those another server is working on. Taken kind by kind, so one batch's
 * places mostly share a kind and a region, whose market is then read once for all of them (fewer reads for a
 * backlog after a seed, and PGlite's one connection held for less); a backlog that outlasts a turn's budget waits
 * for the next turn.
 */
async function takeStaleKeys(db: Db, limit: number): Promise<StaleKey[]> {
  const result = (await db.execute(sql`
    delete from price_guide_stale
    where (location, property_type, property_category, bedrooms) in (
      select location, property_type, property_category, bedrooms from price_guide_stale
      order by property_type, property_category, bedrooms, location limit ${limit} for update skip locked)
    returning location, property_type, property_category, bedrooms`)) as unknown as {
    rows: { location: string; property_type: 'sale' | 'rent'; property_category: string; bedrooms: number }[];
  };
  return result.rows.map((r) => ({ location: r.location, propertyType: r.property_type, propertyCategory: r.property_category, bedrooms: Number(r.bedrooms) }));
}

/** The kind a stored key stands for; null for keys no guide keeps (a home without bedrooms). */
function kindOfKey(key: Pick<StaleKey, 'propertyType' | 'propertyCategory' | 'bedrooms'>): ComparableKind | null {
  const kind = comparableKind({ propertyType: key.propertyType, propertyCategory: key.propertyCategory, bedrooms: key.bedrooms < 0 ? null : key.bedrooms });
  return kind && (kind.bedrooms ?? -1) === key.bedrooms ? kind : null;
}

async function readRegionMarket(db: Db, kind: ComparableKind, places: string[]): Promise<MarketRow[]> {
  const result = (await db.execute(marketQuery(kind, places, null, SAMPLE_SIZE))) as unknown as {
    rows: { user_id: string; location: string | null; price_sll: string | null; price_usd: string | null }[];
  };
  return result.rows.map((r) => ({ listerId: r.user_id, location: r.location, priceSLL: r.price_sll, priceUSD: r.price_usd }));
}

const amount = (n: number | null) => (n === null ? null : n.toFixed(2));

/** Recomputes the figures of some stale keys: their places, districts and regions, for `month`. */
async function refreshKeys(db: Db, keys: StaleKey[], rate: ExchangeRate, month: string, now: Date): Promise<void> {
  // One read of the region's market per kind and region serves every stale place of it, its districts and the region.
  const groups = new Map<string, { kind: ComparableKind; key: StaleKey; places: Set<string> }>();
  for (const key of keys) {
    const kind = kindOfKey(key);
    const place = PLACES.find((p) => p.name === key.location);
    if (!kind || !place) continue;
    const groupKey = JSON.stringify([place.region, key.propertyType, key.propertyCategory, key.bedrooms]);
    const group = groups.get(groupKey) ?? { kind, key, places: new Set<string>() };
    group.places.add(place.name);
    groups.set(groupKey, group);
  }
  for (const { kind, key, places } of groups.values()) {
    const [first] = places;
    const regionPlaces = regionPlaceNames(PLACES.find((p) => p.name === first)!);
    const rows = await readRegionMarket(db, kind, regionPlaces);
    const areas = new Map<string, MarketRow[]>();
    for (const placeName of places) {
      for (const area of areasOfPlace(placeName)) {
        if (areas.has(area.key)) continue;
        const inArea = area.kind === 'region' ? rows
          : rows.filter((r) => areasOfPlace(r.location ?? '').some((a) => a.key === area.key));
        areas.set(area.key, inArea);
      }
    }
    const values = [...areas].map(([area, inArea]) => {
      const figure = figureOf(inArea, rate);
      return {
        area, propertyType: key.propertyType, propertyCategory: key.propertyCategory, bedrooms: key.bedrooms, month,
        listings: figure.listings, medianSLL: amount(figure.median), lowSLL: amount(figure.low), highSLL: amount(figure.high),
        sllPerUsd: String(rate.sllPerUsd), refreshedAt: now,
      };
    });
    if (values.length === 0) continue;
    await db.insert(priceGuideMonths).values(values).onConflictDoUpdate({
      target: [priceGuideMonths.area, priceGuideMonths.propertyType, priceGuideMonths.propertyCategory, priceGuideMonths.bedrooms, priceGuideMonths.month],
      set: {
        listings: sql`excluded.listings`, medianSLL: sql`excluded.median_sll`, lowSLL: sql`excluded.low_sll`,
        highSLL: sql`excluded.high_sll`, sllPerUsd: sql`excluded.sll_per_usd`, refreshedAt: sql`excluded.refreshed_at`,
      },
    });
  }
}

/**
 * A new month: every place and kind that had listings last month but has no row yet this month is marked stale,
 * so each month has its own snapshot even where nothing changed. Reads last month's rows only (the month index).
 */
async function markNewMonth(db: Db, month: string): Promise<void> {
  await db.execute(sql`
    insert into price_guide_stale (location, property_type, property_category, bedrooms)
    select substr(prev.area, 7), prev.property_type, prev.property_category, prev.bedrooms
    from price_guide_months prev
    where prev.month = ${monthsBefore(month, 1)} and prev.area like 'place:%' and prev.listings > 0
      and not exists (
        select 1 from price_guide_months cur
        where cur.area = prev.area and cur.property_type = prev.property_type and cur.property_category = prev.property_category
          and cur.bedrooms = prev.bedrooms and cur.month = ${month})
    on conflict do nothing`);
}

/**
 * Moves the listing generation, as the triggers of listing writes do (migrations 0011 and 0014), in the transaction
 * that rewrote figures: the guides' cached answers (priceGuideCache, keyed by it) are then never older than the rows.
 */
async function bumpListingGeneration(db: Db): Promise<void> {
  await db.execute(sql`update listing_generation set value = value + 1 where id = 1`);
  await db.execute(sql`select pg_notify('salone_listing_generation', '') where current_setting('salone.generation_notify', true) = 'on'`);
}

/** One turn of the job: answers how many stale keys it refreshed. */
export async function refreshPriceGuides(db: Db, now = new Date()): Promise<number> {
  const month = monthOf(now);
  await markNewMonth(db, month);
  const rate = await findCurrentRate(db);
  const started = Date.now();
  let refreshed = 0;
  while (Date.now() - started < TURN_BUDGET_MS) {
    const taken = await db.transaction(async (tx) => {
      const keys = await takeStaleKeys(asDb(tx), KEYS_PER_BATCH);
      if (keys.length) {
        await refreshKeys(asDb(tx), keys, rate, month, now);
        await bumpListingGeneration(asDb(tx));
      }
      return keys.length;
    });
    refreshed += taken;
    if (taken < KEYS_PER_BATCH) break;
  }
  return refreshed;
}

/** Turns until nothing is stale (the seed, after bulk inserts): answers how many keys it refreshed. */
export async function refreshAllPriceGuides(db: Db, now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const refreshed = await refreshPriceGuides(db, now);
    total += refreshed;
    if (refreshed === 0) return total;
  }
}

/** Every minute, one server a turn: a changed listing moves its guide within about a minute. */
export const PRICE_GUIDES_EVERY_MS = 60_000;
