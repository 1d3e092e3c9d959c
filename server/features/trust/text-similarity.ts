// Near-duplicate listing text: the same title, address and description after normalising case, spacing,
// punctuation and digits' formatting, compared as sets of character shingles (Jaccard similarity), and the MinHash
// bands and address words the index keys (index-keys.ts) are made of, so a check never reads the whole table
// (decision 0013).

import { foldLookalikes } from '../../../common/lookalike-letters.js';
import { rememberedByText } from './remembered-readings.js';

const SHINGLE = 5;
const HASHES = 48;
const ROWS_PER_BAND = 4;
export const TEXT_BANDS = HASHES / ROWS_PER_BAND;
/** Listings whose texts share at least this share of shingles are taken to be the same listing. */
export const DUPLICATE_MIN_SIMILARITY = 0.6;

export interface ListingText { title: string; address: string; description: string }

/**
 * The three texts as a reader sees them (foldLookalikes): a copy written with Cyrillic letters or zero-width spaces
 * reads as the copy it is, and a list of search words stuffed into it ("Tags: house for rent freetown, hotel kenema,
 * …") is skipped, as a reader skips it.
 */
export function readableText(text: ListingText): ListingText {
  return { title: foldLookalikes(text.title), address: foldLookalikes(text.address), description: withoutSearchTags(foldLookalikes(text.description)) };
}
/**
 * A description without the search words stuffed into it ("Tags: …", "Keywords: …", "Search terms: …"), a list that
 * runs to the end of its line or sentence, wherever it stands.
 */
const SEARCH_TAGS = /(?<![\w'])(?:tags|keywords|key\s+words|search\s+(?:terms|words|tags))\s*:[^.!?\n]*[.!?]?/gi;
export function withoutSearchTags(description: string): string {
  const cut = description.replace(SEARCH_TAGS, ' ').replace(/[ \t]{2,}/g, ' ').trim();
  return cut.length > 0 ? cut : description;
}

// The letters of the standard Krio orthography ("Rum ɛn palɔ de fɔ rɛnt na Mayɛnkinɛ", "Kalaba Tɔŋ") read as the
// English spelling writes them: dropped as punctuation, they would leave "may nkin" and "t" of the place names.
const KRIO_LETTER_READ: Record<string, string> = { ɔ: 'o', Ɔ: 'O', ɛ: 'e', Ɛ: 'E', ŋ: 'ng', Ŋ: 'NG' };
const KRIO_LETTERS = /[ɔƆɛƐŋŊ]/g;
const readKrioLetters = (text: string) => text.replace(KRIO_LETTERS, (c) => KRIO_LETTER_READ[c]!);

const DOTTED_WORD = /(?<![\p{L}\d.])(?:\p{L}\.){2,}\p{L}(?![\p{L}\d])\.?/gu;
/**
 * Look-alike letters read in Latin, lower case, accents and punctuation removed, spaces collapsed:
 * "3-Bed FLAT,  Lumley!" → "3 bed flat lumley".
 */
export function normaliseText(text: string): string {
  return readKrioLetters(foldLookalikes(text))
    // A word spelt out with dots between its letters ("H.O.U.S.E", "F.o.r.i.a") is the word.
    .replace(DOTTED_WORD, (word) => word.replace(/\./g, ''))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/(\d)[,.](?=\d{3}\b)/g, '$1')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// Text-speak written out ("rm n parlour 4 rent", "d compound", "1yr advance"), common Krio written in English
// ("toilet en shower insai", "wata de"), counts as figures ("two minutes" / "2 mins") and the articles dropped, so a
// repost typed on a phone or half put into Krio compares with the tidy original. Used to compare, never for the
// index keys (stored).
const TEXT_SPEAK: Record<string, string> = {
  rm: 'room', rms: 'rooms', n: 'and', d: 'the', da: 'the', di: 'the', ur: 'your', u: 'you', ppl: 'people', yr: 'year',
  yrs: 'years', '1yr': '1 year', '2yrs': '2 years', bdrm: 'bedroom', bdrms: 'bedrooms', w: 'with', wit: 'with',
  nr: 'near', frm: 'from', wlk: 'walk', dis: 'this', wif: 'with', 4: 'for', pls: 'please', gud: 'good', avail: 'available',
  compnd: 'compound', min: 'minutes', mins: 'minutes', rd: 'road', st: 'street', hwy: 'highway', jct: 'junction', jnct: 'junction',
  junc: 'junction', stn: 'station', mkt: 'market', dbl: 'double', bathrm: 'bathroom', bkfst: 'breakfast', brkfst: 'breakfast',
  incl: 'included', nite: 'night', nites: 'nights', contained: 'contain', parlor: 'parlour',
  // A landmark's words shortened ("behind Govt Hospital", "nr Wesleyan hosp", "opp the sec sch").
  govt: 'government', hosp: 'hospital', sch: 'school', sec: 'secondary',
  // Krio
  en: 'and', insai: 'inside', wata: 'water', layt: 'light', fo: 'for', wan: '1', tu: '2', tri: '3', rum: 'room',
  rums: 'rooms', palo: 'parlour', toylet: 'toilet', siling: 'ceiling', windo: 'window', wok: 'work', pipul: 'people',
  ia: 'year', mont: 'month', kichin: 'kitchen', os: 'house', sef: 'self', kontent: 'contain', bak: 'back', smol: 'small',
  oda: 'other', fain: 'fine', nia: 'near', ples: 'place', rod: 'road', yad: 'yard', gyet: 'gate',
  bedrum: 'bedroom', bedrums: 'bedrooms', insay: 'inside', fens: 'fence', polis: 'police', stesin: 'station', skul: 'school',
  sekondri: 'secondary', sitin: 'sitting', sittin: 'sitting', bihain: 'behind', advans: 'advance', kol: 'call', siks: '6', wel: 'well',
  twn: 'town', grnd: 'ground', flr: 'floor', kitchn: 'kitchen', mth: 'month', mnth: 'month',
  // More Krio as it is written by sound (the open o and e read as o and e first), the words a listing uses most:
  // the rooms and fittings, the papers of land and the places a landmark names.
  baf: 'bath', bafrum: 'bathroom', kichen: 'kitchen', palor: 'parlour', palour: 'parlour', parlo: 'parlour', kompawnd: 'compound', kompaun: 'compound',
  mita: 'meter', jenereta: 'generator', jenreta: 'generator', sekyuriti: 'security', wachman: 'watchman', borehol: 'borehole',
  tayl: 'tiles', tayls: 'tiles', stori: 'storey', ausay: 'outside', stor: 'store', shap: 'shop', ofis: 'office', nyu: 'new',
  dokyument: 'documents', dokyuments: 'documents', konveyans: 'conveyance', sovey: 'survey', fawndeshon: 'foundation', lan: 'land',
  sel: 'sell', ospitul: 'hospital', ospital: 'hospital', mosk: 'mosque', choch: 'church', maket: 'market', jonkshon: 'junction',
  junkshon: 'junction', bich: 'beach',
  // And as the standard Krio orthography writes them (its ɛ and ɔ read as e and o first: "wadrɔb", "paalɔ", "flɔ").
  wadrob: 'wardrobe', wadrobs: 'wardrobes', paalo: 'parlour', flo: 'floor', yon: 'own', pomp: 'pump', sikyuriti: 'security',
  makit: 'market', strit: 'street', nomba: 'number', evri: 'every', olsay: 'everywhere', bedrom: 'bedroom', windos: 'windows',
  // Everyday Krio by ear, as a repost put into Krio writes what the original says in English ("fayv minit waka go dɔŋ
  // na Yɔk bich", "Di stɔ na lɛk 15 mita bay 20 mita, kɔnkrit flɔ"): the building, its fittings, sizes and times.
  opozit: 'opposite', vilej: 'village', kwayet: 'quiet', fayv: '5', sevin: '7', nayn: '9', minit: 'minutes', minits: 'minutes',
  waka: 'walk', dayning: 'dining', flosh: 'flush', twalet: 'toilet', twalets: 'toilets', ston: 'stone', blok: 'block', pent: 'paint',
  pentin: 'painted', wayt: 'white', blu: 'blue', winda: 'window', windas: 'windows', koba: 'cover', tru: 'through', monin: 'morning',
  yia: 'year', yias: 'years', metodis: 'methodist', estet: 'estate', siment: 'cement', faktri: 'factory', trak: 'truck', slayd: 'slide',
  rof: 'roof', stil: 'steel', konkrit: 'concrete', bildin: 'building', matirial: 'material', sayd: 'side', rays: 'rice', fes: 'phase',
  sto: 'store', bien: 'behind', wik: 'week', wiks: 'weeks', nayt: 'night', nayts: 'nights', lek: 'like', kabod: 'cupboard', chia: 'chair',
  tebul: 'table', famili: 'family', gadin: 'garden', dipozit: 'deposit', agriment: 'agreement', loye: 'lawyer', fenis: 'finish',
  selin: 'ceiling', bakyad: 'backyard', beleful: 'plenty', plenti: 'plenty', haf: 'half',
  // American spellings of the British ones listings use ("Color TV" for "Colour TV").
  color: 'colour', colors: 'colours', center: 'centre', centers: 'centres', neighbor: 'neighbour', neighbors: 'neighbours',
  neighborhood: 'neighbourhood', program: 'programme', aluminum: 'aluminium', gray: 'grey', favorite: 'favourite',
  // One word for one thing however a repost words it ("3BR apartment, 24hr power" / "3 bedroom flat, 24 hour light").
  apartment: 'flat', apartments: 'flats', apt: 'flat', large: 'big', spacious: 'big', power: 'light', electricity: 'light',
  every: 'all', per: 'a', hr: 'hour', hrs: 'hours', '24hr': '24 hour', '24hrs': '24 hours', br: 'bedroom', bed: 'bedroom',
  beds: 'bedrooms', bedrm: 'bedroom', '1br': '1 bedroom', '2br': '2 bedroom', '3br': '3 bedroom', '4br': '4 bedroom', '5br': '5 bedroom',
  one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10',
};
// Words that only carry a sentence in Krio or English ("de" is there, "dem" makes a plural, "i" opens a clause).
const FILLER = new Set(['a', 'an', 'the', 'in', 'na', 'de', 'dem', 'i']);
/** One name for one room or thing however a lister calls it: "sitting room" and "living room" are the parlour. */
const PHRASES: [RegExp, string][] = [
  [/\b(?:sitting|living)[\s-]*rooms?\b|\blounge\b/gi, 'parlour'],
  [/\bwhats\s*app\b/gi, 'whatsapp'],
  // "20 foot container", "20-ft", "20 feet": one size however written (number words are figures by then).
  [/\b(\d+)\s*-?\s*(?:ft|foot|feet)\b/gi, '$1ft'],
];
/** Phone numbers (8+ digits, spaced or not): a repost puts its own, and one lister's two listings share one. */
const PHONE = /\+?\d(?:[\s-]?\d){7,}/g;

// Counts and numbers written in words ("Fifteen acres", "twenty-four hour security", "Lot twelve") read as figures,
// as a repost may write them either way. Bounded: one word, or a tens word and a unit word.
const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen',
  'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
export const NUMBER_WORD = `(?:${TENS.join('|')})(?:[\\s-]+(?:${ONES.slice(1, 10).join('|')}))?|${ONES.join('|')}`;
const NUMBER_WORDS = new RegExp(`\\b(?:${NUMBER_WORD})\\b`, 'gi');
// Hundreds, as a plot's side is often said ("seventy by hundred feet", "one hundred and fifty metres"): "a hundred",
// "hundred", "two hundred and fifty".
const HUNDREDS = new RegExp(`\\b(?:(a|${ONES.slice(1, 10).join('|')})\\s+)?hundred(?:\\s+(?:and\\s+)?(${NUMBER_WORD}))?\\b`, 'gi');
// Thousands, as a rent or a floor area is said ("one thousand five hundred", "two thousand square feet"), once the
// hundreds and the counts are figures: "1 thousand 500" is 1500, "2 thousand and 5" 2005. Not "thousands of people",
// nor a count after it ("5 thousand 3 months").
const THOUSANDS = /\b(?:(\d{1,3})|a)\s+thousand(?:\s+(?:and\s+(\d{1,3})|(\d{2,3}))\b)?\b/gi;
/** "Fifteen acres" → "15 acres", "twenty-four hour" → "24 hour", "a hundred feet" → "100 feet"; other words unchanged. */
export function numbersInFigures(text: string): string {
  return text.replace(HUNDREDS, (_, count: string | undefined, rest: string | undefined) => {
    const hundreds = count && count.toLowerCase() !== 'a' ? ONES.indexOf(count.toLowerCase()) : 1;
    return String(100 * hundreds + (rest ? Number(numbersInFigures(rest)) : 0));
  }).replace(NUMBER_WORDS, (words) => {
    const [first, second] = words.toLowerCase().split(/[\s-]+/);
    const tens = TENS.indexOf(first!);
    return String(tens >= 0 ? 20 + 10 * tens + (second ? ONES.indexOf(second) : 0) : ONES.indexOf(first!));
  }).replace(THOUSANDS, (_, count: string | undefined, afterAnd: string | undefined, rest: string | undefined) =>
    String(1000 * Number(count ?? 1) + Number(afterAnd ?? rest ?? 0)));
}

// Krio's counted rooms and floors as they are written by sound ("tri bedrum", "tu toylet", "wan rum en palo", "di
// sekon flo"), in English for the facts that tell two units apart: the caretaker's Krio ads of one compound's rooms
// differ in these words only. A count only before a room's word, as "tu" is also "to"; "fo" (four) only before
// "bedrum" (countsInFigures), as it is also "for".
const KRIO_ROOMS: Record<string, string> = {
  rum: 'room', rums: 'rooms', bedrum: 'bedroom', bedrums: 'bedrooms', toylet: 'toilet', toylets: 'toilets', baf: 'bath', bafrum: 'bathroom',
  bafrums: 'bathrooms', flo: 'floor', flor: 'floor',
};
const KRIO_COUNTS: Record<string, string> = { wan: '1', tu: '2', tri: '3', faiv: '5', siks: '6' };
const KRIO_FLOORS: Record<string, string> = { grong: 'ground', fos: 'first', fohs: 'first', sekon: 'second', sekond: 'second', tod: 'third', fot: 'fourth' };
// And land counted so ("wan town lot", "tu plot", "faiv acre").
const KRIO_COUNTED_LAND = new RegExp(`\\b(${Object.keys(KRIO_COUNTS).join('|')})\\s+(?=(?:town\\s+)?(?:lots?|plots?|acres?)\\b)`, 'gi');
const KRIO_COUNTED = new RegExp(`\\b(?:(${Object.keys(KRIO_COUNTS).join('|')}|${Object.keys(KRIO_FLOORS).join('|')}|\\d)\\s+)?(${Object.keys(KRIO_ROOMS).join('|')})\\b`, 'gi');
/** numbersInFigures, then Krio's counted rooms and floors in English ("tri bedrum" → "3 bedroom", "sekon flo" → "second floor"). */
export function countsInFigures(text: string): string {
  // In the standard orthography too ("tri bɛdrum", "tu tɔylɛt").
  // "fo bɛdrum" (or "foh bedroom") is four bedrooms: the standard orthography writes "for" as "fɔ", and nothing is "for
  // bedroom".
  return numbersInFigures(readKrioLetters(text.replace(/\bfoh?(?=\s+b[eɛ]d\s*r(?:u|oo)ms?\b)/gi, '4'))).replace(KRIO_COUNTED_LAND, (_, count: string) => `${KRIO_COUNTS[count.toLowerCase()]!} `).replace(KRIO_COUNTED, (_, count: string | undefined, room: string) => {
    const word = KRIO_ROOMS[room.toLowerCase()]!;
    if (count === undefined) return word;
    const c = count.toLowerCase();
    return `${(word === 'floor' ? KRIO_FLOORS[c] : KRIO_COUNTS[c]) ?? count} ${word}`;
  });
}

/** normaliseText, then phones dropped, text-speak and Krio written out, fillers dropped: for comparing, never for keys. */
export const canonicalText = rememberedByText(readCanonicalText);
function readCanonicalText(text: string): string {
  // Krio's open o and open e ("tɔylɛt") read as o and e, which normaliseText would drop as punctuation.
  let plain = numbersInFigures(text).replace(/[\u0254\u0186]/g, 'o').replace(/[\u025b\u0190]/g, 'e').replace(PHONE, ' ').replace(/@/g, ' at ');
  for (const [pattern, word] of PHRASES) plain = plain.replace(pattern, word);
  return normaliseText(plain)
    .split(' ')
    .map((w) => TEXT_SPEAK[w] ?? w)
    .join(' ')
    .split(' ')
    .filter((w) => w && !FILLER.has(w))
    .join(' ');
}

// The words that only carry a sentence, in English and in Krio: prepositions, pronouns, "is/has/get", "de", "wey",
// "na". A repost half put into Krio changes these ("Parlour get balcony way look di road" for "Parlour with balcony
// over the road") and keeps the things a listing names; only the content words are compared by contentText.
const FUNCTION_WORDS = new Set([
  'at', 'on', 'in', 'to', 'of', 'from', 'with', 'over', 'by', 'for', 'into', 'onto', 'up', 'is', 'are', 'was', 'be', 'has', 'have',
  'had', 'it', 'its', 'this', 'that', 'these', 'there', 'here', 'which', 'who', 'where', 'and', 'or', 'but', 'so', 'also', 'as',
  'very', 'just', 'me', 'my', 'we', 'our', 'you', 'your', 'i', 'he', 'she', 'they', 'them', 'their', 'all', 'can', 'will',
  // Krio
  'na', 'de', 'dey', 'di', 'dem', 'wey', 'way', 'get', 'don', 'bin', 'go', 'fit', 'pan', 'sef', 'mi', 'am', 'una', 'wi', 'e', 'nain',
]);
/** A word without its ending: "running" / "run", "shared" / "share", "tiles" / "tiled" compare as one. */
function stem(word: string): string {
  if (word.length < 3 || /\d/.test(word)) return word;
  const ending = ['ings', 'ing', 'ed', 'es', 's'].find((e) => word.endsWith(e) && word.length - e.length >= 3);
  const root = ending ? word.slice(0, -ending.length) : word;
  return root.replace(/e$/, '').replace(/([b-df-hj-np-tv-z])\1$/, '$1');
}
/**
 * canonicalText's content words only, without their endings: a repost rewritten in Krio sentence by sentence keeps
 * what the listing names (rooms, water, meter, landmark) and changes the words between. For comparing only.
 */
export function contentText(text: string): string {
  return canonicalText(text).split(' ').filter((w) => w && !FUNCTION_WORDS.has(w)).map(stem).join(' ');
}

/** The phone numbers a text gives, by their last 8 digits ("+232 76 123456" is "076 123 456"). */
export function phonesOf(text: string): Set<string> {
  return new Set([...text.matchAll(PHONE)].map((m) => m[0].replace(/\D/g, '').slice(-8)));
}

/** The text with its phone numbers left out. */
export function withoutPhones(text: string): string {
  return text.replace(PHONE, ' ');
}

/** The description as compared: normalised as for the keys, its phone numbers left out. */
export function comparedDescription(description: string): string {
  return normaliseText(withoutPhones(description));
}

export function listingDocument(text: ListingText): string {
  return normaliseText(`${text.title} ${text.address} ${text.description}`);
}

/** The whole text as compared (not as keyed): phone numbers left out, which a repost changes and a lister repeats. */
export function comparedDocument(text: ListingText): string {
  return normaliseText(`${text.title} ${text.address} ${withoutPhones(text.description)}`);
}

export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function shingles(document: string): Set<string> {
  const set = new Set<string>();
  if (document.length <= SHINGLE) {
    if (document) set.add(document);
    return set;
  }
  for (let i = 0; i + SHINGLE <= document.length; i++) set.add(document.slice(i, i + SHINGLE));
  return set;
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  for (const s of a) if (b.has(s)) shared++;
  return shared / (a.size + b.size - shared);
}

// Fixed odd multipliers and offsets: every server must compute the same bands for the same text.
const MULTIPLIERS = Array.from({ length: HASHES }, (_, i) => (fnv1a(`m${i}`) | 1) >>> 0);
const OFFSETS = Array.from({ length: HASHES }, (_, i) => fnv1a(`o${i}`));

/** MinHash signature of the shingles, grouped in bands of four, each band hashed to one 31-bit integer. */
export function textBands(set: Set<string>): number[] {
  const minimums = new Array<number>(HASHES).fill(0xffffffff);
  for (const s of set) {
    const h = fnv1a(s);
    for (let i = 0; i < HASHES; i++) {
      const v = (Math.imul(h, MULTIPLIERS[i]!) + OFFSETS[i]!) >>> 0;
      if (v < minimums[i]!) minimums[i] = v;
    }
  }
  const bands: number[] = [];
  for (let b = 0; b < TEXT_BANDS; b++) {
    bands.push(fnv1a(minimums.slice(b * ROWS_PER_BAND, (b + 1) * ROWS_PER_BAND).join(',')) & 0x7fffffff);
  }
  return bands;
}

/** Share of the smaller set found in the larger: a description cut down to some of its sentences scores high. */
export function containment(a: Set<string>, b: Set<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 0;
  let shared = 0;
  for (const s of small) if (large.has(s)) shared++;
  return shared / small.size;
}

// An address written another way ("No. 23 Lumley Beach Rd" / "23 Lumley Beach Road", "Congotown" / "Congo Town"):
// the usual abbreviations and Krio's "rod" spelt out, and the words that only say where from ("no", "off", "near")
// dropped.
export const ADDRESS_WORDS: Record<string, string> = {
  rd: 'road', rod: 'road', st: 'street', str: 'street', ave: 'avenue', av: 'avenue', hwy: 'highway', jct: 'junction', junc: 'junction',
  opp: 'opposite', twn: 'town', mt: 'mount', est: 'estate', dr: 'drive', ln: 'lane', cres: 'crescent', blk: 'block', apt: 'apartment',
  govt: 'government', hosp: 'hospital', sch: 'school',
};
export const ADDRESS_NOISE = new Set(['no', 'number', 'off', 'near', 'nr', 'opposite', 'by', 'behind', 'along', 'the', 'at', 'of', 'and', 'freetown', 'sierra', 'leone', 'salone']);
/** Words before a number or letter that names one unit of several ("plot a12", "shop 41", "house b", "Rm 2"). */
export const UNIT_WORDS = new Set(['house', 'flat', 'unit', 'block', 'apartment', 'shop', 'plot', 'room', 'rm', 'villa', 'lot', 'stall', 'office', 'suite', 'store', 'warehouse', 'duplex', 'bungalow', 'townhouse', 'cottage', 'chalet', 'building', 'kiosk', 'bay']);

// A unit's or house's number written in words after its word ("Lot twelve", "Flat four", "No. five"): the figure.
// Only there, so a street named by a word ("One Love Street") keeps its name.
const UNIT_NUMBER_WORDS = new RegExp(`\\b(no|number|${[...UNIT_WORDS].join('|')}) (${NUMBER_WORD})\\b`, 'g');
function unitNumbersInFigures(normalised: string): string {
  return normalised.replace(UNIT_NUMBER_WORDS, (_, word: string, count: string) => `${word} ${numbersInFigures(count)}`);
}

/**
 * "opposite the Total filling station", "near the mosque": a landmark added to an address says the same place, after a
 * comma, in brackets or after a dash ("Bo District - behind health centre"); with text-speak's "2" for "to" too ("close
 * 2 market" is near the market, not No. 2 of a Close).
 */
const LANDMARK = /(?:^|,|\(|\s[-\u2013\u2014]\s)\s*(?:opp\.?|opposite|near|nr\.?|behind|beside|close\s+(?:to|2(?=\s+[a-z]))|next\s+(?:to|2(?=\s+[a-z]))|after|before|adjacent\s+to|by)\s[^,()]*\)?/gi;

// The province or region after the town ("Kenema City, Eastern Province", "Bo, S/P", "Freetown, W/A", "Western Area
// Rural", "WA rural"): it names no place of its own, and a repost adds it.
// Nor does the name of a district that is no town ("Magburaka, Tonkolili", "Koidu, Kono District"; "Moyamba District"
// names the town's own area, as "Kono" alone does Koidu's).
const REGION = /\b(?:(?:north(?:ern)?[\s-]*west(?:ern)?|northern|southern|eastern|western)\s+(?:province|region|(?:area\s+)?(?:rural|urban)|area)|[nsew]\/p|w\/a|wa\s+(?:rural|urban)|nwp|kono\s+district|bombali|tonkolili|koinadugu|karene)\b/gi;

export function addressWords(address: string): string[] {
  return unitNumbersInFigures(normaliseText(address.replace(LANDMARK, ',').replace(REGION, ','))).split(' ').map((w) => ADDRESS_WORDS[w] ?? w).filter((w) => w && !ADDRESS_NOISE.has(w));
}

// Words that only say which kind of area a place is ("Moyamba District", "Kabala Town", "Bo City", "Kori Chiefdom"): an address
// written as village and district names the place a street address does.
const AREA_KINDS = new Set(['district', 'town', 'city', 'chiefdom', 'province', 'section', 'village']);
// How far along a road ("2 miles on Mokanji rd", "three km off the highway"): the distance is a fact compared on its
// own (duplicate-text), not a word of the place.
const DISTANCE_ALONG = new RegExp(`\\b(?:\\d+(?:\\.\\d+)?|${NUMBER_WORD})\\s*(?:miles?|km|kilomet(?:re|er)s?)\\s+(?:on|along|off|from|out\\s+of|past|up|down)\\b`, 'gi');
/**
 * Both addresses name the same words once their area kinds and a distance along a road are left out, in any order
 * ("Moyamba District, 2 miles on Mokanji rd" / "Mokanji Road, Moyamba Town"). Only the same words: without its kind
 * a town's name is most of "Kabala Road", which is another place.
 */
function sameWordsBesidesArea(a: string, b: string): boolean {
  const words = (address: string) => new Set(addressWords(address.replace(DISTANCE_ALONG, ' ')).filter((w) => !AREA_KINDS.has(w)));
  const [wa, wb] = [words(a), words(b)];
  return wa.size > 0 && wa.size === wb.size && [...wa].every((w) => wb.has(w));
}

/**
 * How alike two addresses are, whatever the spacing ("congotown"), order or abbreviations: 3-gram Jaccard. When
 * both give a number, the shorter one found in the longer counts as the same place ("No. 14 Regent Rd" is
 * "14 Regent Road, Hill Station" without the area). The same words but for the area's kind and a distance along
 * the road are the same place (sameWordsBesidesArea).
 */
export function addressSimilarity(a: string, b: string): number {
  const grams = (words: string[]) => {
    const run = words.join('');
    const set = new Set<string>();
    for (let i = 0; i + 3 <= run.length; i++) set.add(run.slice(i, i + 3));
    return set;
  };
  if (sameWordsBesidesArea(a, b)) return 1;
  const [wordsA, wordsB] = [addressWords(a), addressWords(b)];
  const numbered = wordsA.some((w) => /\d/.test(w)) && wordsB.some((w) => /\d/.test(w));
  // As written, and with the words in one order ("Lumpa Rd no. 14" is "14 Lumpa Road").
  return Math.max(...[[wordsA, wordsB], [[...wordsA].sort(), [...wordsB].sort()]].map(([wa, wb]) => {
    const [gramsA, gramsB] = [grams(wa!), grams(wb!)];
    return numbered ? Math.max(jaccard(gramsA, gramsB), containment(gramsA, gramsB)) : jaccard(gramsA, gramsB);
  }));
}

// Words of a landmark that place nothing by themselves ("near the main road").
export const LANDMARK_STOP = new Set(['the', 'a', 'an', 'main', 'big', 'small', 'old', 'new', 'road', 'street', 'junction', 'area', 'town', 'centre', 'center']);

/** The words of the landmarks an address names ("Kabala Town, behind the police station" gives police, station). */
export function addressLandmarks(address: string): Set<string> {
  const words = new Set<string>();
  for (const m of address.matchAll(LANDMARK)) {
    const phrase = withInitialsJoined(normaliseText(m[0]).split(' ').slice(1));
    const kept = phrase.filter((w) => w && !LANDMARK_STOP.has(w) && !ADDRESS_NOISE.has(w) && !/^(?:to|of)$/.test(w)).map((w) => ADDRESS_WORDS[w] ?? w);
    for (const w of kept) words.add(w);
    // A landmark of several words also by its initials, as it is often written ("Police Training School" / "P.T.S.").
    if (kept.length >= 2) words.add(kept.map((w) => w[0]).join(''));
  }
  return words;
}

/** Initials written apart ("P.T.S." reads "p t s") as one word ("pts"). */
function withInitialsJoined(words: string[]): string[] {
  const joined: string[] = [];
  let initials = '';
  const flush = () => {
    if (initials) joined.push(initials);
    initials = '';
  };
  for (const w of words) {
    if (/^[a-z]$/.test(w)) initials += w;
    else {
      flush();
      joined.push(w);
    }
  }
  flush();
  return joined;
}

/**
 * Both addresses place the property by a landmark and the landmarks share no word (near the market / behind the
 * police station): two places on one street or in one town, however alike the rest. A repost that adds a landmark
 * to an address without one, or names the same one another way (the Total station / Total filling station), is not.
 */
export function otherLandmarks(a: string, b: string): boolean {
  const [la, lb] = [addressLandmarks(a), addressLandmarks(b)];
  return la.size > 0 && lb.size > 0 && ![...la].some((w) => lb.has(w));
}

/**
 * House and unit numbers, by kind: the street number ("23 Lumley Beach Road", "No. 5") and a unit's number or letter
 * in the address or title ("Flat 5", "Plot A12", "Staff House B", "Studio 2B"). Two kinds, because a flat number and
 * a house number do not contradict each other ("Flat 5" may be at 12 Cape Road).
 */
const UNIT_LETTER_IN_CAPITALS = new RegExp(`\\b(?:${[...UNIT_WORDS, 'contain', 'type', 'wing', 'studio'].join('|').toUpperCase()}) ([B-HJ-Z])(?![\\w'])`, 'g');
/**
 * What follows text-speak's "4" for "for" after a unit's word: "Flat 4 rent", "House 4 sale", "room 4 2" (a room for
 * two), "room 4 students". Not a unit's number, which a count or a name does not follow ("Room 4 4 rent" is Room 4).
 */
export const AFTER_TEXT_SPEAK_FOUR = 'rent|sale|let|lease|(?!4\\b)\\d+|one|two|three|a|the|you|u|family|families|students?|people|persons?|couples?';
const AFTER_TEXT_SPEAK_FOUR_RE = new RegExp(`^(?:${AFTER_TEXT_SPEAK_FOUR})$`);

export function unitNumbers(text: Pick<ListingText, 'title' | 'address'>): { street: Set<string>; unit: Set<string> } {
  const [street, unit] = [new Set<string>(), new Set<string>()];
  const words = addressWords(text.address);
  words.forEach((w, i) => {
    if (/\d/.test(w)) (/^\d+$/.test(w) && !UNIT_WORDS.has(words[i - 1] ?? '') ? street : unit).add(w);
  });
  for (const part of [text.address, text.title]) {
    const plain = unitNumbersInFigures(normaliseText(part)).split(' ');
    plain.forEach((w, i) => {
      const next = plain[i + 1];
      // Not text-speak's "4" for "for" ("Flat 4 rent", "House 4 sale", "room 4 2").
      if (UNIT_WORDS.has(w) && next && /^(?:[a-z]?\d+[a-z]?|[a-z])$/.test(next) && !(next === '4' && AFTER_TEXT_SPEAK_FOUR_RE.test(plain[i + 2] ?? ''))) unit.add(next);
    });
    // A capital letter after a word names a unit too ("Staff House B", "Block C"), but not "A" opening a phrase. In a
    // text in capitals ("SWAP MY FLAT FOR A HOUSE", "IT WILL B READY") only after a unit's word and not "A" or "I"
    // ("SELF CONTAIN B FOR RENT").
    if (!/[a-z]/.test(part)) {
      for (const m of part.matchAll(UNIT_LETTER_IN_CAPITALS)) unit.add(m[1]!.toLowerCase());
      continue;
    }
    for (const m of part.matchAll(/[A-Za-z] ([A-Z])(?![\w'])/g)) unit.add(m[1]!.toLowerCase());
  }
  return { street, unit };
}

/** The description's sentences of 15+ characters, in canonical form, for counting the sentences two listings share. */
export function sentencesOf(description: string): Set<string>[] {
  return description.split(/(?<=[.!?;])\s+|\n+/).map(canonicalText).filter((s) => s.length >= 15).map(shingles);
}

/** How many of a's sentences appear in b, word for word or nearly (a few words changed). */
export function sharedSentences(a: Set<string>[], b: Set<string>[]): number {
  return a.filter((sa) => b.some((sb) => jaccard(sa, sb) >= 0.8)).length;
}

/**
 * The words the comparison knows as a listing's English or Krio (text-speak and what it stands for, counts, the words
 * between, address and unit words): a word it knows is taken as spelt as meant (listing-words.ts).
 */
export const KNOWN_WORDS: ReadonlySet<string> = new Set([
  ...Object.keys(TEXT_SPEAK), ...Object.values(TEXT_SPEAK).flatMap((v) => v.split(' ')), ...FILLER, ...ONES, ...TENS, ...FUNCTION_WORDS,
  ...Object.values(ADDRESS_WORDS), ...ADDRESS_NOISE, ...UNIT_WORDS,
].filter((w) => /^[a-z]+$/.test(w)));
