import { describe, expect, it } from 'vitest';
import { CountedViews } from './counted-views.js';

describe('CountedViews', () => {
  it('knows what was added, and stays within its capacity by forgetting the least recently used', () => {
    const views = new CountedViews(3);
    for (const key of ['a', 'b', 'c']) views.add(key);
    expect(views.has('a')).toBe(true); // a is now the most recent
    views.add('d');
    expect(views.size).toBe(3);
    expect(views.has('b')).toBe(false);
    expect(['a', 'c', 'd'].map((k) => views.has(k))).toEqual([true, true, true]);
    for (let i = 0; i < 1000; i += 1) views.add(`k${i}`);
    expect(views.size).toBe(3);
  });
});
