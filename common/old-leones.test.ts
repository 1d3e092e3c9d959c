import { describe, expect, it } from 'vitest';
import { findOldLeonePrice } from './old-leones.js';

const farm = { propertyCategory: 'land', propertyType: 'sale', location: 'Port Loko' } as const;

describe('findOldLeonePrice on land for sale', () => {
  it('judges a large farm by the area it states, not by the price of a plot', () => {
    // About US$ 2 million for 500 acres: honest, though far above any plot's price in Port Loko.
    expect(findOldLeonePrice({ ...farm, title: '500 Acres of Farmland, Port Loko', priceSLL: 45_600_000 })).toBeNull();
    expect(findOldLeonePrice({ ...farm, title: 'Farmland for sale', description: 'About 200 hectares by the river, surveyed.', priceSLL: 45_600_000 })).toBeNull();
    expect(findOldLeonePrice({ ...farm, title: 'Farmland for sale', squareFootage: 500 * 43_560, priceSLL: 45_600_000 })).toBeNull();
    // The same price with no area stated, or for a plot, is old leones.
    expect(findOldLeonePrice({ ...farm, title: 'Farmland for sale', priceSLL: 45_600_000 })).toMatchObject({ newAmount: 45_600, because: 'above_usual_range' });
    expect(findOldLeonePrice({ ...farm, title: '1 town lot near the main road', priceSLL: 45_600_000 })).not.toBeNull();
  });

  it('still flags old leones for land whose stated area does not explain the price', () => {
    // Two acres at Waterloo for Le 300 million old (Le 300,000 new): far above even two acres' top.
    expect(findOldLeonePrice({ propertyCategory: 'land', propertyType: 'sale', location: 'Waterloo', title: '2 acres at Waterloo', priceSLL: 300_000_000 })).not.toBeNull();
    expect(findOldLeonePrice({ ...farm, title: '3 plots, 10 acres in all', priceSLL: 900_000_000 })).not.toBeNull();
  });

  it('leaves rent and other kinds to their own tops', () => {
    expect(findOldLeonePrice({ propertyCategory: 'land', propertyType: 'rent', location: 'Port Loko', title: '500 acres to lease', priceSLL: 45_600_000 })).not.toBeNull();
    expect(findOldLeonePrice({ propertyCategory: 'house', propertyType: 'sale', location: 'Port Loko', title: 'House on 5 acres', priceSLL: 450_000_000 })).not.toBeNull();
  });
});
