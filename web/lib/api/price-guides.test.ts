import { describe, expect, it } from 'vitest';
import { guideLineQuery } from './price-guides';

describe('guideLineQuery', () => {
  it('asks for the listing\'s place and kind', () => {
    expect(guideLineQuery({ location: 'Murray Town', propertyType: 'rent', propertyCategory: 'apartment', bedrooms: 2 }))
      .toBe('place=Murray+Town&type=rent&category=apartment&bedrooms=2');
    expect(guideLineQuery({ location: 'Waterloo', propertyType: 'sale', propertyCategory: 'land', bedrooms: null }))
      .toBe('place=Waterloo&type=sale&category=land');
  });
  it('asks nothing for a listing without a place or category', () => {
    expect(guideLineQuery({ location: null, propertyType: 'rent', propertyCategory: 'apartment', bedrooms: 2 })).toBeNull();
    expect(guideLineQuery({ location: 'Lumley', propertyType: 'rent', propertyCategory: null, bedrooms: 2 })).toBeNull();
  });
});
