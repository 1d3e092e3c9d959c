// Puts listings on the map (spec section 9): one pin per known place, listings found by their `location`, else
// by a place name in their address; a pin's colour says one listing (green), several (blue) or selected (red).
import { findMapLocation, MAP_LOCATIONS, type MapLocation } from '../../../../common/locations';

export type PinKind = 'house' | 'apartment' | 'land' | 'commercial' | 'other';
export type PinColour = 'green' | 'blue' | 'red';

export interface Placeable {
  id: string;
  location: string | null;
  address: string | null;
  propertyCategory: string | null;
}

export interface LocationGroup<T extends Placeable> {
  /** The place's name: unique, so it doubles as the key. */
  name: string;
  lat: number;
  lng: number;
  kind: PinKind;
  properties: T[];
}

/** The pin type from the category (the map's reading of "type": house, apartment, land, commercial, other). */
export function pinKind(category: string | null | undefined): PinKind {
  switch (category) {
    case 'house':
    case 'townhouse':
    case 'residential':
      return 'house';
    case 'apartment':
      return 'apartment';
    case 'land':
    case 'investment':
      return 'land';
    case 'commercial':
      return 'commercial';
    default:
      return 'other';
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NAME_PATTERNS = MAP_LOCATIONS.map((place) => ({ place, pattern: new RegExp(`(^|[^a-z])${escape(place.name.toLowerCase())}(?=$|[^a-z])`, 'g') }));
const CITY = 'Freetown';

/** Where the name last appears in the text as a whole word ("Bo", not "Bonthe"), or -1. */
function lastWordIndex(text: string, pattern: RegExp): number {
  let at = -1;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    at = m.index + m[1]!.length;
    pattern.lastIndex = at + 1;
  }
  return at;
}

/**
 * The known place a listing is at: its `location` when that is a map place, else a place named in its address.
 * Addresses run from street to town ("Kent Street, Makeni"), so the last place named wins, and the city
 * (Freetown) only when no area of it is named ("Lumley Beach Road, Lumley, Freetown" is Lumley).
 */
export function locateListing(p: Pick<Placeable, 'location' | 'address'>): MapLocation | undefined {
  const direct = findMapLocation(p.location);
  if (direct) return direct;
  const address = p.address?.toLowerCase();
  if (!address) return undefined;
  let best: { place: MapLocation; at: number } | undefined;
  let city: MapLocation | undefined;
  for (const { place, pattern } of NAME_PATTERNS) {
    const at = lastWordIndex(address, pattern);
    if (at < 0) continue;
    if (place.name === CITY) city = place;
    else if (!best || at > best.at) best = { place, at };
  }
  return best?.place ?? city;
}

function commonestKind(kinds: PinKind[]): PinKind {
  const counts = new Map<PinKind, number>();
  for (const k of kinds) counts.set(k, (counts.get(k) ?? 0) + 1);
  let best: PinKind = 'other';
  let most = 0;
  for (const [k, n] of counts) if (n > most) [best, most] = [k, n];
  return best;
}

/** Groups listings by place, in the order of first appearance; listings with no known place are set aside. */
export function groupByLocation<T extends Placeable>(listings: readonly T[]): { groups: LocationGroup<T>[]; unplaced: T[] } {
  const byName = new Map<string, LocationGroup<T>>();
  const unplaced: T[] = [];
  for (const p of listings) {
    const place = locateListing(p);
    if (!place) {
      unplaced.push(p);
      continue;
    }
    const group = byName.get(place.name) ?? { name: place.name, lat: place.lat, lng: place.lng, kind: 'other' as PinKind, properties: [] };
    group.properties.push(p);
    byName.set(place.name, group);
  }
  const groups = [...byName.values()].map((g) => ({ ...g, kind: commonestKind(g.properties.map((p) => pinKind(p.propertyCategory))) }));
  return { groups, unplaced };
}

/** Selected: red; several listings: blue; one listing: green. */
export function pinColour(group: { name: string; properties: readonly unknown[] }, selectedName: string | null): PinColour {
  if (group.name === selectedName) return 'red';
  return group.properties.length > 1 ? 'blue' : 'green';
}

/** What a popup lists (spec: up to 2 listings, then '+N more'). */
export const POPUP_LISTINGS = 2;
export function popupListings<T>(properties: readonly T[]): { shown: T[]; more: number } {
  return { shown: properties.slice(0, POPUP_LISTINGS), more: Math.max(0, properties.length - POPUP_LISTINGS) };
}
