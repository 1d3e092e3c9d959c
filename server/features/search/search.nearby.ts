// What an empty neighbourhood search offers instead (issue 29): the place's area and the nearest places with
// listings, each counted under the same filters. Every count is within named places, so it starts from the
// location index (properties_location_idx), and the area's is capped like a search total: no request counts
// the whole table.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { properties } from '../../db/schema.js';
import { isBroadPlace } from '../../../common/address-place.js';
import { LISTING_TOTAL_CAP } from '../../../common/constants.js';
import { nearestMapLocations } from '../../../common/locations.js';
import { resolvePlace } from '../../../common/place-match.js';
import { parentAreaOf, placesForFilter } from '../../../common/places.js';
import { NEARBY_PLACES_SHOWN, type NearbyPlaces } from '../../../common/api/nearby-places.js';
import type { SearchQuery } from '../../../common/schemas/search.js';
import type { ExchangeRate } from '../../../common/exchange-rate.js';
import { findCurrentRate } from '../exchange-rate/exchange-rate.service.js';
import { cappedCountQuery } from '../listings/listings.service.js';
import { searchConditions } from './search.service.js';

// Enough neighbours that a few with listings are usually among them, few enough to count in one small query.
const NEARBY_CANDIDATES = 10;

/** The place a search is for, when it is one specific place ("Wilberforce", "wilberforce", "Wilbaforce"). */
function searchedPlace(q: SearchQuery): string | undefined {
  const value = q.location ? resolvePlace(q.location) ?? q.location : undefined;
  if (!value || isBroadPlace(value)) return undefined;
  return placesForFilter(value).length === 1 ? value : undefined;
}

/** The queries behind the answer, unrun (for EXPLAIN on a seeded large database). */
export function nearbyQueries(db: Db, q: SearchQuery, rate: ExchangeRate, place: string) {
  const otherFilters = searchConditions({ ...q, location: undefined }, rate);
  const area = parentAreaOf(place)!;
  return {
    area,
    candidates: nearestMapLocations(place, NEARBY_CANDIDATES).filter((l) => !isBroadPlace(l.name)),
    areaCount: cappedCountQuery(db, and(otherFilters, inArray(properties.location, placesForFilter(area.value))), LISTING_TOTAL_CAP),
    // Capped too: counted together, ten busy neighbourhoods of a large city read tens of thousands of rows.
    placeCount: (name: string) => cappedCountQuery(db, and(otherFilters, eq(properties.location, name)), LISTING_TOTAL_CAP),
  };
}

export async function findNearbyPlaces(db: Db, q: SearchQuery): Promise<NearbyPlaces> {
  const place = searchedPlace(q);
  if (!place) return { place: null, area: null, nearby: [] };
  const queries = nearbyQueries(db, q, await findCurrentRate(db), place);
  const areaCount = queries.areaCount.then(([row]) => row?.total ?? 0);
  // Nearest first, stopping at the third place with listings: usually three small counts.
  const nearby: NearbyPlaces['nearby'] = [];
  for (const candidate of queries.candidates) {
    if (nearby.length === NEARBY_PLACES_SHOWN) break;
    const [row] = await queries.placeCount(candidate.name);
    const count = row?.total ?? 0;
    if (count > 0) nearby.push({ value: candidate.name, label: candidate.name, count, distanceKm: Math.round(candidate.km * 10) / 10 });
  }
  const area = await areaCount;
  return { place, area: area > 0 ? { ...queries.area, count: area } : null, nearby };
}
