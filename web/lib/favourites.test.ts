import { describe, expect, it } from 'vitest';
import { FAVOURITES_STORAGE_KEY, readFavourites, toggledFavourites } from './favourites';

function memoryStore(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [[FAVOURITES_STORAGE_KEY, initial]]);
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('favourites', () => {
  it('reads saved ids and ignores junk', () => {
    expect(readFavourites(memoryStore('["a","b"]'))).toEqual(['a', 'b']);
    expect(readFavourites(memoryStore('["a",3,null]'))).toEqual(['a']);
    expect(readFavourites(memoryStore('{not json'))).toEqual([]);
    expect(readFavourites(memoryStore('{"a":1}'))).toEqual([]);
    expect(readFavourites(memoryStore())).toEqual([]);
    expect(readFavourites(null)).toEqual([]);
  });

  it('adds newest first and removes on a second toggle', () => {
    const once = toggledFavourites(['a'], 'b');
    expect(once).toEqual(['b', 'a']);
    expect(toggledFavourites(once, 'b')).toEqual(['a']);
  });

  it('keeps the list bounded', () => {
    const many = Array.from({ length: 500 }, (_, i) => `id${i}`);
    const next = toggledFavourites(many, 'new');
    expect(next).toHaveLength(500);
    expect(next[0]).toBe('new');
  });
});
