import { describe, expect, it } from 'vitest';
import type { Listing } from '../../../../../common/api/listings';
import { emptyTextFor, listingsForTab, matchesSearch } from './listing-tabs';

const listing = (over: Partial<Listing>): Listing => ({
  id: 'x', userId: 'u', title: 'Sea view house', address: '12 Lumley Beach Road', location: 'Lumley', status: 'approved', isArchived: false,
  ...over,
} as Listing);

describe('my-properties tabs', () => {
  const open = [listing({ id: 'a' }), listing({ id: 'p', status: 'pending' }), listing({ id: 'r', status: 'rejected' }), listing({ id: 'd', status: 'draft' })];
  const archived = [listing({ id: 'z', isArchived: true })];

  it('puts each listing under its tab; All is everything not archived', () => {
    expect(listingsForTab('all', open, archived).map((l) => l.id)).toEqual(['a', 'p', 'r', 'd']);
    expect(listingsForTab('active', open, archived).map((l) => l.id)).toEqual(['a']);
    expect(listingsForTab('drafts', open, archived).map((l) => l.id)).toEqual(['d']);
    expect(listingsForTab('archived', open, archived).map((l) => l.id)).toEqual(['z']);
  });

  it('searches the title and the address, ignoring case', () => {
    expect(matchesSearch(listing({}), 'SEA VIEW')).toBe(true);
    expect(matchesSearch(listing({}), 'beach road')).toBe(true);
    expect(matchesSearch(listing({}), 'Kenema')).toBe(false);
    expect(matchesSearch(listing({}), '  ')).toBe(true);
  });

  it('uses the spec texts for empty states', () => {
    expect(emptyTextFor('all', false, false).title).toBe('No properties yet');
    expect(emptyTextFor('pending', false, true).title).toBe('No pending properties');
    expect(emptyTextFor('active', false, true).title).toBe('No active properties');
    expect(emptyTextFor('archived', false, true).title).toBe('No archived properties');
    expect(emptyTextFor('rejected', true, true).title).toBe('No properties found');
  });
});
