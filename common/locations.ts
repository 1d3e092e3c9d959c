// Map coordinates of every place (common/places.ts names them). Only the map and the server load this table;
// the spec's 24 map locations are all here, with the neighbourhoods and district towns added since.
import { PLACE_NAMES } from './places.js';

export interface MapLocation { name: string; lat: number; lng: number }

const COORDINATES: Readonly<Record<string, readonly [number, number]>> = {
  Freetown: [8.4844, -13.2344], Aberdeen: [8.4897, -13.2917], 'Murray Town': [8.4886, -13.2700],
  Wilberforce: [8.4725, -13.2650], 'Hill Station': [8.4653, -13.2561], Lumley: [8.4539, -13.2739],
  Juba: [8.4481, -13.2600], Goderich: [8.4306, -13.2889], Brookfields: [8.4772, -13.2433],
  'Tengbeh Town': [8.4742, -13.2500], 'Congo Town': [8.4722, -13.2619], Kingtom: [8.4911, -13.2514],
  'Tower Hill': [8.4831, -13.2361], 'Cline Town': [8.4869, -13.2111], 'Fourah Bay': [8.4817, -13.2206],
  Kissy: [8.4714, -13.1936], Wellington: [8.4608, -13.1683], 'Calaba Town': [8.4422, -13.1522],
  Leicester: [8.4447, -13.2353],
  // Added for issue 29; approximate centres, good for the map and for "nearest places", not for surveying.
  'Signal Hill': [8.4672, -13.2708], Cockerill: [8.4800, -13.2770], Kaningo: [8.4560, -13.2620], 'Kroo Town': [8.4875, -13.2450],
  'Ascension Town': [8.4850, -13.2530], 'New England': [8.4700, -13.2440], Dworzark: [8.4690, -13.2370],
  'Mountain Cut': [8.4780, -13.2250], 'Foulah Town': [8.4840, -13.2270], 'Ginger Hall': [8.4790, -13.2160],
  Portee: [8.4730, -13.1800], Rokupa: [8.4700, -13.1730], 'Allen Town': [8.4370, -13.1420],
  Hamilton: [8.4080, -13.2790], Babadorie: [8.4190, -13.2840], Gloucester: [8.4470, -13.2290], Bathurst: [8.4330, -13.2150],
  'Kossoh Town': [8.3890, -13.1430], Benguema: [8.3490, -13.0880], Newton: [8.3330, -13.0330], Tombo: [8.2330, -13.0900],
  'Bureh Town': [8.1960, -13.1780],
  Regent: [8.4322, -13.2172], Jui: [8.4103, -13.1339], Grafton: [8.4006, -13.1494], Hastings: [8.3797, -13.1353],
  Waterloo: [8.3389, -13.0708], Lakka: [8.3967, -13.2700], Sussex: [8.3486, -13.2214], York: [8.3239, -13.2039],
  'River Number Two': [8.3144, -13.2142], Tokeh: [8.2828, -13.2114], Kent: [8.1706, -13.1689],
  Makeni: [8.8833, -12.0500], Magburaka: [8.7167, -11.9500], 'Mile 91': [8.4617, -12.2117], Bumbuna: [9.0436, -11.7458],
  Kabala: [9.5833, -11.5500], Bendugu: [9.5667, -11.1667], Falaba: [9.8544, -11.3206],
  'Port Loko': [8.7667, -12.7833], Lunsar: [8.6833, -12.5333], Lungi: [8.6167, -13.2000], Kambia: [9.1167, -12.9167],
  Rokupr: [9.0167, -12.9500], Kamakwie: [9.4967, -12.2406],
  Bo: [7.9647, -11.7383], Moyamba: [8.1606, -12.4333], Bonthe: [7.5264, -12.5050], 'Mattru Jong': [7.6167, -11.8333],
  Pujehun: [7.3500, -11.7167],
  Kenema: [7.8767, -11.1875], Kailahun: [8.2789, -10.5731], Segbwema: [7.9967, -10.9500], Koidu: [8.6439, -10.9714],
};

export const MAP_LOCATIONS: readonly MapLocation[] = PLACE_NAMES.map((name) => {
  const [lat, lng] = COORDINATES[name] ?? [NaN, NaN];
  return { name, lat, lng };
});

export const FREETOWN_DEFAULT_CENTER = { lat: 8.4844, lng: -13.2344 };
export const FREETOWN_DEFAULT_ZOOM = 12;
export const ALL_SL_CENTER = { lat: 8.46, lng: -11.78 };
export const ALL_SL_ZOOM = 8;

export function findMapLocation(name: string | null | undefined): MapLocation | undefined {
  if (!name) return undefined;
  const wanted = name.trim().toLowerCase();
  return MAP_LOCATIONS.find((l) => l.name.toLowerCase() === wanted);
}

/** The places a listing may be in (kept here too for the modules that already read it from this file). */
export const LISTING_LOCATIONS = PLACE_NAMES;

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in kilometres (haversine): close enough at a country's scale. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** The places nearest to a place, nearest first, with their distance; the place itself is left out. */
export function nearestMapLocations(name: string, count: number): Array<MapLocation & { km: number }> {
  const origin = findMapLocation(name);
  if (!origin) return [];
  return MAP_LOCATIONS.filter((l) => l.name !== origin.name)
    .map((l) => ({ ...l, km: distanceKm(origin, l) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, count);
}
