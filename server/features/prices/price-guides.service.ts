// Price guide reads (issue 33, decision 0024): stored figures only (the price-guides job keeps them), each answer
// one indexed read of price_guide_months by its primary key's leading columns, whatever the listings table holds.
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { priceGuideMonths } from '../../db/schema.js';
import type { ExchangeRate } from '../../../common/exchange-rate.js';
import { roundApproxUsd } from '../../../common/exchange-rate.js';
import { groupDigits } from '../../../common/format.js';
import { PROPERTY_CATEGORIES } from '../../../common/constants.js';
import { REGIONS } from '../../../common/places.js';
import {
  areasOfPlace, GUIDE_AREAS, guideMonths, MIN_GUIDE_LISTINGS, monthLabel, monthOf, monthsBefore, type GuideArea,
} from '../../../common/price-guides.js';
import type {
  GuideAreaView, GuideKind, GuideMoney, GuideMonth, PriceGuideAnswer, PriceGuideIndexAnswer, PriceGuideLineAnswer,
} from '../../../common/api/price-guides.js';
import type { PriceGuideLineQuery } from '../../../common/schemas/price-guides.js';
import { comparisonLabel } from '../trust/price-market.service.js';

// The job's refresh, for the seed (server/cli/seed-cli.ts), which waits for it rather than leave it to the job.
export { refreshAllPriceGuides } from './price-guide-refresh.js';

type Row = typeof priceGuideMonths.$inferSelect;

const money = (sll: string | null, rate: ExchangeRate): GuideMoney | null =>
  sll === null ? null : { sll: Math.round(Number(sll)), usd: roundApproxUsd(Number(sll) / rate.sllPerUsd) };

/** A month's figures, or only its count when fewer than MIN_GUIDE_LISTINGS listings stand behind them. */
export function presentMonth(month: string, row: Row | undefined, rate: ExchangeRate): GuideMonth {
  const listings = row?.listings ?? 0;
  const shown = listings >= MIN_GUIDE_LISTINGS;
  return {
    month, label: monthLabel(month), listings,
    median: shown ? money(row!.medianSLL, rate) : null,
    low: shown ? money(row!.lowSLL, rate) : null,
    high: shown ? money(row!.highSLL, rate) : null,
  };
}

/** "2-bedroom apartments for rent in Lumley" (price_too_low's words for the same kind). */
export function kindLabel(kind: { propertyType: 'sale' | 'rent'; propertyCategory: string; bedrooms: number }, areaLabel: string): string {
  return comparisonLabel({
    propertyType: kind.propertyType, propertyCategory: kind.propertyCategory, bedrooms: kind.bedrooms < 0 ? null : kind.bedrooms,
    location: null, priceSLL: null, priceUSD: null,
  }, areaLabel);
}

export const leones = (n: number) => `Le ${groupDigits(n)}`;

/** "Le 9,000 to Le 12,000 a month". */
export function rangeText(month: GuideMonth, propertyType: 'sale' | 'rent'): string {
  return `${leones(month.low!.sll)} to ${leones(month.high!.sll)}${propertyType === 'rent' ? ' a month' : ''}`;
}

export function chartUrl(area: GuideArea, kind: { propertyType: string; propertyCategory: string; bedrooms: number }): string {
  return `/api/prices/${area.slug}/chart.svg?type=${kind.propertyType}&category=${kind.propertyCategory}&bedrooms=${kind.bedrooms}`;
}

const kindOrder = (r: Pick<Row, 'propertyType' | 'propertyCategory' | 'bedrooms'>) =>
  [r.propertyType === 'rent' ? 0 : 1, PROPERTY_CATEGORIES.indexOf(r.propertyCategory as never), r.bedrooms];

function compareKinds(a: Pick<Row, 'propertyType' | 'propertyCategory' | 'bedrooms'>, b: typeof a): number {
  const [x, y] = [kindOrder(a), kindOrder(b)];
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return 0;
}

/** The areas among `keys` that have at least one figure shown this month or last (one read of the month index). */
async function areasWithFigures(db: Db, month: string, keys?: string[]): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ area: priceGuideMonths.area })
    .from(priceGuideMonths)
    .where(and(
      gte(priceGuideMonths.month, monthsBefore(month, 1)),
      gte(priceGuideMonths.listings, MIN_GUIDE_LISTINGS),
      keys ? inArray(priceGuideMonths.area, keys) : undefined,
    ));
  return new Set(rows.map((r) => r.area));
}

function describeChart(label: string, history: GuideMonth[], propertyType: 'sale' | 'rent'): string {
  const shown = history.filter((m) => m.median);
  if (shown.length === 0) return `Not enough listings in the last 12 months to show ${label}.`;
  const first = shown[0]!;
  const last = shown.at(-1)!;
  const per = propertyType === 'rent' ? ' a month' : '';
  return `Median asking price of ${label}, month by month: ${leones(first.median!.sll)}${per} in ${first.label}, ${leones(last.median!.sll)}${per} in ${last.label}. The same figures are in the table.`;
}

export async function readPriceGuide(db: Db, area: GuideArea, rate: ExchangeRate, now = new Date()): Promise<PriceGuideAnswer> {
  const month = monthOf(now);
  const months = guideMonths(month);
  const rows = await db
    .select()
    .from(priceGuideMonths)
    .where(and(eq(priceGuideMonths.area, area.key), gte(priceGuideMonths.month, months[0]!)))
    .orderBy(asc(priceGuideMonths.propertyType), asc(priceGuideMonths.propertyCategory), asc(priceGuideMonths.bedrooms), asc(priceGuideMonths.month));

  const byKind = new Map<string, Row[]>();
  for (const row of rows) {
    const key = `${row.propertyType}|${row.propertyCategory}|${row.bedrooms}`;
    byKind.set(key, [...(byKind.get(key) ?? []), row]);
  }
  const kinds: GuideKind[] = [];
  for (const kindRows of [...byKind.values()].sort((a, b) => compareKinds(a[0]!, b[0]!))) {
    if (!kindRows.some((r) => r.listings >= MIN_GUIDE_LISTINGS)) continue; // nothing it could ever show
    const first = kindRows[0]!;
    const history = months.map((m) => presentMonth(m, kindRows.find((r) => r.month === m), rate));
    const newest = kindRows.at(-1)!;
    const label = kindLabel(first, area.label);
    kinds.push({
      propertyType: first.propertyType, propertyCategory: first.propertyCategory, bedrooms: first.bedrooms < 0 ? null : first.bedrooms,
      label, current: presentMonth(newest.month, newest, rate), history,
      chartUrl: chartUrl(area, first), chartDescription: describeChart(label, history, first.propertyType),
    });
  }
  // Figures shown now first, in kind order; the rest keep their history below.
  kinds.sort((a, b) => Number(b.current.median !== null) - Number(a.current.median !== null));
  const refreshed = rows.reduce<Date | null>((latest, r) => (!latest || r.refreshedAt > latest ? r.refreshedAt : latest), null);
  return {
    area: await presentArea(db, area, month), rate: { sllPerUsd: rate.sllPerUsd, date: rate.date },
    refreshedAt: refreshed?.toISOString() ?? null, minListings: MIN_GUIDE_LISTINGS, kinds,
  };
}

/** The bigger area a guide belongs to: a place's district (outside the Western Area) or region; a district's region. */
function parentOf(area: GuideArea): GuideArea | null {
  if (area.kind === 'region') return null;
  const district = area.kind === 'place' ? areasOfPlace(area.name).find((a) => a.kind === 'district') : undefined;
  return district ?? GUIDE_AREAS.find((a) => a.kind === 'region' && a.region === area.region) ?? null;
}

/** The smaller areas in one: a region's districts and places, a district's places. */
function childrenOf(area: GuideArea): GuideArea[] {
  if (area.kind === 'region') return GUIDE_AREAS.filter((a) => a.kind !== 'region' && a.region === area.region);
  if (area.kind === 'district') return GUIDE_AREAS.filter((a) => a.kind === 'place' && parentOf(a) === area);
  return [];
}

async function presentArea(db: Db, area: GuideArea, month: string): Promise<GuideAreaView> {
  const inside = childrenOf(area);
  const withFigures = inside.length ? await areasWithFigures(db, month, inside.map((a) => a.key)) : new Set<string>();
  const parent = parentOf(area);
  return {
    kind: area.kind, label: area.label, slug: area.slug,
    parent: parent ? { label: parent.label, slug: parent.slug } : null,
    children: inside.filter((a) => withFigures.has(a.key)).map((a) => ({ label: a.label, slug: a.slug })),
  };
}

export async function readPriceGuideIndex(db: Db, now = new Date()): Promise<PriceGuideIndexAnswer> {
  const withFigures = await areasWithFigures(db, monthOf(now));
  return {
    regions: REGIONS.map((r) => {
      const region = GUIDE_AREAS.find((a) => a.kind === 'region' && a.region === r.key)!;
      return {
        label: region.label, slug: region.slug, hasFigures: withFigures.has(region.key),
        areas: GUIDE_AREAS.filter((a) => a.region === r.key && a.kind !== 'region' && withFigures.has(a.key))
          .map((a) => ({ label: a.label, slug: a.slug, kind: a.kind })),
      };
    }),
  };
}

/** The 12 months of one kind in an area (for its chart). */
export async function readKindHistory(db: Db, area: GuideArea, kind: { propertyType: 'sale' | 'rent'; propertyCategory: string; bedrooms: number }, rate: ExchangeRate, now = new Date()): Promise<GuideMonth[]> {
  const months = guideMonths(monthOf(now));
  const rows = await db.select().from(priceGuideMonths).where(and(
    eq(priceGuideMonths.area, area.key), eq(priceGuideMonths.propertyType, kind.propertyType),
    eq(priceGuideMonths.propertyCategory, kind.propertyCategory), eq(priceGuideMonths.bedrooms, kind.bedrooms),
    gte(priceGuideMonths.month, months[0]!),
  ));
  return months.map((m) => presentMonth(m, rows.find((r) => r.month === m), rate));
}

/**
 * The listing page's line: the newest figure of the listing's kind in its place, else its district, else its region
 * (the first that has one); null when none has. One primary-key read.
 */
export async function readPriceGuideLine(db: Db, query: PriceGuideLineQuery, rate: ExchangeRate, now = new Date()): Promise<PriceGuideLineAnswer> {
  const withoutBedrooms = ['land', 'investment', 'commercial'].includes(query.category);
  if (!withoutBedrooms && query.bedrooms === undefined) return { line: null };
  const kind = { propertyType: query.type, propertyCategory: query.category, bedrooms: withoutBedrooms ? -1 : query.bedrooms! };
  const areas = areasOfPlace(query.place);
  const month = monthOf(now);
  const rows = await db.select().from(priceGuideMonths).where(and(
    inArray(priceGuideMonths.area, areas.map((a) => a.key)), eq(priceGuideMonths.propertyType, kind.propertyType),
    eq(priceGuideMonths.propertyCategory, kind.propertyCategory), eq(priceGuideMonths.bedrooms, kind.bedrooms),
    gte(priceGuideMonths.month, monthsBefore(month, 1)),
    sql`${priceGuideMonths.listings} >= ${MIN_GUIDE_LISTINGS}`,
  ));
  for (const area of areas) {
    const row = rows.filter((r) => r.area === area.key).sort((a, b) => b.month.localeCompare(a.month))[0];
    if (!row) continue;
    const figure = presentMonth(row.month, row, rate);
    const label = kindLabel(kind, area.label);
    const text = `${label.charAt(0).toUpperCase()}${label.slice(1)}: typically ${rangeText(figure, kind.propertyType)}, ${figure.listings} listings`;
    return { line: { text, href: `/prices/${area.slug}`, listings: figure.listings } };
  }
  return { line: null };
}
