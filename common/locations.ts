// Places the marketplace knows, with map coordinates. Freetown areas and the peninsula villages form regions
// so that searching "Freetown" also finds Lumley and Aberdeen, and "Peninsular" finds the beach villages.

export interface MapLocation { name: string; lat: number; lng: number }

export const MAP_LOCATIONS: readonly MapLocation[] = [
  { name: 'Freetown', lat: 8.4844, lng: -13.2344 },
  { name: 'Aberdeen', lat: 8.4897, lng: -13.2917 },
  { name: 'Wellington', lat: 8.4608, lng: -13.1683 },
  { name: 'Kissy', lat: 8.4714, lng: -13.1936 },
  { name: 'Lumley', lat: 8.4539, lng: -13.2739 },
  { name: 'Hill Station', lat: 8.4653, lng: -13.2561 },
  { name: 'Congo Town', lat: 8.4722, lng: -13.2619 },
  { name: 'Cline Town', lat: 8.4869, lng: -13.2111 },
  { name: 'Fourah Bay', lat: 8.4817, lng: -13.2206 },
  { name: 'Regent', lat: 8.4322, lng: -13.2172 },
  { name: 'Leicester', lat: 8.4447, lng: -13.2353 },
  { name: 'Grafton', lat: 8.4006, lng: -13.1494 },
  { name: 'Waterloo', lat: 8.3389, lng: -13.0708 },
  { name: 'Hastings', lat: 8.3797, lng: -13.1353 },
  { name: 'York', lat: 8.3239, lng: -13.2039 },
  { name: 'Tokeh', lat: 8.2828, lng: -13.2114 },
  { name: 'Kent', lat: 8.1706, lng: -13.1689 },
  { name: 'Bo', lat: 7.9647, lng: -11.7383 },
  { name: 'Kenema', lat: 7.8767, lng: -11.1875 },
  { name: 'Makeni', lat: 8.8833, lng: -12.0500 },
  { name: 'Koidu', lat: 8.6439, lng: -10.9714 },
  { name: 'Port Loko', lat: 8.7667, lng: -12.7833 },
  { name: 'Moyamba', lat: 8.1606, lng: -12.4333 },
  { name: 'Bonthe', lat: 7.5264, lng: -12.5050 },
];

export const LISTING_LOCATIONS = MAP_LOCATIONS.map((l) => l.name);

export const FREETOWN_DEFAULT_CENTER = { lat: 8.4844, lng: -13.2344 };
export const FREETOWN_DEFAULT_ZOOM = 12;
export const ALL_SL_CENTER = { lat: 8.46, lng: -11.78 };
export const ALL_SL_ZOOM = 8;

const REGIONS: Record<string, readonly string[]> = {
  Freetown: ['Freetown', 'Aberdeen', 'Wellington', 'Kissy', 'Lumley', 'Hill Station', 'Congo Town', 'Cline Town', 'Fourah Bay', 'Leicester'],
  Peninsular: ['York', 'Tokeh', 'Kent', 'Hastings', 'Waterloo', 'Grafton', 'Regent'],
};

/** Options of the search filter's location list: 'all' (no filter), every map location, and Peninsular. */
export const FILTER_LOCATIONS = ['all', ...LISTING_LOCATIONS, 'Peninsular'] as const;

/** The listing locations a filter value covers. An unknown value matches itself only. */
export function locationsForFilter(value: string): string[] {
  const region = REGIONS[value];
  return region ? [...region] : [value];
}

export function findMapLocation(name: string | null | undefined): MapLocation | undefined {
  if (!name) return undefined;
  const wanted = name.trim().toLowerCase();
  return MAP_LOCATIONS.find((l) => l.name.toLowerCase() === wanted);
}
