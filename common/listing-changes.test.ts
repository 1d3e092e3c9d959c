import { describe, expect, it } from 'vitest';
import { changedFieldLabels, holdsPrice, proposedPrice, proposedValues } from './listing-changes.js';
import type { PendingListingChangesView } from './api/listings.js';
import type { PendingListingChanges, ReviewedListingValues } from './schemas/listing.js';

const reviewed: ReviewedListingValues = {
  title: 'Two bedroom flat', description: 'A flat.', address: '3 Cape Road', location: 'Aberdeen', propertyType: 'rent',
  propertyCategory: 'apartment', bedrooms: 2, bathrooms: 1, squareFootage: null, features: [], images: [], videos: [],
};
const live = { priceUSD: '900.00', priceSLL: null, priceOnRequest: false };

describe('a held price in a live listing\'s proposal', () => {
  it('is the proposal\'s price only when a price field waits', () => {
    const held: PendingListingChanges = { fields: ['priceUSD'], values: { ...reviewed, priceUSD: '90.00', priceSLL: null, priceOnRequest: false } };
    expect(holdsPrice(held)).toBe(true);
    expect(proposedPrice(live, held)).toEqual({ priceUSD: '90.00', priceSLL: null, priceOnRequest: false });
    const other: PendingListingChanges = { fields: ['address'], values: { ...reviewed, priceUSD: '90.00' } };
    expect(holdsPrice(other)).toBe(false);
    expect(proposedPrice(live, other)).toEqual(live);
    // A proposal stored before prices could wait has no price in its values.
    expect(proposedPrice(live, { fields: ['address'], values: reviewed })).toEqual(live);
    expect(proposedPrice(live, null)).toEqual(live);
  });

  it('is named and shown as money to the admin', () => {
    expect(changedFieldLabels(['priceUSD', 'priceSLL', 'priceOnRequest'])).toEqual(['Price (USD)', 'Price (leones)', 'Price on request']);
    const view = { fields: ['priceUSD', 'priceSLL', 'priceOnRequest'], priceUSD: '1500.00', priceSLL: '34000.00', priceOnRequest: false } as unknown as PendingListingChangesView;
    expect(proposedValues(view).map((v) => v.value)).toEqual(['$1,500', 'Le 34,000', 'No']);
  });
});
