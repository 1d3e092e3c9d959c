// The maths of "the same picture, edited" (photo_reused's confirm step, decision 0013), its first half: corners
// matched between two small pictures and a similarity transform (mirrored or not, scaled, turned, moved) fitted to
// them with RANSAC. photo-same-picture.ts then judges the pixels under that alignment: drawn rooms of one kind share
// their layout, not their pixels, so no single transform and colour map fits them.
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
