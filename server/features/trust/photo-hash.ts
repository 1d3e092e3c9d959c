// Perceptual photo fingerprints (decision 0013, photo_reused). Bars around a screenshot are cut away first
// (photo-trim.ts). A DCT hash of the greyscale picture, whole and as crops, finds candidates fast (its 16-bit
// bands are indexed) and survives re-encoding, resizing, colour and exposure changes; its bits are the signs of
// the low frequencies, so the hash of the mirrored picture follows from the bits alone and a mirrored copy is
// looked up without storing more. A small thumbnail then confirms the match (photo-match.ts).
import sharp, { type OutputInfo } from 'sharp';
import { findContentBox } from './photo-trim.js';

const SIZE = 32;
const LOW = 8;
/** Side of the stored thumbnail (RGB) of the picture without its bars. */
export const THUMB_SIDE = 32;

/** 64-bit, signed like PostgreSQL's bigint so the database can compare them. */
export type PhotoHash = bigint;

export interface Crop { left: number; top: number; width: number; height: number }
/** A crop of the picture, perhaps of it turned by some degrees about its centre first. */
export interface Variant extends Crop { degrees?: number }

const whole: Crop = { left: 0, top: 0, width: 1, height: 1 };
const cut = (left: number, top: number, right: number, bottom: number): Crop => ({ left, top, width: 1 - left - right, height: 1 - top - bottom });
/**
 * Index 0 is the whole photo, then the crops a copy is likely to be (an eighth or a quarter off one side, an
 * eighth off two, a centre), so that a copy cut from this photo lines up with one of them. Mirror-symmetric as a
 * set, which the mirrored lookup relies on. Order matters: it is stored with each hash.
 */
export const HASH_VARIANTS: readonly Variant[] = [
  whole,
  cut(0.125, 0, 0, 0), cut(0, 0, 0.125, 0), cut(0, 0.125, 0, 0), cut(0, 0, 0, 0.125),
  cut(0.25, 0, 0, 0), cut(0, 0, 0.25, 0), cut(0, 0.25, 0, 0), cut(0, 0, 0, 0.25),
  cut(0.13, 0.13, 0, 0), cut(0, 0.13, 0.13, 0), cut(0.13, 0, 0, 0.13), cut(0, 0, 0.13, 0.13),
  cut(0.065, 0.065, 0.065, 0.065), cut(0.125, 0, 0.125, 0), cut(0, 0.125, 0, 0.125),
  // A copy turned a few degrees (straightened, or turned with its corners filled) lines up with its centre
  // turned back: both are kept, turned either way.
  { ...cut(0.1, 0.1, 0.1, 0.1), degrees: 4 }, { ...cut(0.1, 0.1, 0.1, 0.1), degrees: -4 },
];

/** Candidates: hashes at most this many of 64 bits apart. */
export const CANDIDATE_MAX_DISTANCE = 14;

export interface PhotoFingerprint {
  hashes: PhotoHash[];
  /** THUMB_SIDE x THUMB_SIDE RGB of the photo without its bars. */
  thumb: Buffer;
}

export interface StoredFingerprint { hashes: PhotoHash[]; thumb: Uint8Array }

const COSINES: number[][] = Array.from({ length: LOW }, (_, u) =>
  Array.from({ length: SIZE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIZE))),
);

/** The signs of the 8x8 lowest frequencies of a 32x32 greyscale picture (the average brightness left out). */
function hashPixels(pixels: Uint8Array): PhotoHash {
  const rows: number[][] = [];
  for (let y = 0; y < SIZE; y++) {
    rows.push(COSINES.map((cos) => cos.reduce((sum, c, x) => sum + pixels[y * SIZE + x]! * c, 0)));
  }
  let hash = 0n;
  for (let v = 0; v < LOW; v++) {
    for (let u = 0; u < LOW; u++) {
      const c = COSINES[v]!.reduce((sum, k, y) => sum + rows[y]![u]! * k, 0);
      hash = (hash << 1n) | (u + v > 0 && c > 0 ? 1n : 0n);
    }
  }
  return BigInt.asIntN(64, hash);
}

/** The bits of the horizontal frequencies that change sign when a picture is mirrored (odd u). */
const MIRROR_MASK = (() => {
  let mask = 0n;
  for (let v = 0; v < LOW; v++) for (let u = 0; u < LOW; u++) mask = (mask << 1n) | (u % 2 === 1 ? 1n : 0n);
  return mask;
})();

/** The hash of the same picture mirrored left to right. */
export function mirrorHash(hash: PhotoHash): PhotoHash {
  return BigInt.asIntN(64, hash ^ MIRROR_MASK);
}

function regionOf(crop: Crop, box: { left: number; top: number; width: number; height: number }) {
  const left = box.left + Math.round(crop.left * box.width);
  const top = box.top + Math.round(crop.top * box.height);
  return { left, top, width: Math.max(1, Math.min(box.left + box.width - left, Math.round(crop.width * box.width))), height: Math.max(1, Math.min(box.top + box.height - top, Math.round(crop.height * box.height))) };
}

/** Fingerprints a photo from its pixels (any format sharp reads; EXIF rotation applied). */
export async function fingerprintPhoto(input: Buffer): Promise<PhotoFingerprint> {
  // Decoded once into a small copy: every crop is cut from it, which is plenty for 32x32 hashes.
  const { data, info } = await sharp(input).rotate().resize(256, 256, { fit: 'inside' }).removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const box = findContentBox(data, info.channels, info.width, info.height);
  const turned = new Map<number, Promise<{ data: Buffer; info: OutputInfo }>>();
  const turn = (degrees: number) => {
    if (!turned.has(degrees)) {
      turned.set(degrees, sharp(data, raw).extract(regionOf(whole, box)).rotate(degrees, { background: '#000' }).raw().toBuffer({ resolveWithObject: true }));
    }
    return turned.get(degrees)!;
  };
  const hashes = await Promise.all(
    HASH_VARIANTS.map(async (variant) => {
      let region = sharp(data, raw).extract(regionOf(variant, box));
      if (variant.degrees) {
        // Turned, the picture grows by its corners: the crop is cut from its centre at the picture's own size.
        const t = await turn(variant.degrees);
        const left = Math.round((t.info.width - box.width) / 2);
        const top = Math.round((t.info.height - box.height) / 2);
        region = sharp(t.data, { raw: { width: t.info.width, height: t.info.height, channels: t.info.channels } })
          .extract(regionOf(variant, { left, top, width: box.width, height: box.height }));
      }
      const grey = await region.greyscale().normalise().resize(SIZE, SIZE, { fit: 'fill' }).raw().toBuffer();
      return hashPixels(grey);
    }),
  );
  const thumb = await sharp(data, raw).extract(regionOf(whole, box)).resize(THUMB_SIDE, THUMB_SIDE, { fit: 'fill' }).raw().toBuffer();
  return { hashes, thumb };
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

/** The hashes an upload is looked up by: its own, and their mirrored twins (a mirrored copy of a stored photo). */
export function queryHashes(fingerprint: { hashes: readonly PhotoHash[] }): PhotoHash[] {
  return [...fingerprint.hashes, ...fingerprint.hashes.map(mirrorHash)];
}

/** Whether a stored hash row is a candidate for these query hashes: found by a band, and close to one of them. */
export function isCandidateHash(query: readonly PhotoHash[], stored: PhotoHash): boolean {
  const bands = hashBands(stored);
  const found = query.some((q) => hashBands(q).some((band, i) => band === bands[i]));
  return found && query.some((q) => hammingDistance(q, stored) <= CANDIDATE_MAX_DISTANCE);
}
