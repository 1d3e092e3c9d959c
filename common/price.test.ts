import { describe, expect, it } from 'vitest';
import {
  formatPrice, formatSll, formatUsd, hasPrice, looksLikeOldLeones, OLD_LEONE_WARNING_THRESHOLD, priceLines, rentSuffix, type PriceContext,
} from './price.js';

const CONTEXTS: [PriceContext, string][] = [
  ['card', 'Price on request'],
  ['quickView', 'Price on request'],
  ['map', 'Price on request'],
  ['detail', 'Price on request'],
  ['admin', 'Price not specified'],
];

describe('formatPrice', () => {
  it.each(CONTEXTS)('%s: USD first, without decimals', (context) => {
    expect(formatPrice({ priceUSD: '150000.00', priceSLL: '3000000.00' }, context)).toBe('$150,000');
    expect(formatPrice({ priceUSD: 1500.6, priceSLL: null }, context)).toBe('$1,501');
  });

  it.each(CONTEXTS)('%s: leones with "Le " when there is no USD amount', (context) => {
    expect(formatPrice({ priceUSD: null, priceSLL: '25000000.00' }, context)).toBe('Le 25,000,000');
    expect(formatPrice({ priceUSD: '0.00', priceSLL: 4500 }, context)).toBe('Le 4,500');
  });

  it.each(CONTEXTS)('%s: the context fallback for zero, null, empty and nonsense', (context, fallback) => {
    expect(formatPrice({ priceUSD: null, priceSLL: null }, context)).toBe(fallback);
    expect(formatPrice({ priceUSD: 0, priceSLL: '0' }, context)).toBe(fallback);
    expect(formatPrice({ priceUSD: '', priceSLL: undefined }, context)).toBe(fallback);
    expect(formatPrice({ priceUSD: 'abc', priceSLL: -5 }, context)).toBe(fallback);
  });
});

describe('rentSuffix', () => {
  it("adds '/mo' to a priced rent only", () => {
    expect(rentSuffix({ priceUSD: 800, priceSLL: null, propertyType: 'rent' })).toBe('/mo');
    expect(rentSuffix({ priceUSD: null, priceSLL: 9000, propertyType: 'rent' })).toBe('/mo');
    expect(rentSuffix({ priceUSD: 800, priceSLL: null, propertyType: 'sale' })).toBe('');
    expect(rentSuffix({ priceUSD: null, priceSLL: null, propertyType: 'rent' })).toBe('');
    expect(rentSuffix({ priceUSD: 0, priceSLL: 0, propertyType: 'rent' })).toBe('');
    expect(rentSuffix({ priceUSD: 800, priceSLL: null })).toBe('');
  });
});

describe('helpers', () => {
  it('formats each currency', () => {
    expect(formatUsd('1234567.89')).toBe('$1,234,568');
    expect(formatUsd(0)).toBe('$0');
    expect(formatSll(999.4)).toBe('Le 999');
  });

  it('knows whether anything is priced', () => {
    expect(hasPrice({ priceUSD: '1.00', priceSLL: null })).toBe(true);
    expect(hasPrice({ priceUSD: null, priceSLL: '1' })).toBe(true);
    expect(hasPrice({ priceUSD: '0', priceSLL: null })).toBe(false);
  });

  it('warns about amounts that look like old leones from the threshold up', () => {
    expect(looksLikeOldLeones(OLD_LEONE_WARNING_THRESHOLD - 1)).toBe(false);
    expect(looksLikeOldLeones(OLD_LEONE_WARNING_THRESHOLD)).toBe(true);
    expect(looksLikeOldLeones(String(OLD_LEONE_WARNING_THRESHOLD * 2))).toBe(true);
    expect(looksLikeOldLeones(null)).toBe(false);
  });
});

describe('priceLines', () => {
  const rate = { sllPerUsd: 22.8, date: '2025-11-01' };

  it('shows the own price first and "≈" the other currency', () => {
    const lines = priceLines({ priceUSD: '620000.00', priceSLL: null, propertyType: 'sale' }, 'card', rate);
    expect(lines.main).toEqual({ text: '$620,000', converted: false });
    expect(lines.other).toEqual({ text: '≈ Le 14,136,000', converted: true });
    const rent = priceLines({ priceUSD: null, priceSLL: '20000', propertyType: 'rent' }, 'card', rate);
    expect(rent.main.text).toBe('Le 20,000');
    expect(rent.other?.text).toBe('≈ $877');
    expect(rent.suffix).toBe('/mo');
  });

  it('shows a listing\'s own two prices, never a conversion', () => {
    const lines = priceLines({ priceUSD: '1000', priceSLL: '25000' }, 'card', rate, 'SLL');
    expect(lines.main).toEqual({ text: 'Le 25,000', converted: false });
    expect(lines.other).toEqual({ text: '$1,000', converted: false });
  });

  it('puts the chosen currency first, converted when the listing has no price in it', () => {
    const lines = priceLines({ priceUSD: '850', priceSLL: null }, 'card', rate, 'SLL');
    expect(lines.main).toEqual({ text: '≈ Le 19,380', converted: true });
    expect(lines.other).toEqual({ text: '$850', converted: false });
  });

  it('shows the fallback and no other line without a price, and no conversion without a rate', () => {
    expect(priceLines({ priceUSD: null, priceSLL: null }, 'card', rate)).toEqual({ main: { text: 'Price on request', converted: false }, other: null, suffix: '' });
    expect(priceLines({ priceUSD: '10', priceSLL: null }, 'card', null).other).toBeNull();
  });
});
