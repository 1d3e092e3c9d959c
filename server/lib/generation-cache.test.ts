import { describe, expect, it } from 'vitest';
import { coalescedReader, createGenerationCache } from './generation-cache.js';

/** A generation source whose reads resolve only when the test says so. */
function manualSource() {
  let value = 1;
  const pending: { resolve: (n: number) => void; startedAt: number }[] = [];
  return {
    set: (n: number) => (value = n),
    reads: () => pending.length,
    read: () => new Promise<number>((resolve) => pending.push({ resolve, startedAt: value })),
    /** Completes the oldest read with the value the database had when it started. */
    finish: async () => {
      const next = pending.shift()!;
      next.resolve(next.startedAt);
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

describe('coalescedReader', () => {
  const turn = () => new Promise((resolve) => setImmediate(resolve));

  it('never answers a caller with a read that began before the caller arrived', async () => {
    const source = manualSource();
    const current = coalescedReader(source.read);
    const first = current();
    await turn();
    expect(source.reads()).toBe(1);
    source.set(2); // a write commits after the first read began
    const second = current();
    const third = current();
    expect(source.reads()).toBe(1);
    await source.finish();
    expect(await first).toBe(1);
    await turn();
    expect(source.reads()).toBe(1); // the second and third share one fresh read
    await source.finish();
    expect(await second).toBe(2);
    expect(await third).toBe(2);
  });

  it('lets every caller of one turn share a read that starts after the last of them', async () => {
    const source = manualSource();
    const current = coalescedReader(source.read);
    const early = current();
    source.set(3); // a write commits before the later callers of this same turn arrive
    const late = [current(), current()];
    expect(source.reads()).toBe(0);
    await turn();
    expect(source.reads()).toBe(1);
    await source.finish();
    expect(await early).toBe(3);
    expect(await Promise.all(late)).toEqual([3, 3]);
  });
});

describe('createGenerationCache', () => {
  it('computes once per generation and recomputes after it moves', async () => {
    let generation = 1;
    let computed = 0;
    const cache = createGenerationCache({ current: async () => generation, inMemory: false });
    const compute = async () => ++computed;
    expect(await cache.read('k', compute)).toBe(1);
    expect(await cache.read('k', compute)).toBe(1);
    generation = 2;
    expect(await cache.read('k', compute)).toBe(2);
  });

  it('shares one computation between concurrent callers and forgets a failed one', async () => {
    let computed = 0;
    const cache = createGenerationCache({ current: async () => 1, inMemory: false });
    const slow = () => new Promise<number>((r) => setTimeout(() => r(++computed), 5));
    expect(await Promise.all([cache.read('k', slow), cache.read('k', slow)])).toEqual([1, 1]);
    await expect(cache.read('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.read('bad', async () => 'fine')).toBe('fine');
  });

  it('keeps at most maxEntries keys, dropping the least recently used', async () => {
    let computed = 0;
    const cache = createGenerationCache({ current: async () => 1, inMemory: false }, 2);
    const compute = async () => ++computed;
    await cache.read('a', compute);
    await cache.read('b', compute);
    await cache.read('a', compute); // a is now the most recent
    await cache.read('c', compute); // drops b
    expect(await cache.read('a', compute)).toBe(1);
    expect(await cache.read('b', compute)).toBe(4);
  });
});
