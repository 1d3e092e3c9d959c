import { describe, expect, it } from 'vitest';
import { FEATURES, TOWN_LOT_SQUARE_FEET } from './constants.js';
import { featureLabel } from './format.js';
import { sizeText, squareFeetToTownLots, townLotsToSquareFeet } from './land-size.js';

describe('town lots', () => {
  it('are 50 × 70 ft', () => {
    expect(TOWN_LOT_SQUARE_FEET).toBe(3500);
    expect(townLotsToSquareFeet(2)).toBe(7000);
    expect(townLotsToSquareFeet(0.5)).toBe(1750);
    expect(squareFeetToTownLots(5250)).toBe(1.5);
  });

  it('show on land as lots with the square feet beside them, and not on houses', () => {
    expect(sizeText(7000, 'land')).toBe('2 town lots (7,000 sq ft)');
    expect(sizeText(3500, 'land')).toBe('1 town lot (3,500 sq ft)');
    expect(sizeText(1800, 'house')).toBe('1,800 sq ft');
    expect(sizeText(1800, null)).toBe('1,800 sq ft');
  });
});

describe('feature tags', () => {
  it('keep the spec’s tags and add what matters in Sierra Leone, read with spaces', () => {
    for (const tag of ['Parking', 'Pool', 'Central_Air', 'Ocean_Access', 'Storage_Rooms', 'Staff_Quarters', 'Generator', 'City_Water', 'Borehole']) {
      expect(FEATURES).toContain(tag);
    }
    const labels = FEATURES.map(featureLabel);
    for (const label of ['Watchman', 'Walled Compound', 'Water Tank', 'Borehole', 'Prepaid Meter', 'Solar', 'Generator', 'Furnished', 'Tarred Road Access']) {
      expect(labels).toContain(label);
    }
    expect(new Set(FEATURES).size).toBe(FEATURES.length);
  });
});
