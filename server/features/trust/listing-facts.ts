// duplicate_listing's last resort: the set of facts a listing states, which survives a full rewrite (Krio, text-speak,
// bullet lists, sales talk around it). A scammer who knows a copy checker exists rewords every sentence but keeps
// what the property is (rooms, toilets, floor), what it has (kitchen, tank, borehole, prepaid meter, fence, POP
// ceiling) and where it is (the address's place, the landmark). Not what it costs: a repost changes the price as it
// likes (a bait repost cuts it, a relisting agent raises it), so the price counts neither for nor against. Honest
// look-alikes share facts too (one block's flats, one road's houses), so this counts only at a place both addresses
// name, with nearly the same facts and no counted fact or landmark that disagrees.
import { addressWords, canonicalText, numbersInFigures, type ListingText } from './text-similarity.js';

// What a place has, one token for each however it is written (after canonicalText: Krio and text-speak written out).
// Not "water", "light", "rent" or "house": every listing says them.
const FACT_WORDS: Record<string, string> = {
  kitchen: 'kitchen', kitchn: 'kitchen', parlour: 'parlour', sitting: 'parlour', sittin: 'parlour', dining: 'dining',
  toilet: 'toilet', toilets: 'toilet', bath: 'bath', bathroom: 'bath', shower: 'bath', inside: 'inside', outside: 'outside',
  tap: 'tap', pipe: 'tap', well: 'well', borehole: 'borehole', tank: 'tank', pump: 'pump', guma: 'guma',
  edsa: 'edsa', edu: 'edu', solar: 'solar', meter: 'meter', prepaid: 'prepaid', generator: 'generator', gen: 'generator',
  fence: 'fence', fenced: 'fence', walled: 'fence', gate: 'gate', gated: 'gate', guard: 'guard', watchman: 'guard', security: 'guard',
  tiles: 'tiles', tiled: 'tiles', pop: 'pop', ceiling: 'ceiling', ac: 'ac', fan: 'fan', shutter: 'shutter', glass: 'glass',
  shelves: 'shelves', display: 'shelves', store: 'store', storeroom: 'store', yard: 'yard', compound: 'compound', balcony: 'balcony',
  parking: 'parking', garage: 'parking', wardrobe: 'wardrobe', wardrobes: 'wardrobe', veranda: 'veranda', porch: 'veranda',
  mtr: 'meter', ktchn: 'kitchen', bore: 'borehole',
  storey: 'storey', shared: 'shared', own: 'own', block: 'block', furnished: 'furnished', ensuite: 'ensuite',
  ceiled: 'ceiling', dine: 'dining', wall: 'fence',
  // Land and a house for sale: its papers and how far it is built.
  conveyance: 'conveyance', survey: 'survey', foundation: 'foundation', registered: 'registered', documents: 'documents', papers: 'documents',
  // What a shop or an office is good for: a shop has few other facts ("a provision store, pharmacy or phone accessories").
  provision: 'provision', provisions: 'provision', pharmacy: 'pharmacy', chemist: 'pharmacy', boutique: 'boutique', salon: 'salon',
  barbing: 'barber', barber: 'barber', barbershop: 'barber', accessories: 'accessories', restaurant: 'restaurant', cookery: 'restaurant',
  bar: 'bar', supermarket: 'supermarket', tailoring: 'tailor', tailor: 'tailor', cosmetics: 'cosmetics', hardware: 'hardware',
  // The same things under the other names listers give them, so a paraphrase keeps the fact however it words it.
  kitchenette: 'kitchen', wc: 'toilet', latrine: 'toilet', washroom: 'bath', tub: 'bath', bathtub: 'bath', polytank: 'tank',
  reservoir: 'tank', genset: 'generator', inverter: 'inverter', watchmen: 'guard', gateman: 'guard', gatehouse: 'gate', cctv: 'cctv',
  camera: 'cctv', fencing: 'fence', tile: 'tiles', ceramic: 'tiles', aircon: 'ac', cupboard: 'wardrobe', closet: 'wardrobe',
  carport: 'parking', car: 'parking', verandah: 'veranda', terrace: 'veranda', quarters: 'quarters', bq: 'quarters',
  garden: 'garden', pool: 'pool', swimming: 'pool', wifi: 'internet', internet: 'internet', furniture: 'furnished',
  pantry: 'store', storage: 'store', shelf: 'shelves', shelving: 'shelves', dinning: 'dining', deed: 'documents', surveyed: 'survey',
  motorable: 'access', tarred: 'access', burglarproof: 'burglarproof',
};
/** A fact's word, or its singular's ("tanks", "boreholes", "wardrobes", "cars"). */
function factOf(word: string): string | undefined {
  return FACT_WORDS[word] ?? (word.length > 4 && word.endsWith('es') ? FACT_WORDS[word.slice(0, -2)] : undefined) ?? (word.endsWith('s') ? FACT_WORDS[word.slice(0, -1)] : undefined);
}
// "Air conditioner", "en suite", "roller door": the phrase is one fact.
const FACT_PHRASES: [RegExp, string][] = [
  [/\bair[\s-]*condition(?:er|ers|ing|ed)?\b|\ba\/c\b/g, ' ac '], [/\ben[\s-]*suite\b/g, ' ensuite '], [/\broller\s+(?:door|shutter)\b/g, ' shutter '],
  [/\bstore\s*room\b/g, ' store '], [/\bpipe[\s-]*borne\b/g, ' tap '],
  // Prepaid light sold as "cash power" ("power" is "light" by then); burglar bars (not a bar); "air con"; a site plan is the survey; "bore hole".
  [/\bcash\s*(?:power|light)\b/g, ' prepaid meter '], [/\bburglar(?:y)?\s*(?:proof|bars?)\b/g, ' burglarproof '], [/\bair[\s-]*con\b/g, ' ac '],
  [/\bsite\s+plan\b/g, ' survey '], [/\bbore\s+holes?\b/g, ' borehole '], [/\b(?:boys|staff|servant|servants)\s+quarters?\b/g, ' quarters '],
  // A room with its own toilet however it is said ("self-contained", "s/c", Krio "sef kontent", "its own toilet and
  // bath"), after canonicalText ("self contain", "s c").
  [/\bself\s*contain\b|\bs c\b|\b(?:own|private)\s+(?:toilet|bath|bathroom|shower)s?(?:\s+and\s+(?:toilet|bath|bathroom|shower)s?)?\b/g, ' ensuite '],
];
// The sea by any name: "facing the sea" and "a walk to the beach" place a house alike.
const SEA: Record<string, string> = { sea: 'beach', ocean: 'beach', seaside: 'beach', beachside: 'beach' };
const LOT_SHARES: Record<string, number> = { half: 0.5, quarter: 0.25, full: 1 };
// Words of a landmark that name nothing by themselves.
const LANDMARK_STOP = new Set(['the', 'a', 'an', 'main', 'big', 'small', 'old', 'new', 'road', 'street', 'junction', 'area', 'town', 'walk', 'minutes',
  'and', 'to', 'of', 'from', 'is', 'it', 'at', 'in', 'on', 'by', 'only', 'very', 'just', 'right', 'about', 'close', 'next', 'near', 'behind', 'opposite',
  'facing', 'beside', 'call', 'contact', 'for', 'with', 'month', 'year', 'advance', 'le', 'nle', 'usd', 'compound', 'gate', 'shop', 'house', 'flat']);
// Kinds of road, which name no place by themselves.
const ROAD_KINDS = new Set(['avenue', 'lane', 'drive', 'highway', 'estate', 'hill']);
// Words of an address that name no place by themselves (its kind of road, the capital every Freetown address adds).
const ADDRESS_STOP = new Set([...ROAD_KINDS, 'freetown', 'off', 'along', 'opp', 'no', 'number', 'city', 'village', 'district', 'side', 'motor', 'bypass']);
/**
 * The two or three words after "near", "behind", "opposite", "facing" …: the landmark, in whatever sentence it is. Not
 * "by" before a figure ("3 by 4 metres", "4" being "for" in canonicalText).
 */
const LANDMARK_AFTER = /\b(?:near|behind|opposite|opp|facing|beside|close to|next to|walk to|walk from|by(?!\s+(?:\d|for)\b))\s+((?:[a-z0-9]+\s+){0,3}[a-z0-9]+)/g;

/**
 * Town lots or plots, counted ("two town lots", "1 and a half town lots" = 1.5, "half plot", "a full lot"), in a text
 * with counts in figures. One pattern for the facts rule and for the facts that tell two units apart (duplicate-text).
 */
export const LOTS = /\b(?:(\d+)\s+and\s+a\s+)?(\d+(?:\.\d+)?|half|quarter|full)\s+(?:an?\s+)?(?:town\s+)?(?:lots?|plots?)\b/g;
/** The count of a LOTS match: "1 and a half" is "1.5", "half" is "0.5". */
export const lotsOf = (m: RegExpMatchArray): string => String(Number(m[1] ?? 0) + (LOT_SHARES[m[2]!] ?? Number(m[2])));

/** A plot's or a room's dimensions, whichever way round ("50ft x 100ft", "4m x 6m", "3 by 4 metres"). */
export const DIMENSIONS = /\b(\d+)\s*(?:ft|feet|foot|m)?\s*(?:x|by)\s*(\d+)\s*(?:ft|feet|foot|m|metres?|meters?)\b/g;
/** The two sides of a DIMENSIONS match, in one order: "4x6" for "4m x 6m" and "6 by 4 metres". */
export const dimensionsOf = (m: RegExpMatchArray): string => [m[1]!, m[2]!].sort().join('x');

export interface ListingFacts { facts: Set<string>; landmarks: Set<string>; place: Set<string>; address: Set<string> }

/** The facts, the landmark words, the address's place words (without and with its landmark) of a listing. */
export function listingFacts(text: ListingText): ListingFacts {
  let plain = ` ${canonicalText(`${text.title}. ${text.address}. ${text.description}`)} `;
  for (const [pattern, token] of FACT_PHRASES) plain = plain.replace(pattern, token);
  const words = plain.split(' ').filter(Boolean);
  const facts = new Set<string>();
  for (const w of words) {
    const fact = factOf(w);
    if (fact) facts.add(fact);
  }
  // Counts and the floor, from the text with counts in figures: "2bed" and "two bedroom" both say 2.
  const counted = numbersInFigures(`${text.title}. ${text.description}`).toLowerCase();
  for (const m of counted.matchAll(/\b(\d)\s*-?\s*(?:bed(?:room|rum)?s?|br|bdrms?)\b/g)) facts.add(`bedrooms:${m[1]}`);
  for (const m of counted.matchAll(/\b(ground|grnd|first|1st|second|2nd|third|3rd|top)\s+(?:floor|flr)\b/g)) facts.add(`floor:${m[1]!.replace(/^grnd$/, 'ground').replace(/^1st$/, 'first').replace(/^2nd$/, 'second').replace(/^3rd$/, 'third')}`);
  // Town lots or plots ("two town lots", "1 and a half town lots", "a full lot") and a size "4 by 5 metres" / "4x5m".
  for (const m of counted.matchAll(LOTS)) facts.add(`lots:${lotsOf(m)}`);
  for (const m of counted.matchAll(DIMENSIONS)) facts.add(`size:${dimensionsOf(m)}`);
  const landmarks = new Set<string>();
  // Clause by clause, so a landmark does not run on into the next sentence ("near the hospital. Many people …").
  for (const clause of `${text.address}. ${text.description}`.split(/[.,;:!?()\n]+/)) {
    for (const m of ` ${canonicalText(clause)} `.matchAll(LANDMARK_AFTER)) {
      for (const w of m[1]!.split(' ')) if (w.length > 2 && !LANDMARK_STOP.has(w) && !/\d/.test(w)) landmarks.add(SEA[w] ?? w);
    }
  }
  const place = new Set(addressWords(text.address).filter((w) => w.length > 2 && !/\d/.test(w) && !LANDMARK_STOP.has(w) && !ROAD_KINDS.has(w)));
  // Every word of the address that could name the place, its landmark's too ("Opposite Calaba Town junction" gives
  // calaba, junction): a repost placed by a landmark and the town still names a word of the original's address.
  const address = new Set([...place, ...canonicalText(text.address).split(' ').filter((w) => w.length > 2 && !/\d/.test(w) && !ADDRESS_STOP.has(w) && !LANDMARK_STOP.has(w))]);
  return { facts, landmarks, place, address };
}

// At least this many facts in common, and this share of the fewer facts found in the other: a full rewrite keeps
// nearly all; two honest flats of one road share the common ones (kitchen, toilet, EDSA) and differ on the rest.
const MIN_SHARED_FACTS = 7;
const SHARED_SHARE = 0.8;
// A short ad (a shop, a plot, three WhatsApp lines) states few facts: 5 in common will do when they are nearly all
// either side states (this share of all the facts the two name), as a paraphrase keeps them and adds none.
const FEW_SHARED_FACTS = 5;
const ALL_SHARE = 0.85;

/**
 * Same place (a word both addresses name) and nearly the same facts, none counted that disagrees: a rewrite of one
 * listing, whatever either asks. The place comes from the addresses, not from a landmark in the description alone:
 * "by Horizon Builders" or "behind a metal gate" read as landmarks and two towns' listings would share them.
 */
export function sameFacts(a: ListingText, b: ListingText): boolean {
  const [fa, fb] = [listingFacts(a), listingFacts(b)];
  if (![...fa.address].some((w) => fb.address.has(w))) return false;
  // The landmarks, when both name one, must be the same one (near the market / near the hospital); the town's name
  // in "near the Calaba Town mosque" and "behind the Calaba Town health centre" places neither.
  const own = (f: ListingFacts) => new Set([...f.landmarks].filter((w) => !fa.place.has(w) && !fb.place.has(w)));
  const [la, lb] = [own(fa), own(fb)];
  if (la.size > 0 && lb.size > 0 && ![...la].some((w) => lb.has(w))) return false;
  // Counted facts both state and disagree on (4 by 5 / 3 by 4 metres, two town lots / half a lot): two properties.
  const counted = (f: ListingFacts, kind: string) => [...f.facts].filter((x) => x.startsWith(`${kind}:`));
  for (const kind of ['bedrooms', 'floor', 'lots', 'size']) {
    const [ka, kb] = [counted(fa, kind), counted(fb, kind)];
    if (ka.length > 0 && kb.length > 0 && !ka.some((x) => kb.includes(x))) return false;
  }
  const all = (f: ListingFacts) => new Set([...f.facts, ...[...f.landmarks].map((w) => `at:${w}`)]);
  const [sa, sb] = [all(fa), all(fb)];
  const shared = [...sa].filter((x) => sb.has(x)).length;
  if (shared >= FEW_SHARED_FACTS && shared / new Set([...sa, ...sb]).size >= ALL_SHARE) return true;
  return shared >= MIN_SHARED_FACTS && shared / Math.min(sa.size, sb.size) >= SHARED_SHARE;
}
