// Perceptual photo fingerprints. A DCT pHash of the greyscale picture finds candidates fast (its 16-bit bands
// are indexed) and survives re-encoding, resizing and exposure changes. Each photo is hashed whole and as crops,
// so a later upload that is a crop of it lines up with one of them; the upload is also hashed mirrored and with
// screenshot bars cut away (query-side only: those cost no storage). A candidate is confirmed by photo-align.ts:
// the two pictures aligned and compared under one colour map, because drawn or staged rooms of the same kind
// share their grey shapes but not their pixels. Decision 0013.
import sharp from 'sharp';
import { matchImageOf, type MatchImage } from './photo-align.js';

const SIZE = 32;
const LOW = 8;
/** Side of the stored colour thumbnail (RGB). */
export const THUMB_SIDE = 24;

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
];

/** Candidates: hashes at most this many of 64 bits apart. */
export const CANDIDATE_MAX_DISTANCE = 14;

export interface PhotoFingerprint {
  hashes: PhotoHash[];
  /** THUMB_SIDE x THUMB_SIDE RGB of the whole photo. */
  thumb: Buffer;
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
  const [hashes, thumb] = await Promise.all([
    hashesOf(r, HASH_VARIANTS),
    sharp(r.data, rawOf(r)).resize(THUMB_SIDE, THUMB_SIDE, { fit: 'fill' }).raw().toBuffer(),
  ]);
  return { hashes, thumb };
}

/** The picture as the confirm step reads it: at most MATCH_SIDE a side, its corners found. */
export async function matchImageOfPhoto(input: Buffer): Promise<MatchImage> {
  const { data, info } = await sharp(input).rotate().resize(MATCH_SIDE, MATCH_SIDE, { fit: 'inside' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return matchImageOf({ width: info.width, height: info.height, rgb: new Uint8Array(data.buffer, data.byteOffset, data.length) });
}

/**
 * The part of the picture inside screenshot bars: rows and columns at the edges with (almost) no detail (a solid
 * bar, or the picture itself blurred behind it) are cut, up to 35 % a side; a thin status bar on top is passed over.
 */
export function contentBox(rgb: Uint8Array, width: number, height: number): Crop {
  const rowDetail = new Float64Array(height);
  const colDetail = new Float64Array(width);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const g = rgb[i]! + rgb[i + 1]! + rgb[i + 2]!;
      if (x + 1 < width) {
        const d = Math.abs(rgb[i + 3]! + rgb[i + 4]! + rgb[i + 5]! - g);
        rowDetail[y] = rowDetail[y]! + d / width;
        colDetail[x] = colDetail[x]! + d / height;
      }
      if (y + 1 < height) {
        const j = i + width * 3;
        const d = Math.abs(rgb[j]! + rgb[j + 1]! + rgb[j + 2]! - g);
        rowDetail[y] = rowDetail[y]! + d / width;
        colDetail[x] = colDetail[x]! + d / height;
      }
    }
  }
  const flatBelow = (profile: Float64Array) => {
    const sorted = Float64Array.from(profile).sort();
    return sorted[Math.floor(sorted.length / 2)]! * 0.25;
  };
  const edge = (profile: Float64Array, fromEnd: boolean, skipStatusBar: boolean) => {
    const n = profile.length;
    const limit = flatBelow(profile);
    const at = (k: number) => profile[fromEnd ? n - 1 - k : k]!;
    let start = 0;
    if (skipStatusBar) {
      // A status bar: a few detailed rows (the clock, the battery) followed by a flat bar.
      const bar = Math.ceil(n * 0.06);
      let k = 0;
      while (k < bar && at(k) >= limit) k++;
      if (k < bar && k > 0 && at(k) < limit) start = k;
    }
    let k = start;
    while (k < n * 0.35 && at(k) < limit) k++;
    return k === start ? 0 : k;
  };
  const top = edge(rowDetail, false, true);
  const bottom = edge(rowDetail, true, false);
  const left = edge(colDetail, false, false);
  const right = edge(colDetail, true, false);
  return { left: left / width, top: top / height, width: Math.max(0.3, 1 - (left + right) / width), height: Math.max(0.3, 1 - (top + bottom) / height) };
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
 * What an upload is looked up by (none of it is stored): the picture whole and as the two centred crops, straight
 * and mirrored, and the same of the picture inside any screenshot bars (a crop of a stored photo meets one of
 * the stored crops; a turned one meets a centred crop; a stored photo's other crops add nothing here but are
 * kept for photos that are later cut further). Each hash is looked up
 * by its four bands and by each band with one of its least certain bits flipped (multi-probe), because two
 * hashes 8 bits apart often differ in all four bands.
 */
export async function queryOf(input: Buffer | DecodedPhoto): Promise<PhotoQuery> {
  const r = Buffer.isBuffer(input) ? await decode(input) : input.raw;
  const box = contentBox(new Uint8Array(r.data.buffer, r.data.byteOffset, r.data.length), r.info.width, r.info.height);
  const trimmed = box.left > 0 || box.top > 0 || box.width < 1 || box.height < 1;
  const centred = HASH_VARIANTS.slice(0, QUERY_CROPS);
  const inner = trimmed ? centred.map((c) => within(box, c)) : [];
  const all = (await Promise.all([
    hashesWithMargins(r, centred),
    hashesWithMargins(r, centred, true),
    hashesWithMargins(r, inner),
    hashesWithMargins(r, inner, true),
  ])).flat();
  const bands: [Set<number>, Set<number>, Set<number>, Set<number>] = [new Set(), new Set(), new Set(), new Set()];
  for (const { hash, margins } of all) {
    const plain = hashBands(hash);
    for (let band = 0; band < 4; band++) {
      bands[band]!.add(plain[band]!);
      // Bit k of the band (0 = least significant) is bit 63 - (band * 16 + k) counted from the first coefficient.
      const order = Array.from({ length: 16 }, (_, k) => k).sort((x, y) => margins[63 - (band * 16 + x)]! - margins[63 - (band * 16 + y)]!);
      for (const k of order.slice(0, PROBE_BITS)) bands[band]!.add(plain[band]! ^ (1 << k));
    }
  }
  return { hashes: [...new Set(all.map((h) => h.hash))], bands: bands.map((b) => [...b]) as PhotoQuery['bands'] };
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

export interface StoredFingerprint { hashes: PhotoHash[]; thumb: Uint8Array }

/**
 * Whether the index finds the stored photo for this query: one of its hashes has a band among the query's
 * values for that band, and is within the candidate distance of one of the query's hashes.
 */
export function areCandidates(query: PhotoQuery, stored: readonly PhotoHash[]): boolean {
  const sets = query.bands.map((b) => new Set(b));
  return stored.some((h) => hashBands(h).some((band, i) => sets[i]!.has(band)) && query.hashes.some((q) => hammingDistance(q, h) <= CANDIDATE_MAX_DISTANCE));
}
