import { describe, expect, it } from 'vitest';
import { editDistance, isShouting, isSmallTextEdit } from './text-rules.js';

describe('isShouting', () => {
  it('catches text written mostly in capitals', () => {
    expect(isShouting('HUGE HOUSE FOR SALE IN LUMLEY')).toBe(true);
    expect(isShouting('BEAUTIFUL home, call now')).toBe(true);
  });
  it('lets Title Case, acronyms and short texts pass', () => {
    expect(isShouting('Big Old Hut For Sale')).toBe(false);
    expect(isShouting('4BR Villa With AC, Lumley')).toBe(false);
    expect(isShouting('A bright three-bedroom house with a generator and a borehole.')).toBe(false);
    expect(isShouting('HI')).toBe(false);
  });
});

describe('editDistance', () => {
  it('counts inserted, deleted and replaced characters', () => {
    expect(editDistance('Lumely villa', 'Lumley villa', 5)).toBe(2);
    expect(editDistance('house', 'houses', 5)).toBe(1);
    expect(editDistance('same', 'same', 5)).toBe(0);
  });
  it('gives up past the limit', () => {
    expect(editDistance('a'.repeat(50), 'b'.repeat(50), 5)).toBe(Infinity);
  });
});

describe('isSmallTextEdit', () => {
  it('lets typo fixes through', () => {
    expect(isSmallTextEdit('Three bedroom hosue in Lumley', 'Three bedroom house in Lumley')).toBe(true);
    const long = 'A bright house with a garden. '.repeat(10);
    expect(isSmallTextEdit(long, `${long}Newly painted.`)).toBe(false);
    expect(isSmallTextEdit(long, long.replace('bright', 'sunny'))).toBe(true);
  });
  it('sends rewrites and large changes to review', () => {
    expect(isSmallTextEdit('Three bedroom house in Lumley', 'Two room shop near Bo market')).toBe(false);
    expect(isSmallTextEdit('Family house in Lumley', 'Family house in Lumley, call 076 123456')).toBe(false);
  });
});
