// A cache of public reads that every server process can keep in its own memory and still show another
// process's write at once (decision 0010). Each read first asks the database for the listing generation, a
// number that triggers bump in the same transaction as any write that can change a public answer. An entry is
// used only while the generation it was computed at is still the current one, so nothing can be served that a
// write committed before the request arrived has made stale.

import type { GenerationSource } from '../db/listing-generation.js';

/** Reads the current generation; asked once per request, so it must be a single-row primary-key read. */
export type GenerationReader = () => Promise<number>;

/**
 * Coalesces generation reads: a caller joins a read only if that read starts after the caller arrived (so it
 * sees every write committed before then). A read starts once the current turn of the event loop is over
 * (setImmediate) and the previous read has come back, so every request parsed in the meantime shares it: under
 * load one round trip serves a batch of requests instead of one each.
 */
export function coalescedReader(read: GenerationReader): GenerationReader {
  let inFlight: Promise<number> | undefined;
  let next: Promise<number> | undefined;
  const begin = () => {
    next = undefined;
    const reading = read();
    inFlight = reading;
    const settle = () => {
      if (inFlight === reading) inFlight = undefined;
    };
    reading.then(settle, settle);
    return reading;
  };
  return () => {
    next ??= new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => inFlight?.then(noop, noop))
      .then(begin);
    return next;
  };
}

function noop() {}

export interface GenerationCache {
  /** The value for `key` at the current generation: computed once per generation (and process), then shared. */
  read<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

/** A source kept in memory (`inMemory`) needs no coalescing: it never waits for the database. */
export function createGenerationCache(source: GenerationSource, maxEntries = 500): GenerationCache {
  const current = source.inMemory ? source.current : coalescedReader(source.current);
  let generation = -Infinity;
  let entries = new Map<string, Promise<unknown>>();
  return {
    async read<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const seen = await current();
      if (seen > generation) {
        generation = seen;
        entries = new Map();
      } else if (seen < generation) {
        // A slow request that read an older number than a newer request already did: answer it, keep nothing.
        return compute();
      }
      const hit = entries.get(key) as Promise<T> | undefined;
      if (hit) {
        // Most recently used last, so the oldest key is the first one dropped when full.
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      // The promise is shared, so requests arriving while it is computed wait for it instead of computing too.
      const computing = compute();
      const stored = entries;
      stored.set(key, computing);
      computing.catch(() => {
        if (stored.get(key) === computing) stored.delete(key);
      });
      if (stored.size > maxEntries) stored.delete(stored.keys().next().value!);
      return computing;
    },
  };
}
