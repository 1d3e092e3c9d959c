import { describe, expect, it } from 'vitest';
import { FILTER_LOCATIONS, findMapLocation, LISTING_LOCATIONS, locationsForFilter, MAP_LOCATIONS } from './locations.js';

describe('locationsForFilter', () => {
  it('expands Freetown to its areas', () => {
    const areas = locationsForFilter('Freetown');
    expect(areas).toEqual(expect.arrayContaining(['Freetown', 'Aberdeen', 'Lumley', 'Hill Station', 'Kissy', 'Wellington', 'Congo Town']));
    expect(areas).not.toContain('York');
    expect(areas).not.toContain('Bo');
  });

  it('expands Peninsular to the peninsula villages', () => {
    expect(locationsForFilter('Peninsular').sort()).toEqual(['Grafton', 'Hastings', 'Kent', 'Regent', 'Tokeh', 'Waterloo', 'York']);
  });

  it('keeps a town outside any region, and an unknown value, as itself', () => {
    expect(locationsForFilter('Bo')).toEqual(['Bo']);
    expect(locationsForFilter('Lumley')).toEqual(['Lumley']);
    expect(locationsForFilter('Atlantis')).toEqual(['Atlantis']);
  });

  it('places every region member on the map, and no area in two regions', () => {
    const members = [...locationsForFilter('Freetown'), ...locationsForFilter('Peninsular')];
    for (const name of members) expect(LISTING_LOCATIONS).toContain(name);
    expect(new Set(members).size).toBe(members.length);
  });

  it('returns a copy the caller may change', () => {
    locationsForFilter('Freetown').push('Bo');
    expect(locationsForFilter('Freetown')).not.toContain('Bo');
  });
});

describe('location lists', () => {
  it("offers 'all', every map location and Peninsular in the filter", () => {
    expect(FILTER_LOCATIONS[0]).toBe('all');
    expect(FILTER_LOCATIONS).toContain('Peninsular');
    for (const l of MAP_LOCATIONS) expect(FILTER_LOCATIONS).toContain(l.name);
    expect(MAP_LOCATIONS).toHaveLength(24);
  });

  it('finds map locations by name, ignoring case and spaces around', () => {
    expect(findMapLocation(' hill station ')).toMatchObject({ name: 'Hill Station' });
    expect(findMapLocation('Peninsular')).toBeUndefined();
    expect(findMapLocation(null)).toBeUndefined();
  });
});
