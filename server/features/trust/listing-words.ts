// duplicate_listing: a listing's words as its writer meant them, before any comparison. A repost written against a
// copy checker keeps what the property is and words it otherwise: the rooms in formal words ("four sleeping
// chambers", "culinary room", "visitors' lavatory"), hashtags run together ("#SaloneBeaches"), key words in leetspeak
// ("b3dr00m", "kitch3n"), letters swapped or dropped ("bedorom", "kichen", "flor"), the address as directions ("From
// the lorry park walk towards the council, turn left"). Each is read back here; what decides is still the rules of
// duplicate-text.ts and listing-facts.ts, and the facts that tell two units apart are read from the text as written too.
import { readDisguisedWords } from '../../../common/disguised-words.js';
import { fromFrench, readsAsFrench } from './french-words.js';
import { fromKrio, readsAsKrio } from './krio-words.js';
import { oneSlipApart, soundKey } from './spelling.js';
import type { ListingText } from './text-similarity.js';

/** The same rooms and fittings in the formal or agency words a rewrite uses, in the words listings use most. */
const OTHER_NAMES: [RegExp, string][] = [
  // "Three sleeping rooms", "four sleeping chambers", "bed chambers": bedrooms, counted as bedrooms are.
  [/\b(?:sleeping|bed)[\s-]*(?:rooms|chambers)\b/gi, 'bedrooms'], [/\b(?:sleeping|bed)[\s-]*(?:room|chamber)\b/gi, 'bedroom'],
  [/\b(?:principal|main)\s+(?:chamber|bedroom)\b/gi, 'master bedroom'],
  [/\bwashrooms\b/gi, 'bathrooms'], [/\bwashroom\b/gi, 'bathroom'], [/\blavator(?:y|ies)\b|\bw\.c\./gi, 'toilet'],
  [/\b(?:culinary|cooking)\s+(?:room|area|space)\b|\bcookhouse\b/gi, 'kitchen'],
  [/\bcourtyard\b/gi, 'compound'], [/\b(?:power\s+plant|standby\s+power\s+unit)\b/gi, 'generator'],
  [/\bvehicles\b/gi, 'cars'], [/\bvehicle\b/gi, 'car'],
  [/\bupper\s+(?:level|storey|floor)\b/gi, 'upstairs'], [/\blower\s+(?:level|storey|floor)\b/gi, 'downstairs'],
  [/\boutdoors?\b/gi, 'outside'],
  [/\bchamber\s+and\s+(?:a\s+)?hall\b/gi, 'room and parlour'], [/\b(?:drawing\s+room|(?:living|sitting|lounge)\s+area)\b/gi, 'sitting room'],
  [/\b(?:water\s+closets?|restrooms?|powder\s+room)\b/gi, 'toilet'], [/\bablutions?\b|\bbathing\s+(?:room|area)\b/gi, 'bathroom'],
  [/\b(?:national\s+grid|grid\s+(?:power|electricity|supply)|mains\s+(?:power|electricity|supply))\b/gi, 'EDSA'],
  [/\bphotovoltaic\b|\bpv\s+(?:panels?|system)\b/gi, 'solar panels'], [/\bmotor\s+park\b/gi, 'lorry park'],
  // A checklist's count with a times sign ("3x bedrooms", "2 x toilets"): counted as "3 bedrooms" is.
  [/\b(\d{1,2})\s*[x×]\s*(bed(?:room)?s?|bath(?:room)?s?|toilets?)\b/gi, '$1 $2'],
  // "A/C" loses its slash, and then its "a" as an article, before the fact words are read.
  [/\ba\/c\b/gi, 'AC'],
];

/** Hashtags as words: "#SaloneBeaches" → "Salone Beaches", "#3BedFlat" → "3 Bed Flat". */
function hashtagWords(text: string): string {
  return text.replace(/#([\p{L}\d@$]+)/gu, (_, tag: string) => tag.replace(/(?<=[\p{Ll}\d])(?=\p{Lu})|(?<=\d)(?=\p{L})/gu, ' '));
}

/**
 * The text with hashtags as words and the rooms' other names as listings name them; a French or a Krio one (or a
 * field of a listing that reads as French or Krio: `french`, `krio`) in the trade's English words first
 * (french-words.ts, krio-words.ts).
 */
export function plainWords(text: string, french = readsAsFrench(text), krio = !french && readsAsKrio(text)): string {
  let plain = hashtagWords(french ? fromFrench(text) : krio ? fromKrio(text) : text);
  for (const [pattern, word] of OTHER_NAMES) plain = plain.replace(pattern, word);
  return plain;
}

export function plainListing(text: ListingText): ListingText {
  // The address alone gives too few words to tell its language: the listing's as a whole.
  const all = `${text.title} ${text.address} ${text.description}`;
  const french = readsAsFrench(all);
  const krio = !french && readsAsKrio(all);
  return { title: plainWords(text.title, french, krio), address: plainWords(text.address, french, krio), description: plainWords(text.description, french, krio) };
}

/**
 * Words that give a way, not a place: an address written as directions ("Leaving Kabala on the Falaba road, go six
 * miles", "From the lorry park walk towards the council, turn left before it, third house").
 */
export const DIRECTION_WORDS = new Set([
  'from', 'coming', 'leaving', 'going', 'go', 'walk', 'walking', 'drive', 'take', 'turn', 'turning', 'left', 'right', 'straight',
  'towards', 'toward', 'past', 'pass', 'until', 'reach', 'follow', 'ahead', 'down', 'up', 'then', 'when', 'you', 'your', 'it',
  'its', 'first', 'second', 'third', 'fourth', 'fifth', 'miles', 'mile', 'km', 'minutes', 'mins', 'metres', 'meters', 'house',
]);

const WORD = /\p{L}+/gu;
// Words' sounds, kept between checks: a lookup compares one listing with up to 200 others, in one vocabulary.
const SOUNDS = new Map<string, string>();
const SOUNDS_KEPT = 50_000;
function soundOf(word: string): string {
  let sound = SOUNDS.get(word);
  if (sound === undefined) {
    if (SOUNDS.size >= SOUNDS_KEPT) SOUNDS.clear();
    sound = soundKey(word);
    SOUNDS.set(word, sound);
  }
  return sound;
}
const wordsOf = (text: ListingText) => new Set(`${text.title} ${text.address} ${text.description}`.toLowerCase().match(WORD) ?? []);

/** Two neighbouring letters swapped ("bedorom" / bedroom, "wlel" / well): a typing slip whatever the length. */
function swapped(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let i = 0;
  while (a[i] === b[i]) i++;
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/**
 * One word mistyped as the other: two letters swapped (words of 4+ letters), a letter dropped or added (4+ letters
 * against 5+: "flor" / floor, "stor" / store) or changed (5+ letters: "grund" / ground), or the same once read by
 * sound ("zink" / zinc, "rom" / room). Not a letter changed in a short word: "wall" and "well", "rent" and "tent"
 * are two words.
 */
export function mistyped(a: string, b: string, soundA = soundKey(a), soundB = soundKey(b)): boolean {
  const short = Math.min(a.length, b.length);
  if (short < 3 || a === b) return false;
  if (soundA === soundB) return true;
  if (short < 4 || Math.abs(a.length - b.length) > 1) return false;
  if (swapped(a, b)) return true;
  if (a.length !== b.length) return oneSlipApart(a, b);
  return short >= 5 && oneSlipApart(a, b);
}

/** The text with each field read by `read`; the same object where nothing changed. */
function readFields(text: ListingText, read: (field: string) => string): ListingText {
  const out = { title: read(text.title), address: read(text.address), description: read(text.description) };
  return out.title === text.title && out.address === text.address && out.description === text.description ? text : out;
}
const knownIn = (text: ListingText) => new Set([...wordsOf(text)].filter((w) => w.length >= 3));

// A count or an order is a fact, never a slip of another word: "three" is no "there", "forth" no "fourth".
const COUNTED = new Set(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'first', 'second', 'third', 'fourth', 'fifth']);

/**
 * Both listings with their disguised words ("kitch3n", "Wilberf0rce") read as words the other uses, and each word one
 * uses that is a typing slip of one word only of the other ("kichen", "kitchne" / "kitchen"; "flor" / "floor") written
 * one way in both. Read against the other listing, not a dictionary: only a word the other one uses can be meant, and
 * two honest listings that use different words keep them. Which way a pair is written: the word the detector knows
 * (`vocabulary`), else the way of the listing whose words it knows more often, so the facts are read from known words.
 */
export function readAlike(a: ListingText, b: ListingText, vocabulary: ReadonlySet<string>): [ListingText, ListingText] {
  const knownB = knownIn(b);
  const disguisedA = readFields(a, (field) => readDisguisedWords(field, knownB));
  const knownA = knownIn(disguisedA);
  const disguisedB = readFields(b, (field) => readDisguisedWords(field, knownA));
  const [wordsA, wordsB] = [wordsOf(disguisedA), wordsOf(disguisedB)];
  const onlyA = [...wordsA].filter((w) => !wordsB.has(w));
  const onlyB = [...wordsB].filter((w) => !wordsA.has(w));
  // Each word's sound once, and the other side's words by sound and by length: this runs for every listing a check reads.
  const sounds = new Map([...onlyA, ...onlyB].map((w) => [w, soundOf(w)]));
  const index = (words: string[]) => {
    const byKey = new Map<string, string[]>();
    for (const w of words) {
      for (const key of [`s:${sounds.get(w)}`, `l:${w.length}`]) {
        const list = byKey.get(key);
        if (list) list.push(w);
        else byKey.set(key, [w]);
      }
    }
    return byKey;
  };
  const [indexA, indexB] = [index(onlyA), index(onlyB)];
  const partners = (w: string, others: Map<string, string[]>) => {
    const found: string[] = [];
    const sound = sounds.get(w);
    for (const key of [`s:${sound}`, `l:${w.length - 1}`, `l:${w.length}`, `l:${w.length + 1}`]) {
      for (const x of others.get(key) ?? []) if (!found.includes(x) && mistyped(w, x, sound, sounds.get(x))) found.push(x);
    }
    return found;
  };
  const pairs: [string, string][] = [];
  const kept = (list: string[]) => list.filter((x) => !COUNTED.has(x));
  for (const w of onlyA) {
    if (COUNTED.has(w)) continue;
    const near = kept(partners(w, indexB));
    if (near.length === 1 && partners(near[0]!, indexA).length === 1) pairs.push([w, near[0]!]);
  }
  if (pairs.length === 0) return [disguisedA, disguisedB];
  const known = (w: string) => vocabulary.has(w) || (w.endsWith('s') && vocabulary.has(w.slice(0, -1))) || (w.endsWith('es') && vocabulary.has(w.slice(0, -2)));
  // The listing whose side of a pair the detector knows more often is spelt as meant where neither side is known.
  const cleanerA = pairs.filter(([w, x]) => known(w) && !known(x)).length > pairs.filter(([w, x]) => known(x) && !known(w)).length;
  const [inA, inB] = [new Map<string, string>(), new Map<string, string>()];
  for (const [w, x] of pairs) {
    if (known(w) !== known(x) ? known(w) : cleanerA) inB.set(x, w);
    else inA.set(w, x);
  }
  const fix = (map: Map<string, string>) => (field: string) => field.replace(WORD, (w) => map.get(w.toLowerCase()) ?? w);
  return [readFields(disguisedA, fix(inA)), readFields(disguisedB, fix(inB))];
}

// The words a kind of property is read from (fact-keys.ts), for a text read on its own: bedrooms and their count.
const BEDROOM_WORDS = ['bedroom', 'bedrooms'];
const COUNT_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];
/** A bedroom's word and its count however mistyped or disguised ("Thee bedorom", "3 b3dr00ms"), for the index keys. */
export function kindWords(text: string): string {
  const plain = readDisguisedWords(text, new Set([...BEDROOM_WORDS, ...COUNT_WORDS]))
    .replace(WORD, (w) => BEDROOM_WORDS.find((k) => w.length >= 6 && mistyped(w.toLowerCase(), k)) ?? w);
  return plain.replace(/(\p{L}{4,})(?=\s+bedrooms?\b)/gu, (w) => COUNT_WORDS.find((k) => mistyped(w.toLowerCase(), k)) ?? w);
}
