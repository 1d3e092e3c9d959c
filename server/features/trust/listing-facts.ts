// duplicate_listing's last resort: the set of facts a listing states, which survives a full rewrite (Krio, text-speak,
// bullet lists, sales talk around it). A scammer who knows a copy checker exists rewords every sentence but keeps
// what the property is (rooms, toilets, floor), what it has (kitchen, tank, borehole, prepaid meter, fence, POP
// ceiling) and where it is (the address's place, the landmark), in whichever field it put them. Sizes and areas are
// compared as amounts in any unit (duplicate-facts.ts). Not what it costs: a repost changes the price as it likes (a
// bait repost cuts it, a relisting agent raises it), so the price counts against nothing, and for a repost only
// where one is cut down to a line (cutDown). Honest look-alikes share facts too (one block's flats, one road's
// houses), so this counts only at a place both addresses name, with nearly the same facts and no counted fact or
// landmark that disagrees.
import { NOT_AFTER_A_SUM, NOT_ANOTHER_FLOOR, NOT_AN_ITEM, NOT_A_PART, NOT_SPACED_DASH, STUDY_BEDROOMS, amountsOf, landSizesDisagree, reconcileFacts, sidesValue } from './duplicate-facts.js';
import { sameName, soundKey } from './spelling.js';
import { knownPlaces } from './fact-keys.js';
import { DIRECTION_WORDS } from './listing-words.js';
import { ADDRESS_NOISE, KNOWN_WORDS, addressWords, canonicalText, containment, contentText, countsInFigures, normaliseText, type ListingText } from './text-similarity.js';
import { rememberedByListing } from './remembered-readings.js';

// What a place has, one token for each however it is written (after canonicalText: Krio and text-speak written out).
// Not "water", "light", "rent" or "house": every listing says them.
const FACT_WORDS: Record<string, string> = {
  kitchen: 'kitchen', kitchn: 'kitchen', parlour: 'parlour', sitting: 'parlour', sittin: 'parlour', dining: 'dining',
  toilet: 'toilet', toilets: 'toilet', bath: 'bath', bathroom: 'bath', shower: 'bath', inside: 'inside', outside: 'outside',
  indoor: 'inside', outdoor: 'outside',
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
  conveyance: 'conveyance', survey: 'survey', foundation: 'foundation', registered: 'registered', documents: 'documents', papers: 'documents', paper: 'documents',
  // What a shop or an office is good for: a shop has few other facts ("a provision store, pharmacy or phone accessories").
  provision: 'provision', provisions: 'provision', pharmacy: 'pharmacy', chemist: 'pharmacy', boutique: 'boutique', salon: 'salon',
  barbing: 'barber', barber: 'barber', barbershop: 'barber', accessories: 'accessories', restaurant: 'restaurant', cookery: 'restaurant',
  bar: 'bar', supermarket: 'supermarket', tailoring: 'tailor', tailor: 'tailor', cosmetics: 'cosmetics', hardware: 'hardware',
  // The same things under the other names listers give them, so a paraphrase keeps the fact however it words it.
  kitchenette: 'kitchen', wc: 'toilet', latrine: 'toilet', washroom: 'bath', tub: 'bath', bathtub: 'bath', polytank: 'tank',
  reservoir: 'tank', genset: 'generator', inverter: 'inverter', watchmen: 'guard', gateman: 'guard', gatehouse: 'gate', cctv: 'cctv',
  camera: 'cctv', fencing: 'fence', tile: 'tiles', ceramic: 'tiles', aircon: 'ac', cupboard: 'wardrobe', closet: 'wardrobe',
  carport: 'parking', verandah: 'veranda', terrace: 'veranda', quarters: 'quarters', bq: 'quarters',
  garden: 'garden', pool: 'pool', swimming: 'pool', wifi: 'internet', internet: 'internet', furniture: 'furnished',
  pantry: 'store', storage: 'store', shelf: 'shelves', shelving: 'shelves', dinning: 'dining', deed: 'documents', surveyed: 'survey',
  cementfloor: 'cementfloor', footpath: 'footpath', motorable: 'access', tarred: 'access', burglarproof: 'burglarproof',
  // What a flat in a block or a store in a yard has that its neighbours may not: a repost cut to a line keeps them.
  office: 'office', lift: 'lift', elevator: 'lift', seaview: 'seaview',
  // A guest house's, a hotel's or an office's front desk, which a rewrite names either way.
  reception: 'reception',
  // What farmland has, which a rewrite of a farm's ad keeps however it words the rest: its water, what grows on it,
  // how much is cleared, the chiefdom's consent (the land's papers). Not "river" or "palm", which name places
  // (River No. 2, Palm Beach) that honest neighbours share.
  stream: 'stream', swamp: 'swamp', ivs: 'swamp', upland: 'upland', cleared: 'cleared', cassava: 'cassava', groundnut: 'groundnut', groundnuts: 'groundnut',
  cocoa: 'cocoa', coffee: 'coffee', cashew: 'cashew', plantain: 'plantain', consent: 'documents', drying: 'drying',
  mango: 'mango', mangoes: 'mango', coconut: 'coconut', coconuts: 'coconut',
  // What a business's premises have, which a rewrite of a bakery's, a hall's or a car wash's ad keeps.
  oven: 'oven', ovens: 'oven', stage: 'stage', bridal: 'bridal', drain: 'drain', drains: 'drain', shed: 'shed', banda: 'shed', chairs: 'chairs', tables: 'tables',
  // A processing shed's or a press house's equipment, and a swamp's bunds, which a rewrite keeps however it words them.
  press: 'press', presses: 'press', drum: 'drum', drums: 'drum', stove: 'stove', stoves: 'stove', grater: 'grater', graters: 'grater',
  grating: 'grater', bund: 'bund', bunds: 'bund',
  // A battery is the solar's ("solar panels with battery"): one fact, however much of the system an ad names.
  chair: 'chairs', table: 'tables', mirror: 'mirror', mirrors: 'mirror', battery: 'solar', batteries: 'solar',
  // A video centre's or a bar's screen and its satellite dish.
  dstv: 'satellite', gotv: 'satellite', decoder: 'satellite', dish: 'satellite', satellite: 'satellite', screen: 'tv',
};
/**
 * The words the facts are read from, and those that only carry a listing's sentences (KNOWN_WORDS): a typing slip is
 * read as one of these rather than the other way round (listing-words.ts).
 */
export const FACT_VOCABULARY: ReadonlySet<string> = new Set([...KNOWN_WORDS, ...Object.keys(FACT_WORDS),
  'bedroom', 'bedrooms', 'bathroom', 'bathrooms', 'room', 'rooms', 'sitting', 'living', 'master', 'floor', 'ground', 'upstairs', 'downstairs',
  'stairs', 'roof', 'zinc', 'sink', 'water', 'family', 'month', 'monthly', 'year', 'short', 'walk', 'opposite', 'near', 'behind']);
// A floor by its name or its number ("third floor", "3rd floor", "grnd flr"): one value for each.
const FLOOR = new RegExp(String.raw`${NOT_ANOTHER_FLOOR}\b(ground|grnd|top|first|second|third|fourth|fifth|sixth|\d+(?:st|nd|rd|th))\s+(?:floor|flr)\b`, 'g');
const FLOORS: Record<string, string> = { ground: '0', grnd: '0', top: 'top', first: '1', second: '2', third: '3', fourth: '4', fifth: '5', sixth: '6' };
// Keys this short meet too many other words by sound.
const SOUND_MIN_LENGTH = 4;
// Each fact word's sound, where only one fact has it.
const FACT_SOUNDS = (() => {
  const sounds = new Map<string, string | null>();
  for (const [word, fact] of Object.entries(FACT_WORDS)) {
    const key = soundKey(word);
    if (key.length >= SOUND_MIN_LENGTH) sounds.set(key, sounds.has(key) && sounds.get(key) !== fact ? null : fact);
  }
  return sounds;
})();
/** A fact's word, or its singular's ("tanks", "boreholes", "wardrobes", "cars"), or a word that sounds as one ("balkoni"). */
function factOf(word: string): string | undefined {
  return FACT_WORDS[word] ?? (word.length > 4 && word.endsWith('es') ? FACT_WORDS[word.slice(0, -2)] : undefined) ?? (word.endsWith('s') ? FACT_WORDS[word.slice(0, -1)] : undefined)
    ?? (word.length >= SOUND_MIN_LENGTH ? FACT_SOUNDS.get(soundKey(word)) ?? undefined : undefined);
}
// "Air conditioner", "en suite", "roller door": the phrase is one fact.
const FACT_PHRASES: [RegExp, string][] = [
  [/\bair[\s-]*condition(?:er|ers|ing|ed)?\b|\ba\/c\b/g, ' ac '], [/\b(?:en|and)[\s-]*suite\b/g, ' ensuite '], [/\broller\s+(?:door|shutter)\b/g, ' shutter '],
  [/\bstore\s*room\b/g, ' store '], [/\bpipe[\s-]*borne\b/g, ' tap '], [/\bbarb(?:ing|er)\s+sal(?:oo|o)n\b/g, ' barber '],
  // Land's papers as a village sells it: the chiefdom's receipt, the family's or the sale's agreement.
  [/\b(?:chiefdom|family|community|land|sale|purchase)\s+(?:receipt|agreement)s?\b/g, ' documents '],
  // Prepaid light sold as "cash power" ("power" is "light" by then); burglar bars (not a bar); "air con"; a site plan is the survey; "bore hole";
  // "Wi-Fi".
  [/\bcash\s*(?:power|light)\b/g, ' prepaid meter '], [/\bburglar(?:y)?\s*(?:proof|bars?)\b/g, ' burglarproof '], [/\bair[\s-]*con\b/g, ' ac '],
  // Text-speak's acres ("5ac", "NLe 4,000/ac"), no air conditioning.
  [/\b(\d+(?:\.\d+)?)\s?ac\b/g, ' $1 acres '],
  // Metres after a figure ("a jetty 15 meters long") measure: no electricity meter.
  [/\b(\d+(?:\.\d+)?)\s?met(?:er|re)s?\b/g, ' $1 m '],
  // A plot a car reaches, or one reached on foot only ("vehicle access" / "footpath only").
  [/\b(?:vehicle|car|road)\s+access\b/g, ' motorable '], [/\bfoot\s*paths?\b|\b(?:reached|reachable|access(?:ed)?)\s+(?:only\s+)?(?:by|on)\s+foot\b/g, ' footpath '],
  // A floor of bare cement, which a tiled one is not ("cement floor", "floor is concrete", "screeded floors"); not a
  // yard's ("concrete floor for 1 car").
  [/\b(?:cement(?:ed)?|concrete|screed(?:ed)?|plastered)\s+floor(?:s|ing)?\b(?!\s+(?:for|of)\b)|\bfloors?\s+(?:is\s+|are\s+)?(?:cement(?:ed)?|concrete|screed(?:ed)?)\b/g, ' cementfloor '],
  // A road a motorbike or a car takes to the place: the access a farm or a village plot has.
  [/\b(?:motor\s*)?bike\s+road\b|\b(?:car|vehicle)\s+road\b/g, ' motorable '],
  // A car's place, not any car ("every car from Makeni passes this corner", "the car reaches the gate").
  [/\bcars?\s+(?:park|space|spaces|port|shade)\b|\b(?:space|room|parking)\s+for\s+(?:\w+\s+)?cars?\b/g, ' parking '],
  [/\bfront\s+desk\b/g, ' reception '], [/\bwi\s*fi\b/g, ' wifi '], [/\bsite\s+plan\b/g, ' survey '], [/\bbore\s+holes?\b/g, ' borehole '], [/\b(?:boys|staff|servant|servants)\s+quarters?\b/g, ' quarters '],
  // A view of the sea however it is said ("sea view", "facing the sea", "a view over the ocean", "looking over the sea";
  // "the" is dropped by then).
  [/\b(?:sea|ocean|beach)[\s-]+(?:view|facing|front)\b|\bviews?\s+(?:of|over|to|towards)\s+(?:sea|ocean)\b|\bfacing\s+(?:sea|ocean)\b|\blook(?:s|ing)?\s+(?:out\s+)?(?:over|onto|on|at|to)\s+(?:sea|ocean)\b/g, ' seaview '],
  // A room with its own toilet however it is said ("self-contained", "s/c", Krio "sef kontent", "its own toilet and
  // bath"), after canonicalText ("self contain", "s c").
  [/\bself\s*contain\b|\bs c\b|\b(?:own|private)\s+(?:toilet|bath|bathroom|shower)s?(?:\s+and\s+(?:toilet|bath|bathroom|shower)s?)?\b/g, ' ensuite '],
  // Every room with its toilet is every room en suite ("every room get toilet inside", "each bedroom with toilet and bath";
  // "every" is "all" by then).
  [/\b(?:all|each)\s+(?:the\s+)?(?:bed\s*)?rooms?\s+(?:get|gets|has|have|with|got)\s+(?:(?:its|their)\s+own\s+)?(?:toilet|bath|bathroom|shower)s?(?:\s+(?:inside|and\s+(?:toilet|bath|bathroom|shower)s?))?\b/g, ' ensuite '],
  // The owner "outside the country" is abroad: no outside toilet or kitchen of the house.
  [/\b(?:outside|out\s+of)\s+(?:the\s+|this\s+)?(?:country|sierra\s+leone|salone)\b/g, ' abroad '],
  // A toilet or bath "inside the master bedroom" is its en suite.
  [/(?<=\b(?:toilet|bath|bathroom|shower)s?\b[^.;]{0,40}?)\b(?:inside|in)\s+(?:the\s+)?(?:master\s+)?bed\s*rooms?\b/g, ' ensuite '],
];
// The sea by any name: "facing the sea" and "a walk to the beach" place a house alike.
const SEA: Record<string, string> = { sea: 'beach', ocean: 'beach', seaside: 'beach', beachside: 'beach' };
// A fuel station is named by its brand as often as by its kind ("by the Shell", "close to the filling station"): the
// brand's landmark is a filling station too.
const FUEL_STATION = new Set(['shell', 'total', 'totalenergies', 'oryx', 'petrol', 'fuel']);
// (Krio's "af lot" is a half lot)
const LOT_SHARES: Record<string, number> = { half: 0.5, af: 0.5, quarter: 0.25, full: 1, '1/2': 0.5, '1/4': 0.25, '3/4': 0.75 };
// Words of a landmark that name nothing by themselves.
const LANDMARK_STOP = new Set(['the', 'a', 'an', 'main', 'big', 'small', 'old', 'new', 'road', 'street', 'junction', 'area', 'town', 'walk', 'minutes',
  'and', 'to', 'of', 'from', 'is', 'it', 'at', 'in', 'on', 'by', 'only', 'very', 'just', 'right', 'about', 'close', 'next', 'near', 'behind', 'opposite',
  'facing', 'beside', 'call', 'contact', 'for', 'with', 'month', 'year', 'advance', 'le', 'nle', 'usd', 'compound', 'gate', 'shop', 'house', 'flat',
  // "side by side"
  'side']);
// A landmark's words end where a clause goes on about something else: "behind the house there is a separate annex",
// "the cotton tree where the poda-podas load" name the house and the cotton tree, not an annex or poda-podas.
// So does a verb of the way there ("the junction going up to the college") and Krio's "where" ("di junction weh lorry
// dem de park").
const CLAUSE_GOES_ON = new Set(['there', 'here', 'where', 'which', 'that', 'who', 'is', 'are', 'was', 'were', 'has', 'have',
  'going', 'coming', 'leading', 'heading', 'weh', 'wey', 'usay']);
function landmarkPhrase(words: string): string[] {
  const list = words.split(' ');
  const end = list.findIndex((w) => CLAUSE_GOES_ON.has(w));
  return end < 0 ? list : list.slice(0, end);
}
// Kinds of road, which name no place by themselves.
const ROAD_KINDS = new Set(['avenue', 'lane', 'drive', 'highway', 'estate', 'hill']);
// Words of an address that name no place by themselves (its kind of road, the capital every Freetown address adds).
// Nor the words of directions given for an address ("turn left before it, third house"), which any two share.
const ADDRESS_STOP = new Set([...ROAD_KINDS, 'freetown', 'off', 'along', 'opp', 'no', 'number', 'city', 'village', 'district', 'side', 'motor', 'bypass',
  ...DIRECTION_WORDS]);
// "Two rooms and parlour" (or "and a parlour", "3 rum, palor", "a three-room house with sitting room") is a home of
// that many bedrooms and a sitting room, as Sierra Leone says it ("tu rum en palor").
const ROOMS_AND_PARLOUR = new RegExp(`${NOT_A_PART}${NOT_AN_ITEM}\\b(\\d)[\\s-]*(?:rooms?|rms?|rum)(?:\\s+(?:house|home|flat|apartment))?\\s*(?:,|and|with|&|n|en|an|\\+)\\s*(?:a\\s+)?(?:parlou?r|palou?r|palo|parlor|sitting\\s+room)\\b`, 'g');
const IMPLIED_FACTS: [string, string][] = [['pop', 'ceiling'], ['prepaid', 'meter'], ['edsa', 'meter'], ['survey', 'documents'], ['conveyance', 'documents']];
/** Bedrooms by count, in a text with counts in figures; not a part counted apart (NOT_A_PART). */
const BEDROOMS = new RegExp(`${NOT_A_PART}${NOT_AN_ITEM}\\b(\\d)${NOT_SPACED_DASH}\\s*-?\\s*(?:bed(?:room|rum|rm)?s?|br|bdrs?|bdrms?)\\b`, 'g');
/**
 * The two or three words after "near", "behind", "opposite", "facing" …: the landmark, in whatever sentence it is. Not
 * "by" before a figure ("3 by 4 metres", "50 by 100ft" with its unit joined on, "4" being "for" in canonicalText), nor
 * before a person ("paid by the owner", "covered by the landlord", "signed by the Director of Surveys"): who pays for or
 * signs a thing places nothing; nor "by appointment" or "by phone".
 */
const BY_A_PERSON = '(?:the\\s+|a\\s+|an\\s+|our\\s+|my\\s+|your\\s+)?(?:landlords?|landlady|owners?|agents?|agency|tenants?|caretakers?|family|seller|buyer|management|manager|company|director|surveyors?|lawyers?|solicitors?|ministry|chiefs?|headman|council|court|government|registrar|elders|committee)\\b';
const LANDMARK_AFTER = new RegExp(`\\b(?:near|behind|opposite|opp|facing|beside|close to|next to|walk to|walk from|by(?!\\s+(?:\\d|(?:for|okada|(?:motor\\s*)?bikes?|keke|car|taxi|cab|bus|poda[\\s-]*poda|foot|boat|canoe|ferry|road|vehicle|appointment|arrangement|request|phone|call|whatsapp|email|text|sms)\\b|${BY_A_PERSON})))\\s+((?:[a-z0-9]+\\s+){0,3}[a-z0-9]+)`, 'g');

// A home or a plot "sitting on 1.5 lots" or "sitting in Kossoh Town" lies there: no sitting room (read before
// canonicalText, which drops "on" and "in").
const SITTING_ON = /\bsitt?ing?\s+(?=(?:on|in|at|along|by|beside|near|close|right|pretty|just|quietly)\b)/gi;
// "Well" said of how things go or are done ("it did well for me", "as well", "well kept"): no well of water. Read
// before canonicalText, which drops the full stop in "Tiles don do. Wel wata de".
const WELL_DONE = /\b(?:did|do|does|doing|done|went|going|goes|as|very|so|quite|pretty|really|fairly)\s+well\b|\bwell[\s-]+(?=(?:known|kept|maintained|built|located|lit|ventilated|finished|secured|placed|arranged|designed|served|connected|drained|done|off)\b)/gi;
const PLACED_ROOMS = new Set(['toilet', 'bath', 'kitchen', 'ensuite']);
// A unit's own meter, toilet, gate or tank, which its neighbours share; not "build your own house", "bring your own
// gen" or "its own survey plan".
const OWN_THINGS = new Set(['meter', 'prepaid', 'toilet', 'bath', 'kitchen', 'compound', 'gate', 'fence', 'tank', 'borehole', 'well', 'parking', 'yard', 'tap', 'edsa', 'solar']);
// The words that deny the fact after them ("no parlour", "without fence").
const DENIED_BY = new Set(['no', 'without']);
// The words after a fact that deny it ("foundation not started", "fence not yet built", "meter none"): as "no" before
// it. Not "not" alone: "toilet not shared" and "parking not a problem" say the place has one.
const DENIED_AFTER = /^(?:none|nil|not (?:yet )?(?:started|built|done|available|installed|connected|fixed|finished|completed?|there))\b/;
// Krio's "no get fence", "machine nor dey inside": there is none.
const KRIO_DENIED = /^(?:no|nor|not) (?:get|gat|dey|de)$/;
// Things counted that single out a business's premises or a farm ("300 chairs", "2 washing bays", "3 pumps").
const COUNTED_THINGS = /\b(\d{1,5})\s+(?:(?:plastic|big|small|wash(?:ing)?|concrete|market|mango|coconut|orange|fruit|cashew|palm|kola|coffee|cocoa|barber|barbing|salon|swivel)\s+){0,2}(chair|table|loaf|loave|car|vehicle|bay|stall|nozzle|pump|tank|seat|guest|tree|pond|bird|layer|broiler|cow|goat|pig|log|fridge|freezer)s?\b/g;
// A figure of one to three digits and the two words after it (read with contentText: endings dropped); not part of a
// longer number (a phone's groups, "24/7"), nor a sum, nor an item's number ("5. How much?").
const ANY_COUNTED = /(?<!\d[\s.,/]?|\b(?:no|number)\.?\s?|\b(?:n?le|sle|usd|us)\s?|\$\s?)\b(\d{1,3})\s+([a-z]{3,})(?:\s+([a-z]{3,}))?/g;
// Words after a figure that count no thing of the place: time, distance, money, measures, and words of a sentence.
const NOT_A_COUNTED_THING = new Set([
  'year', 'yr', 'month', 'mth', 'week', 'day', 'night', 'season', 'hour', 'minut', 'min', 'second', 'time', 'mil', 'kilometr',
  'metr', 'met', 'feet', 'foot', 'inch', 'acr', 'hectar', 'squar', 'sqm', 'sqft', 'lot', 'plot', 'town', 'nle', 'nl',
  'sle', 'leon', 'dollar', 'usd', 'pound', 'thousand', 'hundr', 'million', 'percent', 'per', 'each', 'every', 'only',
  'more', 'les', 'than', 'about', 'around', 'not', 'no', 'the', 'a', 'an', 'one', 'big', 'small', 'bedroom', 'bed',
  'room', 'rum', 'floor', 'stor', 'storey', 'step', 'walk', 'drive', 'now', 'old', 'new', 'good', 'ago', 'left',
  'right', 'monthly', 'yearly', 'advanc', 'negotiabl', 'call', 'cal', 'contact', 'owner', 'befor', 'after', 'away',
  'from', 'insid', 'outsid', 'hous', 'shop', 'person', 'peopl', 'pipul', 'kva', 'kw', 'watt', 'volt', 'amp', 'litr',
  'gallon', 'ton', 'bag',
  // Text-speak's "4" for "for": "shop 4 rent", "land 4 sale".
  'rent', 'sal', 'let', 'leas',
]);
// The same count under another name: a hall or a bar "holds 150 people" or takes "150 guests".
const COUNTED_AS: Record<string, string> = { loave: 'loaf', guest: 'people' };
const RATED = /\b(\d{1,4}(?:\.\d)?)\s*(kva|inch|inches|people|pipul|persons|pple)\b/g;
const RATED_UNIT: Record<string, string> = { inches: 'inch', pipul: 'people', persons: 'people', pple: 'people' };
// The year a building was put up ("built 2016", "constructed in 2019", "completed 2021"): a rewrite keeps it, however
// it words the rest.
const BUILT_IN = /\b(?:built|constructed|completed|finished|bilt)\s+(?:in\s+)?((?:19|20)\d\d)\b/g;
/**
 * Town lots or plots, counted ("two town lots", "1 and a half town lots" or "one and half lots" = 1.5, "half plot",
 * "a full lot", "2 full lots", "1/2 lot"), in a text with counts in figures; not a price's unit ("NLe 65,000 per half
 * lot", "15,000 one lot"). One pattern for the facts rule and for the facts that tell two units apart (duplicate-text).
 */
export const LOTS = new RegExp(String.raw`(?<!\bper\s+(?:an?\s+)?)${NOT_AFTER_A_SUM}\b(?:(\d+)\s+and\s+(?:a\s+)?)?(1\s*\/\s*[24]|3\s*\/\s*4|\d+(?:\.\d+)?|half|af|quarter|full)\s+(?:an?\s+)?(?:full\s+)?(?:town\s+)?(?:lots?|plots?)\b`, 'g');
/** The count of a LOTS match: "1 and a half" is "1.5", "half" is "0.5". */
export const lotsOf = (m: RegExpMatchArray): string => String(Number(m[1] ?? 0) + (LOT_SHARES[m[2]!.replace(/\s+/g, '')] ?? Number(m[2])));

/**
 * A plot's or a room's dimensions, whichever way round ("50ft x 100ft", "4m x 6m", "3 by 4 metres"), with decimals
 * as a conversion gives them ("3.7 by 6 metres" for 12 by 20 feet, not "7 by 6").
 */
export const DIMENSIONS = /\b(\d+(?:\.\d+)?)\s*(ft|feet|foot|m)?\s*(?:x|by)\s*(\d+(?:\.\d+)?)\s*(ft|feet|foot|m|metres?|meters?)\b/g;
/** The two sides of a DIMENSIONS match, in one order, with the unit: "4x6m" for "4m x 6m" and "6 by 4 metres". */
export const dimensionsOf = (m: RegExpMatchArray): string => sidesValue(m[1]!, m[3]!, m[4] ?? m[2]);

// A listing written as a put-down of the competition ("Other guest houses make guests share toilets; ours has its own
// toilet in each room", "Unlike the others, …"): what it says the others have or lack is no fact of its own. Only in
// a text that contrasts (it says "ours" or "unlike"), and only a clause that opens on the others: "Other features: a
// borehole" lists its own.
const CONTRASTS = /\b(?:ours|unlike)\b/i;
const ABOUT_OTHERS = /^\s*(?:but\s+|while\s+|whereas\s+)?(?:others\b|unlike\b|most\s+others\b|other\s+(?!features?\b|facilities\b|amenities\b|details\b|extras\b|things\b|info|rooms?\b|units?\b)[a-z]+)/i;
/** The description without its clauses about other listings, in a text that contrasts itself with them. */
export function withoutOthers(description: string): string {
  if (!CONTRASTS.test(description)) return description;
  return description.split(/(?<=[.;!?])\s+/).filter((clause) => !ABOUT_OTHERS.test(clause)).join(' ');
}

/** Remembered for the texts read last (remembered-readings.ts): read only. */
export interface ListingFacts { readonly facts: ReadonlySet<string>; readonly landmarks: ReadonlySet<string>; readonly titleLandmarks: ReadonlySet<string>; readonly place: ReadonlySet<string>; readonly address: ReadonlySet<string> }

/** The facts, the landmark words, the address's place words (without and with its landmark) of a listing. */
export const listingFacts = rememberedByListing(readListingFacts);
function readListingFacts(shown: ListingText): ListingFacts {
  const text = { ...shown, description: withoutOthers(shown.description) };
  let plain = ` ${canonicalText(`${text.title}. ${text.address}. ${text.description}`.replace(SITTING_ON, 'lying ').replace(WELL_DONE, ' '))} `;
  for (const [pattern, token] of FACT_PHRASES) plain = plain.replace(pattern, token);
  const words = plain.split(' ').filter(Boolean);
  const facts = new Set<string>();
  // Not a fact denied ("no parlour", "without a fence"): the place lacks it.
  for (const [i, w] of words.entries()) {
    const fact = factOf(w);
    if (fact === 'own' && !OWN_THINGS.has(factOf(words[i + 1] ?? '') ?? '')) continue;
    // Inside or outside is where a toilet, a bath or a kitchen is ("toilet inside", "outside kitchen"), not where the
    // machines stay or the traders wait.
    if ((fact === 'inside' || fact === 'outside') && !words.slice(Math.max(0, i - 3), i + 4).some((w) => PLACED_ROOMS.has(factOf(w) ?? ''))) continue;
    if (fact && !DENIED_BY.has(words[i - 1] ?? '') && !DENIED_AFTER.test(words.slice(i + 1, i + 4).join(' ')) && !KRIO_DENIED.test(`${words[i - 2]} ${words[i - 1]}`)) facts.add(fact);
  }
  // A fact that names its kind: a POP ceiling is a ceiling, a prepaid meter a meter, EDSA's light comes through one,
  // however each ad words it.
  for (const [fact, kind] of IMPLIED_FACTS) if (facts.has(fact)) facts.add(kind);
  // Counts and the floor, from the text with counts in figures: "2bed", "two bedroom" and Krio "tu bedrum" all say 2.
  // All three fields: a repost moves the rooms and the floor into the title or the address ("3rd floor, 3 bed, Hill Rd").
  // Thousands without their commas: "4,000 trees" counts 4000, not "000 trees".
  const counted = countsInFigures(`${text.title}. ${text.address}. ${text.description}`).toLowerCase().replace(/(\d),(?=\d{3}\b)/g, '$1');
  // Not a part counted apart ("the other 2 bedrooms share a bathroom").
  for (const m of counted.matchAll(BEDROOMS)) facts.add(`bedrooms:${m[1]}`);
  for (const m of counted.matchAll(STUDY_BEDROOMS)) facts.add(`bedrooms:${m[1]}+study`);
  for (const m of counted.matchAll(ROOMS_AND_PARLOUR)) facts.add(`bedrooms:${m[1]}`);
  for (const m of counted.matchAll(FLOOR)) facts.add(`floor:${FLOORS[m[1]!] ?? m[1]!.replace(/\D/g, '')}`);
  // Town lots or plots ("two town lots", "1 and a half town lots", "a full lot") and a size "4 by 5 metres" / "4x5m".
  for (const m of counted.matchAll(LOTS)) facts.add(`lots:${lotsOf(m)}`);
  // Things counted ("300 chairs and 30 tables", "parking for 20 cars", "60 loaves a batch", "2 wash bays"): a rewrite
  // keeps the count; another hall or yard has its own.
  for (const m of counted.matchAll(COUNTED_THINGS)) facts.add(`n:${COUNTED_AS[m[2]!] ?? m[2]}:${m[1]}`);
  // Any other thing counted with a figure ("6 desktop computers", "thirty hutches", "two bamboo drying racks"): each of
  // the two words after the figure, as a count of that thing. A premises off the usual lists (a studio, a fish farm,
  // a workshop) is told by its counted things; a paraphrase keeps the counts.
  for (const m of counted.matchAll(ANY_COUNTED)) {
    const [first, second] = [contentText(m[2]!), m[3] ? contentText(m[3]) : ''];
    // (One of a thing is "a" thing: "one dry season", "1 store" count nothing.)
    if (!first || NOT_A_COUNTED_THING.has(first) || Number(m[1]) < 2) continue;
    facts.add(`c:${second && !NOT_A_COUNTED_THING.has(second) ? `${first}|${second}` : first}:${m[1]}`);
  }
  // A generator's size, a screen's, the people a hall seats ("5kva", "43 inch", "benches for 60 people").
  for (const m of counted.matchAll(RATED)) facts.add(`n:${RATED_UNIT[m[2]!] ?? m[2]}:${m[1]}`);
  for (const m of counted.matchAll(BUILT_IN)) facts.add(`built:${m[1]}`);
  // Sizes, lengths, areas and the price, as amounts (duplicate-facts.ts): a repost converts them to other units.
  for (const amount of amountsOf(text)) facts.add(amount);
  // Clause by clause, so a landmark does not run on into the next sentence ("near the hospital. Many people …").
  const landmarksIn = (text: string) => {
    const words = new Set<string>();
    for (const clause of text.split(/[.,;:!?()\n]+/)) {
      for (const m of ` ${canonicalText(clause)} `.matchAll(LANDMARK_AFTER)) {
        for (const w of landmarkPhrase(m[1]!)) {
          if (w.length <= 2 || LANDMARK_STOP.has(w) || /\d/.test(w)) continue;
          words.add(SEA[w] ?? w);
          if (FUEL_STATION.has(w)) words.add('filling');
        }
      }
    }
    return words;
  };
  const landmarks = landmarksIn(`${text.address}. ${text.description}`);
  // The title's landmark ("Lock-up shop facing the lorry park") is a fact the two share, not a place that must agree:
  // a title's "near the beach" sells, where the address and the description place.
  const titleLandmarks = landmarksIn(text.title);
  const place = new Set(addressWords(text.address).filter((w) => w.length > 2 && !/\d/.test(w) && !LANDMARK_STOP.has(w) && !ROAD_KINDS.has(w) && !DIRECTION_WORDS.has(w)));
  // Every word of the address that could name the place, its landmark's too ("Opposite Calaba Town junction" gives
  // calaba, junction): a repost placed by a landmark and the town still names a word of the original's address.
  // A name written in two words or one ("Pa Loko Road" / "Paloko Road", "Ma Kama" / "Makama"): a word of one or two
  // letters joined to the next as well.
  const addressText = canonicalText(text.address).split(' ');
  const joined = addressText.flatMap((w, i) => (w.length <= 2 && !/\d/.test(w) && addressText[i + 1] && !/\d/.test(addressText[i + 1]!) ? [w + addressText[i + 1]] : []));
  // And the known places the address names, as one word however written ("Port Loko", "Portloko"), and the title's
  // where the address is directions ("From the lorry park walk towards the council"), which leave the town to the
  // title. Not a title's town beside an address that places the home itself: "near Lumley" sells a flat elsewhere.
  const address = new Set([...place, ...[...addressText, ...joined].filter((w) => w.length > 2 && !/\d/.test(w) && !ADDRESS_STOP.has(w) && !LANDMARK_STOP.has(w)),
    ...knownPlaces(DIRECTIONS.test(text.address) ? `${text.title}, ${text.address}` : text.address)]);
  return { facts, landmarks, titleLandmarks, place, address };
}

// At least this many facts in common, and this share of the fewer facts found in the other: a full rewrite keeps
// nearly all; two honest flats of one road share the common ones (kitchen, toilet, EDSA) and differ on the rest.
const MIN_SHARED_FACTS = 7;
const SHARED_SHARE = 0.8;
// Placed by a landmark only, or by two landmarks that differ (a repost names the house by another one: "by the big
// cotton tree" for "behind the lorry park"): this many facts in common, nearly all either side states.
const LANDMARK_FACTS = 7;
// Where the two name their landmarks otherwise ("by the Rice Research Station gate" / "near SLARI"), of the house's
// own facts (LANDMARK_FACTS or more, landmarks aside) this share of all that either states: a rewrite of a house with
// a dozen facts mentions a gate or a store the other leaves out.
const LANDMARK_ALL_SHARE = 0.83;
// A short ad (a shop, a plot, three WhatsApp lines) states few facts: 5 in common will do when they are nearly all
// either side states (this share of all the facts the two name), as a paraphrase keeps them and adds none.
const FEW_SHARED_FACTS = 5;
const ALL_SHARE = 0.85;
const SAME_ADDRESS = 0.8;
const SHORT_AD_LENGTH = 300;
const SHORT_AD_FACTS = 4;
const MEASURED_SHARE = 0.7;

/**
 * Same place (a word both addresses name) and nearly the same facts, none counted that disagrees: a rewrite of one
 * listing, whatever either asks. `a` is the listing submitted, `b` the one it may copy; `samePlace` how alike their
 * addresses are (addressSimilarity), 0 when unknown. The place comes from the addresses, not from a landmark in the
 * description alone: "by Horizon Builders" or "behind a metal gate" read as landmarks and two towns' listings would
 * share them.
 */
export function sameFacts(a: ListingText, b: ListingText, samePlace = 0): boolean {
  const [fa, fb] = [listingFacts(a), listingFacts(b)];
  // However either spells it (sameName): a repost misspells the village or writes it as it is said.
  const named = (w: string, words: ReadonlySet<string>) => words.has(w) || [...words].some((x) => sameName(w, x));
  // No word of the addresses in common, but one address is a landmark only ("Opposite Lumley police station") that
  // the other listing names as its landmark ("17 Wilkinson Road … opposite the Lumley police station"): a repost that
  // kept the landmark instead of the street. Judged only on the strictest count below, as one landmark's honest
  // neighbours share it.
  const byLandmark = ![...fa.address].some((w) => named(w, fb.address));
  if (byLandmark && !landmarkAddress(a, fa, fb) && !landmarkAddress(b, fb, fa)) return false;
  // The landmarks, when both name one, must be the same one (near the market / near the hospital): on one road, another
  // landmark is another house. Where both addresses are landmarks only (a village's "behind the lorry park" / "by the
  // cotton tree where the poda-podas load"), nearly every fact the same will do (LANDMARK_FACTS, without the
  // landmarks' words): a reposter names the house by the landmark he knows, and one landmark's honest neighbours
  // differ in some facts. The town's name in "near the Calaba Town mosque" and "behind the Calaba Town health centre"
  // places neither.
  // Nor when either's landmark is named anywhere in the other's text ("near Hatfield Archer" / "the Hatfield Archer
  // road"): the words after "by" or "near" are not always a place ("agreed by the eldest sister"), and a repost
  // that keeps the original's landmark without "near" still names it.
  const own = (f: ListingFacts) => new Set([...f.landmarks].filter((w) => !fa.place.has(w) && !fb.place.has(w)));
  const [la, lb] = [own(fa), own(fb)];
  const wordsOf = (t: ListingText) => new Set(canonicalText(`${t.title} ${t.address} ${t.description}`).split(' '));
  const [wa, wb] = [wordsOf(a), wordsOf(b)];
  const namedIn = (landmarks: Set<string>, words: Set<string>) => [...landmarks].some((w) => words.has(w));
  const otherLandmark = la.size > 0 && lb.size > 0 && ![...la].some((w) => named(w, lb)) && !namedIn(la, wb) && !namedIn(lb, wa);
  // Amounts in either unit and a study counted as a bedroom made comparable (duplicate-facts.ts), then counted facts
  // both state and disagree on (4 by 5 / 3 by 4 metres, two town lots / half a lot, 2 / 5 acres): two properties.
  const [ra, rb] = alignCounted(...reconcileFacts(fa.facts, fb.facts));
  const counted = (facts: Set<string>, kind: string) => [...facts].filter((x) => x.startsWith(`${kind}:`));
  // Things counted ("3 pumps" / "2 pumps", "300 chairs" / "150 chairs") likewise.
  const thingKinds = [...ra].filter((x) => x.startsWith('n:')).map((x) => x.slice(0, x.lastIndexOf(':')));
  for (const kind of ['bedrooms', 'floor', 'lots', 'size', 'area', ...thingKinds]) {
    const [ka, kb] = [counted(ra, kind), counted(rb, kind)];
    if (ka.length > 0 && kb.length > 0 && !ka.some((x) => kb.includes(x))) return false;
  }
  // One floor tiled, the other bare cement; one plot a car reaches, the other reached on foot: two properties (a repost
  // does not lay or lift tiles, nor build a road).
  if (EXCLUSIVE_FACTS.some(([x, y]) => (only(ra, x, y) && only(rb, y, x)) || (only(rb, x, y) && only(ra, y, x)))) return false;
  // A plot in other terms that cannot be the same size ("two town lots" / "50 by 70 ft").
  if (landSizesDisagree(ra, rb)) return false;
  // A length (a roof's height, a gate's width, miles from town) counts only when both give it: one listing gives
  // more of them than another. The price counts only in a cut-down ad (cutDown), and only when both ask it: a repost
  // changes it as it likes, and one road's or one market's honest listings ask the same.
  const all = (facts: Set<string>, other: Set<string>, f: ListingFacts) => new Set([
    ...[...facts].filter((x) => !/^(?:len|price|c):/.test(x) || other.has(x)), ...[...f.landmarks, ...f.titleLandmarks].map((w) => `at:${w}`)]);
  // A landmark one names ("by the Bumbuna road") that the other's text names anywhere, without "near" or "by", is
  // one they share.
  const [pa, pb] = [all(ra, rb, fa), all(rb, ra, fb)];
  for (const [mine, theirs, words] of [[pa, pb, wb], [pb, pa, wa]] as const) {
    for (const x of [...mine]) if (x.startsWith('at:') && words.has(x.slice(3))) theirs.add(x);
  }
  const [sa, sb] = [[...pa].filter((x) => !x.startsWith('price:')), [...pb].filter((x) => !x.startsWith('price:'))].map((x) => new Set(x)) as [Set<string>, Set<string>];
  const shared = [...sa].filter((x) => sb.has(x)).length;
  const [ua, ub] = [[...sa].filter((x) => !x.startsWith('at:')), [...sb].filter((x) => !x.startsWith('at:'))];
  const both = ua.filter((x) => ub.includes(x)).length;
  if (otherLandmark) return placedByLandmark(a) && placedByLandmark(b) && both >= LANDMARK_FACTS && both / new Set([...ua, ...ub]).size >= LANDMARK_ALL_SHARE;
  // Two short ads (a phone's three to five lines) at one place that state the same facts, all of them and at least
  // SHORT_AD_FACTS, at the same asked price: one unit typed again. Honest ads for a compound's other rooms differ in a
  // fact or a number (a floor, a toilet inside or shared, a room more) or come from the same phone (sameContacts).
  if (!byLandmark && Math.max(a.description.length, b.description.length) <= SHORT_AD_LENGTH && both >= SHORT_AD_FACTS
    && both === ua.length && both === ub.length && [...pa].some((x) => x.startsWith('price:'))) return true;
  // Two short ads at one place stating the very same facts, a count or a measure among them (a plot's lots, a farm's
  // acres, a shop's sides, the bedrooms), in nearly the same words: one unit typed again at another price. Honest
  // short ads of one street or layout differ in a fact (solar light or none, a store room, a size) or a number.
  if (!byLandmark && Math.max(a.description.length, b.description.length) <= SHORT_AD_LENGTH && both >= 2 && both === ua.length
    && both === ub.length && ua.some((x) => COUNTED.test(x)) && sameWords(a, b)) return true;
  // At one place, the very same facts, two or more of them things counted or measured ("30 hutches", "6 snail pens"),
  // however long either text: a premises retold. Honest neighbours of one template differ in a count or a fact.
  if (!byLandmark && both >= SAME_COUNTED_FACTS && both === ua.length && both === ub.length && ua.filter((x) => MEASURED_OR_COUNTED.test(x)).length >= 2) return true;
  if (byLandmark) return shared >= LANDMARK_FACTS && shared / new Set([...sa, ...sb]).size >= ALL_SHARE;
  if (shared >= FEW_SHARED_FACTS && shared / new Set([...sa, ...sb]).size >= ALL_SHARE) return true;
  if (shared >= MIN_SHARED_FACTS && shared / Math.min(sa.size, sb.size) >= SHARED_SHARE) return true;
  // Counted without the landmarks' words, one fact fewer will do: a house's own facts, not its neighbourhood's.
  if (both >= MIN_SHARED_FACTS - 1 && both / Math.min(ua.length, ub.length) >= SHARED_SHARE) return true;
  // At an address alike (samePlace, from duplicate-text), a submitted listing every one of whose facts, 5 or more, the
  // other states, and fewer of them: a rewrite that dropped sentences. Not the other way round: an honest listing
  // beside a short one states more than they share.
  if (samePlace >= SAME_ADDRESS && shared >= FEW_SHARED_FACTS && shared === sa.size && sa.size < sb.size) return true;
  // At an address alike, the same measured size ("600 square metres" / "600 sqm") with most of the facts: a rewrite
  // that names the place's parts otherwise ("office and toilet inside", "store" for a warehouse).
  const measured = [...sa].some((x) => /^(?:area|size):/.test(x) && sb.has(x));
  if (samePlace >= SAME_ADDRESS && measured && shared >= FEW_SHARED_FACTS && shared / new Set([...sa, ...sb]).size >= MEASURED_SHARE) return true;
  return pa.size <= pb.size ? cutDown(a, pa, b, pb) : cutDown(b, pb, a, pa);
}

/**
 * b's things counted (c:) written as a's where they count the same and share a word: "30 rabbit hutches" and "thirty
 * hutches raised" are one fact, as are "6 desktop computers" and "6 computer desktops".
 */
function alignCounted(fa: Set<string>, fb: Set<string>): [Set<string>, Set<string>] {
  const parts = (f: string) => { const [, words, n] = f.split(':') as [string, string, string]; return { words: words.split('|'), n }; };
  const mine = [...fa].filter((f) => f.startsWith('c:')).map((f) => ({ f, ...parts(f) }));
  return [fa, new Set([...fb].map((f) => {
    if (!f.startsWith('c:') || fa.has(f)) return f;
    const { words, n } = parts(f);
    return mine.find((x) => x.n === n && x.words.some((w) => words.includes(w)))?.f ?? f;
  }))];
}

// Facts of which a property has one or the other.
const EXCLUSIVE_FACTS: [string, string][] = [['tiles', 'cementfloor'], ['access', 'footpath']];
const only = (facts: Set<string>, fact: string, not: string) => facts.has(fact) && !facts.has(not);

const SAME_COUNTED_FACTS = 4;
const MEASURED_OR_COUNTED = /^(?:size|area|len|lots|c|n):/;
// A count or a measure among a short ad's facts: the bedrooms, the floor, the lots, a size, a length, an area.
const COUNTED = /^(?:bedrooms|floor|lots|size|len|area):/;
// The content words of title and description (contentText: Krio and text-speak written out, endings dropped), figures
// aside: at least this many shared, and this share of the fewer.
const SAME_WORDS = 6;
const SAME_WORDS_SHARE = 0.8;
// Nor the currency and the call to action, which carry the price and the phone a repost changes; and Krio's "af" and
// "sel" are "half" and "sale" (as stemmed).
const NOT_COMPARED_WORDS = new Set(['nl', 'nle', 'le', 'sle', 'usd', 'dollar', 'cal', 'contact', 'whatsapp', 'wtsp', 'dm']);
const SAME_WORD: Record<string, string> = { af: 'half', sel: 'sal' };
function sameWords(a: ListingText, b: ListingText): boolean {
  const words = (t: ListingText) => new Set(contentText(`${t.title} ${t.description}`).split(' ')
    .filter((w) => w && !/\d/.test(w) && !NOT_COMPARED_WORDS.has(w)).map((w) => SAME_WORD[w] ?? w));
  const [wa, wb] = [words(a), words(b)];
  const share = containment(wa, wb);
  return share >= SAME_WORDS_SHARE && Math.round(share * Math.min(wa.size, wb.size)) >= SAME_WORDS;
}

// An address given as directions: it opens with the way to go ("From the lorry park walk …", "Coming from Bo, take …").
const DIRECTIONS = /^\s*(?:from|coming|leaving|going|take|turn|walk|go|follow|head|drive|after)\b/i;
// An address given as a landmark only: it opens with "near", "opposite", "behind" … and names nothing else.
const LANDMARK_BEFORE = 'near|behind|opposite|opp|facing|beside|close to|next to|by';
const LANDMARK_ONLY = new RegExp(`^(?:${LANDMARK_BEFORE})\\b[^,]*$`);
// A landmark named by at least this many words ("Lumley police station", "Kissy Road market"), one of them its name,
// not a kind of place: "the police station" or "the central mosque" is in every town.
const LANDMARK_WORDS = 2;
const LANDMARK_KINDS = new Set(['police', 'station', 'mosque', 'church', 'market', 'school', 'secondary', 'primary', 'hospital', 'clinic',
  'health', 'centre', 'junction', 'roundabout', 'lorry', 'park', 'stadium', 'barracks', 'bank', 'petrol', 'filling', 'supermarket', 'bridge',
  'court', 'office', 'post', 'central', 'government', 'field', 'football', 'beach', 'hotel', 'bus', 'stop', 'university', 'college']);
// An address placed by a landmark or the way there and the town, as a village's are ("Blama, behind the lorry park,
// Small Bo Chiefdom"): a part opens with them, and no other part names a road or a number.
const PLACED_BY_LANDMARK = new RegExp(`^(?:${LANDMARK_BEFORE}|under|in front of)\\b`);
const NAMES_A_ROAD = /\b(?:street|st|road|rd|lane|ln|avenue|ave|drive|close|crescent|highway)\b|\d/;
function placedByLandmark(text: ListingText): boolean {
  const parts = text.address.split(/[,;]/).map((p) => canonicalText(p)).filter(Boolean);
  const byLandmark = (p: string) => PLACED_BY_LANDMARK.test(p) || DIRECTIONS.test(p);
  return parts.some(byLandmark) && !parts.some((p) => !byLandmark(p) && NAMES_A_ROAD.test(p));
}
/** Whether `text`'s address is a landmark only, named by LANDMARK_WORDS or more of the other listing's landmark words. */
function landmarkAddress(text: ListingText, own: ListingFacts, other: ListingFacts): boolean {
  if (!LANDMARK_ONLY.test(canonicalText(text.address.replace(/,\s*freetown\s*$/i, '')))) return false;
  const shared = [...own.address].filter((w) => other.landmarks.has(w));
  return shared.length >= LANDMARK_WORDS && shared.some((w) => !LANDMARK_KINDS.has(w));
}

// A repost cut down to a line (its facts moved into the title or the address, the description left to the phone or
// to sales talk) states few facts, and the original states them all. Judged by the short one's own facts: at least
// this many, every one found in the other, two of them amounts or counts that single out one property, one of
// those not the bedrooms or the rent, which neighbours share (a size, a floor, a length, an area, town lots).
const CUT_DOWN_FACTS = 4;
const SINGLING_OUT = /^(?:bedrooms|floor|lots|size|len|area|price):/;
const NOT_COMMON = /^(?:floor|lots|size|len|area):/;
function cutDown(short: ListingText, own: Set<string>, long: ListingText, theirs: Set<string>): boolean {
  if (own.size < CUT_DOWN_FACTS || ![...own].every((f) => theirs.has(f))) return false;
  const singling = [...own].filter((f) => SINGLING_OUT.test(f));
  if (singling.length < 2 || !singling.some((f) => NOT_COMMON.test(f))) return false;
  // And the place: every word of its address is in the other listing, the facts it moved there too ("3rd floor,
  // balcony, harbour view, Hill Cot Rd"), as a word or the start of one ("bath" in "bathrooms"); not the words that
  // place nothing ("Freetown", "Sierra Leone").
  const words = new Set(contentText(`${long.title} ${long.address} ${long.description}`).split(' '));
  const placing = normaliseText(short.address).split(' ').filter((w) => !ADDRESS_NOISE.has(w)).join(' ');
  return contentText(placing).split(' ').filter((w) => w && !/\d/.test(w))
    .every((w) => words.has(w) || [...words].some((x) => x.startsWith(w)));
}
