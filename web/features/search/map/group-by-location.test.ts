import { describe, expect, it } from 'vitest';
import { groupByLocation, locateListing, pinColour, pinKind, popupListings, type Placeable } from './group-by-location';

const listing = (id: string, over: Partial<Placeable> = {}): Placeable => ({ id, location: null, address: null, propertyCategory: 'house', ...over });

describe('locateListing', () => {
  it('uses the location field first, in any case', () => {
    expect(locateListing({ location: 'hill station', address: '1 Main Road, Bo' })?.name).toBe('Hill Station');
  });

  it('falls back to the last place named in the address, as a whole word, the city last of all', () => {
    expect(locateListing({ location: null, address: '12 Lumley Beach Road, Lumley, Freetown' })?.name).toBe('Lumley');
    expect(locateListing({ location: 'Peninsular', address: 'Beach Road, York' })?.name).toBe('York');
    expect(locateListing({ location: null, address: '5 Bo Road, Freetown' })?.name).toBe('Bo');
    expect(locateListing({ location: null, address: 'Wilkinson Road, Freetown' })?.name).toBe('Freetown');
    expect(locateListing({ location: null, address: 'Bonthe Island' })?.name).toBe('Bonthe');
    expect(locateListing({ location: null, address: 'Kent Street, Makeni' })?.name).toBe('Makeni');
  });

  it('finds nothing without a known place', () => {
    expect(locateListing({ location: null, address: 'Plot 7, Boston Lane' })).toBeUndefined();
    expect(locateListing({ location: null, address: null })).toBeUndefined();
  });
});

describe('groupByLocation', () => {
  it('groups by place with the spec coordinates and keeps the unplaced apart', () => {
    const { groups, unplaced } = groupByLocation([
      listing('a', { location: 'Aberdeen' }),
      listing('b', { address: 'Cape Road, Aberdeen', propertyCategory: 'apartment' }),
      listing('c', { address: '3 Main St, Bo', propertyCategory: 'apartment' }),
      listing('d', { address: 'somewhere' }),
    ]);
    expect(groups.map((g) => [g.name, g.properties.map((p) => p.id)])).toEqual([['Aberdeen', ['a', 'b']], ['Bo', ['c']]]);
    expect(groups[0]).toMatchObject({ lat: 8.4897, lng: -13.2917 });
    expect(groups[1]!.kind).toBe('apartment');
    expect(unplaced.map((p) => p.id)).toEqual(['d']);
  });

  it('gives a group the commonest pin type', () => {
    const { groups } = groupByLocation([
      listing('a', { location: 'Kissy', propertyCategory: 'land' }),
      listing('b', { location: 'Kissy', propertyCategory: 'investment' }),
      listing('c', { location: 'Kissy', propertyCategory: 'commercial' }),
    ]);
    expect(groups[0]!.kind).toBe('land');
  });
});

describe('pins', () => {
  it('derives the pin type from the category', () => {
    expect(['house', 'townhouse', 'residential', 'apartment', 'land', 'investment', 'commercial', null, 'castle'].map(pinKind)).toEqual([
      'house', 'house', 'house', 'apartment', 'land', 'land', 'commercial', 'other', 'other',
    ]);
  });

  it('colours one listing green, a group blue and the selected one red', () => {
    expect(pinColour({ name: 'Bo', properties: [1] }, null)).toBe('green');
    expect(pinColour({ name: 'Bo', properties: [1, 2] }, 'Kenema')).toBe('blue');
    expect(pinColour({ name: 'Bo', properties: [1, 2] }, 'Bo')).toBe('red');
    expect(pinColour({ name: 'Bo', properties: [1] }, 'Bo')).toBe('red');
  });

  it('lists up to 2 listings in a popup, then counts the rest', () => {
    expect(popupListings([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2], more: 3 });
    expect(popupListings([1])).toEqual({ shown: [1], more: 0 });
  });
});
