// Price guides (issue 33, decision 0024): the areas a guide is kept for and how they are named in addresses and
// sentences. Pure, shared by the server (which keeps and reads the figures) and the web pages (which link to them).
import { DISTRICTS, PLACES, REGIONS, type RegionKey } from './places.js';

/** A figure from fewer live listings than this is not shown: one or two listings are anecdotes, not a market. */
export const MIN_GUIDE_LISTINGS = 5;
/** Months of history a guide shows, this month included. */
export const GUIDE_MONTHS = 12;

export type AreaKind = 'place' | 'district' | 'region';

export interface GuideArea {
  kind: AreaKind;
  /** The name as stored: a place's name, a district's name, a region's key. */
  name: string;
  /** How people read it: "Lumley", "Kono District", "Freetown (all areas)". */
  label: string;
  /** The guide's address: /prices/<slug>. */
  slug: string;
  /** The stored key: 'place:Lumley', 'district:Kono', 'region:Freetown'. */
  key: string;
  /** The region it is in (itself for a region). */
  region: RegionKey;
}

const slugify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

const REGION_SLUGS: Record<RegionKey, string> = {
  Freetown: 'freetown', Peninsular: 'peninsula', 'Northern Province': 'northern-province',
  'North West Province': 'north-west-province', 'Southern Province': 'southern-province', 'Eastern Province': 'eastern-province',
};

/** Districts outside the Western Area: the two Western Area districts are their regions. */
const PROVINCE_DISTRICTS = Object.keys(DISTRICTS).filter((d) => !d.startsWith('Western Area'));

export const GUIDE_AREAS: readonly GuideArea[] = [
  ...REGIONS.map((r): GuideArea => ({
    kind: 'region', name: r.key, region: r.key, key: `region:${r.key}`, slug: REGION_SLUGS[r.key],
    label: r.key === 'Freetown' ? 'Freetown (all areas)' : r.key === 'Peninsular' ? 'the Peninsula (all villages)' : r.label,
  })),
  ...PROVINCE_DISTRICTS.map((d): GuideArea => ({
    kind: 'district', name: d, region: DISTRICTS[d]!, key: `district:${d}`, slug: `${slugify(d)}-district`, label: `${d} District`,
  })),
  // The place "Freetown" is the city centre; "freetown" is the whole city (as the search's location filter reads it).
  ...PLACES.map((p): GuideArea => ({
    kind: 'place', name: p.name, region: p.region, key: `place:${p.name}`,
    slug: p.name === 'Freetown' ? 'freetown-city-centre' : slugify(p.name),
    label: p.name === 'Freetown' ? 'Freetown city centre' : p.name,
  })),
];

export const guideAreaBySlug = (slug: string): GuideArea | undefined => GUIDE_AREAS.find((a) => a.slug === slug);
export const guideAreaByKey = (key: string): GuideArea | undefined => GUIDE_AREAS.find((a) => a.key === key);

/** The guide of a place: /prices/lumley. */
export function guidePathOfPlace(placeName: string): string | undefined {
  const area = guideAreaByKey(`place:${placeName}`);
  return area ? `/prices/${area.slug}` : undefined;
}

/** The areas a place's listings count in: the place, its district (outside the Western Area) and its region. */
export function areasOfPlace(placeName: string): GuideArea[] {
  const place = PLACES.find((p) => p.name === placeName);
  if (!place) return [];
  return [`place:${place.name}`, `district:${place.district}`, `region:${place.region}`]
    .map(guideAreaByKey).filter((a): a is GuideArea => a !== undefined);
}

/** The first day of the month (UTC) of a date, as the snapshots key it: '2026-11-01'. */
export function monthOf(day: Date): string {
  return `${day.getUTCFullYear()}-${String(day.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

/** The month `n` months before `month` ('2026-11-01', 2 → '2026-09-01'). */
export function monthsBefore(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  return monthOf(new Date(Date.UTC(y!, m! - 1 - n, 1)));
}

/** The last GUIDE_MONTHS months, oldest first, ending with `month`. */
export function guideMonths(month: string): string[] {
  return Array.from({ length: GUIDE_MONTHS }, (_, i) => monthsBefore(month, GUIDE_MONTHS - 1 - i));
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Nov 2026' from '2026-11-01'. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return `${MONTH_NAMES[m! - 1]} ${y}`;
}
