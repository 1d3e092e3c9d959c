import { describe, expect, it } from 'vitest';
import { LISTING_TEXT_MESSAGES, listingWriteSchema } from './listing.js';

describe('listingWriteSchema', () => {
  it('accepts a draft that leaves every field out (zod 4 refuses missing keys unless optional)', () => {
    const draft = listingWriteSchema.parse({ status: 'draft' });
    expect(draft).toMatchObject({
      status: 'draft', title: '', address: '', priceUSD: null, priceSLL: null, bedrooms: null, bathrooms: null,
      squareFootage: null, features: [], images: [], videos: [], propertyType: 'sale', priceOnRequest: false,
    });
  });

  const complete = {
    title: 'Three-bedroom house in Lumley',
    description: 'A bright three-bedroom house with a generator and a borehole, close to the main road.',
    location: 'Lumley',
    address: 'A',
    images: ['8d1c7a52-0d7e-4b8e-9d4e-2f1f0c8b1a11'],
  };

  it('submits for review by default and then needs title, description, a photo, location, address and a price', () => {
    const result = listingWriteSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toEqual([
      LISTING_TEXT_MESSAGES.titleRequired, LISTING_TEXT_MESSAGES.descriptionShort, LISTING_TEXT_MESSAGES.photoRequired,
      'Location is required', 'Address is required', "Enter a price in USD or leones, or choose 'Price on request'",
    ]);
    expect(listingWriteSchema.parse({ ...complete, priceOnRequest: true }).status).toBe('pending');
  });

  it('refuses short and shouting texts on submit, and keeps them in a draft', () => {
    const shouting = { ...complete, title: 'HUGE HOUSE FOR SALE', description: complete.description.toUpperCase(), priceOnRequest: true };
    const result = listingWriteSchema.safeParse(shouting);
    expect(result.error!.issues.map((i) => i.message)).toEqual([LISTING_TEXT_MESSAGES.titleShouting, LISTING_TEXT_MESSAGES.descriptionShouting]);
    expect(listingWriteSchema.safeParse({ ...shouting, title: 'HI' }).error!.issues[0]!.message).toBe(LISTING_TEXT_MESSAGES.titleShort);
    expect(listingWriteSchema.safeParse({ ...shouting, status: 'draft', images: [] }).success).toBe(true);
  });

  it('keeps prices as decimal strings and drops repeated features', () => {
    const v = listingWriteSchema.parse({ ...complete, priceUSD: '1,500', priceSLL: 25000.5, features: ['Pool', 'Pool'] });
    expect(v).toMatchObject({ priceUSD: '1500.00', priceSLL: '25000.50', features: ['Pool'] });
  });
});
