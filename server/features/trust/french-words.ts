// duplicate_listing: a listing written in French read in the words English listings use. A repost aimed at buyers
// across the border in Guinea (or at a French-speaking diaspora) is the original translated: every sentence in other
// words, the same house. Read back word by word into the trade's English ("quatre chambres" → "4 bedrooms", "puits"
// → "well", "près du carrefour" → "near the junction"), it keeps the facts, the place and the landmarks the other
// rules compare; nothing is decided here. Only a text that reads as French (several of its common words): an English
// listing's "salon" (a hair salon), "route" or "cour" stays as written.

/** Words only French listings use, of which a text must give FRENCH_MARKERS distinct ones to be read as French. */
const MARKERS = new Set(['avec', 'pour', 'une', 'des', 'du', 'dans', 'est', 'sont', 'maison', 'chambre', 'chambres', 'vendre', 'louer',
  'très', 'tres', 'prix', 'près', 'pres', 'cuisine', 'quartier', 'à', 'mois', 'eau', 'sur', 'aussi', 'devant', 'derrière']);
const FRENCH_MARKERS = 4;

/** Whether a text reads as French: at least FRENCH_MARKERS distinct words of MARKERS. */
export function readsAsFrench(text: string): boolean {
  const words = new Set(text.toLowerCase().match(/\p{L}+/gu) ?? []);
  return [...MARKERS].filter((w) => words.has(w)).length >= FRENCH_MARKERS;
}

const withoutAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

// Phrases first (on the text without accents, lower case): a room, a fitting or a place said in several words.
const PHRASES: [RegExp, string][] = [
  // (Every room with its own bathroom, before "salle de bain" alone.)
  [/\b(?:chaque|toutes\s+les)\s+chambres?\s+(?:a|ont|avec)\s+(?:sa|leur|une)\s+(?:propre\s+)?salles?\s+de\s+bains?\b/g, 'all bedrooms ensuite'],
  [/\bchambres?\s+a\s+coucher\b/g, 'bedrooms'], [/\bsalles?\s+de\s+bains?\b|\bsalles?\s+d\s*eau\b/g, 'bathroom'],
  [/\bsalles?\s+a\s+manger\b/g, 'dining room'], [/\bsalle\s+de\s+sejour\b|\bsejour\b/g, 'parlour'],
  [/\ba\s+vendre\b|\ben\s+vente\b/g, 'for sale'], [/\ba\s+louer\b|\ben\s+location\b/g, 'for rent'],
  [/\bgroupe\s+electrogene\b/g, 'generator'], [/\beau\s+courante\b/g, 'tap water'], [/\bpompe\s+a\s+main\b/g, 'hand pump'],
  [/\bgare\s+routiere\b/g, 'lorry park'], [/\brez[\s-]+de[\s-]+chaussee\b/g, 'ground floor'],
  [/\bterrain\s+entier\b|\bterrain\s+complet\b/g, 'full lot'], [/\bdemi[\s-]+terrain\b|\bdemi[\s-]+lot\b/g, 'half lot'],
  [/\bnon\s+meubl[ee]s?\b/g, 'unfurnished'], [/\ben\s+face\s+(?:de|du|des)\b/g, 'opposite'], [/\ba\s+cote\s+(?:de|du|des)\b/g, 'beside'],
  [/\bpres\s+(?:de|du|des)\b/g, 'near'], [/\bpremier\s+etage\b/g, 'first floor'], [/\bdeuxieme\s+etage\b/g, 'second floor'],
  [/\btroisieme\s+etage\b/g, 'third floor'], [/\btitre\s+foncier\b/g, 'documents'], [/\ben\s+regle\b/g, 'clean'],
  [/\bdollars?\s+us\b/g, 'dollars'], [/\bpar\s+mois\b/g, 'a month'], [/\bpar\s+an\b/g, 'a year'],
  // A guest room, the guard's lodging, the floor above, a forex counter, a safe, bars
  // on the windows.
  [/\bchambres?\s+d\s*e?\s*amis\b/g, 'guest room'], [/\blogement\s+(?:du|des|de\s+la)\s+(?:gardien|gardiens|domestiques?|personnel)\b/g, 'boys quarter'],
  [/\ba\s+l\s*e?\s*etage\b/g, 'upstairs'], [/\bbureau\s+de\s+change\b|\bguichet\s+de\s+change\b/g, 'forex counter'],
  [/\bcoffre[\s-]+fort\b/g, 'safe'], [/\b(?:barreaux|grilles?)\s+(?:aux|sur\s+les)\s+fenetres\b/g, 'burglar bars'], [/\bgroupe\s+(?:de\s+)?secours\b/g, 'generator'],
  [/\bvue\s+sur\s+la\s+mer\b/g, 'sea view'], [/\bresidence\s+securisee\b|\bcite\s+securisee\b/g, 'gated compound'],
  // A toilet inside, a cement or tiled floor, an iron door, no power, a rice mill, market day, Guinea's francs.
  [/\ba\s+le\s+interieur\b|\binterieure?s?\b/g, 'inside'], [/\ba\s+le\s+exterieur\b|\bexterieure?s?\b/g, 'outside'],
  [/\bsol\s+en\s+ciment\b/g, 'cement floor'], [/\bsol\s+carrele\b/g, 'tiled floor'],
  [/\bportes?\s+en\s+fer\b/g, 'iron door'],
  [/\bpas\s+de\s+(?:courant|electricite)\b/g, 'no light'], [/\bmoulin\s+a\s+riz\b/g, 'rice mill'],
  [/\bjours?\s+de\s+marche\b/g, 'market day'], [/\bfrancs?\s+guineens?\b/g, 'guinea francs'],
];
// Then word by word: the rooms, fittings, places and counts of a listing, and the words between.
const WORDS: Record<string, string> = {
  maison: 'house', maisons: 'houses', villa: 'villa', appartement: 'flat', appartements: 'flats', immeuble: 'building',
  chambre: 'bedroom', chambres: 'bedrooms', piece: 'room', pieces: 'rooms', salon: 'parlour', cuisine: 'kitchen', douche: 'shower',
  douches: 'showers', toilette: 'toilet', toilettes: 'toilets', magasin: 'store', boutique: 'shop', bureau: 'office', bureaux: 'offices',
  puits: 'well', forage: 'borehole', pompe: 'pump', reservoir: 'tank', citerne: 'tank', cloture: 'fence', cloturee: 'fenced',
  portail: 'gate', gardien: 'guard', toit: 'roof', tole: 'zinc', toles: 'zinc', carrelage: 'tiles', carrele: 'tiled',
  plafond: 'ceiling', climatisation: 'air conditioning', climatiseur: 'air conditioner', climatiseurs: 'air conditioners', compteur: 'meter',
  prepaye: 'prepaid', electricite: 'light', courant: 'light', cour: 'yard', jardin: 'garden', balcon: 'balcony', veranda: 'veranda',
  etage: 'floor', etages: 'floors', meuble: 'furnished', meublee: 'furnished', autonome: 'self-contained', autonomes: 'self-contained',
  parpaing: 'block', parpaings: 'blocks', ciment: 'cement', terrain: 'land', parcelle: 'plot', lot: 'lot', hectare: 'hectare',
  carrefour: 'junction', route: 'road', rue: 'street', marche: 'market', mosquee: 'mosque', eglise: 'church', ecole: 'school',
  hopital: 'hospital', plage: 'beach', mer: 'sea', derriere: 'behind', devant: 'in front', pres: 'near', vers: 'towards',
  minutes: 'minutes', mois: 'month', an: 'year', ans: 'years', annee: 'year', prix: 'price', papiers: 'documents', loyer: 'rent',
  avance: 'advance', caution: 'deposit', neuf: 'new', neuve: 'new', grand: 'big', grande: 'big', petit: 'small', petite: 'small',
  // Counts ("neuf" is new far more often than nine in a listing).
  un: 'a', une: 'a', deux: 'two', trois: 'three', quatre: 'four', cinq: 'five', six: 'six', sept: 'seven', huit: 'eight', dix: 'ten',
  douze: 'twelve', quinze: 'fifteen', vingt: 'twenty', trente: 'thirty', cinquante: 'fifty', cent: 'hundred',
  // The words between.
  avec: 'with', et: 'and', ou: 'or', de: 'of', du: 'of the', des: 'of', la: 'the', le: 'the', les: 'the', a: 'at', au: 'at the',
  aux: 'at the', en: 'in', dans: 'in', sur: 'on', pour: 'for', par: 'by', est: 'is', sont: 'are', qui: 'which', tres: 'very', aussi: 'also',
  chaque: 'each', tout: 'all', tous: 'all', toutes: 'all', sans: 'without', construite: 'built', construit: 'built', donne: 'gives',
  ideal: 'ideal', disponible: 'available', appelez: 'call', contactez: 'contact',
  // More of a listing's things and places.
  piscine: 'pool', onduleur: 'inverter', buanderie: 'laundry', securise: 'secure', securisee: 'secure',
  douane: 'customs', frontiere: 'border', fenetre: 'window', fenetres: 'windows', mur: 'wall', murs: 'walls',
  entrepot: 'warehouse', atelier: 'workshop', moulin: 'mill', four: 'oven', fours: 'ovens',
  colline: 'hill', riviere: 'river', fleuve: 'river', pont: 'bridge', baie: 'bay', vue: 'view', depuis: 'from', etoiles: 'stars',
  arbres: 'trees', manguiers: 'mango trees', palmiers: 'palm trees', cocotiers: 'coconut trees', enclos: 'pen', poulailler: 'poultry house',
  etang: 'pond', etangs: 'ponds', gare: 'station', essence: 'petrol', pompes: 'pumps',
  briques: 'blocks', brique: 'block', marchandises: 'goods', transitaires: 'clearing agents', chauffeurs: 'drivers',
  pirogues: 'boats', pirogue: 'boat', bateau: 'boat', bateaux: 'boats', environ: 'about', porte: 'door', portes: 'doors',
  sacs: 'bags', sac: 'bag', decortiqueuse: 'huller', riz: 'rice', commerce: 'business', guineens: 'guinea', guinee: 'guinea',
  cote: 'side', appel: 'call', appeler: 'call', bonjour: 'hello',
  separe: 'separate', separee: 'separate', juste: 'just', beaucoup: 'many', commercants: 'traders', jour: 'day', jours: 'days', dormir: 'sleep', gardiennage: 'security', solaire: 'solar', panneaux: 'panels', televiseur: 'television',
};

/** A French text in the trade's English words, as a lister in Freetown would write it; any other text as it is. */
export function fromFrench(text: string): string {
  // Thousands spaced or pointed as French writes them ("20 000 dollars", "9.000 NLe") joined, elisions written out
  // ("l'eau", "d'eau").
  let plain = withoutAccents(text).toLowerCase().replace(/(\d)[\s\u00a0\u202f.](?=\d{3}\b)/g, '$1').replace(/\b([dlj])['’]/g, '$1e ');
  for (const [pattern, words] of PHRASES) plain = plain.replace(pattern, words);
  return plain.replace(/\p{L}+/gu, (w) => WORDS[w] ?? w);
}
