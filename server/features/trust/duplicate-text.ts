// duplicate_listing: keeps each listing's index keys (index-keys.ts) and finds another account's live or
// pending listing with near-identical text among the listings that share a key (an index lookup, never a scan).
// Title, description and address are compared on their own as well as together, because a repost changes the
// heading, the price and the phone but keeps the body, or rewrites the address but keeps the words; and the facts
// a template fills in for each unit (rooms, floor, size, unit, for sale or to let) tell honest look-alikes apart.
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { listingTextBands } from '../../db/schema.js';
import { DIMENSIONS, FACT_VOCABULARY, LOTS, dimensionsOf, listingFacts, lotsOf, sameFacts } from './listing-facts.js';
import { EACH_LOT_SIZE, FRACTION, NOT_ANOTHER_FLOOR, NOT_AN_ITEM, NOT_A_PART, NOT_SPACED_DASH, PRICE, STUDY_BEDROOMS, shareValue, unitName, valuesAgree } from './duplicate-facts.js';
import {
  DUPLICATE_MIN_SIMILARITY, addressSimilarity, readableText, canonicalText, comparedDescription, comparedDocument, containment, contentText, jaccard, normaliseText,
  AFTER_TEXT_SPEAK_FOUR, countsInFigures, otherLandmarks, phonesOf, sentencesOf, sharedSentences, shingles, unitNumbers, withoutPhones, type ListingText,
} from './text-similarity.js';
import { ANY_POSITION, SENTENCE_BANDS, textIndexKeys, type IndexKey } from './index-keys.js';
import { plainListing, readAlike } from './listing-words.js';

/** Texts this similar are a copy whatever the title or address says. */
const COPY_SIMILARITY = 0.85;
/** Addresses at least this alike name the same place ("No. 5 Bojon St, Bo Town" / "5 Bojon Street, Bo"). */
const SAME_PLACE_ADDRESS = 0.5;
// A description copied at this level, at the same place, is a repost whatever the title and price: Jaccard for
// a few words swapped and sentences moved, containment for a description cut down to some of its sentences.
// Short descriptions are left to the whole text: a few words match by chance.
const COPIED_DESCRIPTION = 0.6;
const CUT_DESCRIPTION = 0.85;
const DESCRIPTION_MIN_LENGTH = 100;
// A repost cut down to two or three short sentences ("Four bedroom house with three toilets on a full town lot.
// Fenced, with a borehole."): shorter than that, but found whole in the original at the same address, as written or
// with counts in words. Shorter still is left alone: a line like "2 bedroom flat, tiled, water" is anybody's.
const CUT_MIN_LENGTH = 60;
// Sentences kept from the original: at least 3, three quarters of the shorter description, at an address this alike.
const SAME_PLACE_SENTENCES = 0.8;
const KEPT_SENTENCES = 3;
const KEPT_SHARE = 0.75;

// A post's passages: its lines (paragraphs, the items of a numbered list: "1) ALLEN TOWN - …", "4. KISSY, Williams St …").
const PASSAGE_SPLIT = /\n+/;
const PASSAGES_JUDGED = 2;
// A post that holds another listing among other things is this much longer than it: a listing rewritten as a list,
// a line a sentence, is about as long as the one it copies or resembles, and its lines are judged together.
const POST_LENGTH = 1.25;
const UNIT_MEASURE = /^(?:bedrooms|floor|lots|size|area):/;
const TEMPLATE_PASSAGE = 0.8;

export interface DuplicateListing { propertyId: string; title: string; similarity: number }

function headingShingles(text: ListingText) {
  return shingles(normaliseText(`${text.title} ${text.address}`));
}

// A floor, a count, a size or a time away written in the address ("2nd floor", "3 bed 2 bath", "15x12", "block of 4
// flats", "5 mins walk to the stadium", "(1,200 sq ft)"): no house or unit number.
// Not a street's name ("3 Bath Street", "7 Lot Road"): that number is the house's.
const FACTS_IN_ADDRESS = /\b(?:\d{1,3}(?:,\d{3})+|\d+)(?:\s*(?:sq\.?|square)\s*(?:ft|feet|foot|m|metres?|meters?)\b|\s*(?:sqm|sqft)\b|\s*(?:st|nd|rd|th)\s+(?:floor|flr)\b|[\s-]*(?:bed|bath|toilet|room|rm|parlou?r|br|bdr|acre|hectare|plot|lot|storey|flats|units|apartments|houses|shops|floors|occupants?|persons?|people|students?|tenants?|guests?)|\s*(?:x|by)\s*\d+|\s*(?:ft|feet|foot|m|metres?|meters?|km|miles?|mins?|minutes?|hrs?|hours?)\b)(?![\w-]*\s+(?:st|street|rd|road|lane|ln|avenue|ave|close|drive|crescent|highway)\b)/gi;
/**
 * Each side names a number of one kind the other lacks (plot A12 / plot C4, 23 vs 27 Lumley Beach Road): two
 * properties, however alike the wording of an agency's or a developer's template. A repost that drops the number is
 * not, nor one that adds a flat number to the original's house number ("Flat 5, Cape Road" for "12 Cape Road"):
 * a scammer who dresses a copy up as another unit still has to contradict a number the original gives.
 */
function otherUnit(a: ListingText, b: ListingText): boolean {
  const ids = (t: ListingText) => {
    // A repost moves the floor and the rooms into the address ("Cape View Apartments, 2nd floor", "3 bed, Hill Rd"), or
    // the title counts them ("Apartment building - 2 bed available").
    const { street, unit } = unitNumbers({ title: t.title.replace(FACTS_IN_ADDRESS, ' '), address: t.address.replace(FACTS_IN_ADDRESS, ' ') });
    for (const id of unitsInDescription(t.description)) unit.add(id);
    for (const id of unitsInTitle(t.title)) unit.add(id);
    return { street, unit, all: new Set([...street, ...unit]) };
  };
  const [ia, ib] = [ids(a), ids(b)];
  if ((['street', 'unit'] as const).some((kind) => [...ia[kind]].some((n) => !ib.all.has(n)) && [...ib[kind]].some((n) => !ia.all.has(n)))) return true;
  // Or the titles name two units ("(Room A)" / "(Room C)") and each description names its own, though one also names
  // the other ("Room A is advertised separately"). A copy that changes only the title's letter keeps the original's
  // in its description, and is judged on its text.
  const titled = (t: ListingText) => new Set([...unitsInTitle(t.title), ...unitsInDescription(t.title)]);
  const [ta, tb] = [titled(a), titled(b)];
  const describesOwn = (t: ListingText, own: Set<string>) => [...unitsInDescription(t.description)].some((id) => own.has(id));
  return ta.size > 0 && tb.size > 0 && ![...ta].some((id) => tb.has(id)) && describesOwn(a, ta) && describesOwn(b, tb);
}

// What may follow a unit's word without being its id: a count or a time ("House 1 year advance", "Flat 2 bedrooms").
const COUNTED_AFTER = 'bed|bath|room|toilet|parlou?r|floor|acre|sq|square|min|hour|day|week|month|year|yr|car|people|person';
// Text-speak's "4" for "for" ("house 4 rent", "Shop 4 rent"), read where case tells nothing.
const TEXT_SPEAK_AFTER = 'rent|sale|let|lease';
// And a "4" before a count or whom it is for ("room 4 2", "room 4 students"), in any case.
const notAfter = (words: string) => `(?![\\w'])(?!\\s*(?:-\\s*)?(?:${words}))(?!(?<=\\b4)\\s+(?:${AFTER_TEXT_SPEAK_FOUR})\\b)`;
const TEXT_UNIT_WORDS = 'Flat|Unit|Shop|Plot|House|Suite|Block|Room|Apartment|Bay|Type|Stall|Villa|Office|Store|Warehouse|Station|Machine|Chair|Desk';
// A unit named in the description, its word capitalised as a name is ("Flat 5 is on the top floor", "Suite 405:",
// "Type C:").
const UNIT_IN_TEXT = new RegExp(`\\b(?:${TEXT_UNIT_WORDS})\\s+(?:No\\.?\\s*)?([A-Z]?\\d{1,4}[A-Z]?|[A-Z])${notAfter(COUNTED_AFTER)}`, 'g');
// The same in a sentence written all in capitals or all in small letters ("ROOM C IS A LARGE REHEARSAL ROOM", "room c
// is a large rehearsal room"), where "A" and "I" are words; nor text-speak ("house 4 rent", "flat b4 you pay").
const UNIT_IN_ONE_CASE = new RegExp(`\\b(?:${TEXT_UNIT_WORDS})\\s+(?:No\\.?\\s*)?([A-Z]?\\d{1,4}[A-Z]?|[B-HJ-Z])${notAfter(`${TEXT_SPEAK_AFTER}|${COUNTED_AFTER}`)}`, 'gi');
// A unit's letter put in capitals with its word in a sentence written in small letters ("This is ROOM A, the front
// room"): its id, unless the capitals run on ("BIG ROOM A MUST SEE"). (Numbers are read by the patterns above.)
const UNIT_IN_CAPITALS = new RegExp(`\\b(?:${TEXT_UNIT_WORDS.toUpperCase()})\\s+([A-Z])(?!\\s+[A-Z]{2,}\\b)(?![\\w'])`, 'g');
// Another unit the text compares with or says is gone ("Same layout as our House 8 (now let): this is House 15"):
// named, but not the one let.
const REFERENCED_UNIT = new RegExp(`\\b(?:same|identical|similar)\\s+(?:\\w+\\s+){0,2}?(?:as|to|like)\\s+(?:our\\s+|the\\s+|that\\s+of\\s+)?(?:${TEXT_UNIT_WORDS})\\s+(?:No\\.?\\s*)?[A-Z]?\\d{1,4}[A-Z]?\\b(?:\\s*\\(\\s*(?:now|already)\\s+(?:let|taken|rented|sold|occupied)\\s*\\))?|\\b(?:${TEXT_UNIT_WORDS})\\s+(?:No\\.?\\s*)?[A-Z]?\\d{1,4}[A-Z]?\\s*\\(\\s*(?:now|already)\\s+(?:let|taken|rented|sold|occupied)\\s*\\)`, 'gi');
function unitsInDescription(shown: string): Set<string> {
  // Not a phone number after a word of a unit ("call our bookings desk 030 552 917").
  // Nor a unit a sentence says is another's ("Flat 1 downstairs is advertised by my uncle").
  const description = withoutOtherUnits(withoutPhones(shown)).replace(REFERENCED_UNIT, ' ');
  const sentences = description.split(SENTENCE_SPLIT);
  const isOneCase = (sentence: string) => !/[a-z]/.test(sentence) || !/[A-Z]/.test(sentence);
  const oneCase = sentences.filter(isOneCase).join(' . ');
  // (a text in small letters: one in capitals with a word read back in small letters is no such emphasis)
  const inSmallLetters = (description.match(/[a-z]/g)?.length ?? 0) > 2 * (description.match(/[A-Z]/g)?.length ?? 0);
  const mixedCase = inSmallLetters ? sentences.filter((sentence) => !isOneCase(sentence)).join(' . ') : '';
  const units = [...description.matchAll(UNIT_IN_TEXT), ...oneCase.matchAll(UNIT_IN_ONE_CASE), ...mixedCase.matchAll(UNIT_IN_CAPITALS)];
  return new Set(units.map((m) => m[1]!.toLowerCase()).filter((id) => id !== 'i' && id !== 'b4'));
}
// A numbered place of any kind in the title, however capitalised ("Boat mooring berth A4", "pitch 3", "Booth 12B",
// a workshop's "Station 7" or "Machine 7", a salon's "Chair 2"):
// the units that an index's address words do not name (a marina's berths, a market's booths, a farm's ponds).
// Not a count, a size or text-speak after it ("Shop 4 rent", "Pond 2 acres").
const UNIT_IN_TITLE = new RegExp(`\\b(?:berth|mooring|pitch|booth|station|machine|chair|pond|tunnel|greenhouse|hangar|container|cabin|space|slot|table|desk|bay|kiosk|stall|shop|unit|suite|flat|plot|lot)\\s+(?:no\\.?\\s*)?([a-z]?\\d{1,4}[a-z]?)${notAfter(`${TEXT_SPEAK_AFTER}|ft|feet|foot|m\\b|metre|meter|${COUNTED_AFTER}`)}`, 'gi');
// A number in brackets after "No." or "#" ("Type B bungalow (No. 23)"): the unit's number, whatever word names it.
const NUMBER_IN_BRACKETS = /\(\s*(?:no\.?|#)\s*(\d{1,4}[a-z]?)\s*\)/gi;
function unitsInTitle(title: string): Set<string> {
  return new Set([...title.matchAll(UNIT_IN_TITLE), ...title.matchAll(NUMBER_IN_BRACKETS)].map((m) => m[1]!.toLowerCase()));
}

const COUNT_WORDS: Record<string, string> = { one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', single: '1' };
const FLOOR_WORDS: Record<string, string> = { ground: '0', first: '1', second: '2', third: '3', fourth: '4', fifth: '5' };
const LOT_WORDS: Record<string, string> = { quarter: '0.25', half: '0.5', full: '1', one: '1', two: '2', three: '3' };
// Appliances by name: a fridge, a freezer, a cooker (a stove, an oven, a gas ring), a charcoal or gas
// grill (not a window's burglar grills), a cold box, a washing machine, a TV, a microwave, a water heater.
const APPLIANCE_NAMES: [RegExp, string][] = [
  [/^(?:fridges?|refrigerators?)$/, 'fridge'], [/^(?:freezers?|deep\s+freeze)$/, 'freezer'], [/^(?:(?:gas\s+)?cookers?|stoves?|ovens?|gas\s+rings?|hot\s*plates?)$/, 'cooker'],
  [/(?:grills?|barbecues?|bbq)$/, 'grill'], [/^(?:cold\s*box(?:es)?|cool(?:er\s*)?box(?:es)?|ice\s*(?:box|chest)(?:es|s)?)$/, 'cold box'],
  [/^washing\s+machines?$/, 'washer'], [/^(?:tvs?|televisions?)$/, 'tv'], [/^microwaves?$/, 'microwave'], [/^(?:water\s+heaters?|geysers?)$/, 'heater'],
];
const APPLIANCES = /\b(fridges?|refrigerators?|freezers?|deep\s+freeze|(?:gas\s+)?cookers?|stoves?|ovens?|gas\s+rings?|hot\s*plates?|(?:charcoal|gas|barbecue|bbq)\s+grills?|barbecues?|bbq|cold\s*box(?:es)?|cool(?:er\s*)?box(?:es)?|ice\s*(?:box|chest)(?:es|s)?|washing\s+machines?|tvs?|televisions?|microwaves?|water\s+heaters?|geysers?)\b/g;
const N = '(\\d|one|two|three|four|five|six|single)';
/**
 * Facts that tell one unit from another: what it is let or sold as, bedrooms, rooms, toilets, floor, phase, size,
 * town lots. Not the price, which a bait repost changes.
 */
const FACTS: [kind: string, pattern: RegExp, value: (m: RegExpMatchArray) => string][] = [
  // For sale or to let: one landlord's house for sale and the next one for rent are two listings, not one.
  ['deal', /\b(?:for|on)\s+(sale|rent|lease)\b|\bto\s+(let|rent)\b/g, (m) => (m[1] === 'sale' ? 'sale' : 'rent')],
  // Not a part counted apart ("master bedroom en suite, the other two bedrooms share a bathroom"): not the total.
  ['bedrooms', new RegExp(`${NOT_A_PART}${NOT_AN_ITEM}\\b${N}${NOT_SPACED_DASH}[\\s-]*(?:bed(?:room|rm)?s?|br|bdr?m?s?)\\b`, 'g'), (m) => COUNT_WORDS[m[1]!] ?? m[1]!],
  // "2 bedrooms + study": a 3 bedroom flat to a lister who counts the study (compared by valuesAgree).
  ['bedrooms', STUDY_BEDROOMS, (m) => `${m[1]!}+study`],
  // "One room and parlour" / "two rooms and parlour", "a six-room building": rooms counted, not bedrooms.
  // Nor a part counted apart ("other 2 rooms share a bathroom", "2 bedroom flat, one room self contained").
  ['rooms', new RegExp(`${NOT_A_PART}${NOT_AN_ITEM}\\b${N}${NOT_SPACED_DASH}[\\s-]*(?:rooms?|rms?)\\b(?![\\s-]*(?:is\\s+|are\\s+)?(?:self[\\s-]*contain(?:ed)?|en[\\s-]*suite|with\\s+(?:its\\s+)?own)\\b)`, 'g'), (m) => COUNT_WORDS[m[1]!] ?? m[1]!],
  // Not "one toilet inside, another outside": one of them, not how many.
  ['toilets', new RegExp(`${NOT_A_PART}${NOT_AN_ITEM}\\b${N}${NOT_SPACED_DASH}[\\s-]*(?:toilets?|bath(?:room)?s?)\\b(?![^.;\\n]{0,30}\\banother\\b)`, 'g'), (m) => COUNT_WORDS[m[1]!] ?? m[1]!],
  ['floor', new RegExp(String.raw`${NOT_ANOTHER_FLOOR}\b(ground|first|second|third|fourth|fifth|top|\d)(?:st|nd|rd|th)?\s+floor\b`, 'g'), (m) => FLOOR_WORDS[m[1]!] ?? m[1]!],
  // An estate's phase by its number or letter ("phase 2", "phase two", "phase B"), not "three phase power".
  ['phase', /\bphase\s+(\d+|[a-z]|i{1,3}|iv|one|two|three|four|five|six)\b/g, (m) => COUNT_WORDS[m[1]!] ?? m[1]!],
  // Sizes with their unit, compared as amounts (valuesAgree): 200 square feet is about 18.6 square metres.
  ['size', /\b(\d+(?:\.\d+)?)\s*(square\s+met(?:re|er)s?|sq\.?\s*m|sqm|m2|square\s+feet|sq\.?\s*ft)\b/g, (m) => `${m[1]!}${unitName(m[2])}`],
  // Acres by figure or word, one kind ("half an acre" / "1 acre" / "15 acres"; counts in words are figures by then),
  // and hectares, which a repost gives for them (5 acres is about 2 hectares).
  // Not a price's unit ("NLe 35,000 per half acre").
  ['acres', new RegExp(String.raw`(?<!\bper\s+(?:an?\s+)?)\b(quarter|half|${FRACTION}|\d+(?:\.\d+)?)\s*(?:of\s+)?(?:an?\s+)?acres?\b`, 'g'), (m) => `${LOT_WORDS[m[1]!] ?? shareValue(m[1]!)}acre`],
  ['acres', /\b(\d+(?:\.\d+)?)\s*(?:hectares?|ha)\b/g, (m) => `${m[1]!}ha`],
  // Plot or room dimensions, whichever way round ("50ft x 100ft", "4m x 6m").
  ['dimensions', DIMENSIONS, dimensionsOf],
  // A container shop's length: a 20ft and a 40ft container in one row ("twenty foot container" is 20ft by then).
  ['container', /\b(\d+)\s*-?\s*(?:ft|feet|foot)\s+(?:shipping\s+|steel\s+)?containers?\b/g, (m) => m[1]!],
  // Town lots, or plots as many call them ("half plot", "two plots"): a layout's half lot and full lot.
  // "1 and a half town lots" and "1.5 lots" are one size (counts in words are figures by then).
  ['lots', LOTS, lotsOf],
  // Upstairs or downstairs: a house's two flats ("Upstairs flat" / "Downstairs flat, own entrance from the yard").
  // A floor by its name says the same ("first floor" is upstairs); a duplex naming both compares with either.
  ['level', new RegExp(String.raw`${NOT_ANOTHER_FLOOR}\b(upstairs|downstairs|ground\s+floor|(?:first|second|third|fourth|fifth|top|\d(?:st|nd|rd|th)?)\s+floor)\b`, 'g'), (m) => (/^(?:downstairs|ground)/.test(m[1]!) ? 'down' : 'up')],
  // A studio has no bedroom apart from the living room: a studio and a one-bedroom flat of one block are two units.
  ['bedrooms', /\bstudios?\b(?!\s+\d)/g, () => '0'],
  ['furnished', /\b(un|semi[\s-]*|part(?:ly)?[\s-]*|fully\s+)?furnished\b/g, (m) => (m[1]?.startsWith('un') ? 'no' : m[1] && /^(?:semi|part)/.test(m[1]) ? 'part' : 'yes')],
  // Finished or not: one seller's finished house and the shell beside it ("at lintel level", "roofing level").
  ['built', /\b(unfinished|uncompleted|incomplete|under\s+construction|(?:lintel|roof|roofing|decking|window|foundation|belt)\s+level|finished|completed|newly\s+built|brand\s+new)\b/g,
    (m) => (/^(?:un|inc|under)|level$/.test(m[1]!) ? 'no' : 'yes')],
  // The part of one building or one piece of land a listing is for, by its side: a family house split between heirs
  // ("the east side" / "the west side"), a plot's front and back shares, a block's left and right wings.
  // A compound's front room and back room too.
  ['part', /\b(east|west|north|south|front|back|rear|left|right)(?:ern)?\s+(?:side|wing|share|part|portion|half|section)\b|\b(front|back|rear)\s+room\b/g, (m) => ((m[1] ?? m[2]) === 'rear' ? 'back' : (m[1] ?? m[2])!)],
  // A hotel's, guest house's or camp's grades of room ("Standard room" / "Executive suite", "senior staff chalet" /
  // "junior staff room") and beds ("twin room" / "single room", "queen bed" / "king bed"): one building's wording.
  ['grade', /\b(standard|classic|deluxe|executive|superior|premium|presidential|economy|budget|vip|senior|junior)\s+(?:staff\s+|double\s+|twin\s+|single\s+)?(?:rooms?|suites?|chalets?|camp|quarters|cabins?)\b/g, (m) => m[1]!],
  // Two single beds are a twin room ("1 twin room" / "a second room with two single beds"), not a single room.
  ['bed', /\b(?:(2)\s+)?(single|twin|double|queen|king)(?:[\s-]+size)?\s+(?:beds?|bedrooms?|rooms?)\b/g, (m) => (m[1] && m[2] === 'single' ? 'twin' : m[2]!)],
  // Beds named together, the noun said once ("1 double + 1 single bed", "one double bed and one single").
  ['bed', /\b(single|double|queen|king)(?=\s*(?:bed\s*)?(?:and|\+|&)\s*(?:1\s+|a\s+)?(?:single|double|queen|king)\s+beds?\b)/g, (m) => m[1]!],
  ['bed', /\b(?:single|double|queen|king)\s+beds?\s*(?:and|\+|&)\s*(?:1\s+|a\s+)?(single|double|queen|king)\b(?!\s+(?:beds?|bedrooms?|rooms?)\b)/g, (m) => m[1]!],
  // A room's own toilet or a shared one ("its own toilet", "en suite", "self contain" / "the toilet shared with Room
  // 6", "Toilet: share wit di back tenants", "1 general toilet and bath").
  ['washroom', /\b(own|private|shared|communal|common|general)\s+(?:toilets?|bath(?:rooms?)?|showers?)\b|\b(?:toilets?|bath(?:rooms?)?|showers?)\s*:?\s+(?:is\s+|are\s+)?(shared|share)\b|\b(self[\s-]*contained?|en[\s-]*suite)\b/g,
    (m) => (/^(?:shared|share|communal|common|general)$/.test(m[1] ?? m[2] ?? '') ? 'shared' : 'own')],
  // The toilet in the house or out in the yard ("Inside toilet and bath" / "Toilet and bath outside, shared"), and a
  // compound fenced or not: two rooms of one lane, written in one landlord's words, differ there.
  ['washroom place', /\b(inside|indoor|outside|outdoor)\s+(?:toilets?|bath(?:rooms?)?|showers?)\b|\b(?:toilets?|bath(?:rooms?)?|showers?)(?:\s+(?:and|&|\+)\s+(?:toilets?|bath(?:rooms?)?|showers?))?\s+(?:is\s+|are\s+)?(inside|indoors?|outside|outdoors?)\b/g,
    (m) => (/^in/.test(m[1] ?? m[2]!) ? 'in' : 'out')],
  ['fenced', /\b(unfenced|not\s+(?:yet\s+)?fenced|no\s+fence)\b|\b(fenced)\b/g, (m) => (m[1] ? 'no' : 'yes')],
  // A ceiling or none ("with ceiling" / "no ceiling"): one street's rooms in one landlord's words differ there.
  ['ceiling', /\b(no|without)\s+(?:a\s+)?ceiling\b|\b(?:pop\s+|plastic\s+|board\s+)?(ceiling|ceiled)\b(?!\s+fans?\b)/g, (m) => (m[1] ? 'no' : 'yes')],
  // What a hotel room or a flat looks out on: one building's sea-view and garden-view rooms.
  ['view', /\b(sea|ocean|beach|bay|garden|pool|mountain|hill|city|street|valley|river|lagoon)[\s-]+(?:view|facing)\b/g,
    (m) => (/^(?:sea|ocean|beach|bay)$/.test(m[1]!) ? 'sea' : m[1]!)],
  // How many a space holds, as a hall, a garden, an office or a hostel is let ("seats 120 people", "up to 300
  // guests", "a 40-seater hall", "for four people"): one venue's hall and garden, one hub's desk and office.
  ['capacity', /\b(\d+)[\s-]*(?:people|persons|guests|seats|seater|pax|delegates|participants|occupants|students|tenants)\b|\b(?:seats|seating|sleeps|capacity\s+of)\s+(?:up\s+to\s+)?(\d+)\b/g,
    (m) => m[1] ?? m[2]!],
  // What a store, a warehouse or a cold room holds ("a store for 200 bags", "holds 50 tonnes"): one association's
  // or one trader's stores of two sizes.
  ['holds', /\b(\d+)\s*(bags?|sacks?|tons?|tonnes?|crates?|pallets?)\b/g, (m) => `${m[1]!}${m[2]!.replace(/s$/, '').replace(/^tonne$/, 'ton')}`],
  // Hours given a day, a week or a month: the generator's, the water's, a membership's meeting room ("generator
  // 6 hours a day", "ten hours of meeting room a month"): one compound's or one hub's offers differ there.
  ['hours', /\b(\d+)\s*(?:hours?|hrs?)\s+(?:of\s+(?:[a-z]+\s+){1,3})?(?:a|per|each|every)\s+(day|night|week|month)\b/g, (m) => `${m[1]!}/${m[2]!}`],
  // The appliances a unit comes with, one value each however named ("a fridge" / "a refrigerator", "a stove" / "a gas
  // cooker"): one venue's drinks counter (fridges, a freezer) and kitchen (a cooker, a grill) let under one text. A
  // repost keeps at least one of them; one that drops them all is not compared.
  ['equipment', APPLIANCES, (m) => APPLIANCE_NAMES.find(([pattern]) => pattern.test(m[1]!))?.[1] ?? m[1]!],
  // A room's or a lodge's size by its name ("small rondavel" / "family rondavel", "big room" / "small room"): a
  // family room is a large one.
  ['room size', /\b(small|little|compact|large|big|spacious|family)\s+(?:rooms?|rondavels?|chalets?|cottages?|huts?|cabins?|tents?|suites?|bungalows?|studios?|units?)\b/g,
    (m) => (/^(?:small|little|compact)$/.test(m[1]!) ? 'small' : 'large')],
  // How far out a plot, a farm or a house is ("two miles out of Moyamba", "3 km from the junction"), compared as an
  // amount (3 km is about 2 miles): an address the repost writes another way keeps it, and two farms on one road differ.
  ['distance', /\b(\d+(?:\.\d+)?)\s*(miles?|km|kilomet(?:re|er)s?)\b/g, (m) => `${m[1]!}${unitName(m[2])}`],
];
// Whether a thing is the unit's own or shared, thing by thing ("its own meter" / "a shared meter", "own kitchen" /
// "the kitchen is shared", "separate entrance"): one compound's rooms differ there, in the caretaker's same words.
const OWN_OR_SHARED = /\b(own|private|separate|shared|communal|common)\s+(?:prepaid\s+|edsa\s+|electricity\s+)?(meter|kitchen|entrance|yard|veranda|balcony)s?\b|\b(meter|kitchen|entrance|yard|veranda|balcony)s?\s+(?:is\s+|are\s+)?(shared)\b/g;
// A sentence about another unit, let by someone else or apart ("The 2nd floor flat in this building is with another
// agent", "Room A is advertised separately"): its floor or rooms are not this listing's.
const ABOUT_ANOTHER_UNIT = new RegExp([
  String.raw`\b(?:is|are)\s+(?:with\s+(?:another|a\s+different|other)\s+(?:agent|agency|lister|landlord)|(?:also\s+)?(?:advertised|listed|let|rented|sold|managed)\s+(?:separately|elsewhere|by\s+(?:my|his|her|our|their|another|a\s+different)\b)|already\s+(?:let|taken|rented|sold|occupied))\b`,
  // "the first floor flat is also free and he advertises it himself"
  String.raw`\b(?:advertises|lists|lets)\s+it\s+(?:himself|herself|themselves|separately)\b`,
].join('|'), 'i');
/** The description without its sentences about another unit. */
function withoutOtherUnits(description: string): string {
  return description.split(/(?<=[.!?;])\s+|\n+/).filter((sentence) => !ABOUT_ANOTHER_UNIT.test(sentence)).join(' ');
}
function factsOf(shown: ListingText): Map<string, Set<string>> {
  const text = { ...shown, description: withoutOtherUnits(shown.description) };
  // Counts in words read as figures: "Fifteen acres" states the size "15 acres" does, Krio's "tu rum" "2 rooms".
  // The address too: "East side, 22 Kissy Road", "3rd floor, Wallace Johnson Street" state which part it is.
  // Thousands without their commas: "2,000 square feet" is 2000, not a size of "000 square feet" every such ad shares.
  const plain = countsInFigures(`${text.title}. ${text.address}. ${text.description}`).toLowerCase().replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(EACH_LOT_SIZE, ' each lot ');
  const facts = new Map<string, Set<string>>();
  for (const [kind, pattern, value] of FACTS) {
    for (const m of plain.matchAll(pattern)) {
      if (!facts.has(kind)) facts.set(kind, new Set());
      facts.get(kind)!.add(value(m));
    }
  }
  for (const m of plain.matchAll(OWN_OR_SHARED)) {
    const kind = `own ${m[2] ?? m[3]}`;
    if (!facts.has(kind)) facts.set(kind, new Set());
    facts.get(kind)!.add(/^(?:shared|communal|common)$/.test(m[1] ?? m[4]!) ? 'shared' : 'own');
  }
  return facts;
}

/**
 * The two texts state different facts of one kind and none in common (2 bedrooms / 3 bedrooms, first floor /
 * second floor, phase 1 / phase 2, 20 / 35 square metres): a landlord's or a developer's template on two units.
 */
function otherFacts(fa: Map<string, Set<string>>, fb: Map<string, Set<string>>): boolean {
  return fewerRooms(fa, fb) || fewerRooms(fb, fa) || [...fa].some(([kind, values]) => {
    const other = fb.get(kind);
    return other !== undefined && !valuesAgree(values, other);
  });
}

/**
 * One side counts its rooms ("one room and a small parlour", Krio's "tu rum"), the other its bedrooms, and every
 * count of rooms is below every count of bedrooms: a unit has at least as many rooms as bedrooms, so a compound's
 * one-room boys' quarters and its three-bedroom main house, let in the landlord's one text, are two units. A repost
 * that calls "2 rooms and parlour" a "2 bedroom" flat, or a six-room house a three-bedroom one, is not refused.
 */
function fewerRooms(rooms: Map<string, Set<string>>, bedrooms: Map<string, Set<string>>): boolean {
  const [counted, beds] = [rooms.get('rooms'), bedrooms.get('bedrooms')];
  if (!counted || !beds || rooms.has('bedrooms') || bedrooms.has('rooms')) return false;
  // "2 bedrooms + study" counts 2 here: the fewer a lister could mean. The most bedrooms any count names: "3 bedrooms,
  // one of them self-contained" ("tri bɛdrum … wan bɛdrum na sɛlf-kɔntɛn") counts one of them too.
  const most = Math.max(...[...beds].map((n) => Number.parseInt(n, 10)));
  return [...counted].every((r) => Number(r) < most);
}

// What the title says is let or sold, in kinds a repost keeps however it words the title ("Office Suite to Let" /
// "Offices Available Downtown"): a hall, grounds for events, a desk, an office, a shop (a counter, a booth), a
// warehouse, food and drink, laundry, a berth, land, livestock's pens or a home. "Store" is a shop or a warehouse. A bare "room" is
// none (a meeting room, a store room, a single room).
const TITLE_KINDS: [kind: string, pattern: RegExp][] = [
  ['hall', /\bhalls?\b/], ['grounds', /\b(?:gardens?|grounds|lawns?)\b/], ['desk', /\b(?:desks?|workstations?)\b/], ['office', /\boffices?\b/],
  ['shop', /\b(?:shops?|stores?|boutiques?|kiosks?|stalls?|lock-?ups?|counters?|booths?)\b/], ['warehouse', /\b(?:warehouses?|storage|godowns?|stores?)\b/],
  // Food and drink, laundry, a boat's berth: a building's or a venue's other trades ("Video hall" / "Snack bar").
  ['food', /\b(?:bars?|restaurants?|canteens?|caf[eé]s?|cafeterias?|eater(?:y|ies)|chop\s*bars?|snack\s*bars?|cookshops?|diners?)\b/],
  ['laundry', /\b(?:laundromats?|laundr(?:y|ies)|launderettes?)\b/], ['berth', /\b(?:berths?|moorings?|jett(?:y|ies)|marinas?)\b/],
  ['land', /\b(?:land|plots?|acres?|farm(?:land)?s?|hectares?)\b/],
  // Livestock's pens and sheds: a farm's pig pens and its feed store let under one text.
  ['livestock', /\b(?:pens?|sty|sties|pigger(?:y|ies)|coops?|poultry|kraals?|paddocks?|stables?|byres?)\b/],
  ['home', /\b(?:houses?|homes?|flats?|apartments?|duplex(?:es)?|bungalows?|villas?|bedrooms?|townhouses?)\b/],
];
/**
 * Each title says it lets or sells a kind of space the other's does not (a garden for events / a conference hall, a
 * hot desk / a private office, a shop / a flat): one hotel's, hub's or building's two offers under its one text.
 * A title that names no kind, or one both name, is not compared.
 */
function otherKind(a: ListingText, b: ListingText): boolean {
  const kinds = (t: ListingText) => new Set(TITLE_KINDS.filter(([, p]) => p.test(t.title.toLowerCase())).map(([k]) => k));
  const [ka, kb] = [kinds(a), kinds(b)];
  return ka.size > 0 && kb.size > 0 && ![...ka].some((k) => kb.has(k));
}

/**
 * Both give the same phone numbers and no other: one lister's contact. A copy that adds its own number beside the
 * owner's (to look genuine while taking the calls) gives another set, so it is judged on its text like any repost.
 */
function sameContacts(a: ListingText, b: ListingText): boolean {
  const [pa, pb] = [phonesOf(a.description), phonesOf(b.description)];
  return pa.size > 0 && pa.size === pb.size && [...pa].every((p) => pb.has(p));
}

// A sentence of the description as its content words, and the facts it names (listing-facts.ts: a kitchen, a fridge).
const SENTENCE_SPLIT = /(?<=[.!?;])\s+|\n+/;
const SUBSTITUTED_MIN_WORDS = 4;
// Sentences this alike in their content words are one sentence kept or paraphrased; a substituted one shares less.
const KEPT_WORDS = 0.5;
const PARAPHRASED_WORDS = 0.7;
const SUBSTITUTED_WORDS = 0.25;
const TEMPLATE_SENTENCES = 2;
const TEMPLATE_SHARE = 0.5;
/** A sentence of a description, with its content words. */
type Sentence = { text: string; words: Set<string> };
/** The description's sentences, each with its content words. */
function contentSentences(description: string): Sentence[] {
  return description.split(SENTENCE_SPLIT).map((text) => ({ text, words: new Set(contentText(text).split(' ').filter(Boolean)) }));
}
/**
 * A description written without full stops ("Members can rent storage at the club Open space for one dinghy Night
 * watchman ..."), read in the sentences of the other side it keeps word for word, and the runs of words between them:
 * so a template's own passage about its unit shows between the same two sentences however the lister punctuates.
 * A description with sentences of its own, or beside one without, is read as written (`written`; `theirs` is the
 * other side's, as written).
 */
function sentencesBeside(description: string, written: Sentence[], theirs: Sentence[]): Sentence[] {
  if (written.length > 1 || theirs.length < KEPT_SENTENCES) return written;
  const words = normaliseText(description).split(' ').filter(Boolean);
  const cuts = new Set([0, words.length]);
  for (const sentence of theirs) {
    const seek = normaliseText(sentence.text).split(' ').filter(Boolean);
    if (seek.length < SUBSTITUTED_MIN_WORDS) continue;
    const at = words.findIndex((_, i) => seek.every((w, k) => words[i + k] === w));
    if (at >= 0) cuts.add(at).add(at + seek.length);
  }
  const bounds = [...cuts].sort((x, y) => x - y);
  return bounds.slice(1).map((end, i) => words.slice(bounds[i], end).join(' ')).filter(Boolean)
    .map((text) => ({ text, words: new Set(contentText(text).split(' ').filter(Boolean)) }));
}
function wordFacts(text: string): Set<string> {
  return new Set([...listingFacts({ title: '', address: '', description: text }).facts].filter((f) => !f.includes(':')));
}
/** Facts of the setting every home has, which name no thing of one unit ("Water from the borehole in the compound"). */
const SETTING_FACTS = new Set(['compound']);
/**
 * One venue's, building's or compound's template on two units: most sentences word for word (at least half the
 * shorter description's; a repost retold in its own words keeps two or three of eight), and a sentence or two
 * SUBSTITUTED on each side that describe the unit with things the other's text names nowhere (the kitchen and its
 * cooker / a drinks counter and its fridges). A repost adds or drops sentences (sales talk, contact lines) or
 * paraphrases one (the same content words): it keeps no sentence of its own that names what the original lacks while
 * the original keeps one naming what the repost lacks.
 */
function substitutedUnit(a: ListingText, b: ListingText, countedA: Map<string, Set<string>>, countedB: Map<string, Set<string>>): boolean {
  const [writtenA, writtenB] = [contentSentences(a.description), contentSentences(b.description)];
  const [sa, sb] = [sentencesBeside(a.description, writtenA, writtenB), sentencesBeside(b.description, writtenB, writtenA)]
    .map((read) => read.filter((s) => s.words.size >= SUBSTITUTED_MIN_WORDS)) as [Sentence[], Sentence[]];
  const kept = sa.filter((x) => sb.some((y) => jaccard(x.words, y.words) >= KEPT_WORDS)).length;
  if (kept < TEMPLATE_SENTENCES || kept < TEMPLATE_SHARE * Math.min(sa.length, sb.length)) return false;
  const [factsA, factsB] = [wordFacts(`${a.title}. ${a.description}`), wordFacts(`${b.title}. ${b.description}`)];
  // Each side's own sentences naming a thing the other's text never names, or counting or measuring one the other
  // never states alike (seats 30, a freezer, 6 by 5 metres; 80 by 50 feet agrees with 24 by 15 metres).
  const namesOwnThing = (text: string, theirFacts: Set<string>, theirCounted: Map<string, Set<string>>) => [...wordFacts(text.replace(SUITED_FOR, ' '))].some((f) => !theirFacts.has(f) && !SETTING_FACTS.has(f))
    || [...factsOf({ title: '', address: '', description: text })].some(([kind, values]) => UNIT_FACT_KINDS.has(kind)
      && [...values].some((v) => !theirCounted.has(kind) || !valuesAgree(new Set([v]), theirCounted.get(kind)!)));
  const own = (mine: typeof sa, theirs: typeof sb, theirFacts: Set<string>, theirCounted: Map<string, Set<string>>) => mine.filter((x) => theirs.every((y) => jaccard(x.words, y.words) < SUBSTITUTED_WORDS)
    && namesOwnThing(x.text, theirFacts, theirCounted));
  if (own(sa, sb, factsB, countedB).length > 0 && own(sb, sa, factsA, countedA).length > 0) return true;
  // Or the template's one passage about the unit (a sentence, or two where a semicolon splits it), in the same place
  // between the same two sentences on each side, counting or measuring with numbers the other's description never
  // gives (rack space for two kayaks / a dinghy up to 5 metres; four roasting hearths / a floor of 10m x 10m). A repost
  // that swaps a middle sentence for one of its own swaps it for talk, with no count of its own.
  const [numbersA, numbersB] = [countedNumbers(a.description), countedNumbers(b.description)];
  const countsOwn = (text: string, theirs: Set<string>) => [...countedNumbers(text)].some((n) => !theirs.has(n));
  // Or naming what its own title lets, in words the other's title and description never use ("The pedicure station
  // has ..." / "The lash room is ..."): a repost's own line is about the deal, not a unit its title names apart.
  const wordsOf = (text: string) => new Set(contentText(text).split(' ').filter((w) => w.length > 2 && !/\d/.test(w)));
  const titleOwn = (t: ListingText, them: ListingText) => {
    const theirs = wordsOf(`${them.title} ${them.description}`);
    return new Set([...wordsOf(t.title)].filter((w) => !theirs.has(w)));
  };
  const [ownTitleA, ownTitleB] = [titleOwn(a, b), titleOwn(b, a)];
  const describesOwn = (text: string, theirNumbers: Set<string>, ownTitle: Set<string>) => countsOwn(text, theirNumbers) || [...wordsOf(text)].some((w) => ownTitle.has(w));
  const [passagesA, passagesB] = [ownPassages(sa, sb, (x) => describesOwn(x.text, numbersB, ownTitleA)), ownPassages(sb, sa, (y) => describesOwn(y.text, numbersA, ownTitleB))];
  const alike = (x: Sentence, y: Sentence) => jaccard(x.words, y.words) >= KEPT_WORDS;
  // The same two sentences either side, whichever way round one side reads them (a template's lines reordered).
  return passagesA.some(([beforeA, afterA]) => passagesB.some(([beforeB, afterB]) => (alike(beforeA, beforeB) && alike(afterA, afterB))
    || (alike(beforeA, afterB) && alike(afterA, beforeB))));
}

/**
 * A side's own passages inside its description: runs of sentences that each share under a quarter of their content
 * words with every sentence of the other side, one of them describing the unit (`describes`), with a sentence before
 * and after. Answers each passage's two neighbours.
 */
function ownPassages(mine: Sentence[], theirs: Sentence[], describes: (x: Sentence) => boolean): [Sentence, Sentence][] {
  const own = mine.map((x) => theirs.every((y) => jaccard(x.words, y.words) < SUBSTITUTED_WORDS));
  const passages: [Sentence, Sentence][] = [];
  for (let i = 1; i < mine.length - 1; i++) {
    if (!own[i] || own[i - 1]) continue;
    let end = i;
    while (end + 1 < mine.length && own[end + 1]) end++;
    if (end + 1 < mine.length && mine.slice(i, end + 1).some(describes)) passages.push([mine[i - 1]!, mine[end + 1]!]);
  }
  return passages;
}
/** A sum written out after its figures ("(eleven million five hundred thousand new leones)"), once in figures. */
const MONEY_IN_WORDS = /\b\d[\d,.]*(?:\s+(?:million|thousand|hundred|and|\d[\d,.]*))*\s+(?:new\s+|old\s+)?(?:leones?|dollars?|usd|nle|sle)\b/g;
/**
 * The numbers a text counts or measures with ("two kayaks", "10m x 10m"): not a price (PRICE), which a bait repost
 * changes, nor a phone or a time of day.
 */
/** Lengths in whole metres, so "14 x 20 ft" and "4.3 x 6 m" count alike (a side's unit written once applies to both). */
const LENGTHS = /(\d+(?:\.\d+)?)\s*(ft|feet|foot|m|metres?|meters?)?\s*(?:x|by)\s*(\d+(?:\.\d+)?)\s*(ft|feet|foot|m|metres?|meters?)\b|(\d+(?:\.\d+)?)\s*(ft|feet|foot|metres?|meters?|m)\b/g;
const metres = (n: string, unit: string) => `${Math.round(Number(n) * (/^f/.test(unit) ? 0.3048 : 1))}m`;
function inMetres(text: string): string {
  return text.replace(LENGTHS, (_, a?: string, ua?: string, b?: string, ub?: string, n?: string, u?: string) =>
    (n ? metres(n, u!) : `${metres(a!, ua ?? ub!)} x ${metres(b!, ub!)}`));
}
function countedNumbers(text: string): Set<string> {
  const figures = inMetres(countsInFigures(text.replace(CLOCK_TIMES, ' ')).toLowerCase().replace(MONEY_IN_WORDS, ' '));
  return new Set(comparedDescription(figures.replace(PRICE, ' ')).match(/\d+(?:\.\d+)?/g) ?? []);
}
// What a place would suit ("good for a provision or phone shop", Krio "fine fo"): sales talk a repost adds, which
// names no thing of the unit.
const SUITED_FOR = /\b(?:good|fine|ideal|suitable|perfect|best|great|nice|ok(?:ay)?)\s+(?:for|fo|as)\b[^.;!?]*/gi;
// The counted or measured facts a unit's own sentence may state: what it holds or seats, its appliances, its size.
const UNIT_FACT_KINDS = new Set(['capacity', 'holds', 'equipment', 'dimensions', 'size', 'container', 'hours']);

/**
 * A cut-down repost padded with talk of its own ("Serious people only, call now!", "No agents please"): the share of
 * the shorter description found in the other once each side's added talk is left out. Talk is a sentence that
 * shares almost no content word with any sentence of the other side and names no fact and no number, so a
 * template's own sentence about its unit (a counter, a fridge, 20 seats) is never left out. A phone number or a time
 * of day ("viewing any day from 10am") is no fact.
 */
const CLOCK_TIMES = /\b\d{1,2}(?::\d{2})?\s*(?:am|pm)\b|\b\d{1,2}[:.]\d{2}\b/gi;
const isTalk = (x: Sentence, theirs: Sentence[]) => !/\d/.test(comparedDescription(x.text.replace(CLOCK_TIMES, ' ')))
  && wordFacts(x.text).size === 0
  && theirs.every((y) => jaccard(x.words, y.words) < SUBSTITUTED_WORDS);
/** Each description's sentences, and those of them that are not talk. */
function withoutTalk(a: string, b: string) {
  const [sa, sb] = [contentSentences(a), contentSentences(b)];
  return { sa, sb, ka: sa.filter((x) => !isTalk(x, sb)), kb: sb.filter((y) => !isTalk(y, sa)) };
}
function cutWithoutAddedTalk(a: string, b: string): number {
  const { sa, sb, ka, kb } = withoutTalk(a, b);
  if (ka.length === sa.length && kb.length === sb.length) return 0;
  const [da, db] = [ka, kb].map((kept) => comparedDescription(kept.map((x) => x.text).join(' ')));
  if (Math.min(da!.length, db!.length) < DESCRIPTION_MIN_LENGTH) return 0;
  return Math.max(containment(shingles(da!), shingles(db!)), containment(shingles(canonicalText(da!)), shingles(canonicalText(db!))));
}

/**
 * The same, each sentence paraphrased (a few words dropped or swapped: "Plenty of people passing every day" / "Plenty
 * people pass every day"): 3 or more sentences, three quarters of the shorter side's once its talk is left out
 * (cutWithoutAddedTalk), each sharing 70 % of its content words with one of the other's. Not half, as for a template's
 * kept sentence: two listers describing like flats on one road in their own words share that much.
 */
function paraphrasedSentences(a: string, b: string): boolean {
  const said = withoutTalk(a, b);
  const [ka, kb] = [said.ka, said.kb].map((kept) => kept.filter((x) => x.words.size > 0)) as [Sentence[], Sentence[]];
  const [shorter, longer] = ka.length <= kb.length ? [ka, kb] : [kb, ka];
  const kept = shorter.filter((x) => longer.some((y) => jaccard(x.words, y.words) >= PARAPHRASED_WORDS)).length;
  return kept >= KEPT_SENTENCES && kept / shorter.length >= KEPT_SHARE;
}

/**
 * A description's shingles sentence by sentence, read as `read` reads them: none spans two sentences, so the same
 * sentences in another order ("sentences reordered", the issue's first trick) give the same set.
 */
function unorderedShingles(description: string, read: (text: string) => string): Set<string> {
  const all = new Set<string>();
  for (const sentence of description.split(SENTENCE_SPLIT)) for (const s of shingles(read(sentence))) all.add(s);
  return all;
}

export function isDuplicateText(shownA: ListingText, shownB: ListingText): { duplicate: boolean; similarity: number } {
  const whole = judgeText(shownA, shownB);
  if (whole.duplicate) return whole;
  // One line of a longer post (an agent's week of houses, numbered; a guide to land papers or a newsletter, then the
  // house) judged as a listing of its own, by its facts, with the post's title and address: the rest of the post, its
  // market notes ("furnished flats remain scarce") and its other houses, neither hides nor makes a copy. Not by its
  // words: a template's sentence is in both, and a line of services and terms shared by two units of one manager
  // states no unit: nor is a passage the other listing holds word for word and that names no unit's measure (its
  // bedrooms, floor, lots, size or area), a block of services or terms (CCTV, a 100 kVA generator, a borehole) that
  // every unit of the manager's has.
  // (The cheap tests first: every submission is compared with up to 200 listings.)
  const passagesOf = (t: ListingText, other: ListingText) => {
    let theirs: Set<string> | undefined;
    const template = (p: string) => {
      theirs ??= shingles(comparedDocument(other));
      const mine = [...shingles(comparedDescription(p))];
      return mine.length > 0 && mine.filter((x) => theirs!.has(x)).length / mine.length >= TEMPLATE_PASSAGE;
    };
    const statesAUnit = (p: string) => [...listingFacts({ title: '', address: '', description: p }).facts].some((f) => UNIT_MEASURE.test(f));
    return t.description.split(PASSAGE_SPLIT).map((p) => p.trim()).filter((p) => p.length >= CUT_MIN_LENGTH && (!template(p) || statesAUnit(p)));
  };
  for (const [post, other] of [[shownA, shownB], [shownB, shownA]] as const) {
    if (post.description.length < POST_LENGTH * other.description.length || !PASSAGE_SPLIT.test(post.description)) continue;
    const passages = passagesOf(post, other);
    if (passages.length < 2) continue;
    // Only the passages most alike in words, so that a long post costs a few checks, not one a line.
    const words = new Set(contentText(other.description).split(' '));
    const alike = (p: string) => { const mine = contentText(p).split(' '); return mine.filter((w) => words.has(w)).length / mine.length; };
    for (const passage of passages.map((p) => ({ p, share: alike(p) })).sort((x, y) => y.share - x.share).slice(0, PASSAGES_JUDGED).map((x) => x.p)) {
      const judged = post === shownA ? judgeText({ ...post, description: passage }, other, true) : judgeText(other, { ...post, description: passage }, true);
      if (judged.duplicate) return { duplicate: true, similarity: whole.similarity };
    }
  }
  return whole;
}

/**
 * A survey plan's or a deed's number as the land office writes it: capitals, then a number over a year. Not a year
 * running into the next ("AY 2025/26", "FY 2024/2025"), which many listings of one season share.
 */
const DOCUMENT_NUMBER = /\b[A-Z]{1,4}\s?\/?\s?(\d{3,6})\s?\/\s?(\d{2,4})\b/g;
const yearRange = (first: string, second: string) => /^(?:19|20)\d\d$/.test(first) && Number(second) % 100 === (Number(first) + 1) % 100;
function sameDocumentNumber(a: ListingText, b: ListingText): boolean {
  const numbers = (t: ListingText) => new Set([...`${t.title} ${t.address} ${t.description}`.matchAll(DOCUMENT_NUMBER)]
    .filter((m) => !yearRange(m[1]!, m[2]!)).map((m) => `${Number(m[1])}/${m[2]}`));
  const theirs = numbers(b);
  return [...numbers(a)].some((n) => theirs.has(n));
}

/** factsOnly: a passage of a post is judged by its facts alone (sameFacts); its words are a template's as often. */
function judgeText(shownA: ListingText, shownB: ListingText, factsOnly = false): { duplicate: boolean; similarity: number } {
  // As a reader sees them, hashtags and the rooms' formal names as listings word them (listing-words.ts), then each
  // side's disguised or mistyped words read as the words of the other they stand for ("b3dr00m", "kichen").
  const [asWrittenA, asWrittenB] = [plainListing(readableText(shownA)), plainListing(readableText(shownB))];
  const [a, b] = readAlike(asWrittenA, asWrittenB, FACT_VOCABULARY);
  const similarity = jaccard(shingles(comparedDocument(a)), shingles(comparedDocument(b)));
  // The facts and numbers that tell two units apart, as written too: reading a word as the other's ("right" as
  // "light", "B3" as "be") never hides one.
  const readOtherwise = a !== asWrittenA || b !== asWrittenB;
  const [factsA, factsB] = [factsOf(a), factsOf(b)];
  if (otherFacts(factsA, factsB) || (readOtherwise && otherFacts(factsOf(asWrittenA), factsOf(asWrittenB)))) return { duplicate: false, similarity };
  if (otherKind(a, b) || (readOtherwise && otherKind(asWrittenA, asWrittenB))) return { duplicate: false, similarity };
  // Two units of one compound or estate keep the developer's wording word for word: never a copy on text alone
  // (a repost that changes only the number is left to photo_reused).
  if (otherUnit(a, b) || (readOtherwise && otherUnit(asWrittenA, asWrittenB))) return { duplicate: false, similarity };
  // Nor one template's two units, each described in a sentence of its own (substitutedUnit).
  if (substitutedUnit(a, b, factsA, factsB)) return { duplicate: false, similarity };
  if (similarity >= COPY_SIMILARITY) return { duplicate: true, similarity };
  // Both give the same phones: one lister's two listings (an agency's or a family's second account), not a repost,
  // which is made to take the calls and puts its own number. A copy 85 % alike is flagged above all the same.
  if (sameContacts(a, b)) return { duplicate: false, similarity };
  // One land's own registration: the same survey plan or deed number ("LS 2286/20", "TK/0744/19") is one plot however
  // the rest is written; two plots of a layout each have their own.
  if (sameDocumentNumber(shownA, shownB)) return { duplicate: true, similarity };

  const samePlace = otherLandmarks(a.address, b.address) ? 0 : addressSimilarity(a.address, b.address);
  if (factsOnly) return { duplicate: sameFacts(a, b, samePlace), similarity };
  const [descriptionA, descriptionB] = [comparedDescription(a.description), comparedDescription(b.description)];
  // With text-speak written out ("rm n parlour 4 rent" is "room and parlour for rent"): read once, when first needed.
  let canonical: [Set<string>, Set<string>] | undefined;
  const canonicalShingles = () => (canonical ??= [unorderedShingles(a.description, canonicalText), unorderedShingles(b.description, canonicalText)]);
  if (samePlace >= SAME_PLACE_ADDRESS && Math.min(descriptionA.length, descriptionB.length) >= DESCRIPTION_MIN_LENGTH) {
    // As written, and with text-speak written out ("rm n parlour 4 rent" is "room and parlour for rent").
    const [shinglesA, shinglesB] = [unorderedShingles(a.description, comparedDescription), unorderedShingles(b.description, comparedDescription)];
    const [canonicalA, canonicalB] = canonicalShingles();
    // Compared on the content words too (contentText) where the address is the same one however written: a repost
    // put half into Krio changes the words between the things it names. Not at a place only half alike, where one
    // area's or one estate's stock phrases are most of what two honest listings share.
    const content = samePlace >= SAME_PLACE_SENTENCES ? jaccard(shingles(contentText(a.description)), shingles(contentText(b.description))) : 0;
    const copied = Math.max(jaccard(shinglesA, shinglesB), jaccard(canonicalA, canonicalB), content);
    const cut = Math.max(containment(shinglesA, shinglesB), containment(canonicalA, canonicalB), cutWithoutAddedTalk(a.description, b.description));
    if (copied >= COPIED_DESCRIPTION || cut >= CUT_DESCRIPTION) {
      return { duplicate: true, similarity: Math.max(similarity, copied) };
    }
  }
  if (samePlace >= SAME_PLACE_SENTENCES && Math.min(descriptionA.length, descriptionB.length) >= CUT_MIN_LENGTH
    && Math.max(descriptionA.length, descriptionB.length) >= DESCRIPTION_MIN_LENGTH
    && containment(...canonicalShingles()) >= CUT_DESCRIPTION) {
    return { duplicate: true, similarity };
  }
  // A repost that keeps three or more of the original's sentences word for word, at the same place, and little else
  // (a new opening line before the original's last sentences): templates share two sentences, rarely three.
  if (samePlace >= SAME_PLACE_SENTENCES) {
    const [sentencesA, sentencesB] = [sentencesOf(a.description), sentencesOf(b.description)];
    const shared = sharedSentences(sentencesA, sentencesB);
    if (shared >= KEPT_SENTENCES && shared / Math.min(sentencesA.length, sentencesB.length) >= KEPT_SHARE) {
      return { duplicate: true, similarity };
    }
    if (paraphrasedSentences(a.description, b.description)) return { duplicate: true, similarity };
  }
  // A full rewrite (Krio, text-speak, a bullet list, sales talk around it) keeps the facts, the place and about the
  // price: listing-facts.ts decides, asking for all three, as one road's honest houses share some facts.
  if (sameFacts(a, b, samePlace)) return { duplicate: true, similarity };
  // Listers' own templates make honest listings share sentences: a lower text similarity counts only when the
  // title and address, or the address alone however it is written, say the same too.
  // Not where the addresses name two landmarks (near the RC church / near the mosque): a heading alike is one road's or
  // one village's, and the landmark tells the houses apart.
  const sameHeading = jaccard(headingShingles(a), headingShingles(b)) >= 0.6 && !otherLandmarks(a.address, b.address);
  return { duplicate: similarity >= DUPLICATE_MIN_SIMILARITY && (sameHeading || samePlace >= 0.8), similarity };
}

/** Replaces the listing's index keys with those of its text (the text the admin reviews). */
export async function storeTextBands(db: Db, propertyId: string, text: ListingText): Promise<readonly IndexKey[]> {
  const keys = textIndexKeys(text);
  await db.transaction(async (tx) => {
    await tx.delete(listingTextBands).where(eq(listingTextBands.propertyId, propertyId));
    // A key another writer stored meanwhile (the one-time step of store-place-keys.ts, in its own transaction) is
    // replaced, not a failed check: the insert waits for that writer and then updates its row.
    await tx.insert(listingTextBands).values(keys.map(({ band, value }) => ({ propertyId, band, value })))
      .onConflictDoUpdate({ target: [listingTextBands.propertyId, listingTextBands.band], set: { value: sql`excluded.value`, checkedAt: sql`excluded.checked_at` } });
  });
  return keys;
}

/** Rows read per key: a town or a stock sentence can be shared by tens of thousands of listings. */
const ROWS_PER_KEY = 500;

/**
 * The band rows that share one of the keys, at most ROWS_PER_KEY for each key, so a busy key (a town's name, an
 * agency's stock sentence) costs the same at 100,000 listings as at 100; sentence keys match in any position
 * (sentences move), and so do the two area keys (the town and the road swap places) and the fact keys (index-keys.ts).
 * A key's rows are read newest first (the index holds checked_at): a repost copies a listing that is live now, and a
 * town's key can hold more rows than are read. Each band of a key is its own index-only scan, the scans merged newest
 * first, so the read stops after ROWS_PER_KEY rows in all. Not the sentence keys: eight bands a sentence, eight
 * sentences a listing, is 64 scans for keys that are rarely busy; they are read in the index's order.
 */
function rowsSharingKeys(keys: readonly IndexKey[]) {
  const seen = new Set<string>();
  const lookups = keys.flatMap(({ band, value }) => {
    const bands = ANY_POSITION.find((group) => group.includes(band)) ?? [band];
    const key = `${bands.join(',')}:${value}`;
    if (seen.has(key)) return [];
    seen.add(key);
    if (bands === SENTENCE_BANDS) {
      return [sql`(select property_id, checked_at from listing_text_bands
        where band in (${sql.join(bands.map((b) => sql`${b}`), sql`, `)}) and value = ${value} limit ${ROWS_PER_KEY})`];
    }
    const newest = bands.map((b) => sql`(select property_id, checked_at from listing_text_bands
      where band = ${b} and value = ${value} order by checked_at desc limit ${ROWS_PER_KEY})`);
    return [sql`(select property_id, checked_at from (${sql.join(newest, sql` union all `)}) as newest order by checked_at desc limit ${ROWS_PER_KEY})`];
  });
  return sql`(${sql.join(lookups, sql` union all `)})`;
}

export async function findDuplicateListing(db: Db, ownerId: string, propertyId: string, text: ListingText, keys: readonly IndexKey[]): Promise<DuplicateListing | null> {
  if (keys.length === 0) return null;
  // Most keys shared first, then the most recently checked; at most 200 compared.
  const rows = await queryRows<{ id: string; title: string; address: string; description: string }>(db, sql`
    select p.id, p.title, p.address, p.description, count(*)::int as shared
    from ${rowsSharingKeys(keys)} as k
    join properties p on p.id = k.property_id
    where p.id <> ${propertyId} and p.user_id <> ${ownerId} and p.status in ('approved', 'pending') and not p.is_archived
    group by p.id
    order by shared desc, max(k.checked_at) desc
    limit 200`);
  let best: DuplicateListing | null = null;
  for (const row of rows) {
    const { duplicate, similarity } = isDuplicateText(text, row);
    if (duplicate && (!best || similarity > best.similarity)) best = { propertyId: row.id, title: row.title, similarity };
  }
  return best;
}
