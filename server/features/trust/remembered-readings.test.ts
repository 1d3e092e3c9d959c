import { describe, expect, it } from 'vitest';
import { rememberedByListing, rememberedByText } from './remembered-readings.js';
import { listingFacts } from './listing-facts.js';
import { textIndexKeys } from './index-keys.js';

describe('remembered readings', () => {
  it('reads a text once while it is kept, and each other text on its own', () => {
    const seen: string[] = [];
    const upper = rememberedByText((text: string) => { seen.push(text); return text.toUpperCase(); });
    expect([upper('a'), upper('b'), upper('a'), upper('b')]).toEqual(['A', 'B', 'A', 'B']);
    expect(seen).toEqual(['a', 'b']);
  });

  it('tells listings apart by title, address and description, however their parts would join', () => {
    const seen: string[] = [];
    const joined = rememberedByListing((t) => { seen.push(t.title); return { all: `${t.title}|${t.address}|${t.description}` }; });
    expect(joined({ title: 'a b', address: 'c', description: 'd' }).all).toBe('a b|c|d');
    expect(joined({ title: 'a', address: 'b c', description: 'd' }).all).toBe('a|b c|d');
    expect(joined({ title: 'a b', address: 'c', description: 'd' }).all).toBe('a b|c|d');
    expect(seen).toEqual(['a b', 'a']);
  });

  it('keeps a bounded share of what it was given: old texts are read again once many new ones came', () => {
    let reads = 0;
    const length = rememberedByText((text: string) => { reads += 1; return { length: text.length }; });
    const first = 'x'.repeat(100_000);
    length(first);
    for (let i = 0; i < 40; i += 1) length(`${i}`.padEnd(100_000, 'y'));
    expect(reads).toBe(41);
    length(first);
    expect(reads).toBe(42);
  });

  it('remembers the readings the duplicate check repeats: a listing\'s facts and its index keys', () => {
    const listing = { title: '3 bedroom flat for rent', address: '12 Wilkinson Road, Freetown', description: 'Tiled floors, prepaid meter, borehole. Three bedrooms, two toilets, near the Lumley police station.' };
    const again = { ...listing };
    expect(listingFacts(again)).toBe(listingFacts(listing));
    expect(textIndexKeys(again)).toBe(textIndexKeys(listing));
    expect([...listingFacts(listing).facts]).toContain('bedrooms:3');
  });
});
