// Near-duplicate listing text: the same title, address and description after normalising case, spacing,
// punctuation and digits' formatting, compared as sets of character shingles (Jaccard similarity). MinHash
// bands find the candidates through an index, so a check never reads the whole table (decision 0013).

const SHINGLE = 5;
const HASHES = 48;
const ROWS_PER_BAND = 4;
export const TEXT_BANDS = HASHES / ROWS_PER_BAND;
/** Listings whose texts share at least this share of shingles are taken to be the same listing. */
export const DUPLICATE_MIN_SIMILARITY = 0.6;

export interface ListingText { title: string; address: string; description: string }

/** Lower case, accents and punctuation removed, spaces collapsed: "3-Bed FLAT,  Lumley!" → "3 bed flat lumley". */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/(\d)[,.](?=\d{3}\b)/g, '$1')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function listingDocument(text: ListingText): string {
  return normaliseText(`${text.title} ${text.address} ${text.description}`);
}

function fnv1a(text: string): number {
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
