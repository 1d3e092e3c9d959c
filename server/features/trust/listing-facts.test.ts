// The specifics duplicate_listing compares (listing-facts.ts): what a repost keeps however it is written, and
// what an honest template on another unit changes. Cases written for these tests.
import { describe, expect, it } from 'vitest';
import { factsOf, featuresOf, landmarkWords, otherFeatures, sharesSpecifics, unitsInDescription } from './listing-facts.js';

const facts = (description: string, title = '') => Object.fromEntries([...factsOf({ title, description })].map(([kind, values]) => [kind, [...values].sort()]));
const L = (title: string, address: string, description: string) => ({ title, address, description });

describe('factsOf reads one fact however it is written', () => {
  it.each([
    ['Three-bedroom flat, two bathrooms', '3bdrm flat, 2 toilets'],
    ['Quarter acre plot of 50 by 100 feet', '1/4 acre plot 50x100ft'],
    ['Flat on the second floor, parking for two cars', '2nd floor flat, parking for 2 cars'],
    ['Half town lot, 2,000 square metres', 'half town lot, 2000 sqm'],
  ])('"%s" states what "%s" states', (a, b) => {
    expect(facts(a)).toEqual(facts(b));
    expect(Object.keys(facts(a)).length).toBeGreaterThanOrEqual(2);
  });

  it('tells the kinds apart: a town lot is no dimension, a bathroom no bedroom', () => {
    expect(facts('Fenced land of 50 by 100 feet, two bathrooms in the house', 'Town lot for sale')).toEqual({
      bathrooms: ['2'], dimensions: ['100x50'], lot: ['1'],
    });
  });

  it('reads no price, phone or payment term as a fact', () => {
    expect(facts('Le 4,000 a month, one year in advance. Call 076 111 222.')).toEqual({});
  });
});

describe('unitsInDescription', () => {
  it('finds the unit a description names', () => {
    expect([...unitsInDescription('Unit 4 of Goderich Heights. Shop No. 14 on the ground floor; Block C, flat 12B.')]).toEqual(['4', '14', 'c', '12b']);
  });

  it('takes no count, duration, phone or pronoun for a unit', () => {
    const text = 'Apartment 24 hours security, apartment 2 bedrooms, house 1 year advance. Call our office 076 111 222. The villa I built. We have a flat a short walk away.';
    expect([...unitsInDescription(text)]).toEqual([]);
  });
});

describe('landmarkWords', () => {
  it('keeps the place a landmark names, written either way', () => {
    expect([...landmarkWords('Shop opp. the big mosque, with a shutter.')]).toEqual(['mosque']);
    expect([...landmarkWords('Flat near the sea.')]).toEqual([...landmarkWords('Flat close to the ocean.')]);
  });

  it('leaves out the amenities every listing is near', () => {
    expect([...landmarkWords('Close to shops and transport, near schools.')]).toEqual([]);
  });
});

describe('otherFeatures', () => {
  it('sees one template filled in with other features', () => {
    const a = { title: 'Family house', description: 'Three-bedroom bungalow with a big mango tree in the yard. Tiled, fitted kitchen.' };
    const b = { title: 'Family house', description: 'Three-bedroom bungalow with a wide veranda and a boys quarters behind. Tiled, fitted kitchen.' };
    expect(otherFeatures(a, b)).toBe(true);
  });

  it('does not take a cut sentence and an added one for another house', () => {
    const a = { title: 'Bungalow', description: 'Two-bedroom bungalow with a garden. Generator and borehole in the compound. Rent one year in advance.' };
    const b = { title: 'Bungalow', description: 'Two-bedroom bungalow with a garden. Fully furnished. Rent one year in advance.' };
    expect(otherFeatures(a, b)).toBe(false);
  });

  it('reads synonyms as one feature (balcony / veranda, BQ / boys quarters)', () => {
    expect([...featuresOf({ title: '', description: 'A balcony and a BQ.' })]).toEqual([...featuresOf({ title: '', description: 'A veranda and boys quarters.' })]);
  });
});

describe('sharesSpecifics', () => {
  it('finds nothing specific in two rooms written in stock phrases', () => {
    const a = L('Room and parlour for rent', 'Kissy Brook, Kissy', 'Room and parlour for rent in Kissy Brook. Water and light available. One year advance. Call 076 445 120.');
    const b = L('Room and parlour for rent', 'Kissy Brook, Kissy', 'Room and parlour for rent, newly painted. Water and light available. One year advance. Call 088 301 774.');
    expect(sharesSpecifics(a, b)).toBe(false);
  });

  it('finds the one detail a short repost kept', () => {
    const a = L('Room and parlour', 'Calaba Town', 'Room and parlour for rent near the police post. Water and light available. One year advance.');
    const b = L('rm n parlour 4 rent', 'Calaba Town', 'rm n parlour 4 rent near d police post. water n light available. 1yr advance.');
    expect(sharesSpecifics(a, b)).toBe(true);
  });
});
