// Perceptual photo fingerprints. A DCT pHash of the greyscale picture finds candidates fast (its 16-bit bands
// are indexed) and survives re-encoding, resizing and exposure changes; a small colour thumbnail then confirms
// the match, because drawn or staged rooms of the same kind can share their grey shapes but not their colours.
// Each photo is hashed whole and as a few crops, so a later upload that is a crop of it (or it a crop of the
// upload) lines up with one of them. Decision 0013.
import sharp from 'sharp';

const SIZE = 32;
const LOW = 8;
/** Side of the stored colour thumbnail (RGB), and of the grid two crops are compared on. */
export const THUMB_SIDE = 24;
const COMPARE_SIDE = 12;

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
];

/** Candidates: hashes at most this many of 64 bits apart. */
export const CANDIDATE_MAX_DISTANCE = 14;
/** Confirmed: mean colour difference (0..255, after removing each channel's mean) at most this. */
export const SAME_PHOTO_MAX_COLOUR_DIFF = 5.5;

export interface PhotoFingerprint {
  hashes: PhotoHash[];
  /** THUMB_SIDE x THUMB_SIDE RGB of the whole photo. */
  thumb: Buffer;
}

const COSINES: number[][] = Array.from({ length: LOW }, (_, u) =>
  Array.from({ length: SIZE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIZE))),
);

/** The 8x8 lowest frequencies of a 32x32 greyscale picture, each compared with their median. */
function hashPixels(pixels: Uint8Array): PhotoHash {
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
  return BigInt.asIntN(64, hash);
}

function regionOf(crop: Crop, width: number, height: number) {
  const left = Math.round(crop.left * width);
  const top = Math.round(crop.top * height);
  return { left, top, width: Math.max(1, Math.min(width - left, Math.round(crop.width * width))), height: Math.max(1, Math.min(height - top, Math.round(crop.height * height))) };
}

/** Fingerprints a photo from its pixels (any format sharp reads; EXIF rotation applied). */
export async function fingerprintPhoto(input: Buffer): Promise<PhotoFingerprint> {
  // Decoded once into a small copy: every crop is cut from it, which is plenty for 32x32 hashes.
  const { data, info } = await sharp(input).rotate().resize(256, 256, { fit: 'inside' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const hashes = await Promise.all(
    HASH_VARIANTS.map(async (crop) => {
      const grey = await sharp(data, raw).extract(regionOf(crop, info.width, info.height)).greyscale()
        .resize(SIZE, SIZE, { fit: 'fill' }).raw().toBuffer();
      return hashPixels(grey);
    }),
  );
  const thumb = await sharp(data, raw).resize(THUMB_SIDE, THUMB_SIDE, { fit: 'fill' }).raw().toBuffer();
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

/** Where each of the COMPARE_SIDE samples along one side of a crop falls on the thumbnail: two pixels and a weight. */
function sampleAxis(start: number, length: number) {
  const low = new Int32Array(COMPARE_SIDE);
  const high = new Int32Array(COMPARE_SIDE);
  const weight = new Float64Array(COMPARE_SIDE);
  for (let k = 0; k < COMPARE_SIDE; k++) {
    const s = (start + ((k + 0.5) / COMPARE_SIDE) * length) * THUMB_SIDE - 0.5;
    const p0 = Math.max(0, Math.min(THUMB_SIDE - 1, Math.floor(s)));
    low[k] = p0;
    high[k] = Math.min(THUMB_SIDE - 1, p0 + 1);
    weight[k] = Math.max(0, Math.min(1, s - p0));
  }
  return { low, high, weight };
}

/** A crop of the stored thumbnail on a COMPARE_SIDE grid (bilinear), each channel's mean removed. */
function cropThumb(thumb: Uint8Array, crop: Crop): Float64Array {
  // This runs some 800 times per comparison of two photos, so it is plain loops over typed arrays with no
  // function created inside (the server's TypeScript loader wraps every function it creates, to keep names).
  const out = new Float64Array(COMPARE_SIDE * COMPARE_SIDE * 3);
  const xs = sampleAxis(crop.left, crop.width);
  const ys = sampleAxis(crop.top, crop.height);
  for (let y = 0; y < COMPARE_SIDE; y++) {
    const row0 = ys.low[y]! * THUMB_SIDE;
    const row1 = ys.high[y]! * THUMB_SIDE;
    const fy = ys.weight[y]!;
    for (let x = 0; x < COMPARE_SIDE; x++) {
      const fx = xs.weight[x]!;
      const i00 = (row0 + xs.low[x]!) * 3;
      const i10 = (row0 + xs.high[x]!) * 3;
      const i01 = (row1 + xs.low[x]!) * 3;
      const i11 = (row1 + xs.high[x]!) * 3;
      const o = (y * COMPARE_SIDE + x) * 3;
      for (let c = 0; c < 3; c++) {
        const top = thumb[i00 + c]! * (1 - fx) + thumb[i10 + c]! * fx;
        const bottom = thumb[i01 + c]! * (1 - fx) + thumb[i11 + c]! * fx;
        out[o + c] = top * (1 - fy) + bottom * fy;
      }
    }
  }
  // Each channel's mean removed, so a brightness edit does not change the comparison. (Dividing by the spread
  // too made flat channels noisy and drawn rooms of the same kind look alike.)
  const n = out.length / 3;
  for (let c = 0; c < 3; c++) {
    let sum = 0;
    for (let i = c; i < out.length; i += 3) sum += out[i]!;
    const mean = sum / n;
    for (let i = c; i < out.length; i += 3) out[i] = out[i]! - mean;
  }
  return out;
}

/** Mean colour difference of two photos' thumbnails, each cut to its crop (0 = identical). */
export function colourDifference(a: Uint8Array, aCrop: Crop, b: Uint8Array, bCrop: Crop): number {
  const x = cropThumb(a, aCrop);
  const y = cropThumb(b, bCrop);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i]! - y[i]!);
  return sum / x.length;
}

export interface StoredFingerprint { hashes: PhotoHash[]; thumb: Uint8Array }

const SCALES = [0.8, 0.85, 0.9, 0.95, 1];
/** One edge of a crop moved out or in: left, top, width, height. */
const NUDGES = [[1, 0, 0, 0], [-1, 0, 0, 0], [0, 1, 0, 0], [0, -1, 0, 0], [0, 0, 1, 0], [0, 0, -1, 0], [0, 0, 0, 1], [0, 0, 0, -1]] as const;
const OFFSET_STEPS = 3;

function difference(full: Float64Array, cropped: Uint8Array, crop: Crop, limit: number): number {
  const other = cropThumb(cropped, crop);
  let sum = 0;
  for (let k = 0; k < other.length && sum < limit * other.length; k++) sum += Math.abs(full[k]! - other[k]!);
  return sum / other.length;
}

/**
 * The smallest colour difference between the whole of `whole` and a crop of `cropped` (down to 3/4 a side):
 * a coarse grid of same-shape crops, then a few rounds of nudging each edge to refine the best one.
 */
function bestCropDifference(whole: Uint8Array, cropped: Uint8Array): number {
  const full = cropThumb(whole, HASH_VARIANTS[0]!);
  let best = Infinity;
  let bestCrop: Crop = HASH_VARIANTS[0]!;
  for (const width of SCALES) {
    for (const height of SCALES) {
      const across = width === 1 ? 0 : OFFSET_STEPS;
      const down = height === 1 ? 0 : OFFSET_STEPS;
      for (let i = 0; i <= across; i++) {
        for (let j = 0; j <= down; j++) {
          const crop = { left: across ? ((1 - width) * i) / across : 0, top: down ? ((1 - height) * j) / down : 0, width, height };
          const d = difference(full, cropped, crop, best);
          if (d < best) [best, bestCrop] = [d, crop];
        }
      }
    }
  }
  for (let step = 0.03; step >= 0.005; step /= 2) {
    let improved = true;
    while (improved) {
      improved = false;
      for (const [dl, dt, dw, dh] of NUDGES) {
        const c = { left: bestCrop.left + dl * step, top: bestCrop.top + dt * step, width: bestCrop.width + dw * step, height: bestCrop.height + dh * step };
        if (c.left < 0 || c.top < 0 || c.width < 0.6 || c.height < 0.6 || c.left + c.width > 1.0001 || c.top + c.height > 1.0001) continue;
        const d = difference(full, cropped, c, best);
        if (d < best) [best, bestCrop, improved] = [d, c, true];
      }
    }
  }
  return best;
}

/** Whether any hash of one is within the candidate distance of any hash of the other (what the index finds). */
export function areCandidates(a: StoredFingerprint, b: StoredFingerprint): boolean {
  return a.hashes.some((x) => b.hashes.some((y) => hammingDistance(x, y) <= CANDIDATE_MAX_DISTANCE));
}

/**
 * Whether the upload is the stored photo or a crop of it (or the reverse): close hashes, then the colours of
 * one match a crop of the other.
 */
export function isSamePhoto(upload: StoredFingerprint, stored: StoredFingerprint): boolean {
  if (!areCandidates(upload, stored)) return false;
  const difference = Math.min(bestCropDifference(upload.thumb, stored.thumb), bestCropDifference(stored.thumb, upload.thumb));
  return difference <= SAME_PHOTO_MAX_COLOUR_DIFF;
}
