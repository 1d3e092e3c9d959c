// Perceptual photo fingerprints. A DCT pHash of the greyscale picture finds candidates fast (its 16-bit bands
// are indexed) and survives re-encoding, resizing and exposure changes. Each photo is hashed whole and as crops,
// so a later upload that is a crop of it lines up with one of them; the upload is also hashed mirrored and with
// screenshot bars cut away (query-side only: those cost no storage). A candidate is confirmed by photo-align.ts
// and photo-same-picture.ts: the two pictures aligned and compared under one colour map, because drawn or staged
// rooms of the same kind share their grey shapes but not their pixels. Decision 0013.
import sharp, { type Sharp } from 'sharp';
import { matchImageOf, type MatchImage, type MatchPixels } from './photo-align.js';
import { TILT, uprightTilt } from './photo-tilt.js';

const SIZE = 32;
const LOW = 8;

/** 64-bit, signed like PostgreSQL's bigint so the database can compare them. */
export type PhotoHash = bigint;

export interface Crop { left: number; top: number; width: number; height: number }

/** Index 0 is the whole photo. Order matters: it is stored with each hash. */
export const HASH_VARIANTS: readonly Crop[] = [
  { left: 0, top: 0, width: 1, height: 1 },
  { left: 0.05, top: 0.05, width: 0.9, height: 0.9 },
  { left: 0.1, top: 0.1, width: 0.8, height: 0.8 },
  { left: 0, top: 0, width: 0.9, height: 1 },
  { left: 0.1, top: 0, width: 0.9, height: 1 },
  { left: 0, top: 0, width: 1, height: 0.88 },
  { left: 0, top: 0.12, width: 1, height: 0.88 },
  { left: 0, top: 0, width: 0.85, height: 0.85 },
  { left: 0.15, top: 0.15, width: 0.85, height: 0.85 },
  { left: 0.15, top: 0, width: 0.85, height: 0.85 },
  { left: 0, top: 0.15, width: 0.85, height: 0.85 },
  { left: 0, top: 0, width: 0.78, height: 1 },
  { left: 0.22, top: 0, width: 0.78, height: 1 },
  { left: 0, top: 0, width: 1, height: 0.78 },
  { left: 0, top: 0.22, width: 1, height: 0.78 },
  // Off-centre squares of a 4:3 picture (a quarter off, split 1:2 and 2:1 between the sides), between the
  // 0.78-wide crops at either side: a square cut for social media anywhere along the picture lies near one of them.
  { left: 1 / 12, top: 0, width: 0.75, height: 1 },
  { left: 1 / 6, top: 0, width: 0.75, height: 1 },
];

/** Candidates: hashes at most this many of 64 bits apart. */
export const CANDIDATE_MAX_DISTANCE = 14;

export interface PhotoFingerprint {
  hashes: PhotoHash[];
}

const COSINES: number[][] = Array.from({ length: LOW }, (_, u) =>
  Array.from({ length: SIZE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIZE))),
);

/** A hash and, for each of its bits (most significant first), how far its coefficient was from the median. */
interface HashWithMargins { hash: PhotoHash; margins: Float64Array }

/** The 8x8 lowest frequencies of a 32x32 greyscale picture, each compared with their median. */
function hashPixels(pixels: Uint8Array): HashWithMargins {
  const rows: number[][] = [];
  for (let y = 0; y < SIZE; y++) {
    rows.push(COSINES.map((cos) => cos.reduce((sum, c, x) => sum + pixels[y * SIZE + x]! * c, 0)));
  }
  const coefficients: number[] = [];
  for (let v = 0; v < LOW; v++) {
    for (let u = 0; u < LOW; u++) coefficients.push(COSINES[v]!.reduce((sum, c, y) => sum + rows[y]![u]! * c, 0));
  }
  // The first term is the average brightness: leaving it out of the median makes the hash ignore exposure.
  const sorted = coefficients.slice(1).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  let hash = 0n;
  for (const c of coefficients) hash = (hash << 1n) | (c > median ? 1n : 0n);
  return { hash: BigInt.asIntN(64, hash), margins: Float64Array.from(coefficients, (c) => Math.abs(c - median)) };
}

function regionOf(crop: Crop, width: number, height: number) {
  const left = Math.round(crop.left * width);
  const top = Math.round(crop.top * height);
  return { left, top, width: Math.max(1, Math.min(width - left, Math.round(crop.width * width))), height: Math.max(1, Math.min(height - top, Math.round(crop.height * height))) };
}

/** Side of the picture the confirm step compares (fit inside; the stored `sm` variant is 480 px wide). */
export const MATCH_SIDE = 160;

type Raw = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

/** Decoded once into a small copy (EXIF rotation applied): every crop is cut from it, plenty for 32x32 hashes. */
async function decode(input: Buffer): Promise<Raw> {
  return sharp(input).rotate().resize(256, 256, { fit: 'inside' }).removeAlpha().raw().toBuffer({ resolveWithObject: true }) as Promise<Raw>;
}

const rawOf = (r: Raw) => ({ raw: { width: r.info.width, height: r.info.height, channels: r.info.channels } }) as const;

async function hashesOf(r: Raw, crops: readonly Crop[], mirror = false): Promise<PhotoHash[]> {
  return (await hashesWithMargins(r, crops, mirror)).map((h) => h.hash);
}

async function hashesWithMargins(r: Raw, crops: readonly Crop[], mirror = false): Promise<HashWithMargins[]> {
  return Promise.all(crops.map(async (crop) => {
    let image = sharp(r.data, rawOf(r)).extract(regionOf(crop, r.info.width, r.info.height));
    if (mirror) image = image.flop();
    return hashPixels(await image.greyscale().resize(SIZE, SIZE, { fit: 'fill' }).raw().toBuffer());
  }));
}

/** A photo decoded once for its fingerprint and its query (both are cut from the same small copy). */
export interface DecodedPhoto { readonly raw: Raw }

export async function decodePhoto(input: Buffer): Promise<DecodedPhoto> {
  return { raw: await decode(input) };
}

/** Fingerprints a photo from its pixels (any format sharp reads; EXIF rotation applied). */
export async function fingerprintPhoto(input: Buffer | DecodedPhoto): Promise<PhotoFingerprint> {
  const r = Buffer.isBuffer(input) ? await decode(input) : input.raw;
  return { hashes: await hashesOf(r, HASH_VARIANTS) };
}

async function matchPixels(image: Sharp): Promise<MatchPixels> {
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, rgb: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

/**
 * The picture as the confirm step reads it: at most MATCH_SIDE a side, its corners found. A picture inside
 * screenshot bars is read without them (decoded again, so the picture itself gets the MATCH_SIDE pixels: inside
 * a phone's bars it would otherwise be a third of them, too small and too far in scale from the original).
 */
export async function matchImageOfPhoto(input: Buffer): Promise<MatchImage> {
  const whole = await matchPixels(sharp(input).rotate().resize(MATCH_SIDE, MATCH_SIDE, { fit: 'inside' }));
  const box = contentBox(whole.rgb, whole.width, whole.height);
  if (box.left === 0 && box.top === 0 && box.width === 1 && box.height === 1) return matchImageOf(whole);
  const factor = MATCH_SIDE / Math.max(box.width * whole.width, box.height * whole.height);
  const width = Math.round(whole.width * factor);
  const height = Math.round(whole.height * factor);
  const region = regionOf(box, width, height);
  return matchImageOf(await matchPixels(sharp(input).rotate().resize(width, height, { fit: 'fill' }).extract(region)));
}

/** A step between neighbouring pixels (sum of the three channels, 0..765) this big is an edge of the picture; blur and re-encoding noise stay below it. */
const SHARP_STEP = 45;
/** A row or column with edges at fewer than this share of its pixels is flat (a bar, solid or blurred). */
const FLAT_SHARE = 0.006;
/** Flat runs shorter than this share of the side are the picture's own border, not a bar. */
const MIN_BAR = 0.02;
/** A bar takes at most this share of a side. */
const MAX_BAR = 0.4;
/** The line where a bar meets the picture has edges at this share of its pixels at least. */
const BAR_EDGE = 0.15;
/** Share of a bar's lines that must be flat. */
const FLAT_LINES = 0.85;
/** A status bar (clock, battery) sits within this share of the height, above a flat bar. */
const STATUS_BAR = 0.06;

/**
 * The part of the picture inside screenshot bars: runs of rows and columns at the edges with no sharp edge in them
 * (a solid bar, or the picture itself blurred behind it), up to 40 % a side; a status bar on top (a few rows with
 * text, perhaps flat rows above it) is passed over. Sharp edges are counted rather than detail summed, because a
 * blurred bar has plenty of soft detail and a drawn picture's flat walls have none.
 */
export function contentBox(rgb: Uint8Array, width: number, height: number): Crop {
  const rowSharp = new Float64Array(height);
  const colSharp = new Float64Array(width);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const g = rgb[i]! + rgb[i + 1]! + rgb[i + 2]!;
      const right = x + 1 < width && Math.abs(rgb[i + 3]! + rgb[i + 4]! + rgb[i + 5]! - g) > SHARP_STEP;
      const j = i + width * 3;
      const down = y + 1 < height && Math.abs(rgb[j]! + rgb[j + 1]! + rgb[j + 2]! - g) > SHARP_STEP;
      if (right || down) {
        rowSharp[y] = rowSharp[y]! + 1 / width;
        colSharp[x] = colSharp[x]! + 1 / height;
      }
    }
  }
  const edge = (profile: Float64Array, fromEnd: boolean, statusBar: boolean) => {
    const n = profile.length;
    const flat = (k: number) => profile[fromEnd ? n - 1 - k : k]! < FLAT_SHARE;
    let start = 0;
    if (statusBar) {
      // Past the last row with edges in the status bar's zone (its text, its own lower edge).
      for (let k = Math.ceil(n * STATUS_BAR) - 1; k >= 0; k--) if (!flat(k)) { start = k + 1; break; }
    }
    // The bar ends at the picture's border: the first line sharp across much of its length (a flat sky or wall
    // ends in a few edges instead). The lines before it must be flat but for a few (re-encoding blocks next to
    // the border).
    const at = (j: number) => profile[fromEnd ? n - 1 - j : j]!;
    let end = start;
    let flatLines = 0;
    while (end < n * MAX_BAR && at(end) < BAR_EDGE) {
      if (flat(end)) flatLines++;
      end++;
    }
    const size = end - start;
    if (end >= n * MAX_BAR || size < n * MIN_BAR || flatLines < size * FLAT_LINES) return 0;
    return end;
  };
  const top = edge(rowSharp, false, true);
  const bottom = edge(rowSharp, true, false);
  const left = edge(colSharp, false, false);
  const right = edge(colSharp, true, false);
  return { left: left / width, top: top / height, width: Math.max(0.2, 1 - (left + right) / width), height: Math.max(0.2, 1 - (top + bottom) / height) };
}

/** Crops of a crop. */
function within(outer: Crop, inner: Crop): Crop {
  return { left: outer.left + inner.left * outer.width, top: outer.top + inner.top * outer.height, width: outer.width * inner.width, height: outer.height * inner.height };
}

/** What an upload is looked up by: hashes to measure distances from, and for each band the values to look up. */
export interface PhotoQuery { hashes: PhotoHash[]; bands: [number[], number[], number[], number[]] }

/** In each band, this many of the least certain bits (coefficients nearest the median) are also tried flipped. */
export const PROBE_BITS = 2;
/** The upload is looked up by the first this many variants (whole and centred crops). */
const QUERY_CROPS = 3;
/**
 * A picture whose upright lines show no turn, or that has too few of them to tell (open land: uprightTilt's share
 * below TILT.minShare), is looked up turned back by each of these (clockwise, degrees): 6 either way brings turns
 * of 3 to 9 degrees within a few bits of the original, and the plain hashes cover 0 to 3.
 */
const TURNS = [6, -6];
/** Turned back, the corners are black: its centred 80 % meets a straightened photo, 90 % one turned with corners filled. */
const TURNED_CROPS: readonly Crop[] = [0.8, 0.9].map((f) => ({ left: (1 - f) / 2, top: (1 - f) / 2, width: f, height: f }));
/**
 * Probed bits a band for the turned-back hashes: a turn also cut on one side (straightened, then trimmed) lands
 * 10-14 bits away, where the second bit finds some (figures in bench/RESULTS.md).
 */
const TURNED_PROBE_BITS = 2;
/** A turn read from the upright lines smaller than this (degrees) is taken as level. */
const MIN_READ_TURN = 1.5;
/** Square crops of the turned-back picture, `size` a side, centred and moved `shift` towards each of its sides. */
const shiftedCrops = (size: number, shift: number): Crop[] => {
  const at = (1 - size) / 2;
  return [
    { left: at - shift, top: at, width: size, height: size }, { left: at + shift, top: at, width: size, height: size },
    { left: at, top: at - shift, width: size, height: size }, { left: at, top: at + shift, width: size, height: size },
  ];
};
/**
 * Turned back by the turn read from its upright lines, the upload is the stored picture with one side (or two)
 * cut off, where that cut is not known: the centred 80 % and 90 %, and 88 % moved 6 % towards each side, so one
 * of them lies near a stored crop of that side (shifted 80 % crops as well found a little more for a quarter more
 * band values).
 */
const READ_TURN_CROPS: readonly Crop[] = [...TURNED_CROPS, ...shiftedCrops(0.88, 0.06)];
/** An upload this close to square (width over height within 8 % of 1) is likely a cut from a wider photo. */
const SQUARE_TOLERANCE = 0.08;
/**
 * A square upload is also looked up with this share cut off its left, and off its right: the stored squares lie
 * a twelfth of the width apart, and a square cut between two of them meets one after this small shift.
 */
const SQUARE_SHIFT = 0.04;
const SQUARE_SHIFTS: readonly Crop[] = [
  { left: 0, top: 0, width: 1 - SQUARE_SHIFT, height: 1 },
  { left: SQUARE_SHIFT, top: 0, width: 1 - SQUARE_SHIFT, height: 1 },
];

/**
 * What an upload is looked up by (none of it is stored): the picture whole and as the two centred crops, straight
 * and mirrored, and the same of the picture inside any screenshot bars (a crop of a stored photo meets one of
 * the stored crops; a turned one meets a centred crop; a stored photo's other crops add nothing here but are
 * kept for photos that are later cut further); a square upload also with a little cut off either side
 * (SQUARE_SHIFTS: no cost for the rest); and turned back by the turn its upright lines show (READ_TURN_CROPS,
 * photo-tilt.ts), or, when they stand level or are too few to tell, 6 degrees either way (TURNS). Each hash is
 * looked up by its four bands and by each band with one of its least certain bits flipped (multi-probe), because
 * two hashes 8 bits apart often differ in all four bands.
 */
export async function queryOf(input: Buffer | DecodedPhoto): Promise<PhotoQuery> {
  const r = Buffer.isBuffer(input) ? await decode(input) : input.raw;
  const box = contentBox(new Uint8Array(r.data.buffer, r.data.byteOffset, r.data.length), r.info.width, r.info.height);
  const trimmed = box.left > 0 || box.top > 0 || box.width < 1 || box.height < 1;
  const centred = HASH_VARIANTS.slice(0, QUERY_CROPS);
  const inner = trimmed ? centred.map((c) => within(box, c)) : [];
  const square = Math.abs(r.info.width / r.info.height - 1) <= SQUARE_TOLERANCE ? SQUARE_SHIFTS : [];
  const turned = await turnedBack(r);
  const all = (await Promise.all([
    hashesWithMargins(r, centred),
    hashesWithMargins(r, centred, true),
    hashesWithMargins(r, inner),
    hashesWithMargins(r, inner, true),
    hashesWithMargins(r, square),
    hashesWithMargins(r, square, true),
  ])).flat();
  const bands: [Set<number>, Set<number>, Set<number>, Set<number>] = [new Set(), new Set(), new Set(), new Set()];
  for (const [index, { hash, margins }] of [...all, ...turned].entries()) {
    const plain = hashBands(hash);
    const probes = index < all.length ? PROBE_BITS : TURNED_PROBE_BITS;
    for (let band = 0; band < 4; band++) {
      bands[band]!.add(plain[band]!);
      // Bit k of the band (0 = least significant) is bit 63 - (band * 16 + k) counted from the first coefficient.
      const order = Array.from({ length: 16 }, (_, k) => k).sort((x, y) => margins[63 - (band * 16 + x)]! - margins[63 - (band * 16 + y)]!);
      for (const k of order.slice(0, probes)) bands[band]!.add(plain[band]! ^ (1 << k));
    }
  }
  return { hashes: [...new Set([...all, ...turned].map((h) => h.hash))], bands: bands.map((b) => [...b]) as PhotoQuery['bands'] };
}

/** Hashes of the upload turned back: by the turn read from its upright lines, else by the fixed guesses. */
async function turnedBack(r: Raw): Promise<HashWithMargins[]> {
  const tilt = uprightTilt(new Uint8Array(r.data.buffer, r.data.byteOffset, r.data.length), r.info.width, r.info.height, r.info.channels);
  if (tilt.share >= TILT.minShare && Math.abs(tilt.degrees) >= MIN_READ_TURN) {
    return hashesWithMargins(await straightened(r, tilt.degrees), READ_TURN_CROPS);
  }
  // Level, or no upright lines to tell: the fixed guesses. For a level upload they are no turn of its own, but
  // they find a few more crops of straight photos (their hashes, blurred by the turn, land nearer a stored crop).
  return (await Promise.all(TURNS.map(async (degrees) => hashesWithMargins(await straightened(r, degrees), TURNED_CROPS)))).flat();
}

/** The picture turned back by `degrees` (clockwise) about its centre, at its own size (the corners left black). */
async function straightened(r: Raw, degrees: number): Promise<Raw> {
  const turned = await sharp(r.data, rawOf(r)).rotate(-degrees, { background: '#000' }).raw().toBuffer({ resolveWithObject: true });
  const { width, height } = r.info;
  const left = Math.floor((turned.info.width - width) / 2);
  const top = Math.floor((turned.info.height - height) / 2);
  return sharp(turned.data, rawOf(turned as Raw)).extract({ left, top, width, height }).raw().toBuffer({ resolveWithObject: true }) as Promise<Raw>;
}

export function hammingDistance(a: PhotoHash, b: PhotoHash): number {
  let x = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (x) {
    x &= x - 1n;
    count++;
  }
  return count;
}

/** Four 16-bit bands: hashes within 3 bits always share one; most within the candidate distance do. */
export function hashBands(hash: PhotoHash): [number, number, number, number] {
  const unsigned = BigInt.asUintN(64, hash);
  const band = (i: number) => Number((unsigned >> BigInt(i * 16)) & 0xffffn);
  return [band(0), band(1), band(2), band(3)];
}

/**
 * Whether the index finds the stored photo for this query: one of its hashes has a band among the query's
 * values for that band, and is within the candidate distance of one of the query's hashes.
 */
export function areCandidates(query: PhotoQuery, stored: readonly PhotoHash[]): boolean {
  const sets = query.bands.map((b) => new Set(b));
  return stored.some((h) => hashBands(h).some((band, i) => sets[i]!.has(band)) && query.hashes.some((q) => hammingDistance(q, h) <= CANDIDATE_MAX_DISTANCE));
}
