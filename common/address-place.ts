// Which known place a street address names. One matcher for the builder's "File the listing under
// Wilberforce?" and for the start-up step that refiles existing listings (server/db/data-steps), so the two
// never disagree. It would rather find nothing than a wrong place: the step changes listings unattended.
import { PLACE_NAMES, PLACES, placesForFilter } from './places.js';
import { placeKey } from './place-match.js';

// Streets are named after where they lead ("18 Regent Road, Hill Station", "15 Freetown Road, Waterloo",
// "Wilberforce Street" is downtown): a name before one of these words is part of a street, not the place.
const STREET_WORDS = new Set([
  'road', 'rd', 'street', 'st', 'highway', 'hwy', 'avenue', 'ave', 'drive', 'lane', 'close', 'crescent', 'way', 'bypass',
  'terrace', 'boulevard', 'loop', 'line', 'junction', 'district', 'province',
]);
// "near Wellington", "off Kissy Road": the listing is by that place, not in it.
const NEAR_WORDS = new Set(['near', 'opposite', 'opp', 'behind', 'beside', 'facing', 'off', 'past', 'after', 'before', 'towards']);
const LONGEST_NAME_WORDS = 4;

let spellingCache: Map<string, string> | undefined;
/** Every spelling of a place (name and alternatives, as placeKey reads them), to its place. */
function spellings(): Map<string, string> {
  spellingCache ??= new Map(PLACES.flatMap((p) => [p.name, ...p.aliases].map((s) => [placeKey(s), p.name] as [string, string])));
  return spellingCache;
}

/** The words of one part of an address, lower case, without accents; hyphens and dots split words. */
function wordsOf(part: string): string[] {
  const text = part.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\b(?:close|next) to\b/g, 'near');
  return text.split(/[^a-z0-9]+/).filter(Boolean);
}

/** The words of a part that can name the place: after its last street word, before any "near". */
function placeWords(words: string[]): string[] {
  let start = 0;
  words.forEach((w, i) => { if (STREET_WORDS.has(w)) start = i + 1; });
  const rest = words.slice(start);
  const near = rest.findIndex((w) => NEAR_WORDS.has(w));
  return near === -1 ? rest : rest.slice(0, near);
}

/**
 * The known places an address names, in order, each once: whole words only ("Hill Station" is not "Signal
 * Hill"), any case and punctuation, known other spellings ("Juba Hill", "Murraytown", "Kru Town"), and never
 * a name inside a street's name or after "near".
 */
export function placesNamedIn(address: string): string[] {
  const found: string[] = [];
  for (const part of address.split(/[,;\n()/|]+/)) {
    const words = placeWords(wordsOf(part));
    for (let i = 0; i < words.length; ) {
      let taken = 0;
      for (let n = Math.min(LONGEST_NAME_WORDS, words.length - i); n >= 1 && !taken; n--) {
        const place = spellings().get(words.slice(i, i + n).join(''));
        if (place) {
          if (!found.includes(place)) found.push(place);
          taken = n;
        }
      }
      i += taken || 1;
    }
  }
  return found;
}

/** A place that is also an area holding others (Freetown): filing there says less than a neighbourhood would. */
export function isBroadPlace(name: string | null | undefined): boolean {
  return !name || placesForFilter(name).length > 1;
}

/**
 * The place a listing filed under a broad place (or none) should rather be in: the one place inside that area
 * its address names. undefined when the place is already specific, or the address names none, or several
 * (which one is meant is the lister's call).
 */
export function placeSuggestedByAddress(place: string | null | undefined, address: string | null | undefined): string | undefined {
  if (!isBroadPlace(place) || !address) return undefined;
  const area = place ? placesForFilter(place) : PLACE_NAMES;
  const named = placesNamedIn(address).filter((p) => !isBroadPlace(p) && area.includes(p));
  return named.length === 1 ? named[0] : undefined;
}
