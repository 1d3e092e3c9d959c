import { describe, expect, it } from 'vitest';
import { describeFilters, searchHref, suggestedName } from './describe-filters';

describe('describeFilters', () => {
  it('reads the filters in a line, prices in the chosen currency', () => {
    expect(describeFilters({ location: 'Lumley', propertyType: 'rent', bedrooms: 2, maxPriceUsd: 1000 })).toBe('Lumley · For rent · 2+ bedrooms · up to $1,000');
    expect(describeFilters({ currency: 'SLL', minPriceSll: 5000, maxPriceSll: 9000, minPriceUsd: 4 })).toBe('Le 5,000 to Le 9,000');
    expect(describeFilters({ q: 'sea view', category: 'land', minSquareFeet: 3500 })).toBe('“sea view” · Land · from 3,500 sq ft');
  });

  it('says "Every listing" without filters', () => {
    expect(describeFilters({})).toBe('Every listing');
  });
});

describe('searchHref and suggestedName', () => {
  it('opens the search again with the same filters', () => {
    expect(searchHref({ location: 'Bo', bedrooms: 3 })).toBe('/search?location=Bo&bedrooms=3');
    expect(searchHref({})).toBe('/search');
  });

  it('suggests a name from the place and the kind', () => {
    expect(suggestedName({ location: 'Lumley', propertyType: 'rent' })).toBe('Lumley rentals');
    expect(suggestedName({})).toBe('My search');
  });
});
