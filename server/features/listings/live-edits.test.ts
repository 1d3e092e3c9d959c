import { describe, expect, it } from 'vitest';
import { columnsOfChanges, splitLiveEdit } from './live-edits.js';
import type { ReviewedListingValues } from '../../../common/schemas/listing.js';

const live: ReviewedListingValues = {
  title: 'Three bedroom hosue in Lumley',
  description: 'A bright three-bedroom house with a generator and a borehole, close to the main road.',
  address: '12 Wilkinson Road, Freetown', location: 'Freetown', propertyType: 'sale', propertyCategory: 'house',
  bedrooms: 3, bathrooms: 2, squareFootage: 1800, features: ['Parking', 'Generator'], images: ['a', 'b'], videos: [],
};

describe('splitLiveEdit', () => {
  it('changes nothing when nothing changed (features in another order too)', () => {
    expect(splitLiveEdit(live, { ...live, features: ['Generator', 'Parking'] })).toEqual({ applyNow: {}, pending: [] });
  });

  it('applies a typo fix and a new photo order at once', () => {
    const next = { ...live, title: 'Three bedroom house in Lumley', images: ['b', 'a'] };
    expect(splitLiveEdit(live, next)).toEqual({ applyNow: { title: next.title, images: ['b', 'a'] }, pending: [] });
  });

  it('sends new photos, a new address, a new category and a rewrite to review', () => {
    const next = {
      ...live, images: ['a', 'c'], address: '4 Main Road, Kissy', propertyCategory: 'land' as const,
      description: 'Completely different text about another kind of property entirely, with new claims.',
    };
    expect(splitLiveEdit(live, next).pending).toEqual(['description', 'address', 'propertyCategory', 'images']);
    expect(splitLiveEdit(live, next).applyNow).toEqual({});
  });

  it('writes only the waiting fields on approval', () => {
    const values = { ...live, address: '4 Main Road, Kissy', title: 'Ignored' };
    expect(columnsOfChanges({ fields: ['address', 'images'], values })).toEqual({ address: '4 Main Road, Kissy' });
  });
});
