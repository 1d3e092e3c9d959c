import { describe, expect, it } from 'vitest';
import {
  activeFilterCount, clearedFilters, DEFAULT_FILTERS, filtersToSearch, normaliseLocation, parseFilters, parseView, parseWholeNumber,
  filterChips, rangeErrors, toApiQuery, withCurrency,
} from './search-filters.js';

describe('parseWholeNumber (spec: prices parse to whole numbers; empty clears)', () => {
  it('reads digits with separators and drops fractions', () => {
    expect(parseWholeNumber('1,500,000')).toBe(1500000);
    expect(parseWholeNumber(' 250 000 ')).toBe(250000);
    expect(parseWholeNumber('99.9')).toBe(99);
    expect(parseWholeNumber('0')).toBe(0);
  });

  it('clears on empty or nonsense', () => {
    expect(parseWholeNumber('')).toBeUndefined();
    expect(parseWholeNumber(null)).toBeUndefined();
    expect(parseWholeNumber('abc')).toBeUndefined();
    expect(parseWholeNumber('-5')).toBeUndefined();
    expect(parseWholeNumber('1e9')).toBeUndefined();
  });
});

describe('locations', () => {
  it("treats 'all' as no filter and spells known places as the list does", () => {
    expect(normaliseLocation('all')).toBeUndefined();
    expect(normaliseLocation('')).toBeUndefined();
    expect(normaliseLocation('lumley')).toBe('Lumley');
    expect(normaliseLocation('peninsular')).toBe('Peninsular');
    expect(normaliseLocation('Wilkinson Road')).toBe('Wilkinson Road');
  });

  it('resolves a misspelt or alternative town name to the place', () => {
    expect(normaliseLocation('Freetwon')).toBe('Freetown');
    expect(normaliseLocation('Sefadu')).toBe('Koidu');
    expect(parseFilters('location=portloko').location).toBe('Port Loko');
  });
});

describe('URL round trip', () => {
  it('reads what it writes, leaving defaults out', () => {
    const filters = { ...DEFAULT_FILTERS, location: 'Bo', propertyType: 'rent' as const, bedrooms: 3, currency: 'SLL' as const, maxPriceSll: 5000000, q: 'borehole' };
    const search = filtersToSearch(filters, 'map');
    expect(search).toBe('q=borehole&location=Bo&propertyType=rent&currency=SLL&maxPriceSll=5000000&bedrooms=3&view=map');
    expect(parseFilters(search)).toEqual(filters);
    expect(parseView(search)).toBe('map');
    expect(filtersToSearch(DEFAULT_FILTERS)).toBe('');
  });

  it('ignores junk and clamps to what the server accepts', () => {
    const f = parseFilters('propertyType=lease&currency=EUR&bedrooms=abc&sort=cheap&category=castle&minPriceUsd=99999999999999&location=all');
    expect(f).toEqual({ ...DEFAULT_FILTERS, minPriceUsd: 1_000_000_000_000 });
    expect(parseView('view=list')).toBe('grid');
  });
});

describe('active filter count', () => {
  it('ignores currency and sort', () => {
    expect(activeFilterCount({ ...DEFAULT_FILTERS, currency: 'SLL', sort: 'price_desc' })).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, location: 'Bo', bedrooms: 2, minPriceUsd: 100 })).toBe(3);
  });

  it("counts only the shown currency's price boxes", () => {
    expect(activeFilterCount({ ...DEFAULT_FILTERS, currency: 'SLL', minPriceUsd: 100, maxPriceSll: 9 })).toBe(1);
  });
});

describe('currency switching and clearing', () => {
  it('drops the old price bounds when the currency changes', () => {
    const f = withCurrency({ ...DEFAULT_FILTERS, minPriceUsd: 100, maxPriceUsd: 900, bedrooms: 2 }, 'SLL');
    expect(f).toEqual({ ...DEFAULT_FILTERS, currency: 'SLL', bedrooms: 2 });
  });

  it('clears filters but keeps currency and sort', () => {
    expect(clearedFilters({ currency: 'SLL', sort: 'price_asc', location: 'Bo', bedrooms: 1 })).toEqual({ currency: 'SLL', sort: 'price_asc' });
  });
});

describe('toApiQuery', () => {
  it('sends the currency with only its own bounds, and never swaps a reversed range', () => {
    expect(toApiQuery({ ...DEFAULT_FILTERS, minPriceUsd: 900, maxPriceUsd: 100, minPriceSll: 5, location: 'Freetown' })).toEqual({
      location: 'Freetown', currency: 'USD', minPriceUsd: 900, maxPriceUsd: 100, sort: 'newest',
    });
    expect(toApiQuery({ ...DEFAULT_FILTERS, currency: 'SLL', maxPriceSll: 7, minSquareFeet: 50, maxSquareFeet: 10 })).toEqual({
      currency: 'SLL', maxPriceSll: 7, minSquareFeet: 50, maxSquareFeet: 10, sort: 'newest',
    });
  });
});

describe('rangeErrors', () => {
  it('says when the minimum is above the maximum, for the shown currency and for size', () => {
    expect(rangeErrors({ ...DEFAULT_FILTERS, minPriceUsd: 900, maxPriceUsd: 100 })).toEqual({ price: 'Minimum price cannot be above the maximum price' });
    expect(rangeErrors({ ...DEFAULT_FILTERS, currency: 'SLL', minPriceUsd: 900, maxPriceUsd: 100 })).toEqual({});
    expect(rangeErrors({ ...DEFAULT_FILTERS, minSquareFeet: 50, maxSquareFeet: 10 })).toEqual({ squareFeet: 'Minimum square feet cannot be above the maximum' });
    expect(rangeErrors({ ...DEFAULT_FILTERS, minPriceUsd: 100, maxPriceUsd: 100 })).toEqual({});
  });
});

describe('filterChips', () => {
  it('lists each filter that is on, with the filters left when it is removed', () => {
    const f = { ...DEFAULT_FILTERS, location: 'Freetown', propertyType: 'rent' as const, maxPriceUsd: 1000, bedrooms: 2 };
    const chips = filterChips(f);
    expect(chips.map((c) => c.label)).toEqual(['Freetown (all areas)', 'For Rent', 'Up to $1,000', '2+ bedrooms']);
    expect(chips[2]!.without).toEqual({ ...DEFAULT_FILTERS, location: 'Freetown', propertyType: 'rent', bedrooms: 2 });
    expect(filterChips({ ...DEFAULT_FILTERS, currency: 'SLL', minPriceSll: 5000, maxPriceSll: 9000, minPriceUsd: 3 })[0]!.label).toBe('Le 5,000 – Le 9,000');
    expect(filterChips(DEFAULT_FILTERS)).toEqual([]);
  });
});

describe('the "Documents seen" filter (issue 32)', () => {
  it('round-trips through the URL, counts as a filter, goes to the API as documentsSeen=true and has a chip', () => {
    const f = parseFilters('documentsSeen=true&location=Freetown');
    expect(f.documentsSeen).toBe(true);
    expect(filtersToSearch(f)).toBe('location=Freetown&documentsSeen=true');
    expect(activeFilterCount(f)).toBe(2);
    expect(toApiQuery(f)).toMatchObject({ documentsSeen: 'true' });
    const chip = filterChips(f).find((c) => c.key === 'documentsSeen');
    expect(chip?.label).toBe('Documents seen');
    expect(chip?.without.documentsSeen).toBeUndefined();
    expect(parseFilters('documentsSeen=yes').documentsSeen).toBeUndefined();
    expect(toApiQuery(parseFilters('')).documentsSeen).toBeUndefined();
  });
});
