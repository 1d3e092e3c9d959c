import { describe, expect, it } from 'vitest';
import { findMapLocation, MAP_LOCATIONS } from './locations.js';
import { DISTRICTS, districtKey, FILTER_VALUES, locationGroups, PLACE_NAMES, PLACES, placesForFilter } from './places.js';

// The spec's map locations (section 9) stay on the map.
const SPEC_MAP_LOCATIONS = ['Freetown', 'Aberdeen', 'Wellington', 'Kissy', 'Lumley', 'Hill Station', 'Congo Town', 'Cline Town', 'Fourah Bay',
  'Regent', 'Leicester', 'Grafton', 'Waterloo', 'Hastings', 'York', 'Tokeh', 'Kent', 'Bo', 'Kenema', 'Makeni', 'Koidu', 'Port Loko', 'Moyamba', 'Bonthe'];
const DISTRICT_HEADQUARTERS = ['Freetown', 'Waterloo', 'Makeni', 'Magburaka', 'Kabala', 'Bendugu', 'Port Loko', 'Kambia', 'Kamakwie', 'Bo',
  'Mattru Jong', 'Moyamba', 'Pujehun', 'Kenema', 'Kailahun', 'Koidu'];

describe('places', () => {
  it("keep the spec's map locations, every district headquarters and Freetown's neighbourhoods", () => {
    for (const name of [...SPEC_MAP_LOCATIONS, ...DISTRICT_HEADQUARTERS, 'Wilberforce', 'Goderich', 'Murray Town', 'Brookfields', 'Tengbeh Town', 'Calaba Town', 'Juba', 'Lunsar']) {
      expect(PLACE_NAMES).toContain(name);
    }
    expect(Object.keys(DISTRICTS)).toHaveLength(16);
    expect(new Set(PLACE_NAMES).size).toBe(PLACE_NAMES.length);
  });

  it('each have coordinates inside Sierra Leone', () => {
    expect(MAP_LOCATIONS).toHaveLength(PLACES.length);
    for (const l of MAP_LOCATIONS) {
      expect(l.lat, l.name).toBeGreaterThan(6.9);
      expect(l.lat, l.name).toBeLessThan(10);
      expect(l.lng, l.name).toBeGreaterThan(-13.4);
      expect(l.lng, l.name).toBeLessThan(-10.2);
    }
    expect(findMapLocation(' hill station ')).toMatchObject({ name: 'Hill Station' });
    expect(findMapLocation('Peninsular')).toBeUndefined();
  });
});

describe('placesForFilter', () => {
  it('puts the neighbourhoods people search for inside their parent area (issue 29)', () => {
    const freetown = placesForFilter('Freetown');
    for (const name of ['Allen Town', 'Kroo Town', 'Signal Hill', 'Kaningo', 'Cockerill', 'New England', 'Portee']) expect(freetown).toContain(name);
    const peninsula = placesForFilter('Peninsular');
    for (const name of ['Hamilton', 'Kossoh Town', 'Babadorie', 'Bureh Town', 'Tombo']) expect(peninsula).toContain(name);
  });


  it('expands Freetown to its neighbourhoods and Peninsular to the villages', () => {
    const freetown = placesForFilter('Freetown');
    expect(freetown).toEqual(expect.arrayContaining(['Freetown', 'Aberdeen', 'Lumley', 'Kissy', 'Wilberforce', 'Goderich']));
    expect(freetown).not.toContain('Bo');
    expect(freetown).not.toContain('York');
    expect(placesForFilter('Peninsular')).toEqual(expect.arrayContaining(['York', 'Tokeh', 'Waterloo', 'Regent']));
  });

  it('expands a district and a province; a town is itself; unknown is nothing', () => {
    expect(placesForFilter('Kono District')).toEqual(['Koidu']);
    expect(placesForFilter(districtKey('Port Loko')).sort()).toEqual(['Lungi', 'Lunsar', 'Port Loko']);
    expect(placesForFilter('Eastern Province').sort()).toEqual(['Kailahun', 'Kenema', 'Koidu', 'Segbwema']);
    expect(placesForFilter('Bo')).toEqual(['Bo']);
    expect(placesForFilter('Atlantis')).toEqual([]);
  });
});

describe('locationGroups', () => {
  it('groups the search options by region, every option a known filter value', () => {
    const groups = locationGroups(true);
    expect(groups.map((g) => g.label)).toEqual(['Freetown (Western Area Urban)', 'Peninsula (Western Area Rural)', 'Northern Province', 'North West Province', 'Southern Province', 'Eastern Province']);
    const values = groups.flatMap((g) => g.options.map((o) => o.value));
    for (const v of values) expect(FILTER_VALUES).toContain(v);
    for (const v of FILTER_VALUES) expect(values).toContain(v);
    expect(groups[0]!.options[0]).toEqual({ value: 'Freetown', label: 'All of Freetown' });
  });

  it('offers the listing form places only, each once', () => {
    const values = locationGroups(false).flatMap((g) => g.options.map((o) => o.value));
    expect(values.sort()).toEqual([...PLACE_NAMES].sort());
  });
});
