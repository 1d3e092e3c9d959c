// The specific facts a listing states about its property, for duplicate_listing (issue 30): what a genuine repost
// keeps however it is reworded (the rooms, the floor, the size, the unit's number, the features it names) and what
// an honest template on another unit changes while the stock phrases around it stay word for word. Not the price,
// the phone, the contact's name or the payment terms: a scammer's repost changes those.
import { canonicalText, type ListingText } from './text-similarity.js';

/** Lower case, accents and punctuation gone, but decimals kept ("0.5 acre"), "1/4" read as quarter and "2,000" as 2000. */
function plainText(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/\b1\s*[/\u2044]\s*4\b/g, ' quarter ').replace(/\b1\s*[/\u2044]\s*2\b/g, ' half ')
    .replace(/(\d)x(\d)/g, '$1 x $2').replace(/(\d)(?!(?:st|nd|rd|th)\b)(?=[a-z])/g, '$1 ').replace(/(?!\d\.\d)[^a-z0-9.]+|\.(?!\d)/g, ' ').replace(/\s+/g, ' ').trim();
}

const NUMBER_WORDS: Record<string, string> = {
  one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', single: '1',
};
const ORDINALS: Record<string, string> = {
  ground: '0', first: '1', second: '2', third: '3', fourth: '4', fifth: '5', sixth: '6', '1st': '1', '2nd': '2', '3rd': '3', '4th': '4', '5th': '5',
};
const FRACTIONS: Record<string, string> = { quarter: '0.25', half: '0.5', one: '1', two: '2', three: '3' };
const count = (word: string) => NUMBER_WORDS[word] ?? word;

type Fact = [kind: string, pattern: RegExp, value: (m: RegExpMatchArray) => string];
// Read over plainText, figures and words alike ("three-bedroom", "3bdrm", "3 bedrooms" all give bedrooms 3). A count
// names rooms of one kind, so "2 bedrooms, 1 bathroom" gives bedrooms 2 and bathrooms 1.
const N = '(\\d+|one|two|three|four|five|six|seven|eight|single)';
const FACTS: Fact[] = [
  ['bedrooms', new RegExp(`\\b${N}\\s*(?:bed(?:room)?s?|br|bdr?m?s?)\\b`, 'g'), (m) => count(m[1]!)],
  ['bathrooms', new RegExp(`\\b${N}\\s*(?:bath(?:room)?s?|toilets?|showers?|wcs?)\\b`, 'g'), (m) => count(m[1]!)],
  ['sitting rooms', new RegExp(`\\b${N}\\s*(?:sitting\\s*rooms?|parlou?rs?|living\\s*rooms?|lounges?)\\b`, 'g'), (m) => count(m[1]!)],
  ['parking', new RegExp(`\\b(?:parking|space|garage)\\s*for\\s*${N}\\s*cars?\\b|\\b${N}\\s*car\\s*(?:garage|parking)\\b`, 'g'), (m) => count(m[1] ?? m[2]!)],
  ['storeys', new RegExp(`\\b${N}\\s*(?:storey|story|floors?|levels?)\\s*(?:building|house|block|duplex)\\b`, 'g'), (m) => count(m[1]!)],
  ['floor', /\b(ground|first|second|third|fourth|fifth|sixth|1st|2nd|3rd|4th|5th|\d|top)\s*floor\b/g,
    (m) => ORDINALS[m[1]!] ?? m[1]!],
  ['phase', /\bphase\s*(\w+)\b|\b(first|second|third|fourth|1st|2nd|3rd|4th)\s*phase\b/g, (m) => (m[2] ? ORDINALS[m[2]]! : ORDINALS[m[1]!] ?? count(m[1]!))],
  // Sizes by their measure, so a plot's town lot in the title does not agree with another plot's 50 by 100 feet.
  ['area', /\b(\d+(?:\.\d+)?)\s*(square\s*met(?:re|er)s?|sq\s*m|sqm|m2|square\s*feet|sq\s*ft|acres?|hectares?|ha)\b/g,
    (m) => `${m[1]} ${/acre/.test(m[2]!) ? 'acre' : /^h/.test(m[2]!) ? 'ha' : /f/.test(m[2]!) ? 'ft' : 'm'}`],
  ['area', /\b(quarter|half|one|two|three)\s*(?:of\s*(?:an?\s*)?)?acres?\b/g, (m) => `${FRACTIONS[m[1]!]} acre`],
  ['lot', /\b(quarter|half|one|two|three)?\s*town\s*lots?\b/g, (m) => FRACTIONS[m[1] ?? 'one']!],
  ['dimensions', /\b(\d+)\s*(?:ft|feet|foot|m)?\s*(?:by|x)\s*(\d+)\b/g, (m) => [m[1]!, m[2]!].sort().join('x')],
];

/** The facts of each kind the title and description state, by kind: "3 bedrooms" gives bedrooms → {3}. */
export function factsOf(text: Pick<ListingText, 'title' | 'description'>): Map<string, Set<string>> {
  const plain = plainText(`${text.title}. ${text.description}`);
  const facts = new Map<string, Set<string>>();
  for (const [kind, pattern, value] of FACTS) {
    for (const m of plain.matchAll(pattern)) {
      if (!facts.has(kind)) facts.set(kind, new Set());
      facts.get(kind)!.add(value(m));
    }
  }
  return facts;
}

// A landmark named to place the property ("near the Hill Cot Road junction", "opposite the Lebanese school"): its
// words, so "the mosque" and "the big mosque" agree while two houses by other landmarks on one road do not. Only
// one place ("the …" or a name), not the amenities every listing is near ("close to shops and transport").
const LANDMARK = /\b(?:near|opposite|opp|behind|beside|next to|close to|adjacent to)\s+([a-z0-9 ]+?)(?=\s+(?:with|and|for|on|in|at|from)\b|$)/gi;
// Parts of the property itself ("the boys quarters behind the house") place nothing.
const LANDMARK_STOP = new Set([
  'the', 'a', 'an', 'big', 'main', 'small', 'new', 'old', 'road', 'street', 'area', 'town', 'city', 'centre', 'center',
  'house', 'building', 'compound', 'kitchen', 'yard', 'gate', 'back', 'front', 'property', 'flat', 'plot', 'room', 'rooms', 'fence', 'wall',
]);
const LANDMARK_SAME: Record<string, string> = { sea: 'beach', ocean: 'beach', seaside: 'beach', masjid: 'mosque', chapel: 'church', cathedral: 'church' };

/** The words of the landmarks the description names, each clause read on its own. */
export function landmarkWords(description: string): Set<string> {
  const words = new Set<string>();
  const spelt = description.normalize('NFKD').replace(/\bopp\./gi, 'opposite').replace(/\bnr\./gi, 'near');
  for (const clause of spelt.split(/[.,;:!?()\n]+/)) {
    for (const m of clause.replace(/[^A-Za-z0-9 ]+/g, ' ').replace(/\s+/g, ' ').trim().matchAll(LANDMARK)) {
      const place = m[1]!;
      if (!/^the\s/i.test(place) && !/^[A-Z]/.test(place)) continue;
      for (const w of place.toLowerCase().split(' ')) {
        if (w && !LANDMARK_STOP.has(w) && !/^\d+$/.test(w)) words.add(LANDMARK_SAME[w] ?? w);
      }
    }
  }
  return words;
}

/** Words before a number or letter that names one unit of several, in the text: "Unit 4", "Plot 12", "Shop No. 14", "Type A". */
// Not a phone after "office" ("call our office 076 111 222"), nor a count or a duration ("apartment 2 bedrooms",
// "apartment 24 hours security", "house 1 year advance"), nor "I" ("the villa I built").
const UNIT_IN_TEXT = /\b(?:house|flat|unit|block|apartment|apt|shop|plot|villa|lot|stall|office|suite|duplex|bungalow|chalet|building|kiosk|type|wing)\s+(?:no\.?\s*|number\s+)?([A-Z]?\d{1,4}[A-Z]?|[A-Z])(?![\w'])(?!\s*\d)(?!\s*(?:-\s*)?(?:bed|bath|room|toilet|sitting|parlou?r|stor(?:e?y|ies)|floor|acre|sq|square|min|hour|hr|day|week|month|year|yr|km|mile|kva|car|people|person))/gi;

/** The units the description names by number or letter (a letter only in capitals: "flat a short walk" is no unit). */
export function unitsInDescription(description: string): Set<string> {
  const ids = new Set<string>();
  for (const m of description.matchAll(UNIT_IN_TEXT)) {
    const id = m[1]!;
    if (/^[a-z]$/.test(id) || id === 'I') continue;
    ids.add(id.toLowerCase());
  }
  return ids;
}

// Features a listing names about its property, each with the words that name it. Water and power, a kitchen and
// tiles are in nearly every listing and tell nothing; these tell one house from the next in an agency's template.
const FEATURES: Record<string, string[]> = {
  garden: ['garden', 'gardens', 'lawn', 'flowers'],
  tree: ['tree', 'trees', 'mango', 'mangoes', 'orange trees', 'coconut', 'palm', 'palms', 'plantain', 'orchard'],
  // A rewording may call one veranda a balcony or a porch, one store a pantry, one borehole a well: one feature.
  veranda: ['veranda', 'verandah', 'verandas', 'porch', 'patio', 'balcony', 'balconies', 'terrace', 'rooftop', 'roof top', 'roof terrace'],
  pool: ['pool', 'swimming'],
  'boys quarters': ['boys quarters', 'boys quarter', 'bq', 'servant quarters', 'staff quarters', 'annex', 'annexe'],
  garage: ['garage', 'carport', 'car port'],
  'store room': ['store room', 'storeroom', 'storage room', 'storage', 'pantry'],
  view: ['sea view', 'ocean view', 'beach view', 'hill view', 'mountain view', 'city view', 'view of', 'views', 'overlooking', 'facing sea', 'facing hills', 'facing mountains'],
  beach: ['beach', 'beachfront', 'seafront', 'sea front', 'waterfront', 'ocean'],
  generator: ['generator', 'generators', 'genset', 'kva'],
  solar: ['solar', 'inverter', 'inverters'],
  borehole: ['borehole', 'boreholes', 'water well', 'hand dug well', 'compound well'],
  lift: ['lift', 'lifts', 'elevator', 'elevators'],
  gym: ['gym', 'gymnasium', 'fitness'],
  'air conditioning': ['air conditioning', 'air conditioned', 'air conditioners', 'air conditioner', 'air con', 'aircon', 'ac', 'split units'],
  furnished: ['furnished', 'furniture'],
  'outside kitchen': ['outside kitchen', 'outdoor kitchen', 'kitchen outside'],
  poultry: ['poultry', 'chicken', 'chickens', 'pig', 'pigs', 'livestock'],
  shop: ['shop front', 'shopfront', 'storefront'],
  playground: ['playground', 'play area'],
};
const FEATURE_WORDS = new Map<string, string>();
for (const [feature, words] of Object.entries(FEATURES)) for (const w of words) FEATURE_WORDS.set(w, feature);
const LONGEST = Math.max(...[...FEATURE_WORDS.keys()].map((w) => w.split(' ').length));

function featuresIn(words: string[]): Set<string> {
  const found = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    for (let n = LONGEST; n >= 1; n--) {
      const feature = FEATURE_WORDS.get(words.slice(i, i + n).join(' '));
      if (feature) { found.add(feature); break; }
    }
  }
  return found;
}

const FRAME_STOP = new Set(['with', 'and', 'of', 'to', 'for', 'on', 'at', 'by', 'from', 'is', 'are', 'has', 'have', 'it', 'its', 'this', 'that', 'there', 'very', 'all', 'our', 'your', 'you', 'we', 'i', 'also', 'plus']);
interface Clause { words: Set<string>; features: Set<string> }
function clausesOf(text: Pick<ListingText, 'title' | 'description'>): Clause[] {
  return [text.title, ...text.description.split(/(?<=[.!?;])\s+|\n+/)].map((part) => {
    const words = canonicalText(part).split(' ');
    return { words: new Set(words.filter((w) => w && !FRAME_STOP.has(w))), features: featuresIn(words) };
  });
}

/** The features the title and description name, by their group ("mango" → tree); not the address's place names. */
export function featuresOf(text: Pick<ListingText, 'title' | 'description'>): Set<string> {
  return new Set(clausesOf(text).flatMap((c) => [...c.features]));
}

/**
 * One template filled in for two properties: a sentence of each, built on the same frame (two or more words in
 * common: "Three-bedroom bungalow with …"), names a feature the other listing never mentions (a mango tree / a
 * veranda). A repost that cuts a sentence and adds another ("Fully furnished.") changes no frame, so is not this.
 */
export function otherFeatures(a: Pick<ListingText, 'title' | 'description'>, b: Pick<ListingText, 'title' | 'description'>): boolean {
  const [clausesA, clausesB] = [clausesOf(a), clausesOf(b)];
  const [fa, fb] = [featuresOf(a), featuresOf(b)];
  const novelA = clausesA.filter((c) => [...c.features].some((f) => !fb.has(f)));
  const novelB = clausesB.filter((c) => [...c.features].some((f) => !fa.has(f)));
  return novelA.some((ca) => novelB.some((cb) => [...ca.words].filter((w) => cb.words.has(w)).length >= 2));
}

// The words any listing of a room, flat or plot is written with: what it is, the rooms and services everyone has,
// the payment, the call, praise. A word not in this list (a name, a landmark, a detail of the place) is specific.
const STOCK = new Set(`
  a an the and or with without in on at of for to from by as is are be it its this that there here we our us you your i me my
  will can has have not no only also very just so up all every each more please now today immediately asap hurry first
  house home flat apartment room rooms parlour sitting bedroom bedrooms bed bathroom bathrooms bath toilet toilets shower
  kitchen dining self contain contained single double storey building compound yard space inside outside back front
  water light lights electricity current edsa meter prepaid tap pipe tank running constant available
  one two three four five six year years month months yearly monthly advance payment pay price prices negotiable fixed le
  nle sle leones usd dollars k million thousand hundred per cheap affordable rent rental rents sale let lease to let
  call contact whatsapp phone number interested information info details enquiries viewing inspection agent agents fee
  fees landlord tenant tenants family families people persons serious vacant empty move ready occupy
  new newly built painted clean nice good lovely beautiful big small large spacious quiet area neighbourhood environment
  secure security safe fenced fence gate tiled tiles floor floors ceiling fan fans modern decent neat standard condition
  location located situated close near road street main access
`.trim().split(/\s+/));

/**
 * Whether the two descriptions share anything specific: a word outside the stock vocabulary and the address's own
 * place names (figures aside: prices and phones change in a repost), or a fact or feature both state. Two short
 * listings written only in stock phrases ("Room and parlour for rent. Water and light available. One year advance.")
 * share nothing a copy would have taken: any two rooms on one street read so.
 */
export function sharesSpecifics(a: ListingText, b: ListingText): boolean {
  const place = new Set([...canonicalText(a.address).split(' '), ...canonicalText(b.address).split(' ')]);
  const specific = (t: ListingText) => new Set(canonicalText(t.description).split(' ').filter((w) => w && !/\d/.test(w) && !STOCK.has(w) && !place.has(w)));
  const [sa, sb] = [specific(a), specific(b)];
  if ([...sa].some((w) => sb.has(w))) return true;
  const [fa, fb] = [factsOf(a), factsOf(b)];
  if ([...fa].some(([kind, values]) => [...values].some((v) => fb.get(kind)?.has(v)))) return true;
  const ea = featuresOf(a);
  return [...featuresOf(b)].some((f) => ea.has(f));
}
