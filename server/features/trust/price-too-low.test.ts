// price_too_low over both halves of its corpus (tests/trust-corpus/price-too-low.json) and the rule's edges.
import { describe, expect, it } from 'vitest';
import { DEFAULT_EXCHANGE_RATE } from '../../../common/exchange-rate.js';
import { loadTrustCorpus } from '../../../tests/trust-corpus/corpus.js';
import { GOAL } from '../../../bench/trust-report.js';
import { priceTooLow } from '../../../bench/trust-detectors.js';
import { findPriceTooLow, findPriceTooLowAmong, leonePrice, MIN_COMPARABLES, priceTooLowMessage, type Comparable, type PricedFacts } from './price-too-low.js';

const rate = DEFAULT_EXCHANGE_RATE;
const corpus = loadTrustCorpus().priceTooLow;

describe('price_too_low on its corpus', () => {
  it.each(['tuning', 'held-out'] as const)('meets the goal on the %s half', (half) => {
    const items = corpus.filter((i) => i.half === half);
    const flagged = items.filter((i) => priceTooLow(i));
    const tp = flagged.filter((i) => i.label === 'positive').length;
    const positives = items.filter((i) => i.label === 'positive').length;
    expect(tp / positives).toBeGreaterThanOrEqual(GOAL.recall);
    expect(tp / flagged.length).toBeGreaterThanOrEqual(GOAL.precision);
  });
});

const flat = (price: number, location = 'Lumley'): PricedFacts => ({
  propertyType: 'rent', propertyCategory: 'apartment', location, bedrooms: 2, priceSLL: price, priceUSD: null,
});
const market = (prices: number[], location = 'Lumley', lister = (i: number) => `l${i}`): Comparable[] =>
  prices.map((p, i) => ({ listerId: lister(i), location, priceSLL: p, priceUSD: null }));
const LUMLEY = [8000, 9000, 9500, 7500, 11000, 9000, 10000, 8500, 12000, 9000, 7000, 10500, 8800, 9200];

describe('findPriceTooLow', () => {
  it('names the comparison in the words of the issue', () => {
    const found = findPriceTooLow(flat(1500), market(LUMLEY), rate);
    expect(found && priceTooLowMessage(flat(1500), found)).toBe(
      'Le 1,500 a month is 83 % below the median of 14 similar live listings (2-bedroom apartments for rent in Lumley, median Le 9,000).',
    );
  });

  it('says a dollar price as typed, with its leones', () => {
    const listing = { ...flat(0), priceSLL: null, priceUSD: 60 };
    const found = findPriceTooLow(listing, market(LUMLEY), rate);
    expect(found && priceTooLowMessage(listing, found)).toMatch(/^\$60 \(Le 1,368\) a month is 85 % below/);
  });

  it('takes the lower of two prices: a bait in either currency counts', () => {
    expect(leonePrice({ priceSLL: 9000, priceUSD: 50 }, rate)).toBe(50 * rate.sllPerUsd);
    expect(findPriceTooLow({ ...flat(9000), priceUSD: 50 }, market(LUMLEY), rate)).not.toBeNull();
  });

  it('needs enough comparables', () => {
    expect(findPriceTooLow(flat(1500), market(LUMLEY.slice(0, MIN_COMPARABLES - 1)), rate)).toBeNull();
    expect(findPriceTooLow(flat(1500), market(LUMLEY.slice(0, MIN_COMPARABLES)), rate)).not.toBeNull();
  });

  it('counts one lister at most three times: an agency\'s price list is not a market', () => {
    expect(findPriceTooLow(flat(1500), market(LUMLEY, 'Lumley', (i) => `agency${i % 2}`), rate)).toBeNull();
    expect(findPriceTooLow(flat(1500), market(LUMLEY, 'Lumley', (i) => `agency${i % 3}`), rate)).not.toBeNull();
  });

  it('falls back to the region with a stricter rule when the place has too few', () => {
    const freetown = [...market([20000, 22000, 18000], 'Aberdeen'), ...market([14000, 15000, 16000], 'Lumley'), ...market([6000, 5500], 'Kissy')];
    const found = findPriceTooLow(flat(2500, 'Juba'), freetown, rate);
    expect(found?.scope).toBe('region');
    expect(found?.area).toBe('Freetown (Western Area Urban)');
    // 30 % of the region's median would be flagged in a place, not across a region of dear and cheap places.
    expect(findPriceTooLow(flat(4500, 'Juba'), freetown, rate)).toBeNull();
  });

  it('never judges a price on request, an unknown place or a home without bedrooms', () => {
    expect(findPriceTooLow({ ...flat(1500), priceOnRequest: true }, market(LUMLEY), rate)).toBeNull();
    expect(findPriceTooLow(flat(1500, 'Atlantis'), market(LUMLEY, 'Atlantis'), rate)).toBeNull();
    expect(findPriceTooLow({ ...flat(1500), bedrooms: null }, market(LUMLEY), rate)).toBeNull();
  });

  it('leaves out the lister\'s own listings, listings that are not live and other kinds', () => {
    const of = (price: number, over: Partial<PricedFacts & { listerId: string; live: boolean }> = {}) => ({ ...flat(price), listerId: 'x', live: true, ...over });
    const honest = LUMLEY.map((p, i) => of(p, { listerId: `l${i}` }));
    const me = { ...flat(1500), listerId: 'me' };
    expect(findPriceTooLowAmong(me, honest, rate)).not.toBeNull();
    // Its own dearer listings would make a market of eight with seven others.
    const own = [of(9000, { listerId: 'me' }), ...honest.slice(0, 7)];
    expect(findPriceTooLowAmong(me, own, rate)).toBeNull();
    const notLive = honest.map((o, i) => (i < 7 ? { ...o, live: false } : o));
    expect(findPriceTooLowAmong(me, notLive, rate)).toBeNull();
    const otherRooms = honest.map((o, i) => (i < 7 ? { ...o, bedrooms: 3 } : o));
    expect(findPriceTooLowAmong(me, otherRooms, rate)).toBeNull();
  });
});
