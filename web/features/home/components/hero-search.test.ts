import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLastListingKind, rememberListingKind } from '../../../lib/last-listing-kind';
import { heroSearchHref } from './hero-search';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
}

describe('the home search listing type', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts at Any (most listings are rentals) and then remembers the last choice', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    expect(readLastListingKind()).toBe('any');
    rememberListingKind('rent');
    expect(readLastListingKind()).toBe('rent');
    rememberListingKind('any');
    expect(readLastListingKind()).toBe('any');
  });

  it('falls back to Any when storage is blocked', () => {
    vi.stubGlobal('localStorage', { getItem: () => { throw new Error('blocked'); } });
    expect(readLastListingKind()).toBe('any');
  });

  it('leaves Any out of the search address', () => {
    expect(heroSearchHref(' Lumley ', 'any')).toBe('/search?location=Lumley');
    expect(heroSearchHref('', 'any')).toBe('/search');
    expect(heroSearchHref('Bo', 'rent')).toBe('/search?location=Bo&propertyType=rent');
  });
});
