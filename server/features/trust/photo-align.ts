// The maths of "the same picture, edited" (photo_reused's confirm step, decision 0013): corners matched between two
// small pictures and a similarity transform (mirrored or not, scaled, turned, moved) fitted to them with RANSAC;
// then, over the area the two share, the second must be the first under ONE global colour map (a 3x3 matrix and an
// offset: black and white, tint, hue, saturation, contrast and brightness are all such maps), fitted robustly so a
// band or a watermark over a quarter of the picture is ignored, with a small residual. Drawn rooms of one kind
// share their layout, not their pixels: their walls and furniture sit a little elsewhere and their colours change
// independently, so no single transform and colour map fits them.
//
// Pure arithmetic on typed arrays, no function created inside the loops (the server's TypeScript loader wraps every
// function it creates, which is slow in hot loops; see photo-hash.ts).

/** A picture decoded small: RGB (0..255) row by row, width x height. */
export interface MatchPixels { width: number; height: number; rgb: Uint8Array }

/** Corners of a picture at a few scales, each with a contrast-normalised patch; and its colours. */
export interface MatchImage {
  width: number;
  height: number;
  rgb: Uint8Array;
  /** The colours blurred a little (as planes: all red, then green, then blue), for the pixel comparison. */
  soft: Float32Array;
  /** Corner positions in pixels of the picture (not of the level they were found on). */
  xs: Float32Array;
  ys: Float32Array;
  /** Which pyramid level each corner was found on (its patch covers PATCH_SPAN * LEVEL_STEP^-level pixels). */
  levels: Uint8Array;
  /**
   * DESCRIPTOR floats per corner, mean 0 and length 1, in a Haar basis (see toHaar): the first COARSE are the
   * patch's 2x2 block averages, the rest its details.
   */
  descriptors: Float32Array;
  /** The same corners as seen in the mirrored picture (patch columns reversed). */
  mirrored: Float32Array;
  /** Length of each corner's detail part (the same mirrored). */
  detailNorms: Float32Array;
  count: number;
}

const GRID = 8;
const DESCRIPTOR = GRID * GRID;
/** Descriptor floats of the coarse part (one per 2x2 block of the patch). */
const COARSE = DESCRIPTOR / 4;
const PATCH_STEP = 2;
const RADIUS = ((GRID - 1) * PATCH_STEP) / 2; // 7: offsets -7, -5, ..., 7
const LEVELS = 3;
const LEVEL_STEP = 0.8;
const CORNERS_PER_LEVEL = 110;

export const ALIGN = {
  /** Two patches are a match when their correlation is at least this. */
  minCorrelation: 0.8,
  /** Each corner of the upload keeps this many best matches (drawn scenes repeat tiles and window bars). */
  matchesPerCorner: 2,
  ransacRounds: 600,
  /** Pixels (of the upload) a matched corner may land from where the transform puts it. */
  inlierDistance: 2.5,
  minInliers: 10,
  maxTurnDegrees: 8,
  minScale: 0.5,
  maxScale: 2,
  /** Share of the upload's pixels ignored by the colour fit (bands, watermarks, text). */
  ignoredShare: 0.25,
} as const;

function greyOf(p: MatchPixels): Float32Array {
  const n = p.width * p.height;
  const grey = new Float32Array(n);
  for (let i = 0; i < n; i++) grey[i] = 0.299 * p.rgb[i * 3]! + 0.587 * p.rgb[i * 3 + 1]! + 0.114 * p.rgb[i * 3 + 2]!;
  return grey;
}

/** A [1 2 1] blur in both directions. */
function blur(src: Float32Array, w: number, h: number): Float32Array {
  const tmp = new Float32Array(w * h);
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const l = x > 0 ? x - 1 : x;
      const r = x < w - 1 ? x + 1 : x;
      tmp[y * w + x] = (src[y * w + l]! + 2 * src[y * w + x]! + src[y * w + r]!) / 4;
    }
  }
  for (let y = 0; y < h; y++) {
    const u = y > 0 ? y - 1 : y;
    const d = y < h - 1 ? y + 1 : y;
    for (let x = 0; x < w; x++) out[y * w + x] = (tmp[u * w + x]! + 2 * tmp[y * w + x]! + tmp[d * w + x]!) / 4;
  }
  return out;
}

/** Bilinear resampling of a grey picture by `factor` (< 1: smaller). */
function shrink(src: Float32Array, w: number, h: number, factor: number): { data: Float32Array; w: number; h: number } {
  const nw = Math.max(1, Math.round(w * factor));
  const nh = Math.max(1, Math.round(h * factor));
  const out = new Float32Array(nw * nh);
  for (let y = 0; y < nh; y++) {
    const sy = Math.min(h - 1.001, Math.max(0, (y + 0.5) / factor - 0.5));
    const y0 = Math.floor(sy);
    const fy = sy - y0;
    for (let x = 0; x < nw; x++) {
      const sx = Math.min(w - 1.001, Math.max(0, (x + 0.5) / factor - 0.5));
      const x0 = Math.floor(sx);
      const fx = sx - x0;
      const i = y0 * w + x0;
      out[y * nw + x] = (src[i]! * (1 - fx) + src[i + 1]! * fx) * (1 - fy) + (src[i + w]! * (1 - fx) + src[i + w + 1]! * fx) * fy;
    }
  }
  return { data: out, w: nw, h: nh };
}

/** Harris corners of one level, strongest first after 5x5 non-maximum suppression, away from the border. */
function corners(img: Float32Array, w: number, h: number, max: number): Int32Array {
  const n = w * h;
  const xx = new Float32Array(n);
  const yy = new Float32Array(n);
  const xy = new Float32Array(n);
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const gx = (img[i + 1]! - img[i - 1]!) / 2;
      const gy = (img[i + w]! - img[i - w]!) / 2;
      xx[i] = gx * gx;
      yy[i] = gy * gy;
      xy[i] = gx * gy;
    }
  }
  const sxx = blur(blur(xx, w, h), w, h);
  const syy = blur(blur(yy, w, h), w, h);
  const sxy = blur(blur(xy, w, h), w, h);
  const response = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const a = sxx[i]!;
    const b = syy[i]!;
    const c = sxy[i]!;
    response[i] = a * b - c * c - 0.05 * (a + b) * (a + b);
  }
  const margin = RADIUS + 1;
  const found: number[] = [];
  for (let y = margin; y < h - margin; y++) {
    for (let x = margin; x < w - margin; x++) {
      const i = y * w + x;
      const v = response[i]!;
      if (v <= 0) continue;
      let peak = true;
      for (let dy = -2; dy <= 2 && peak; dy++) {
        for (let dx = -2; dx <= 2; dx++) {
          if ((dx || dy) && response[i + dy * w + dx]! > v) { peak = false; break; }
        }
      }
      if (peak) found.push(i);
    }
  }
  const order = Int32Array.from(found);
  const strength = new Float32Array(order.length);
  for (let k = 0; k < order.length; k++) strength[k] = response[order[k]!]!;
  const ranked = Array.from(order.keys()).sort((a, b) => strength[b]! - strength[a]!);
  const out = new Int32Array(Math.min(max, ranked.length));
  for (let k = 0; k < out.length; k++) out[k] = order[ranked[k]!]!;
  return out;
}

/** Blur passes before the pixel comparison: resampling and re-encoding then matter less than a moved edge. */
const SOFT_PASSES = 2;

function softColours(p: MatchPixels): Float32Array {
  const n = p.width * p.height;
  const out = new Float32Array(n * 3);
  for (let c = 0; c < 3; c++) {
    let plane: Float32Array = new Float32Array(n);
    for (let i = 0; i < n; i++) plane[i] = p.rgb[i * 3 + c]!;
    for (let k = 0; k < SOFT_PASSES; k++) plane = blur(plane, p.width, p.height);
    out.set(plane, c * n);
  }
  return out;
}

/** Corners and patches of a decoded picture, straight and mirrored. */
export function matchImageOf(p: MatchPixels): MatchImage {
  let level = { data: blur(greyOf(p), p.width, p.height), w: p.width, h: p.height };
  const xs: number[] = [];
  const ys: number[] = [];
  const levels: number[] = [];
  const straight: number[] = [];
  const flipped: number[] = [];
  const detailNorms: number[] = [];
  const patch = new Float32Array(DESCRIPTOR);
  const reversed = new Float32Array(DESCRIPTOR);
  const haar = new Float32Array(DESCRIPTOR);
  for (let l = 0; l < LEVELS; l++) {
    if (l > 0) level = shrink(level.data, level.w, level.h, LEVEL_STEP);
    const { data, w, h } = level;
    const scale = p.width / w;
    const found = corners(data, w, h, CORNERS_PER_LEVEL);
    for (let k = 0; k < found.length; k++) {
      const cx = found[k]! % w;
      const cy = (found[k]! - cx) / w;
      let mean = 0;
      for (let gy = 0; gy < GRID; gy++) {
        for (let gx = 0; gx < GRID; gx++) {
          const v = data[(cy - RADIUS + gy * PATCH_STEP) * w + cx - RADIUS + gx * PATCH_STEP]!;
          patch[gy * GRID + gx] = v;
          mean += v;
        }
      }
      mean /= DESCRIPTOR;
      let norm = 0;
      for (let i = 0; i < DESCRIPTOR; i++) {
        patch[i] = patch[i]! - mean;
        norm += patch[i]! * patch[i]!;
      }
      norm = Math.sqrt(norm);
      if (norm < 1e-3 * DESCRIPTOR) continue; // flat: nothing to match
      for (let i = 0; i < DESCRIPTOR; i++) patch[i] = patch[i]! / norm;
      for (let gy = 0; gy < GRID; gy++) {
        for (let gx = 0; gx < GRID; gx++) reversed[gy * GRID + gx] = patch[gy * GRID + GRID - 1 - gx]!;
      }
      detailNorms.push(toHaar(patch, haar));
      for (let i = 0; i < DESCRIPTOR; i++) straight.push(haar[i]!);
      toHaar(reversed, haar);
      for (let i = 0; i < DESCRIPTOR; i++) flipped.push(haar[i]!);
      xs.push((cx + 0.5) * scale - 0.5);
      ys.push((cy + 0.5) * scale - 0.5);
      levels.push(l);
    }
  }
  return {
    width: p.width, height: p.height, rgb: p.rgb, soft: softColours(p),
    xs: Float32Array.from(xs), ys: Float32Array.from(ys), levels: Uint8Array.from(levels),
    descriptors: Float32Array.from(straight), mirrored: Float32Array.from(flipped), detailNorms: Float32Array.from(detailNorms),
    count: xs.length,
  };
}

/**
 * Writes the patch in an orthonormal Haar basis (per 2x2 block: its average and three differences, each halved),
 * which keeps every dot product, and answers the length of the detail part. Most of a patch's energy is in its
 * block averages, so the coarse part's dot product plus the product of the details' lengths (Cauchy-Schwarz)
 * bounds the full correlation: matching skips most pairs after a quarter of the arithmetic, with the same result.
 */
function toHaar(patch: Float32Array, out: Float32Array): number {
  let detail = 0;
  const half = GRID / 2;
  for (let by = 0; by < half; by++) {
    for (let bx = 0; bx < half; bx++) {
      const i = 2 * by * GRID + 2 * bx;
      const a = patch[i]!;
      const b = patch[i + 1]!;
      const c = patch[i + GRID]!;
      const d = patch[i + GRID + 1]!;
      const block = by * half + bx;
      out[block] = (a + b + c + d) / 2;
      const h = (a - b + c - d) / 2;
      const v = (a + b - c - d) / 2;
      const x = (a - b - c + d) / 2;
      out[COARSE + block * 3] = h;
      out[COARSE + block * 3 + 1] = v;
      out[COARSE + block * 3 + 2] = x;
      detail += h * h + v * v + x * x;
    }
  }
  return Math.sqrt(detail);
}

/** Maps a point of the upload (after mirroring it when `mirror`) onto the stored picture: x' = a x - b y + tx, y' = b x + a y + ty. */
export interface Alignment { mirror: boolean; a: number; b: number; tx: number; ty: number; inliers: number }

/** A small deterministic generator, so a comparison always gives the same answer. */
function nextRandom(state: Uint32Array): number {
  state[0] = (Math.imul(state[0]!, 1664525) + 1013904223) >>> 0;
  return state[0]! / 4294967296;
}

/**
 * Matched corners (upload index, stored index) for one orientation: each upload corner's best stored corners
 * with correlation >= minCorrelation.
 */
function matches(upload: MatchImage, stored: MatchImage, mirror: boolean): { u: Int32Array; s: Int32Array; count: number } {
  const desc = mirror ? upload.mirrored : upload.descriptors;
  const keep = ALIGN.matchesPerCorner;
  const u = new Int32Array(upload.count * keep);
  const s = new Int32Array(upload.count * keep);
  const bestScore = new Float32Array(keep);
  const bestIndex = new Int32Array(keep);
  let count = 0;
  for (let i = 0; i < upload.count; i++) {
    bestScore.fill(-2);
    bestIndex.fill(-1);
    const oi = i * DESCRIPTOR;
    const detailI = upload.detailNorms[i]!;
    for (let j = 0; j < stored.count; j++) {
      const oj = j * DESCRIPTOR;
      let dot = 0;
      for (let k = 0; k < COARSE; k++) dot += desc[oi + k]! * stored.descriptors[oj + k]!;
      // Only a match (at least minCorrelation) that enters the best `keep` is ever used: skip the details when
      // even their largest possible share could not make this one (toHaar).
      const needed = Math.max(bestScore[keep - 1]!, ALIGN.minCorrelation - 1e-4);
      if (dot + detailI * stored.detailNorms[j]! < needed) continue;
      for (let k = COARSE; k < DESCRIPTOR; k++) dot += desc[oi + k]! * stored.descriptors[oj + k]!;
      if (dot <= bestScore[keep - 1]!) continue;
      let at = keep - 1;
      while (at > 0 && bestScore[at - 1]! < dot) {
        bestScore[at] = bestScore[at - 1]!;
        bestIndex[at] = bestIndex[at - 1]!;
        at--;
      }
      bestScore[at] = dot;
      bestIndex[at] = j;
    }
    for (let k = 0; k < keep; k++) {
      if (bestScore[k]! < ALIGN.minCorrelation) break;
      u[count] = i;
      s[count] = bestIndex[k]!;
      count++;
    }
  }
  return { u, s, count };
}

/** RANSAC over two-match samples for a similarity transform, then a least-squares refit on the inliers. */
function fitSimilarity(upload: MatchImage, stored: MatchImage, mirror: boolean, m: { u: Int32Array; s: Int32Array; count: number }): Alignment | null {
  if (m.count < ALIGN.minInliers) return null;
  const ux = new Float32Array(m.count);
  const uy = new Float32Array(m.count);
  const sx = new Float32Array(m.count);
  const sy = new Float32Array(m.count);
  for (let k = 0; k < m.count; k++) {
    const i = m.u[k]!;
    ux[k] = mirror ? upload.width - 1 - upload.xs[i]! : upload.xs[i]!;
    uy[k] = upload.ys[i]!;
    sx[k] = stored.xs[m.s[k]!]!;
    sy[k] = stored.ys[m.s[k]!]!;
  }
  const state = new Uint32Array([12345]);
  const maxTurn = Math.tan((ALIGN.maxTurnDegrees * Math.PI) / 180);
  // The distance is measured on the upload's side: divide the stored side's error by the scale.
  let best: Alignment | null = null;
  const model = new Float64Array(4);
  for (let round = 0; round < ALIGN.ransacRounds; round++) {
    const p = Math.floor(nextRandom(state) * m.count);
    const q = Math.floor(nextRandom(state) * m.count);
    if (p === q) continue;
    const dux = ux[q]! - ux[p]!;
    const duy = uy[q]! - uy[p]!;
    const len = dux * dux + duy * duy;
    if (len < 100) continue; // too close together to fix a scale and a turn
    const dsx = sx[q]! - sx[p]!;
    const dsy = sy[q]! - sy[p]!;
    const a = (dux * dsx + duy * dsy) / len;
    const b = (dux * dsy - duy * dsx) / len;
    const scale = Math.sqrt(a * a + b * b);
    if (scale < ALIGN.minScale || scale > ALIGN.maxScale || Math.abs(b / a) > maxTurn || a <= 0) continue;
    model[0] = a;
    model[1] = b;
    model[2] = sx[p]! - (a * ux[p]! - b * uy[p]!);
    model[3] = sy[p]! - (b * ux[p]! + a * uy[p]!);
    const inliers = countInliers(model, ux, uy, sx, sy, m.count, scale, null);
    if (!best || inliers > best.inliers) best = { mirror, a, b, tx: model[2]!, ty: model[3]!, inliers };
  }
  if (!best || best.inliers < ALIGN.minInliers) return null;
  // Refit on the inliers twice (least squares for a similarity transform).
  for (let pass = 0; pass < 2; pass++) {
    model[0] = best.a;
    model[1] = best.b;
    model[2] = best.tx;
    model[3] = best.ty;
    const inside = new Uint8Array(m.count);
    countInliers(model, ux, uy, sx, sy, m.count, Math.hypot(best.a, best.b), inside);
    let n = 0;
    let mux = 0;
    let muy = 0;
    let msx = 0;
    let msy = 0;
    for (let k = 0; k < m.count; k++) {
      if (!inside[k]) continue;
      n++;
      mux += ux[k]!;
      muy += uy[k]!;
      msx += sx[k]!;
      msy += sy[k]!;
    }
    if (n < 2) break;
    mux /= n;
    muy /= n;
    msx /= n;
    msy /= n;
    let num1 = 0;
    let num2 = 0;
    let den = 0;
    for (let k = 0; k < m.count; k++) {
      if (!inside[k]) continue;
      const x = ux[k]! - mux;
      const y = uy[k]! - muy;
      const X = sx[k]! - msx;
      const Y = sy[k]! - msy;
      num1 += x * X + y * Y;
      num2 += x * Y - y * X;
      den += x * x + y * y;
    }
    if (den <= 0) break;
    const a = num1 / den;
    const b = num2 / den;
    model[0] = a;
    model[1] = b;
    model[2] = msx - (a * mux - b * muy);
    model[3] = msy - (b * mux + a * muy);
    const inliers = countInliers(model, ux, uy, sx, sy, m.count, Math.hypot(a, b), null);
    if (inliers < best.inliers) break;
    best = { mirror, a, b, tx: model[2]!, ty: model[3]!, inliers };
  }
  return best;
}

function countInliers(model: Float64Array, ux: Float32Array, uy: Float32Array, sx: Float32Array, sy: Float32Array, count: number, scale: number, inside: Uint8Array | null): number {
  const [a, b, tx, ty] = [model[0]!, model[1]!, model[2]!, model[3]!];
  const limit = ALIGN.inlierDistance * scale;
  const limit2 = limit * limit;
  let inliers = 0;
  for (let k = 0; k < count; k++) {
    const ex = a * ux[k]! - b * uy[k]! + tx - sx[k]!;
    const ey = b * ux[k]! + a * uy[k]! + ty - sy[k]!;
    if (ex * ex + ey * ey <= limit2) {
      inliers++;
      if (inside) inside[k] = 1;
    }
  }
  return inliers;
}

/** The best alignment of the upload onto the stored picture, mirrored or not; null when corners do not agree. */
export function alignPictures(upload: MatchImage, stored: MatchImage): Alignment | null {
  const straight = fitSimilarity(upload, stored, false, matches(upload, stored, false));
  const mirrored = fitSimilarity(upload, stored, true, matches(upload, stored, true));
  if (!straight) return mirrored;
  if (!mirrored) return straight;
  return mirrored.inliers > straight.inliers ? mirrored : straight;
}

export interface ColourFit {
  /** Share of the smaller picture's area that the two share under the alignment. */
  overlap: number;
  /** Root mean square residual (0..255 per channel) of the best-fitting global colour map over the kept pixels. */
  residual: number;
  /** The residual relative to the upload's own colour spread over the same pixels (0 = perfect, 1 = no fit). */
  relative: number;
  /**
   * Of the blocks (5x5 samples) with edges, the share where the two pictures' edges disagree: a look-alike room's
   * bed, window or lamp sits a little elsewhere or has another outline, the same picture's do not.
   */
  badBlocks: number;
  /** Share of the blocks taken as covered (a band, a watermark): most of their pixels do not fit the colour map. */
  occluded: number;
  /** Share of the overlap in solid areas that do not fit the colour map (a band, a recoloured bedspread). */
  misfitArea: number;
  /** Of those areas' outlines, the share that runs along an edge of the stored picture (recoloured objects do; a band or a logo laid over the picture does not). */
  outlineOnEdges: number;
  /** Per sample row of the upload, the share of its samples in the overlap that misfit or are clipped (-1: a row mostly outside it). */
  rowMisfit: Float32Array;
}

const SAMPLE_STEP = 2;

/** Solves the 4x4 system m x = v in place (Gaussian elimination with partial pivoting); false when singular. */
function solve4(m: Float64Array, v: Float64Array): boolean {
  for (let c = 0; c < 4; c++) {
    let pivot = c;
    for (let r = c + 1; r < 4; r++) if (Math.abs(m[r * 4 + c]!) > Math.abs(m[pivot * 4 + c]!)) pivot = r;
    if (Math.abs(m[pivot * 4 + c]!) < 1e-9) return false;
    if (pivot !== c) {
      for (let k = 0; k < 4; k++) {
        const t = m[c * 4 + k]!;
        m[c * 4 + k] = m[pivot * 4 + k]!;
        m[pivot * 4 + k] = t;
      }
      const t = v[c]!;
      v[c] = v[pivot]!;
      v[pivot] = t;
    }
    for (let r = 0; r < 4; r++) {
      if (r === c) continue;
      const f = m[r * 4 + c]! / m[c * 4 + c]!;
      if (f === 0) continue;
      for (let k = c; k < 4; k++) m[r * 4 + k] = m[r * 4 + k]! - f * m[c * 4 + k]!;
      v[r] = v[r]! - f * v[c]!;
    }
  }
  for (let c = 0; c < 4; c++) v[c] = v[c]! / m[c * 4 + c]!;
  return true;
}

export const FIT = {
  /** An upload pixel this close to black or white in a channel may be clipped by the edit: left out of the fit. */
  clip: 6,
  /** A block has edges when its gradient energy is at least this share of the mean block's. */
  edgeBlock: 0.5,
  /** A block's edges disagree when the energy of the gradients' difference is above this share of theirs. */
  badBlock: 0.25,
  /** A pixel does not fit the colour map when it is off by more than this (0..255), or this many residuals. */
  outlier: 10,
  outlierTimes: 3,
  /** A block is covered (band, watermark) when this share of its pixels do not fit... */
  occludedShare: 0.5,
  /** ...and the samples this near its misfits are left out of the edge comparison. */
  dilate: 1,
};

/**
 * The same picture: the overlap, the colour map's relative residual and the disagreeing edges within these; and
 * not recoloured objects: misfit areas of this size whose outlines mostly follow the stored picture's edges are
 * a look-alike room's bedspread and curtains in other colours, not a band laid over the picture.
 */
export const SAME_PICTURE = { minOverlap: 0.4, maxRelative: 0.1, maxBadBlocks: 0.115, recolouredArea: 0.045, recolouredOutline: 0.48 } as const;

const NO_FIT: Omit<ColourFit, 'overlap' | 'rowMisfit'> = { residual: Infinity, relative: 1, badBlocks: 1, occluded: 1, misfitArea: 1, outlineOnEdges: 1 };
const BLOCK = 5;

/**
 * Over the area the alignment makes the two pictures share, fits upload = M * stored + offset (one 3x3 colour
 * matrix and offset for the whole picture), ignoring the worst-fitting `ignoredShare` of the pixels, and reports
 * how well it fits.
 */
export function colourFit(upload: MatchImage, stored: MatchImage, t: Alignment, skip?: RowStrip): ColourFit {
  const cols = Math.floor(upload.width / SAMPLE_STEP);
  const rows = Math.floor(upload.height / SAMPLE_STEP);
  const cells = cols * rows;
  const su = new Float32Array(cells * 3);
  const ss = new Float32Array(cells * 3);
  /** In the overlap; `valid`: and not in the strip left out. */
  const inside = new Uint8Array(cells);
  const valid = new Uint8Array(cells);
  const fitted = new Uint8Array(cells);
  let n = 0;
  const w = stored.width;
  for (let gy = 0; gy < rows; gy++) {
    const y = gy * SAMPLE_STEP + SAMPLE_STEP / 2;
    for (let gx = 0; gx < cols; gx++) {
      const x = gx * SAMPLE_STEP + SAMPLE_STEP / 2;
      const mx = t.mirror ? upload.width - 1 - x : x;
      const px = t.a * mx - t.b * y + t.tx;
      const py = t.b * mx + t.a * y + t.ty;
      if (px < 1 || py < 1 || px > stored.width - 2 || py > stored.height - 2) continue;
      const x0 = Math.floor(px);
      const y0 = Math.floor(py);
      const fx = px - x0;
      const fy = py - y0;
      const ui = y * upload.width + x;
      const k = gy * cols + gx;
      let clipped = false;
      const un = upload.width * upload.height;
      const sn = stored.width * stored.height;
      for (let c = 0; c < 3; c++) {
        const i = c * sn + y0 * w + x0;
        ss[k * 3 + c] = (stored.soft[i]! * (1 - fx) + stored.soft[i + 1]! * fx) * (1 - fy) + (stored.soft[i + w]! * (1 - fx) + stored.soft[i + w + 1]! * fx) * fy;
        const u = upload.soft[c * un + ui]!;
        su[k * 3 + c] = u;
        const raw = upload.rgb[ui * 3 + c]!;
        if (raw < FIT.clip || raw > 255 - FIT.clip) clipped = true;
      }
      inside[k] = 1;
      n++;
      if (skip && gy >= skip.from && gy < skip.to) continue;
      valid[k] = 1;
      fitted[k] = clipped ? 0 : 1;
    }
  }
  const scale2 = t.a * t.a + t.b * t.b;
  const uploadShare = n / cells;
  const storedShare = (uploadShare * upload.width * upload.height * scale2) / (stored.width * stored.height);
  const overlap = Math.min(1, Math.max(uploadShare, storedShare));
  if (n < 50) return { overlap, ...NO_FIT, rowMisfit: new Float32Array(rows) };
  const kept = Uint8Array.from(fitted);
  const errors = new Float32Array(cells);
  const predicted = new Float32Array(cells * 3);
  const coef = new Float64Array(12);
  const m = new Float64Array(16);
  const v = new Float64Array(4);
  const mean = new Float64Array(3);
  let residual = Infinity;
  let relative = 1;
  for (let pass = 0; pass < 4; pass++) {
    // Normal equations, shared by the three output channels: [r g b 1] of the stored picture.
    m.fill(0);
    for (let k = 0; k < cells; k++) {
      if (!kept[k]) continue;
      const r = ss[k * 3]!;
      const g = ss[k * 3 + 1]!;
      const b = ss[k * 3 + 2]!;
      m[0] = m[0]! + r * r; m[1] = m[1]! + r * g; m[2] = m[2]! + r * b; m[3] = m[3]! + r;
      m[5] = m[5]! + g * g; m[6] = m[6]! + g * b; m[7] = m[7]! + g;
      m[10] = m[10]! + b * b; m[11] = m[11]! + b;
      m[15] = m[15]! + 1;
    }
    if (m[15]! < 50) return { overlap, ...NO_FIT, rowMisfit: new Float32Array(rows) };
    m[4] = m[1]!; m[8] = m[2]!; m[9] = m[6]!; m[12] = m[3]!; m[13] = m[7]!; m[14] = m[11]!;
    // A little ridge, so a flat or grey stored picture still gives a map.
    for (let d = 0; d < 3; d++) m[d * 5] = m[d * 5]! + 1;
    const base = Float64Array.from(m);
    for (let c = 0; c < 3; c++) {
      m.set(base);
      v.fill(0);
      for (let k = 0; k < cells; k++) {
        if (!kept[k]) continue;
        const o = su[k * 3 + c]!;
        v[0] = v[0]! + ss[k * 3]! * o; v[1] = v[1]! + ss[k * 3 + 1]! * o; v[2] = v[2]! + ss[k * 3 + 2]! * o; v[3] = v[3]! + o;
      }
      if (!solve4(m, v)) return { overlap, ...NO_FIT, rowMisfit: new Float32Array(rows) };
      for (let k = 0; k < 4; k++) coef[c * 4 + k] = v[k]!;
    }
    let fittedCount = 0;
    for (let k = 0; k < cells; k++) {
      if (!inside[k]) continue; // the strip left out too: its rows are measured against the map (rowMisfit)
      let e = 0;
      for (let c = 0; c < 3; c++) {
        const p = coef[c * 4]! * ss[k * 3]! + coef[c * 4 + 1]! * ss[k * 3 + 1]! + coef[c * 4 + 2]! * ss[k * 3 + 2]! + coef[c * 4 + 3]!;
        predicted[k * 3 + c] = p;
        const d = su[k * 3 + c]! - p;
        e += d * d;
      }
      errors[k] = e;
      if (fitted[k]) fittedCount++;
    }
    const sorted = new Float32Array(fittedCount);
    let at = 0;
    for (let k = 0; k < cells; k++) if (fitted[k]) sorted[at++] = errors[k]!;
    sorted.sort();
    const cut = sorted[Math.min(fittedCount - 1, Math.floor(fittedCount * (1 - ALIGN.ignoredShare)))]!;
    let sum = 0;
    let count = 0;
    mean.fill(0);
    for (let k = 0; k < cells; k++) {
      kept[k] = fitted[k] && errors[k]! <= cut ? 1 : 0;
      if (!kept[k]) continue;
      sum += errors[k]!;
      count++;
      for (let c = 0; c < 3; c++) mean[c] = mean[c]! + su[k * 3 + c]!;
    }
    let spread = 0;
    for (let k = 0; k < cells; k++) {
      if (!kept[k]) continue;
      for (let c = 0; c < 3; c++) {
        const d = su[k * 3 + c]! - mean[c]! / count;
        spread += d * d;
      }
    }
    residual = Math.sqrt(sum / (count * 3));
    relative = spread > 0 ? Math.sqrt(sum / spread) : 1;
  }
  // Gradients of the upload and of the stored picture under the colour map, compared block by block. Blocks
  // where most pixels do not fit the colour map are taken as covered (a band, a watermark), and the pixels near
  // their misfits are left out, so the covering's own outline does not count as a disagreement.
  const bcols = Math.ceil(cols / BLOCK);
  const brows = Math.ceil(rows / BLOCK);
  const diffEnergy = new Float64Array(bcols * brows);
  const totalEnergy = new Float64Array(bcols * brows);
  const blockValid = new Uint8Array(bcols * brows);
  const blockPixels = new Float64Array(bcols * brows);
  const blockOutliers = new Float64Array(bcols * brows);
  const outlier2 = Math.max(FIT.outlier, FIT.outlierTimes * residual) ** 2 * 3;
  for (let gy = 0; gy < rows; gy++) {
    for (let gx = 0; gx < cols; gx++) {
      const k = gy * cols + gx;
      if (!valid[k]) continue;
      const b = Math.floor(gy / BLOCK) * bcols + Math.floor(gx / BLOCK);
      blockPixels[b] = blockPixels[b]! + 1;
      if (errors[k]! > outlier2) blockOutliers[b] = blockOutliers[b]! + 1;
    }
  }
  const covered = new Uint8Array(cells);
  let occluded = 0;
  for (let b = 0; b < blockValid.length; b++) {
    if (!blockPixels[b] || blockOutliers[b]! < FIT.occludedShare * blockPixels[b]!) continue;
    occluded++;
    const bx = b % bcols;
    const by = (b - bx) / bcols;
    for (let gy = by * BLOCK; gy < Math.min(rows, (by + 1) * BLOCK); gy++) {
      for (let gx = bx * BLOCK; gx < Math.min(cols, (bx + 1) * BLOCK); gx++) {
        if (!valid[gy * cols + gx] || errors[gy * cols + gx]! <= outlier2) continue;
        for (let dy = -FIT.dilate; dy <= FIT.dilate; dy++) {
          for (let dx = -FIT.dilate; dx <= FIT.dilate; dx++) {
            const y = gy + dy;
            const x = gx + dx;
            if (x >= 0 && x < cols && y >= 0 && y < rows) covered[y * cols + x] = 1;
          }
        }
      }
    }
  }
  for (let gy = 0; gy < rows - 1; gy++) {
    for (let gx = 0; gx < cols - 1; gx++) {
      const k = gy * cols + gx;
      if (!valid[k] || !valid[k + 1] || !valid[k + cols] || covered[k]) continue;
      const b = Math.floor(gy / BLOCK) * bcols + Math.floor(gx / BLOCK);
      blockValid[b] = 1;
      for (let c = 0; c < 3; c++) {
        const ux = su[(k + 1) * 3 + c]! - su[k * 3 + c]!;
        const uy = su[(k + cols) * 3 + c]! - su[k * 3 + c]!;
        const px = predicted[(k + 1) * 3 + c]! - predicted[k * 3 + c]!;
        const py = predicted[(k + cols) * 3 + c]! - predicted[k * 3 + c]!;
        diffEnergy[b] = diffEnergy[b]! + (ux - px) * (ux - px) + (uy - py) * (uy - py);
        totalEnergy[b] = totalEnergy[b]! + ux * ux + uy * uy + px * px + py * py;
      }
    }
  }
  let blocks = 0;
  let energy = 0;
  for (let b = 0; b < blockValid.length; b++) {
    if (!blockValid[b]) continue;
    blocks++;
    energy += totalEnergy[b]!;
  }
  const meanT = energy / Math.max(1, blocks);
  let edgeBlocks = 0;
  let bad = 0;
  for (let b = 0; b < blockValid.length; b++) {
    if (!blockValid[b]) continue;
    if (totalEnergy[b]! < FIT.edgeBlock * meanT) continue;
    edgeBlocks++;
    if (diffEnergy[b]! > FIT.badBlock * totalEnergy[b]!) bad++;
  }
  let withPixels = 0;
  for (let b = 0; b < blockPixels.length; b++) if (blockPixels[b]) withPixels++;
  const outline = misfitOutline(ss, errors, valid, fitted, cols, rows, outlier2);
  // Per row of the overlap (the strip left out included): the share of its samples that misfit or are clipped.
  const rowMisfit = new Float32Array(rows);
  for (let gy = 0; gy < rows; gy++) {
    let count = 0;
    let off = 0;
    for (let gx = 0; gx < cols; gx++) {
      const k = gy * cols + gx;
      if (!inside[k]) continue;
      count++;
      let clipped = false;
      for (let c = 0; c < 3; c++) {
        const raw = upload.rgb[(gy * SAMPLE_STEP + SAMPLE_STEP / 2) * upload.width * 3 + (gx * SAMPLE_STEP + SAMPLE_STEP / 2) * 3 + c]!;
        if (raw < FIT.clip || raw > 255 - FIT.clip) clipped = true;
      }
      if (clipped || errors[k]! > outlier2) off++;
    }
    // A row less than half inside the overlap (a turned upload's corner) says little: -1, never part of a band.
    rowMisfit[gy] = count >= cols / 2 ? off / count : -1;
  }
  return { overlap, residual, relative, badBlocks: edgeBlocks ? bad / edgeBlocks : 1, occluded: occluded / Math.max(1, withPixels), ...outline, rowMisfit };
}

/** Sample rows (of the upload, SAMPLE_STEP pixels each) from `from` up to, not including, `to`. */
export interface RowStrip { from: number; to: number }

function passes(fit: ColourFit): boolean {
  const recoloured = fit.misfitArea >= SAME_PICTURE.recolouredArea && fit.outlineOnEdges >= SAME_PICTURE.recolouredOutline;
  return fit.overlap >= SAME_PICTURE.minOverlap && fit.relative <= SAME_PICTURE.maxRelative && fit.badBlocks <= SAME_PICTURE.maxBadBlocks && !recoloured;
}

export const BAND = {
  /** A row is across the band when this share of its samples misfit the colour map (or are clipped: its text). */
  row: 0.8,
  /** A band is at most this share of the upload's height... */
  maxHeight: 0.27,
  /** ...and at least this share. */
  minHeight: 0.04,
  /** Sample rows left out beyond the band's misfitting rows on either side (its blurred, resampled edges). */
  margin: 2,
  /**
   * Misfit areas whose outline runs along the stored picture's edges this much are recoloured objects even when
   * they span the width (a floor and a bedspread in other colours): no band is looked for. A band's straight
   * edges lie along a roof or a shelf only here and there (0.5-0.7 of its outline in the class bench).
   */
  recolouredOutline: 0.75,
  /**
   * With the band left out, at most this share of the rest may lie in solid misfit areas: one overlay is
   * excused, not a second one. A look-alike room whose recoloured floor is taken for the band still misfits in
   * its sofa or bedspread (0.14-0.18 of the rest in the look-alike benches); the same picture under a band,
   * hardly at all (≤ 0.01).
   */
  restMisfit: 0.02,
} as const;

/** The longest run of rows across a band (rowMisfit >= BAND.row) that meets [from, to), or null. */
function bandRun(rowMisfit: Float32Array, from: number, to: number): RowStrip | null {
  let best: RowStrip | null = null;
  for (let y = 0; y < rowMisfit.length; y++) {
    if (rowMisfit[y]! < BAND.row) continue;
    let end = y;
    while (end + 1 < rowMisfit.length && rowMisfit[end + 1]! >= BAND.row) end++;
    if (end >= from && y < to && (!best || end + 1 - y > best.to - best.from)) best = { from: y, to: end + 1 };
    y = end;
  }
  return best;
}

/**
 * The same picture under a band laid across it (a phone number, "FOR RENT"): a strip of rows that misfit the
 * colour map from side to side, at most BAND.maxHeight of the height, left out with a small margin, and the rest
 * judged by the same thresholds. A band of a fifth or a quarter of the height is too much for the robust fit
 * (which ignores a quarter of the pixels, the band's text and blurred edges included), and over a flat sky the
 * fit may even map the sky onto the band and misfit the rest; so the strips tried are the runs of misfitting rows
 * of the first fit and the top and bottom quarters, and within each, the band is found again under the fit
 * without it. A look-alike room or building differs in places (a bed, a window, a roof elsewhere, a sofa in
 * another colour), not only in one strip that misfits from side to side: what is left of it still fails the
 * same thresholds, or keeps solid misfit areas (BAND.restMisfit).
 */
function fitsWithoutBand(upload: MatchImage, stored: MatchImage, t: Alignment, first: ColourFit): boolean {
  if (first.misfitArea >= SAME_PICTURE.recolouredArea && first.outlineOnEdges >= BAND.recolouredOutline) return false;
  const rows = first.rowMisfit.length;
  const max = Math.ceil(BAND.maxHeight * rows);
  const min = Math.max(2, Math.floor(BAND.minHeight * rows));
  const windows: RowStrip[] = [];
  const run = bandRun(first.rowMisfit, 0, rows);
  if (run && run.to - run.from <= max) windows.push({ from: run.from - BAND.margin, to: run.to + BAND.margin });
  windows.push({ from: 0, to: max + BAND.margin }, { from: rows - max - BAND.margin, to: rows });
  for (const window of windows) {
    const without = colourFit(upload, stored, t, window);
    const band = bandRun(without.rowMisfit, window.from, window.to);
    if (!band || band.to - band.from < min || band.to - band.from > max) continue;
    const strip = { from: band.from - BAND.margin, to: band.to + BAND.margin };
    const fit = strip.from === window.from && strip.to === window.to ? without : colourFit(upload, stored, t, strip);
    if (fit.misfitArea <= BAND.restMisfit && passes({ ...fit, overlap: first.overlap })) return true;
  }
  return false;
}

/** Whether the upload is the stored picture, edited: aligned by corners, then one colour map over the overlap. */
export function isSamePicture(upload: MatchImage, stored: MatchImage): boolean {
  const t = alignPictures(upload, stored);
  if (!t) return false;
  const fit = colourFit(upload, stored, t);
  if (passes(fit)) return true;
  return fit.overlap >= SAME_PICTURE.minOverlap && fitsWithoutBand(upload, stored, t, fit);
}

/** Stored edges: a gradient this strong (or this many times the mean); along an outline: this parallel (cosine). */
const OUTLINE = { minEdge: 12, edgeTimesMean: 1.5, parallel: 0.8 };

/**
 * Solid areas that do not fit the colour map (misfits with misfits all round, grown back by one sample), and how
 * much of their outline runs along an edge of the stored picture. A look-alike room's bedspread or curtains in
 * another colour misfit inside the stored picture's own outlines; a band, a logo or text laid over the picture
 * has an outline of its own.
 */
function misfitOutline(ss: Float32Array, errors: Float32Array, valid: Uint8Array, fitted: Uint8Array, cols: number, rows: number, outlier2: number): { misfitArea: number; outlineOnEdges: number } {
  const cells = cols * rows;
  const misfit = new Uint8Array(cells);
  for (let k = 0; k < cells; k++) misfit[k] = valid[k] && fitted[k] && errors[k]! > outlier2 ? 1 : 0;
  const solid = new Uint8Array(cells);
  for (let y = 1; y < rows - 1; y++) {
    for (let x = 1; x < cols - 1; x++) {
      const k = y * cols + x;
      if (!misfit[k]) continue;
      let all = true;
      for (let dy = -1; dy <= 1 && all; dy++) {
        for (let dx = -1; dx <= 1; dx++) if (!misfit[k + dy * cols + dx]) { all = false; break; }
      }
      if (all) solid[k] = 1;
    }
  }
  const area = new Uint8Array(cells);
  for (let y = 1; y < rows - 1; y++) {
    for (let x = 1; x < cols - 1; x++) {
      const k = y * cols + x;
      if (!solid[k]) continue;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) area[k + dy * cols + dx] = 1;
      }
    }
  }
  clearBands(area, valid, fitted, cols, rows);
  // The stored picture's edges: its gradient (sum over channels) against its mean gradient.
  const gradient = new Float32Array(cells);
  let total = 0;
  let counted = 0;
  for (let y = 0; y < rows - 1; y++) {
    for (let x = 0; x < cols - 1; x++) {
      const k = y * cols + x;
      if (!valid[k] || !valid[k + 1] || !valid[k + cols]) continue;
      let g = 0;
      for (let c = 0; c < 3; c++) g += Math.abs(ss[(k + 1) * 3 + c]! - ss[k * 3 + c]!) + Math.abs(ss[(k + cols) * 3 + c]! - ss[k * 3 + c]!);
      gradient[k] = g;
      total += g;
      counted++;
    }
  }
  const edgeAt = Math.max(OUTLINE.minEdge, OUTLINE.edgeTimesMean * (total / Math.max(1, counted)));
  let inArea = 0;
  let outlineCount = 0;
  let onEdge = 0;
  let validCount = 0;
  for (let y = 1; y < rows - 1; y++) {
    for (let x = 1; x < cols - 1; x++) {
      const k = y * cols + x;
      if (!valid[k]) continue;
      validCount++;
      if (!area[k]) continue;
      inArea++;
      const up = k - cols;
      const down = k + cols;
      if (area[k - 1] && area[k + 1] && area[up] && area[down]) continue;
      if (!valid[k - 1] || !valid[k + 1] || !valid[up] || !valid[down]) continue; // the overlap's own border
      outlineCount++;
      // The outline's normal, and the strongest stored edge next to it: an edge along the outline has its
      // gradient across it (parallel to the normal); one the outline only crosses does not count.
      const nx = area[k + 1]! - area[k - 1]!;
      const ny = area[down]! - area[up]!;
      const nn = Math.hypot(nx, ny);
      let best = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const j = k + dy * cols + dx;
          if (gradient[j]! < edgeAt || !valid[j + 1] || !valid[j + cols]) continue;
          let along = 0;
          let size = 0;
          for (let c = 0; c < 3; c++) {
            const gx = ss[(j + 1) * 3 + c]! - ss[j * 3 + c]!;
            const gy = ss[(j + cols) * 3 + c]! - ss[j * 3 + c]!;
            along += Math.abs(gx * nx + gy * ny);
            size += Math.hypot(gx, gy);
          }
          const cos = nn > 0 && size > 0 ? along / (nn * size) : 1;
          if (cos > best) best = cos;
        }
      }
      if (best >= OUTLINE.parallel) onEdge++;
    }
  }
  return { misfitArea: inArea / Math.max(1, validCount), outlineOnEdges: outlineCount ? onEdge / outlineCount : 0 };
}

/** A row is across a band when this share of its samples misfit (or are clipped: white text on the band). */
const BAND_ROW = 0.9;
/** The rows beyond a band fit again: at most this share of their samples misfit. */
const BAND_EDGE = 0.5;

/**
 * Bands laid across the picture, left out of the outline rule: runs of rows misfitting from side to side of the
 * overlap, with rows that fit on both sides of them (so not the top or bottom of the picture). A band's two long
 * edges are straight and often lie along a building's or a room's own lines (a roof, a row of windows, a shelf),
 * where the rule would take them for a recoloured object's outline; a recoloured object (a bedspread, a floor)
 * ends inside the picture or at its border, not in two straight lines across it.
 */
function clearBands(area: Uint8Array, valid: Uint8Array, fitted: Uint8Array, cols: number, rows: number): void {
  const share = new Float32Array(rows);
  for (let y = 0; y < rows; y++) {
    let inBand = 0;
    let count = 0;
    for (let x = 0; x < cols; x++) {
      const k = y * cols + x;
      if (!valid[k]) continue;
      count++;
      if (area[k] || !fitted[k]) inBand++;
    }
    share[y] = count ? inBand / count : -1;
  }
  for (let y = 1; y < rows - 1; y++) {
    if (share[y]! < BAND_ROW || share[y - 1]! >= BAND_ROW) continue;
    let end = y;
    while (end + 1 < rows && share[end + 1]! >= BAND_ROW) end++;
    // Rows that fit above and below, within the overlap (a row with no sample of it is outside).
    let above = y - 1;
    while (above >= 0 && share[above]! > BAND_EDGE) above--;
    let below = end + 1;
    while (below < rows && share[below]! > BAND_EDGE) below++;
    if (above >= 0 && share[above]! >= 0 && below < rows && share[below]! >= 0) {
      for (let r = above + 1; r < below; r++) area.fill(0, r * cols, (r + 1) * cols);
    }
    y = end;
  }
}
