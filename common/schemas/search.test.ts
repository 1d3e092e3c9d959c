import { describe, expect, it } from 'vitest';
import { pageQuerySchema } from './paging.js';
import {
  activePriceBounds, categoriesForFilter, listingListQuerySchema, searchQuerySchema, statsGroupOf,
} from './search.js';

describe('searchQuerySchema', () => {
  it('defaults to the newest 24 and treats blanks and "all" as no filter', () => {
    const q = searchQuerySchema.parse({ location: 'all', propertyType: 'all', bedrooms: '', minPriceUsd: '  ', q: '' });
    expect(q).toMatchObject({ sort: 'newest', limit: 24, offset: 0 });
    expect(q.location).toBeUndefined();
    expect(q.propertyType).toBeUndefined();
    expect(q.bedrooms).toBeUndefined();
    expect(q.minPriceUsd).toBeUndefined();
  });

  it('reads numbers from query text and from numbers', () => {
    expect(searchQuerySchema.parse({ bedrooms: '3', maxPriceUsd: 2500.5, limit: '100', offset: '48' }))
      .toMatchObject({ bedrooms: 3, maxPriceUsd: 2500.5, limit: 100, offset: 48 });
  });

  it.each([
    [{ bedrooms: 'abc' }, 'Bedrooms must be a number'],
    [{ bedrooms: '-1' }, 'Bedrooms cannot be negative'],
    [{ bathrooms: '2.5' }, 'Bathrooms must be a whole number'],
    [{ minPriceSll: '-1' }, 'Minimum price (Le) cannot be negative'],
    [{ limit: '1000' }, 'Limit must be a whole number from 1 to 100'],
    [{ limit: '2.5' }, 'Limit must be a whole number from 1 to 100'],
    [{ minPriceUsd: '10', maxPriceUsd: '5' }, 'Minimum price cannot be above the maximum price'],
  ])('refuses %j', (input, message) => {
    const result = searchQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(message);
  });
});

describe('activePriceBounds', () => {
  const q = searchQuerySchema.parse({ minPriceUsd: '1', maxPriceUsd: '2', minPriceSll: '3', maxPriceSll: '4' });
  it('applies both currencies without a choice, and only the chosen one otherwise', () => {
    expect(activePriceBounds(q)).toEqual({ minUsd: 1, maxUsd: 2, minSll: 3, maxSll: 4 });
    expect(activePriceBounds({ ...q, currency: 'USD' })).toEqual({ minUsd: 1, maxUsd: 2, minSll: undefined, maxSll: undefined });
    expect(activePriceBounds({ ...q, currency: 'SLL' })).toEqual({ minUsd: undefined, maxUsd: undefined, minSll: 3, maxSll: 4 });
  });
});

describe('categories', () => {
  it('groups homes as residential for filters and stats', () => {
    expect(categoriesForFilter('residential').sort()).toEqual(['apartment', 'house', 'residential', 'townhouse']);
    expect(categoriesForFilter('land')).toEqual(['land']);
    expect(['house', 'apartment', 'townhouse', 'residential'].map(statsGroupOf)).toEqual(['residential', 'residential', 'residential', 'residential']);
    expect([statsGroupOf('land'), statsGroupOf('commercial'), statsGroupOf('investment'), statsGroupOf(null), statsGroupOf('castle')])
      .toEqual(['land', 'commercial', 'investment', null, null]);
  });
});

describe('list queries', () => {
  it('page defaults and the listing status choice', () => {
    expect(pageQuerySchema.parse({})).toEqual({ limit: 24, offset: 0 });
    expect(listingListQuerySchema.parse({ status: 'approved' }).status).toBe('approved');
    expect(listingListQuerySchema.safeParse({ status: 'draft' }).success).toBe(false);
  });
});
