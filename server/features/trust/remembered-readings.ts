// A listing's text read the same way again and again: a submission is compared with up to 200 candidate listings,
// and each comparison read the submitted text anew (its canonical words, its facts, its index keys). These wrappers
// remember a pure reading's result for the texts read last, so each is read once. The result for a text never
// changes, so a cache in each process is as correct with several server processes as with one; it is bounded by the
// characters of the texts it keeps, whatever is submitted. Callers must not change a remembered result.
import { LRUCache } from 'lru-cache';
import type { ListingText } from './text-similarity.js';

/** About 4 MB of texts per reading (UTF-16), with their results: a few hundred listings' worth. */
const CHARACTERS_KEPT = 2_000_000;

function remembered<I, T extends object | string>(read: (input: I) => T, keyOf: (input: I) => string): (input: I) => T {
  const kept = new LRUCache<string, T>({ maxSize: CHARACTERS_KEPT, sizeCalculation: (_result, key) => key.length + 1 });
  return (input) => {
    const key = keyOf(input);
    let result = kept.get(key);
    if (result === undefined) {
      result = read(input);
      kept.set(key, result);
    }
    return result;
  };
}

export const rememberedByText = <T extends object | string>(read: (text: string) => T) => remembered(read, (text: string) => text);

/** The same for a reading of a listing's title, address and description together. */
export const rememberedByListing = <T extends object>(read: (text: ListingText) => T) => remembered(read, (text: ListingText) => JSON.stringify([text.title, text.address, text.description]));
