import { describe, expect, it } from 'vitest';
import { listingWriteSchema } from './property.js';

describe('listingWriteSchema', () => {
  it('accepts a draft that leaves every field out (zod 4 refuses missing keys unless optional)', () => {
    const draft = listingWriteSchema.parse({ status: 'draft' });
    expect(draft).toMatchObject({
      status: 'draft', title: '', address: '', priceUSD: null, priceSLL: null, bedrooms: null, bathrooms: null,
      squareFootage: null, features: [], images: [], videos: [], propertyType: 'sale', priceOnRequest: false,
    });
  });

  it('submits for review by default and then needs title, location, address and a price or price on request', () => {
    const result = listingWriteSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toEqual([
      'Title is required', 'Location is required', 'Address is required', "Enter a price in USD or leones, or choose 'Price on request'",
    ]);
    expect(listingWriteSchema.parse({ title: 'T', location: 'Wilberforce', address: 'A', priceOnRequest: true }).status).toBe('pending');
  });

  it('keeps prices as decimal strings and drops repeated features', () => {
    const v = listingWriteSchema.parse({ title: 'T', location: 'Bo', address: 'A', priceUSD: '1,500', priceSLL: 25000.5, features: ['Pool', 'Pool'] });
    expect(v).toMatchObject({ priceUSD: '1500.00', priceSLL: '25000.50', features: ['Pool'] });
  });
});
