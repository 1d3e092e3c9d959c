// The facts a full rewrite keeps, as index keys (index-keys.ts, bands 37-40): each place the address names, with the
// kind of property (its bedrooms, or shop or land). A repost written against a copy checker rewords every sentence
// and may give the address as a landmark only ("behind the mosque at Bottom Mango") or as the area only, so it shares
// no MinHash band, sentence or street key with its original, and the area keys take only the address's last two
// place words. These keys take every place word of the address, the landmark's included, and a known place's name
// however it is spelt ("Congotown" / "Congo Town"). The kind keeps a key selective: a town's name alone is shared by
// thousands of listings, the town's three-bedroom houses by far fewer. Not the price, which a repost changes as it
// likes (decision 0013). A key only brings a candidate; isDuplicateText judges it.
import { PLACES } from '../../../common/places.js';
import { placeKey } from '../../../common/place-match.js';
import { isBroadPlace } from '../../../common/address-place.js';
import { ADDRESS_NOISE, ADDRESS_WORDS, LANDMARK_STOP, UNIT_WORDS, canonicalText, countsInFigures, normaliseText, withoutSearchTags, type ListingText } from './text-similarity.js';
import { oneSlipApart, soundKey } from './spelling.js';
import { DIRECTION_WORDS, kindWords, plainWords } from './listing-words.js';

/** At most this many places a listing (one band each). */
export const FACT_KEY_PLACES = 4;

// Words of an address that place nothing by themselves: kinds of road and of place, and the kinds of landmark every
// town has ("behind the mosque", "near the police station"); the landmark's name stays ("Wusum" of "Wusum Stadium").
const NOT_A_PLACE = new Set([
  'road', 'street', 'avenue', 'lane', 'drive', 'highway', 'bypass', 'crescent', 'close', 'way', 'city', 'village', 'district', 'ward',
  'estate', 'side', 'motor', 'beside', 'facing', 'next', 'after', 'before', 'adjacent', 'from', 'in', 'on', 'to', 'a', 'an',
  'mosque', 'church', 'school', 'secondary', 'primary', 'market', 'station', 'filling', 'petrol', 'police', 'hospital', 'clinic', 'health',
  'stadium', 'roundabout', 'park', 'lorry', 'barracks', 'bank', 'field', 'college', 'university', 'bridge', 'wharf', 'round', 'about',
  // A gate names no place: "near FBC back gate", "by the main gate".
  'gate', 'back',
  // A chiefdom is named with its own word, as a district is ("Wara Wara Yagala chiefdom"), and an address given as
  // directions says which way to go ("Leaving Kabala … go six miles", "turn left before it, third house").
  'chiefdom', 'chfdm', 'dist', ...DIRECTION_WORDS,
]);

// Every spelling of a known place (its name and the ones people type), to one word: the name without spaces and
// without "Town", so "Congotown", "Congo Town" and "Congo" meet, as do "Calaba Town" and "Calabatown". Not a place
// that holds others (Freetown), which every address in the city may add.
const KNOWN = new Map(PLACES.filter((p) => !isBroadPlace(p.name))
  .flatMap((p) => [p.name, ...p.aliases].map((s) => [placeKey(s), placeKey(p.name).replace(/(?<=.)town$/, '')] as const)));
/** The known places' one-word names, once. */
const KNOWN_PLACES: ReadonlySet<string> = new Set(KNOWN.values());
const LONGEST_NAME = 3;

/** A part of an address that names a chiefdom, a district, a province or a region rather than the town. */
const ABOVE_TOWN = /\b(?:chiefdom|chfdm|district|dist|province|region)\W*$|^\W*western\s+(?:area|rural|urban)\b/i;

const notAPlace = (w: string) => ADDRESS_NOISE.has(w) || LANDMARK_STOP.has(w) || UNIT_WORDS.has(w) || NOT_A_PLACE.has(w);

/**
 * The known place a word is one typing slip from ("Hamliton", "Lunsa"): one insertion, deletion, change or swap of
 * neighbours, from one place only, in words of 5+ letters; or, in words of 4+, the one place it sounds like or is
 * written as without its vowels.
 */
function nearKnownPlace(word: string): string | undefined {
  if (word.length < 4) return undefined;
  if (word.length >= 5) {
    const near = new Set([...KNOWN].filter(([k]) => oneSlipApart(k, word)).map(([, place]) => place));
    if (near.size === 1) return [...near][0];
  }
  // Krio spells it by ear ("Kisi" / Kissy), text-speak drops the vowels ("kmkwie", "lmley"): one known place that
  // sounds the same, or has the same letters but its vowels.
  const heard = soundKey(word);
  const sound = KNOWN_SOUNDS.get(heard);
  if (sound?.size === 1) return [...sound][0];
  // Or one slip from its sound, as Krio writes a long name by ear ("Wɛlintin" / Wellington).
  if (word.length >= LONG_SOUND) {
    const near = new Set(LONG_SOUNDS.filter(([k]) => oneSlipApart(k, heard)).flatMap(([, places]) => [...places]));
    if (near.size === 1) return [...near][0];
  }
  const bare = KNOWN_BARE.get(withoutVowels(word));
  return bare?.size === 1 && !/^[aeiou]/.test(word) ? [...bare][0] : undefined;
}
const withoutVowels = (w: string) => w[0]! + w.slice(1).replace(/[aeiouy]/g, '');
/** The known places by another reading of their spellings: one key may stand for several places. */
function knownBy(read: (spelling: string) => string): Map<string, Set<string>> {
  const byKey = new Map<string, Set<string>>();
  for (const [spelling, place] of KNOWN) {
    const key = read(spelling);
    byKey.set(key, (byKey.get(key) ?? new Set()).add(place));
  }
  return byKey;
}
const KNOWN_SOUNDS = knownBy(soundKey);
/** Names this long are told apart by more than one slip of their sound. */
const LONG_SOUND = 6;
const LONG_SOUNDS = [...KNOWN_SOUNDS].filter(([k]) => k.length >= LONG_SOUND);
/** By their spellings without vowels after the first letter; only those with 3 letters or more left tell places apart. */
const KNOWN_BARE = new Map([...knownBy(withoutVowels)].filter(([bare]) => bare.length >= 3));

/**
 * The words of a text that may name a place, each known place's spelling taken as one word, a known place mistyped
 * as that place, and a word of one or two letters joined to the next ("Pa Demba Rd" is "Pademba Road", as "Bai
 * Bureh" is often written "Baibureh").
 */
function placeWords(text: string, knownOnly: boolean): string[] {
  const words = normaliseText(text).split(' ').map((w) => ADDRESS_WORDS[w] ?? w);
  const found: string[] = [];
  for (let i = 0; i < words.length;) {
    let n = Math.min(LONGEST_NAME, words.length - i);
    while (n > 0 && !KNOWN.has(words.slice(i, i + n).join(''))) n--;
    if (n > 0) {
      found.push(KNOWN.get(words.slice(i, i + n).join(''))!);
      i += n;
      continue;
    }
    let w = words[i++]!;
    if (/^[a-z]{1,2}$/.test(w) && !notAPlace(w) && /^[a-z]{3,}$/.test(words[i] ?? '') && !notAPlace(words[i]!)) w += words[i++]!;
    const known = nearKnownPlace(w);
    if (known) found.push(known);
    else if (!knownOnly && w.length > 2 && !/\d/.test(w) && !notAPlace(w)) found.push(w);
  }
  return found;
}

/** The known places a text names, each as one word however it is spelt ("Port Loko", "Portloko": "portloko"). */
export function knownPlaces(text: string): string[] {
  return placeWords(text, true);
}

/**
 * The places of a listing, most telling first: the known places its address names, then the other place words of
 * its address from the last (the town or area comes last), then the known places its title names ("House for
 * rent, Kabala" of an address given as a landmark only). The title's other words are sales talk.
 */
export function listingPlaces(text: Pick<ListingText, 'title' | 'address'>): string[] {
  // What a bracket adds ("Mount Aureol, Freetown (near FBC back gate)") is a landmark or directions: after the
  // address's own places, which name the area.
  const brackets = [...text.address.matchAll(/\(([^)]*)\)/g)].map((m) => m[1]!).join(' , ');
  // The parts above the town ("Mountain Rural District", "Kori Chiefdom", "Western Area") after the town's, which
  // they would push out of the places kept; kept at all, as the one key a repost that misspells its village may share.
  const parts = text.address.replace(/\([^)]*\)/g, ' , ').split(',');
  const own = placeWords(parts.filter((part) => !ABOVE_TOWN.test(part)).join(' , '), false);
  const above = placeWords(parts.filter((part) => ABOVE_TOWN.test(part)).join(' , '), false);
  const added = brackets ? placeWords(brackets, false) : [];
  const address = [...own, ...added, ...above];
  const unknown = (words: string[]) => words.filter((w) => !KNOWN_PLACES.has(w)).reverse();
  const places = [...address.filter((w) => KNOWN_PLACES.has(w)), ...unknown(own), ...unknown(added), ...unknown(above), ...placeWords(text.title, true)];
  return [...new Set(places)].slice(0, FACT_KEY_PLACES);
}

// Bedrooms by count ("3 bedroom", "3bed", "3BR", Krio "tri bedrum"); a room and parlour is one bedroom, "two rooms and
// parlour" two, Krio's "tri rum, palɔ" three. Not a student's "1 bed space", a bed in a shared room.
const BEDROOM_COUNTS = /\b(\d)\s*(?:bed(?:room)?s?|br|bdr?ms?)\b(?!\s*spaces?\b)|\b(?:(\d)\s+)?rooms?\s+(?:(?:and|with|n|en)\s+)?(?:parlour|parlor|palo|sitting)\b/g;
// A cookery or a bar is let as a business too ("cookery and bar", "chop bar"), not a burglar bar; and a place of work,
// a processing shed, a mill, a press house or a workshop; an internet café, a photo studio (not a studio flat).
const COMMERCIAL = /\b(?:shops?|stores?|offices?|warehouses?|containers?|kiosks?|stalls?|boutique|salon|business|cookery|restaurant|canteen|eatery|chop\s*bar|bar\s+and\s+restaurant|(?:drinks?|beer)\s+bar|sheds?|mills?|press\s+house|workshops?|bakery|caf[eé]s?|cyber|biz(?:ness?|nes)|(?:photo|recording)\s+studios?)(?![a-z])/;
// A guest house or hotel, let by its rooms: before the shop's words, as its sales talk calls it a business.
const LODGING = /\b(?:guest\s*houses?|hotels?|motels?|lodges?|inns?)\b/;
// Land by its words; not "lots of people". A farm is land however it is measured ("8 hectares").
const LAND = /\b(?:land|plots?|acres?|hectares?|farm(?:land)?s?|lots?(?!\s+of\b))\b|\b\d+\s?ac\b/;

/**
 * What kind of property the text is for, in the few classes a rewrite keeps: its bedrooms ("b3"), else a shop or
 * office ("shop"), else land ("land"), else "". Counted as written, then in canonical form (Krio and text-speak
 * written out), which reads a "4" as "for" and so comes second.
 */
export function propertyKind(text: Pick<ListingText, 'title' | 'description'>): string {
  // The rooms in listings' words, however formally worded, disguised or mistyped ("four sleeping chambers", "Thee bedorom").
  const written = kindWords(plainWords(`${text.title}. ${withoutSearchTags(text.description)}`));
  const canonical = canonicalText(written);
  // The most bedrooms any count names, wherever it stands: the unit's total ("3 bedroom flat, the master bedroom en
  // suite"), however a repost orders its sentences ("What is the area of ONE bedroom?" after "a two bedroom house").
  const counts = (plain: string) => [...plain.matchAll(BEDROOM_COUNTS)].map((m) => Number(m[1] ?? m[2] ?? '1'));
  // Krio's counts too ("tri bɛdrum", "fo bɛdrum").
  const figures = counts(normaliseText(countsInFigures(written)));
  const bedrooms = figures.length > 0 ? figures : counts(canonical);
  if (bedrooms.length > 0) return `b${Math.max(...bedrooms)}`;
  if (LODGING.test(canonical)) return 'lodging';
  if (COMMERCIAL.test(canonical)) return 'shop';
  return LAND.test(canonical) ? 'land' : '';
}

/** The listing's fact keys before hashing: each place with the kind ("kabala|b3", "congo|shop"). */
export function factKeys(text: ListingText): string[] {
  const kind = propertyKind(text);
  return placesForKeys(text).map((place) => `${place}|${kind}`);
}

/**
 * listingPlaces, and where the title and address name no known place ("Freetown East End", "Peninsular, far end"),
 * the known places the description names first: a repost that cut its address to a district keeps the landmark
 * ("behind Allen Town market") its original's address gives.
 */
function placesForKeys(text: ListingText): string[] {
  const places = listingPlaces(text);
  if (places.some((p) => KNOWN_PLACES.has(p))) return places;
  return [...new Set([...knownPlaces(text.description).slice(0, DESCRIPTION_PLACES), ...places])].slice(0, FACT_KEY_PLACES);
}
const DESCRIPTION_PLACES = 2;
