import { describe, expect, it } from 'vitest';
import { categoryLabel, listerName, listingPhotos, listingTypeLabel, placeLabel, quickViewFeatures, roomFacts } from './listing-display';

describe('listing display rules', () => {
  it('labels the listing type, defaulting to sale', () => {
    expect(listingTypeLabel('rent')).toBe('For Rent');
    expect(listingTypeLabel('sale')).toBe('For Sale');
    expect(listingTypeLabel(null)).toBe('For Sale');
  });

  it('labels categories from either vocabulary', () => {
    expect(categoryLabel('investment')).toBe('Investment');
    expect(categoryLabel('townhouse')).toBe('Townhouse');
    expect(categoryLabel('warehouse')).toBe('Warehouse');
    expect(categoryLabel(null)).toBeNull();
  });

  it('names the lister, or "Property Owner"', () => {
    expect(listerName({ user: { firstName: 'Aminata', lastName: 'Conteh' } as never })).toBe('Aminata Conteh');
    expect(listerName({ user: { firstName: '', lastName: null } as never })).toBe('Property Owner');
    expect(listerName({ user: null })).toBe('Property Owner');
  });

  it('prefers the address, then the area', () => {
    expect(placeLabel({ address: '4 Spur Road', location: 'Wilberforce' })).toBe('4 Spur Road');
    expect(placeLabel({ address: ' ', location: 'Bo' })).toBe('Bo');
    expect(placeLabel({ address: '', location: null })).toBe('Sierra Leone');
  });

  it('lists only the known room facts, with singular forms', () => {
    expect(roomFacts({ bedrooms: 1, bathrooms: 2, squareFootage: 12500 })).toEqual(['1 bed', '2 baths', '12,500 sq ft']);
    expect(roomFacts({ bedrooms: null, bathrooms: 0, squareFootage: null })).toEqual([]);
    expect(roomFacts({ bedrooms: null, bathrooms: null, squareFootage: 7000, propertyCategory: 'land' })).toEqual(['2 town lots (7,000 sq ft)']);
  });

  it('falls back to plain image URLs when there are no photo variants', () => {
    expect(listingPhotos({ photos: [], images: ['/a.webp'] })[0]).toMatchObject({ sm: '/a.webp', lg: '/a.webp' });
  });
});

describe('quickViewFeatures', () => {
  it('shows the first 4 with spaces and counts the rest', () => {
    expect(quickViewFeatures(['Parking', 'Pool', 'Central_Air', 'Ocean_Access', 'Generator', 'Borehole'])).toEqual({
      shown: ['Parking', 'Pool', 'Central Air', 'Ocean Access'],
      more: 2,
    });
  });

  it('has nothing more with 4 or fewer', () => {
    expect(quickViewFeatures(['Pool'])).toEqual({ shown: ['Pool'], more: 0 });
    expect(quickViewFeatures([])).toEqual({ shown: [], more: 0 });
  });
});
