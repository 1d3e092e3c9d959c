// The trust corpus's shape (issue 30, item 2): what `npm run bench:trust` measures must stay a fair measure. No
// recall or precision goal is asserted here: the detectors are tuned later, on the tuning half.
import { describe, expect, it } from 'vitest';
import { PLACES } from '../../common/places.js';
import { PROPERTY_CATEGORIES } from '../../common/constants.js';
import { trustReport, type TextDetectors } from '../../bench/trust-report.js';
import { HALF_RULES, halfByRule, kindOf, loadTrustCorpus } from './corpus.js';

const corpus = loadTrustCorpus();
const detectors = { advance_fee: corpus.advanceFee, duplicate_listing: corpus.duplicateListing, old_leone_price: corpus.oldLeonePrice, price_too_low: corpus.priceTooLow };
const all = Object.values(detectors).flat();
const HALVES = ['tuning', 'held-out'] as const;

describe('the trust corpus', () => {
  it('holds at least 300 items, each with a unique id', () => {
    expect(all.length).toBeGreaterThanOrEqual(300);
    expect(new Set(all.map((i) => i.id)).size).toBe(all.length);
  });

  it.each(Object.entries(detectors))('%s has positives and negatives in both halves, split about evenly', (_name, items) => {
    for (const half of HALVES) {
      for (const label of ['positive', 'negative']) {
        expect(items.filter((i) => i.half === half && i.label === label).length, `${half} ${label}`).toBeGreaterThanOrEqual(10);
      }
      const share = items.filter((i) => i.half === half).length / items.length;
      expect(share).toBeGreaterThan(0.4);
      expect(share).toBeLessThan(0.6);
    }
  });

  it('assigns every half by the written rule, so no item can be moved between halves', () => {
    expect(corpus.advanceFee.map((i) => i.half)).toEqual(halfByRule(corpus.advanceFee, HALF_RULES.advanceFee.stratum, HALF_RULES.advanceFee.group));
    expect(corpus.duplicateListing.map((i) => i.half)).toEqual(halfByRule(corpus.duplicateListing, HALF_RULES.duplicateListing.stratum, HALF_RULES.duplicateListing.group));
    expect(corpus.oldLeonePrice.map((i) => i.half)).toEqual(halfByRule(corpus.oldLeonePrice, HALF_RULES.oldLeonePrice.stratum, HALF_RULES.oldLeonePrice.group));
    expect(corpus.priceTooLow.map((i) => i.half)).toEqual(halfByRule(corpus.priceTooLow, HALF_RULES.priceTooLow.stratum, HALF_RULES.priceTooLow.group));
  });

  it('has advance-fee listings and messages, asking and honest, in both halves', () => {
    for (const half of HALVES) {
      for (const channel of ['listing', 'message']) {
        for (const label of ['positive', 'negative']) {
          expect(corpus.advanceFee.some((i) => i.half === half && i.channel === channel && i.label === label), `${half} ${channel} ${label}`).toBe(true);
        }
      }
    }
  });

  it('asks for money through every service people use in Sierra Leone', () => {
    const asking = corpus.advanceFee.filter((i) => i.label === 'positive').map((i) => (i.channel === 'listing' ? i.description : i.text).toLowerCase()).join('\n');
    for (const service of ['orange money', ' om ', 'afrimoney', 'africell', 'qmoney', 'western union', 'moneygram', 'worldremit', 'remitly', 'ria', 'bank', 'credit']) {
      expect(asking, service).toContain(service);
    }
  });

  it('includes the issue\'s honest example (commission paid by the landlord, nothing before viewing) as honest', () => {
    const example = corpus.advanceFee.find((i) => i.channel === 'listing' && /commission is paid by the landlord/i.test(i.description) && /pay nothing before viewing/i.test(i.description));
    expect(example?.label).toBe('negative');
  });

  it('has old-leone prices for every category and every kind of place, in both halves by kind', () => {
    const positives = corpus.oldLeonePrice.filter((i) => i.label === 'positive');
    for (const category of PROPERTY_CATEGORIES) expect(positives.some((i) => i.listing.propertyCategory === category), category).toBe(true);
    const regionOf = (location: string) => PLACES.find((p) => p.name === location)?.region;
    for (const region of ['Freetown', 'Peninsular', 'province']) {
      expect(positives.some((i) => (regionOf(i.listing.location)?.endsWith('Province') ? 'province' : regionOf(i.listing.location)) === region), region).toBe(true);
    }
    for (const half of HALVES) {
      for (const kind of ['residential', 'land', 'commercial']) {
        for (const label of ['positive', 'negative']) {
          expect(corpus.oldLeonePrice.some((i) => i.half === half && i.label === label && kindOf(i.listing.propertyCategory) === kind), `${half} ${kind} ${label}`).toBe(true);
        }
      }
    }
    // Every place is one the listing form offers, so the detector reads its region as the server would.
    for (const i of corpus.oldLeonePrice) expect(regionOf(i.listing.location), i.id).toBeDefined();
  });

  it('has price_too_low items that judge a market: enough of them, thin ones, and comparables the query must leave out', () => {
    const items = corpus.priceTooLow;
    expect(items.length).toBeGreaterThanOrEqual(60);
    const regionOf = (location: string) => PLACES.find((p) => p.name === location)?.region;
    for (const i of items) {
      expect(regionOf(i.listing.location), i.id).toBeDefined();
      for (const c of i.market) expect(regionOf(c.location), i.id).toBeDefined();
    }
    for (const label of ['positive', 'negative']) {
      const ofLabel = items.filter((i) => i.label === label);
      expect(ofLabel.some((i) => i.listing.priceUSD && !i.listing.priceSLL), `${label} in dollars only`).toBe(true);
      expect(ofLabel.some((i) => i.market.some((c) => c.lister === 'self')), `${label} with the lister's own listings`).toBe(true);
      expect(ofLabel.some((i) => i.market.some((c) => c.state && c.state !== 'live')), `${label} with listings that are not live`).toBe(true);
      expect(ofLabel.some((i) => i.market.some((c) => c.location !== i.listing.location)), `${label} judged on the region`).toBe(true);
    }
    expect(items.some((i) => i.label === 'negative' && i.market.length < 8), 'too few comparables').toBe(true);
  });

  it('makes every repost differ from its original, so a duplicate is never a trivial copy', () => {
    for (const i of corpus.duplicateListing) {
      const { title, address, description } = i.candidate;
      expect([title, address, description].join('|'), i.id).not.toBe([i.original.title, i.original.address, i.original.description].join('|'));
    }
  });
});

describe('the bench:trust report', () => {
  const flagNothing: TextDetectors = { listingAsksAdvanceFee: () => false, messageAsksAdvanceFee: () => false, duplicateOf: () => false, looksLikeOldLeones: () => false, priceTooLow: () => false };
  const flagEverything: TextDetectors = { listingAsksAdvanceFee: () => true, messageAsksAdvanceFee: () => true, duplicateOf: () => true, looksLikeOldLeones: () => true, priceTooLow: () => true };
  // Between them, these two make every item a miss once.
  const printed = [...trustReport(corpus, flagNothing), ...trustReport(corpus, flagEverything)].join('\n');
  const idsIn = (text: string) => new Set(text.match(/\b[a-z]+-\d{3,4}\b/g));

  it('never shows a held-out item, so tuners cannot tune on it', () => {
    const shown = idsIn(printed);
    const leaked = all.filter((i) => i.half === 'held-out' && shown.has(i.id));
    expect(leaked.map((i) => i.id)).toEqual([]);
  });

  it('lists every tuning miss with its note', () => {
    for (const i of all.filter((x) => x.half === 'tuning')) expect(printed, i.id).toContain(`${i.id}  ${i.note}`);
  });
});
