// Confirms a candidate (decision 0013, photo_reused): whether one photo's thumbnail matches a crop of the other's,
// either way round and mirrored or not. Compared on brightness structure alone, each crop's brightness made
// zero-mean and unit-spread, so colour edits, black and white, exposure and contrast do not count; and by a
// trimmed mean of the cells' differences, so a text band or a logo over part of the picture does not either.
import { CANDIDATE_MAX_DISTANCE, hammingDistance, queryHashes, THUMB_SIDE, type Crop, type StoredFingerprint } from './photo-hash.js';

const COMPARE_SIDE = 16;
const CELLS = COMPARE_SIDE * COMPARE_SIDE;
/** The share of cells whose differences count: the rest (the largest) may be covered by a band or a logo. */
const KEPT_SHARE = 0.8;
const KEPT = Math.round(CELLS * KEPT_SHARE);
/** Confirmed: the trimmed mean difference of the normalised brightness (in standard deviations) at most this. */
export const SAME_PHOTO_MAX_DIFFERENCE = 0.22;
/** With no colour to check (either photo in black and white), the brightness must agree closer than this. */
export const SAME_GREY_PHOTO_MAX_DIFFERENCE = 0.07;
/** Confirmed: the colours, after the best global colour edit, at most this far apart (opponent units, 0..255). */
export const SAME_COLOUR_EDIT_MAX_RESIDUAL = 7;
/** A photo whose colour planes vary less than this on average (0..255) is black and white. */
const GREY_CHROMA = 3;
const WHOLE: Crop = { left: 0, top: 0, width: 1, height: 1 };

interface Planes { brightness: Float64Array; red: Float64Array; yellow: Float64Array }

/**
 * A thumbnail as brightness (BT.601 weights, as sharp's greyscale) and two colour-opponent planes (red-green,
 * yellow-blue), mirrored left to right if asked.
 */
function planesOf(thumb: Uint8Array, mirrored: boolean): Planes {
  const n = THUMB_SIDE * THUMB_SIDE;
  const planes = { brightness: new Float64Array(n), red: new Float64Array(n), yellow: new Float64Array(n) };
  for (let y = 0; y < THUMB_SIDE; y++) {
    for (let x = 0; x < THUMB_SIDE; x++) {
      const o = (y * THUMB_SIDE + (mirrored ? THUMB_SIDE - 1 - x : x)) * 3;
      const [r, g, b] = [thumb[o]!, thumb[o + 1]!, thumb[o + 2]!];
      const i = y * THUMB_SIDE + x;
      planes.brightness[i] = 0.299 * r + 0.587 * g + 0.114 * b;
      planes.red[i] = r - g;
      planes.yellow[i] = (r + g) / 2 - b;
    }
  }
  return planes;
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

/** A crop of one plane on a COMPARE_SIDE grid (bilinear). */
function sampleCrop(plane: Float64Array, crop: Crop): Float64Array {
  // This runs some thousands of times per comparison of two photos, so it is plain loops over typed arrays with
  // no function created inside (the server's TypeScript loader wraps every function it creates, to keep names).
  const out = new Float64Array(CELLS);
  const xs = sampleAxis(crop.left, crop.width);
  const ys = sampleAxis(crop.top, crop.height);
  for (let y = 0; y < COMPARE_SIDE; y++) {
    const row0 = ys.low[y]! * THUMB_SIDE;
    const row1 = ys.high[y]! * THUMB_SIDE;
    const fy = ys.weight[y]!;
    for (let x = 0; x < COMPARE_SIDE; x++) {
      const fx = xs.weight[x]!;
      const top = plane[row0 + xs.low[x]!]! * (1 - fx) + plane[row0 + xs.high[x]!]! * fx;
      const bottom = plane[row1 + xs.low[x]!]! * (1 - fx) + plane[row1 + xs.high[x]!]! * fx;
      out[y * COMPARE_SIDE + x] = top * (1 - fy) + bottom * fy;
    }
  }
  return out;
}

/** A crop of the brightness, made zero-mean and unit-spread (so exposure and contrast edits do not count). */
function cropOf(brightness: Float64Array, crop: Crop): Float64Array {
  const out = sampleCrop(brightness, crop);
  let sum = 0;
  for (let i = 0; i < CELLS; i++) sum += out[i]!;
  const mean = sum / CELLS;
  let squares = 0;
  for (let i = 0; i < CELLS; i++) squares += (out[i]! - mean) ** 2;
  const spread = Math.sqrt(squares / CELLS) || 1;
  for (let i = 0; i < CELLS; i++) out[i] = (out[i]! - mean) / spread;
  return out;
}

const scratch = new Float64Array(CELLS);

/** The mean of the KEPT smallest cell differences (a band or logo covers the largest ones). */
function trimmedDifference(a: Float64Array, b: Float64Array): number {
  for (let i = 0; i < CELLS; i++) scratch[i] = Math.abs(a[i]! - b[i]!);
  scratch.sort();
  let sum = 0;
  for (let i = 0; i < KEPT; i++) sum += scratch[i]!;
  return sum / KEPT;
}

const SCALES = [0.75, 0.8, 0.85, 0.9, 0.95, 1];
const OFFSET_STEPS = 3;
/** One edge of a crop moved out or in: left, top, width, height. */
const NUDGES = [[1, 0, 0, 0], [-1, 0, 0, 0], [0, 1, 0, 0], [0, -1, 0, 0], [0, 0, 1, 0], [0, 0, -1, 0], [0, 0, 0, 1], [0, 0, 0, -1]] as const;

interface Alignment { difference: number; crop: Crop }

/**
 * The crop of `cropped` (down to 3/4 a side) whose brightness is nearest to the whole of `whole`: a coarse grid
 * of crops, then a few rounds of nudging each edge to refine the best one.
 */
function bestCrop(whole: Float64Array, cropped: Float64Array): Alignment {
  const full = cropOf(whole, WHOLE);
  let best = Infinity;
  let bestCrop: Crop = WHOLE;
  for (const width of SCALES) {
    for (const height of SCALES) {
      if (width * height < 0.7) continue;
      const across = width === 1 ? 0 : OFFSET_STEPS;
      const down = height === 1 ? 0 : OFFSET_STEPS;
      for (let i = 0; i <= across; i++) {
        for (let j = 0; j <= down; j++) {
          const crop = { left: across ? ((1 - width) * i) / across : 0, top: down ? ((1 - height) * j) / down : 0, width, height };
          const d = trimmedDifference(full, cropOf(cropped, crop));
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
        const d = trimmedDifference(full, cropOf(cropped, c));
        if (d < best) [best, bestCrop, improved] = [d, c, true];
      }
    }
  }
  return { difference: best, crop: bestCrop };
}

/** Adds one equation (coefficients, right-hand side) to the normal equations of a least-squares fit. */
function addRow(normal: Float64Array[], row: readonly number[], value: number): void {
  for (let i = 0; i < row.length; i++) {
    for (let j = 0; j < row.length; j++) normal[i]![j] = normal[i]![j]! + row[i]! * row[j]!;
    normal[i]![row.length] = normal[i]![row.length]! + row[i]! * value;
  }
}

/** Solves the normal equations (Gaussian elimination, a tiny ridge so a flat picture gives zeros). */
function solve(normal: Float64Array[]): number[] {
  const n = normal.length;
  const m = normal.map((row) => Float64Array.from(row));
  for (let i = 0; i < n; i++) m[i]![i] = m[i]![i]! + 1e-6;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) if (Math.abs(m[row]![col]!) > Math.abs(m[pivot]![col]!)) pivot = row;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let row = 0; row < n; row++) {
      if (row === col) continue;
      const factor = m[row]![col]! / m[col]![col]!;
      for (let k = col; k <= n; k++) m[row]![k] = m[row]![k]! - factor * m[col]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/**
 * How far the colours of `to` are from one global colour edit of `from`'s (a hue turn, more or less saturation, a
 * tint, or none left in black and white): the trimmed mean distance, in the opponent planes' units (0..255), after
 * the best such edit is fitted twice, the second time without the cells the first fit explained worst (a band).
 * A different room of the same shape fails it: its sofa changed colour but its walls did not.
 */
function colourEditResidual(from: Planes, fromCrop: Crop, to: Planes, toCrop: Crop): number {
  const xa = sampleCrop(from.red, fromCrop);
  const xb = sampleCrop(from.yellow, fromCrop);
  const xl = sampleCrop(from.brightness, fromCrop);
  const ya = sampleCrop(to.red, toCrop);
  const yb = sampleCrop(to.yellow, toCrop);
  const residuals = new Float64Array(CELLS);
  let kept: number[] = Array.from({ length: CELLS }, (_, i) => i);
  for (let round = 0; round < 2; round++) {
    let [mxa, mxb, mxl, mya, myb] = [0, 0, 0, 0, 0];
    for (const i of kept) [mxa, mxb, mxl, mya, myb] = [mxa + xa[i]!, mxb + xb[i]!, mxl + xl[i]!, mya + ya[i]!, myb + yb[i]!];
    [mxa, mxb, mxl, mya, myb] = [mxa / kept.length, mxb / kept.length, mxl / kept.length, mya / kept.length, myb / kept.length];
    // Y - mean = [p -q; q p] (X - mean) + (r, t) (L - mean): a turn and a scale of the colour plane, and a tint
    // that grows with brightness (a warm or cool filter), fitted together by least squares.
    const normal = Array.from({ length: 4 }, () => new Float64Array(5));
    for (const i of kept) {
      const [a, b, l, c, d] = [xa[i]! - mxa, xb[i]! - mxb, xl[i]! - mxl, ya[i]! - mya, yb[i]! - myb];
      addRow(normal, [a, -b, l, 0], c);
      addRow(normal, [b, a, 0, l], d);
    }
    const [p = 0, q = 0, r = 0, t = 0] = solve(normal);
    for (let i = 0; i < CELLS; i++) {
      const [a, b, l] = [xa[i]! - mxa, xb[i]! - mxb, xl[i]! - mxl];
      residuals[i] = Math.hypot(ya[i]! - mya - (p * a - q * b) - r * l, yb[i]! - myb - (q * a + p * b) - t * l);
    }
    kept = Array.from({ length: CELLS }, (_, i) => i).sort((i, j) => residuals[i]! - residuals[j]!).slice(0, KEPT);
  }
  // The fit ignores a band, but the distance counts every cell: a differently coloured bed is not trimmed away.
  return residuals.reduce((sum, r) => sum + r, 0) / CELLS;
}

export interface PhotoDifference {
  /** Normalised brightness, trimmed mean over cells, at the best alignment. */
  brightness: number;
  /** Colours after the best global colour edit, at that alignment. */
  colour: number;
}

/** How far apart the two photos are at their best alignment: either a crop of the other, mirrored or not. */
export function photoDifference(upload: StoredFingerprint, stored: StoredFingerprint): PhotoDifference {
  const theirs = planesOf(stored.thumb, false);
  let best: PhotoDifference = { brightness: Infinity, colour: Infinity };
  for (const mirrored of [false, true]) {
    const mine = planesOf(upload.thumb, mirrored);
    // Either the upload is a crop of the stored photo (their crop lines up with my whole) or the reverse.
    for (const [whole, cropped] of [[mine, theirs], [theirs, mine]] as const) {
      const { difference, crop } = bestCrop(whole.brightness, cropped.brightness);
      if (difference >= best.brightness) continue;
      const colour = Math.min(colourEditResidual(cropped, crop, whole, WHOLE), colourEditResidual(whole, WHOLE, cropped, crop));
      best = { brightness: difference, colour };
    }
  }
  return { brightness: best.brightness, colour: best.colour };
}

/** Whether any query hash of the upload is within the candidate distance of a stored hash (what the index finds). */
export function areCandidates(upload: StoredFingerprint, stored: StoredFingerprint): boolean {
  const query = queryHashes(upload);
  return stored.hashes.some((s) => query.some((q) => hammingDistance(q, s) <= CANDIDATE_MAX_DISTANCE));
}

/** Whether a thumbnail has (almost) no colour: black and white. */
function isGrey(thumb: Uint8Array): boolean {
  const { red, yellow } = planesOf(thumb, false);
  let sum = 0;
  for (let i = 0; i < red.length; i++) sum += Math.abs(red[i]!) + Math.abs(yellow[i]!);
  return sum / red.length < GREY_CHROMA;
}

/** Whether the upload is the stored photo, a crop of it or the reverse, edited as thieves edit: close, then alike. */
export function isSamePhoto(upload: StoredFingerprint, stored: StoredFingerprint): boolean {
  if (!areCandidates(upload, stored)) return false;
  const { brightness, colour } = photoDifference(upload, stored);
  const grey = isGrey(upload.thumb) || isGrey(stored.thumb);
  return brightness <= (grey ? SAME_GREY_PHOTO_MAX_DIFFERENCE : SAME_PHOTO_MAX_DIFFERENCE) && colour <= SAME_COLOUR_EDIT_MAX_RESIDUAL;
}
