// duplicate_listing's index keys: what a listing is found by in listing_text_bands, so a check reads only the
// listings that share a key with it (decision 0013). A repost shares at least one with its original when the whole
// text, the description alone, a sentence of it or the address is close, however the title, price or order changed.
import {
  ADDRESS_NOISE, ADDRESS_WORDS, LANDMARK_STOP, TEXT_BANDS, UNIT_WORDS, addressWords, fnv1a, listingDocument, normaliseText, shingles, textBands,
  type ListingText,
} from './text-similarity.js';
import { FACT_KEY_PLACES, factKeys } from './fact-keys.js';
import { soundKey } from './spelling.js';
import { rememberedByListing } from './remembered-readings.js';

/** The address key in the index: its numbers and its first street word, only when it has a number. */
function addressKey(address: string): string {
  const words = addressWords(address);
  const numbers = words.filter((w) => /\d/.test(w)).sort();
  const street = words.find((w) => !/\d/.test(w) && !UNIT_WORDS.has(w));
  return numbers.length > 0 && street ? `${numbers.join(' ')}|${street}` : '';
}

/**
 * The street number and street alone, without a flat or plot number ("Flat 2, 45 Spur Road" and "45 Spur Rd" both
 * "45|spur"): a repost that drops the flat number shares no other address key with its original.
 */
function streetKey(address: string): string {
  const words = addressWords(address);
  const numbers = words.filter((w, i) => /^\d+$/.test(w) && !UNIT_WORDS.has(words[i - 1] ?? '')).sort();
  const street = words.find((w) => !/\d/.test(w) && !UNIT_WORDS.has(w));
  return numbers.length > 0 && street ? `${numbers.join(' ')}|${street}` : '';
}

/**
 * An address with no number (a road in a provincial town, farmland by a road) is keyed by its first two words
 * ("Teko Rd, Makeni" and "Teko Road, Makeni" both "teko road"): a repost cut down to a few sentences with its
 * counts in words shares no sentence or band with its original, only the place. A busy road gives many
 * candidates; the lookup reads at most 200, most keys shared first, and isDuplicateText decides.
 */
// Since the fourth round any address is keyed by its first two words without numbers ("5 Old Road, Kissy" and
// "Old Road, Kissy Dockyard" both "old road"): a full rewrite that drops the house number shares no other key.
function placeKey(address: string): string {
  const street = addressWords(address).filter((w) => !/\d/.test(w) && !UNIT_WORDS.has(w)).slice(0, 2);
  return street.length === 2 ? street.join(' ') : '';
}

// Words of an address that name no town or area by themselves ("tong" is Krio's "town": "Kalaba Tɔŋ").
// Nor the border or the side of it a border town lies on ("Gbalamuya, Sierra Leone side", "Gbalamouya frontière, côté
// Sierra Leone"; addressWords drops the accents).
const GENERIC_PLACE = new Set(['road', 'street', 'avenue', 'lane', 'drive', 'highway', 'junction', 'town', 'tong', 'city', 'estate', 'village', 'district', 'chiefdom', 'section', 'area', 'crescent', 'close', 'way',
  'border', 'side', 'frontiere', 'cote']);
// The region a place lies in, which a repost adds after the address: it names no town, and as the address's last
// words it would push the town out of the keys. addressWords already drops a province or region written out
// ("Southern Province", "E/P"); these are the words of one it leaves ("Calaba Town, off Bai Bureh Rd (East End)",
// "Kenema, Eastern"). Nor does a single letter name a place.
const REGION_WORDS = new Set(['province', 'region', 'northern', 'southern', 'eastern', 'western', 'north', 'south', 'east', 'west', 'end', 'rural', 'urban', 'nwp']);
// A part of an address that names a chiefdom, a district or a province, however shortened ("Gbanti Kamaranka Ch.").
const ABOVE_TOWN = /\b(?:chiefdom|chfdm|ch|district|dist|province)\W*$/i;
// A part of an address that says how to get there or what the ride costs: a money amount, or a ride or a direction first.
const WAY_THERE = /\b(?:n?le|sle|usd)\s*\d|\$\s*\d|^\s*(?:keke|okada|taxi|bike|poda\s*poda|bus|take|from|coming|walk|turn|drive|go|follow)\b/i;
// A part of an address that is a landmark beside the town ("Binkolo, near the Catholic mission", Krio's "nia di Katlik
// mishon", "bihen di mosque", French "derrière la douane", "the house behind the customs checkpoint"): the town's
// neighbour, which would push the town out too. An address that is a landmark only keeps it (below).
const LANDMARK_PART = /^\s*(?:(?:the\s+)?(?:house|home|shop|plot|land|flat|building|store)\s+(?:is\s+)?)?(?:near|nr|nia|behind|bihen|opposite|opp|facing|beside|close\s+to|next\s+to|by(?!-)|derri[eè]re|pr[eè]s|[aà]\s+c[oô]t[eé]|en\s+face|devant)(?!\p{L})/iu;
/**
 * The address's last two words that name a place ("Kabala Road, Kabala Town" and "behind the secondary school,
 * Kabala" both "kabala"; "Hamilton Village, Peninsula Road" and "Peninsula Road, Hamilton" both "hamilton" and
 * "peninsula", in either order): a repost giving only a landmark and the town, or the town and the road the other
 * way round, shares nothing else with its original. An address that is only a landmark ("Opposite Calaba Town
 * junction, Freetown") is keyed by the landmark's first two place words. A town is a busy key; the lookup reads at most 200
 * listings, most keys shared first, and isDuplicateText decides.
 */
function areaKeys(address: string): string[] {
  const placeWords = (words: string[]) => [...new Set(words.filter((w) => !/\d/.test(w) && !UNIT_WORDS.has(w) && !GENERIC_PLACE.has(w) && !REGION_WORDS.has(w) && w.length > 1))];
  // Not what a bracket adds after the town ("Kenema (2 miles from clock tower)", "(5 mins walk to the stadium)"):
  // directions and landmarks, which would push the town out of the last two words.
  // Nor a chiefdom's or a district's name ("Tintafor, Lungi, Kaffu Bullom Chiefdom, Port Loko District"), which a
  // repost adds or drops and which would push the town out too.
  // Nor a part that gives the way there or its fare ("Salina, Bo - keke from the main lorry park, NLe 5"): a spaced dash
  // separates parts as a comma does. Nor a landmark's part (LANDMARK_PART).
  const inTown = address.replace(/\([^)]*\)/g, ' ').split(/,|\s[-\u2013\u2014]\s/).filter((part) => !ABOVE_TOWN.test(part) && !WAY_THERE.test(part) && !LANDMARK_PART.test(part)).join(',');
  const outside = placeWords(addressWords(inTown));
  const words = outside.length > 0 ? outside : placeWords(addressWords(address));
  if (words.length > 0) return words.reverse().slice(0, 2).map(placeSound);
  // A landmark names its place first and what it is last ("opposite Segbwema lorry park"): its first two words.
  return placeWords(normaliseText(address).split(' ').map((w) => ADDRESS_WORDS[w] ?? w).filter((w) => w && !ADDRESS_NOISE.has(w) && !LANDMARK_STOP.has(w))).slice(0, 2).map(placeSound);
}

/**
 * A place's name as it sounds (spelling.ts), without a final h after a vowel: the English and the Krio spelling of
 * one place give one key ("Calaba Town, Mayenkineh" / "Kalaba Tɔŋ, Mayɛnkinɛ").
 */
function placeSound(word: string): string {
  return soundKey(word).replace(/(?<=[aeiou])h$/, '');
}

/** Sentences of the description long enough to be distinctive, normalised; at most 8 are indexed. */
export function distinctiveSentences(description: string): string[] {
  return description
    .split(/(?<=[.!?;:])\s+|\n+/)
    .map(normaliseText)
    .filter((s) => s.length >= 40)
    .slice(0, 8);
}

export interface IndexKey { band: number; value: number }

// Key ranges in listing_text_bands.band: whole-text bands, description bands, sentences, the address.
const DESCRIPTION_BAND = TEXT_BANDS;
const SENTENCE_BAND = 2 * TEXT_BANDS;
const ADDRESS_BAND = SENTENCE_BAND + 8;
/** An address by its first two words without numbers (band 33; listings checked before have it only if unnumbered, until edited). */
const PLACE_BAND = ADDRESS_BAND + 1;
/** The street number and street without a unit's number (band 34; likewise absent on listings checked before). */
const STREET_BAND = ADDRESS_BAND + 2;
/**
 * The town or area: the address's last place word (band 35; absent on listings checked before until edited) and the
 * one before it (band 36, since the seventh round; likewise absent before). Matched in either band, as the two words
 * swap places ("Hamilton, Peninsula Road" / "Peninsula Road, Hamilton").
 */
export const AREA_BANDS = [ADDRESS_BAND + 3, ADDRESS_BAND + 4];
/**
 * Each place the address names with the kind of property (fact-keys.ts: "kabala|b3"), bands 37-40 since the eighth
 * round, matched in any of them. Stored for listings checked before by the data step that added them.
 */
export const FACT_BANDS = Array.from({ length: FACT_KEY_PLACES }, (_, i) => ADDRESS_BAND + 5 + i);
/** Every band placeIndexKeys can give: the place, street, area and fact keys. */
export const PLACE_KEY_BANDS: readonly number[] = [ADDRESS_BAND, PLACE_BAND, STREET_BAND, ...AREA_BANDS, ...FACT_BANDS];
/** The bands that hold sentence keys: a sentence is found in whichever position the other listing has it. */
export const SENTENCE_BANDS = Array.from({ length: 8 }, (_, i) => SENTENCE_BAND + i);

/**
 * The keys a listing is found by: a repost shares at least one with its original when the whole text, the
 * description alone, a sentence of it or the address is close, however the title, price or order changed.
 */
export const textIndexKeys = rememberedByListing(readTextIndexKeys);
function readTextIndexKeys(text: ListingText): readonly IndexKey[] {
  const keys = textBands(shingles(listingDocument(text))).map((value, band) => ({ band, value }));
  const description = normaliseText(text.description);
  if (description) keys.push(...textBands(shingles(description)).map((value, band) => ({ band: DESCRIPTION_BAND + band, value })));
  distinctiveSentences(text.description).forEach((sentence, i) => keys.push({ band: SENTENCE_BAND + i, value: fnv1a(sentence) & 0x7fffffff }));
  return [...keys, ...placeIndexKeys(text)];
}

/**
 * The keys of where the listing is and what it is (bands 32-40): the address, place, street, area and fact keys. On
 * their own for the data step that stores the later ones for listings checked before they existed.
 */
export function placeIndexKeys(text: ListingText): IndexKey[] {
  const keys: IndexKey[] = [];
  const address = addressKey(text.address);
  if (address) keys.push({ band: ADDRESS_BAND, value: fnv1a(address) & 0x7fffffff });
  const street = streetKey(text.address);
  if (street) keys.push({ band: STREET_BAND, value: fnv1a(street) & 0x7fffffff });
  const place = placeKey(text.address);
  if (place) keys.push({ band: PLACE_BAND, value: fnv1a(place) & 0x7fffffff });
  areaKeys(text.address).forEach((area, i) => keys.push({ band: AREA_BANDS[i]!, value: fnv1a(area) & 0x7fffffff }));
  factKeys(text).forEach((fact, i) => keys.push({ band: FACT_BANDS[i]!, value: fnv1a(fact) & 0x7fffffff }));
  return keys;
}

/** Bands whose keys match whichever of them the other listing has the key in. */
export const ANY_POSITION = [SENTENCE_BANDS, AREA_BANDS, FACT_BANDS];

/** Whether two listings share an index key (sentence, area and fact keys match whichever position they are in). */
export function shareIndexKey(a: readonly IndexKey[], b: readonly IndexKey[]): boolean {
  const keyOf = (k: IndexKey) => {
    const group = ANY_POSITION.findIndex((bands) => bands.includes(k.band));
    return group >= 0 ? `${group}:${k.value}` : `${k.band}:${k.value}`;
  };
  const mine = new Set(a.map(keyOf));
  return b.some((k) => mine.has(keyOf(k)));
}
