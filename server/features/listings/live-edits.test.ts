import { describe, expect, it } from 'vitest';
import { changedPriceFields, columnsOfChanges, holdFlaggedParts, splitLiveEdit } from './live-edits.js';
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

describe('holding the flagged parts of a live edit', () => {
  const livePrice = { priceUSD: '150000.00', priceSLL: null, priceOnRequest: false };

  it('names the price fields that change, comparing amounts as numbers', () => {
    expect(changedPriceFields(livePrice, { ...livePrice, priceUSD: '150000' })).toEqual([]);
    expect(changedPriceFields(livePrice, { ...livePrice, priceUSD: '1500.00' })).toEqual(['priceUSD']);
    expect(changedPriceFields({ priceUSD: null, priceSLL: null, priceOnRequest: true }, { ...livePrice, priceSLL: '900.00' }))
      .toEqual(['priceUSD', 'priceSLL', 'priceOnRequest']);
  });

  it('keeps an unflagged edit as it was: the price and a typo fix go live', () => {
    const split = splitLiveEdit(live, { ...live, title: 'Three bedroom house in Lumley' });
    expect(holdFlaggedParts(split, { price: false, text: false }, ['priceUSD'])).toEqual(split);
  });

  it('moves a flagged small fix and a flagged price to review, leaving a photo order live', () => {
    const next = { ...live, description: `${live.description} Fee 50k`, images: ['b', 'a'] };
    const split = splitLiveEdit(live, next);
    expect(split.applyNow).toEqual({ description: next.description, images: ['b', 'a'] });
    expect(holdFlaggedParts(split, { price: false, text: true }, ['priceUSD'])).toEqual({ applyNow: { images: ['b', 'a'] }, pending: ['description'] });
    expect(holdFlaggedParts(split, { price: true, text: false }, ['priceUSD'])).toEqual({ applyNow: split.applyNow, pending: ['priceUSD'] });
  });

  it('writes a held price on approval', () => {
    const values = { ...live, priceUSD: '1500.00', priceSLL: null, priceOnRequest: false };
    expect(columnsOfChanges({ fields: ['priceUSD'], values })).toEqual({ priceUSD: '1500.00' });
  });
});
