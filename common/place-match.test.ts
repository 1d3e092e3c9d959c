import { describe, expect, it } from 'vitest';
import { editDistance, nearestPlaces, placeKey, resolvePlace } from './place-match.js';

describe('resolvePlace', () => {
  it('ignores case, accents, spaces and hyphens', () => {
    expect(resolvePlace('freetown')).toBe('Freetown');
    expect(resolvePlace('  KÉNEMA ')).toBe('Kenema');
    expect(resolvePlace('port-loko')).toBe('Port Loko');
    expect(resolvePlace('Portloko')).toBe('Port Loko');
  });

  it('forgives one typo, swapped letters included', () => {
    expect(resolvePlace('Freetwon')).toBe('Freetown');
    expect(resolvePlace('Lumly')).toBe('Lumley');
    expect(resolvePlace('Makenie')).toBe('Makeni');
    expect(resolvePlace('Wilberfoce')).toBe('Wilberforce');
  });

  it('knows alternative names, districts and regions', () => {
    expect(resolvePlace('Koidu Town')).toBe('Koidu');
    expect(resolvePlace('Sefadu')).toBe('Koidu');
    expect(resolvePlace('Kono')).toBe('Kono District');
    expect(resolvePlace('Bo District')).toBe('Bo District');
    expect(resolvePlace('Bo')).toBe('Bo');
    expect(resolvePlace('Western Area Urban')).toBe('Freetown');
    expect(resolvePlace('peninsula')).toBe('Peninsular');
    expect(resolvePlace('Northern')).toBe('Northern Province');
    expect(resolvePlace('Mattru')).toBe('Mattru Jong');
  });

  it('does not guess: short words must match, unknown words resolve to nothing', () => {
    expect(resolvePlace('Boo')).toBeUndefined();
    expect(resolvePlace('Atlantis')).toBeUndefined();
    expect(resolvePlace('Wilkinson Road')).toBeUndefined();
    expect(resolvePlace('')).toBeUndefined();
    expect(resolvePlace(null)).toBeUndefined();
  });
});

describe('nearestPlaces', () => {
  it('suggests the closest names within two edits', () => {
    expect(nearestPlaces('Freetwn')).toEqual(['Freetown']);
    expect(nearestPlaces('Kenma')).toContain('Kenema');
    expect(nearestPlaces('Zzzzzz')).toEqual([]);
  });
});

describe('helpers', () => {
  it('reduces text to a comparable key and counts edits', () => {
    expect(placeKey('Murray Town')).toBe('murraytown');
    expect(editDistance('freetown', 'freetwon')).toBe(1);
    expect(editDistance('bo', 'kabala')).toBe(5);
  });
});
