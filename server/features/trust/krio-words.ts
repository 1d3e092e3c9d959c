// duplicate_listing: a listing written in Krio read in the words English listings use. A repost put into Krio (or an
// original in Krio put into English) is the same house in other words: "Wan ful tawn lɔt fɔ sɛl na Fogbo. Fifti fut
// bay wan ɔndrɛd fut" is "one full town lot for sale at Fogbo, fifty feet by one hundred feet". Read back word by word
// into the trade's English, in the standard orthography (ɛ, ɔ) and as people type it by ear ("rum en palor", "bafrum",
// "fanish"), it keeps the counts, sizes, rooms, fittings and places the other rules compare; nothing is decided here.
// Only a text that reads as Krio (several of its common words), as for French (french-words.ts): an English
// listing's "Don", "kin" or "wit" stays as written. text-similarity.ts's TEXT_SPEAK reads the commonest Krio words in
// any text, for comparing words; this reads a Krio text whole, before its counts and facts are read.

/** Words of Krio sentences that English listings do not use, of which a text must give KRIO_MARKERS distinct ones. */
const MARKERS = new Set(['di', 'den', 'dem', 'fo', 'insay', 'insai', 'don', 'kin', 'wit', 'na', 'de', 'rum', 'palo', 'paalo', 'wata',
  'layt', 'yu', 'wi', 'pan', 'bot', 'ol', 'sef', 'wetin', 'boku', 'pikin', 'tu', 'tri', 'wan', 'dis', 'dat', 'kol', 'fayn', 'smol', 'waka',
  'bedrum', 'kichin', 'twalet', 'oda']);
const KRIO_MARKERS = 5;

/** Krio's letters as English spells the sounds, so that both ways of writing a word meet in MARKERS and WORDS. */
const foldKrio = (text: string) => text.replace(/[ɔƆ]/g, 'o').replace(/[ɛƐ]/g, 'e').replace(/[ŋŊ]/g, 'ng');

/** Whether a text reads as Krio: at least KRIO_MARKERS distinct words of MARKERS. */
export function readsAsKrio(text: string): boolean {
  const words = new Set(foldKrio(text).toLowerCase().match(/\p{L}+/gu) ?? []);
  return [...MARKERS].filter((w) => words.has(w)).length >= KRIO_MARKERS;
}

// Word by word (after the letters are folded): the rooms, fittings, land, money, places and counts of a listing.
const WORDS: Record<string, string> = {
  // The home and its rooms.
  os: 'house', aws: 'house', ows: 'house', osis: 'houses', rum: 'room', rums: 'rooms', bedrum: 'bedroom', bedrom: 'bedroom',
  bedrums: 'bedrooms', palo: 'parlour', palor: 'parlour', palour: 'parlour', paalo: 'parlour', parlo: 'parlour', kichin: 'kitchen', kishin: 'kitchen',
  kichen: 'kitchen', bafrum: 'bathroom', bafrom: 'bathroom', baf: 'bath', twalet: 'toilet', twalets: 'toilets', toylet: 'toilet',
  shawa: 'shower', dainin: 'dining', dayning: 'dining', stoa: 'store', sto: 'store', stor: 'store', shap: 'shop', ofis: 'office',
  werhaus: 'warehouse', werhaws: 'warehouse', balkoni: 'balcony', pakin: 'parking', paking: 'parking',
  garej: 'garage', kwata: 'quarters', kwatas: 'quarters', kontent: 'contained', opste: 'upstairs', opstep: 'upstairs',
  opsteps: 'upstairs', opstair: 'upstairs', opstairs: 'upstairs', donste: 'downstairs', donstep: 'downstairs',
  donstair: 'downstairs', donstairs: 'downstairs', flo: 'floor', grawn: 'ground', fos: 'first', sekon: 'second', tod: 'third',
  fot: 'fourth',
  fanish: 'furnished', fanished: 'furnished', fonish: 'furnished', stori: 'storey', bildin: 'building', fawndeshon: 'foundation',
  // Fittings and services.
  tayl: 'tiles', tayls: 'tiles', siling: 'ceiling', selin: 'ceiling', rof: 'roof', zink: 'zinc', windo: 'window', winda: 'window',
  windos: 'windows', windas: 'windows', fens: 'fence', wol: 'wall', blok: 'block', bloks: 'blocks', wata: 'water', payp: 'pipe',
  wel: 'well', borehol: 'borehole', bohol: 'borehole', tenk: 'tank', pomp: 'pump', layt: 'light', korent: 'light', sola: 'solar',
  jenereta: 'generator', jenreta: 'generator', mita: 'meter', kompawnd: 'compound', kompaun: 'compound', yad: 'yard', gadin: 'garden',
  motoka: 'car', kar: 'car', sekyuriti: 'security', sikyuriti: 'security', wachman: 'watchman', frij: 'fridge', kuka: 'cooker',
  tivi: 'tv', mataras: 'mattress', chia: 'chair', chias: 'chairs', tebul: 'table', kabod: 'cupboard', wadrob: 'wardrobe',
  mashin: 'machine', washin: 'washing', gyet: 'gate', awa: 'hour', awas: 'hours', shia: 'share', ruf: 'roof', kabinet: 'cabinet',
  pawa: 'power',
  // Land and its papers.
  lan: 'land', tawn: 'town', eka: 'acre', ekas: 'acres', ekta: 'hectare', dokyument: 'documents',
  dokyuments: 'documents', pepa: 'papers', sovey: 'survey', konveyans: 'conveyance', sach: 'search', fam: 'farm', rays: 'rice',
  kasada: 'cassava', grata: 'grater', kompon: 'compound', kompown: 'compound', granat: 'groundnut', gronat: 'groundnut', kashu: 'cashew', plantin: 'plantain', klin: 'clean', klia: 'clear',
  dray: 'dry', sizin: 'season', sizins: 'seasons',
  // Money and time.
  sel: 'sale', lis: 'lease', prays: 'price', advans: 'advance', dipozit: 'deposit', agriment: 'agreement', komishon: 'commission',
  mont: 'month', monts: 'months', ia: 'year', yia: 'year', ias: 'years', yias: 'years', wik: 'week', wiks: 'weeks', nayt: 'night',
  nayts: 'nights', minit: 'minutes', minits: 'minutes', mayl: 'mile', mayls: 'miles', fut: 'feet', lyon: 'leones', lion: 'leones',
  minimom: 'minimum', tem: 'time', tems: 'times',
  // Places and the way there.
  rod: 'road', strit: 'street', junkshon: 'junction', jonkshon: 'junction', rawnbawt: 'roundabout', brij: 'bridge', bich: 'beach',
  riva: 'river', waf: 'wharf', maket: 'market', makit: 'market', mosk: 'mosque', choch: 'church', skul: 'school', ospitul: 'hospital',
  ospital: 'hospital', polis: 'police', stesin: 'station', lori: 'lorry', nia: 'near', bien: 'behind', bihain: 'behind',
  opozit: 'opposite', sayd: 'side', vilej: 'village', estet: 'estate', waka: 'walk', dong: 'down',
  // People.
  fambul: 'family', famili: 'family', pikin: 'child', ona: 'owner', lanlod: 'landlord', ejent: 'agent',
  posin: 'person', pipul: 'people', studen: 'student', studens: 'students', kol: 'call',
  // Counts, written out as English writes them (the counts' reader takes them from there).
  wan: 'one', tu: 'two', tri: 'three', fayv: 'five', siks: 'six', sevin: 'seven', nayn: 'nine', ilevin: 'eleven', twelv: 'twelve',
  fiftin: 'fifteen', twenti: 'twenty', tati: 'thirty', foti: 'forty', fifti: 'fifty', sikti: 'sixty', sevinti: 'seventy',
  eti: 'eighty', nayti: 'ninety', ondred: 'hundred', ondrid: 'hundred', tawzin: 'thousand', tawzn: 'thousand', milyon: 'million',
  // Size and state.
  ful: 'full', af: 'half', smol: 'small', nyu: 'new', fayn: 'fine', kwayet: 'quiet', komplit: 'complete', plenti: 'plenty',
  // The words between.
  en: 'and', wit: 'with', fo: 'for', di: 'the', pan: 'on', bot: 'but', evri: 'every', olsay: 'everywhere', oda: 'other',
  insay: 'inside', insai: 'inside', ausay: 'outside', awtsay: 'outside', yon: 'own', kam: 'come', las: 'last', dis: 'this',
  dat: 'that',
};

// Then phrases in the English: four rooms, a size between two numbers ("fifty feet bay one hundred feet", "15 meter bay 20
// meter"), and the main road.
const PHRASES: [RegExp, string][] = [
  // "fɔ" is "for" and "four": before the rooms or units counted ("Fo bɛdrum os"), four.
  [/\bfor\s+(?=(?:big\s+|small\s+|fine\s+)?(?:bedrooms?|rooms?|toilets?|bathrooms?|flats?|shops?|plots?|lots?|acres?|houses?|apartments?|stores?|offices?)\b)/gi, 'four '],
  [/\b(\d+|feet|ft|meter|metres?|meters?)\s+bay\s+(?=\d|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)/gi, '$1 by '],
  [/\b(\d+)\s*meter\b/gi, '$1 metres'],
  [/\bmen\s+road\b/gi, 'main road'],
];

/**
 * A Krio text in the trade's English words, as a lister in Freetown would write it; any other text as it is. The case
 * is kept, a word's capital too ("Self contain A", "Rum 6": a unit's letter or number is told by its capitals).
 */
export function fromKrio(text: string): string {
  let plain = foldKrio(text).replace(/\p{L}+/gu, (w) => {
    const english = WORDS[w.toLowerCase()];
    if (english === undefined) return w;
    return /^\p{Lu}/u.test(w) ? english[0]!.toUpperCase() + english.slice(1) : english;
  });
  for (const [pattern, words] of PHRASES) plain = plain.replace(pattern, words);
  return plain;
}
