// photo_reused's confirm step, its second half (decision 0013): two pictures aligned by photo-align.ts are the same
// picture edited when, over the area they share, the upload is the stored one under ONE global colour map (a 3x3
// matrix and an offset: black and white, tint, hue, saturation, contrast and brightness are all such maps), fitted
// robustly so a band or a watermark over a quarter of the picture is ignored, with a small residual, edges that
// agree block by block, and no recoloured object (a misfit area outlined by the stored picture's own edges). A
// band wider than the fit ignores is looked for and left out (fitsWithoutBand).
//
// Pure arithmetic on typed arrays, no function created inside the loops (the server's TypeScript loader wraps every
// function it creates, which is slow in hot loops; see photo-hash.ts).
import { ALIGN, alignPictures, type Alignment, type MatchImage } from './photo-align.js';
import { misfitOutline } from './photo-outline.js';
import { refineAlignment, solve4 } from './photo-refine.js';

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

/**
 * The second judgement, under the alignment refined on the pixels: the same picture then agrees almost
 * everywhere, in edges as in colours, so the edge blocks and the solid misfit areas are held far below the first
 * judgement's leeway (which was set with the corners' misalignment in it). A look-alike room brought into line by
 * the refinement still disagrees in a lamp, a headboard or a bedspread: a tenth of its edge blocks, a few per cent
 * of its area.
 */
export const REFINED = { maxBadBlocks: 0.05, maxMisfitArea: 0.02 } as const;

/**
 * The same picture whose corners' alignment is a little off (one shrunk hard and stored again: photo-refine.ts),
 * judged again under the alignment refined on the pixels, by the same thresholds and REFINED instead of the
 * outline rule, so refining cannot bring a look-alike's misfits just under the outline threshold.
 */
function fitsRefined(upload: MatchImage, stored: MatchImage, t: Alignment): boolean {
  const refined = refineAlignment(upload, stored, t);
  if (!refined) return false;
  const fit = colourFit(upload, stored, refined);
  return fit.badBlocks <= REFINED.maxBadBlocks && fit.misfitArea <= REFINED.maxMisfitArea && passes(fit);
}

/** Whether the upload is the stored picture, edited: aligned by corners, then one colour map over the overlap. */
export function isSamePicture(upload: MatchImage, stored: MatchImage): boolean {
  const t = alignPictures(upload, stored);
  if (!t) return false;
  const fit = colourFit(upload, stored, t);
  if (passes(fit)) return true;
  if (fit.overlap < SAME_PICTURE.minOverlap) return false;
  if (fitsRefined(upload, stored, t)) return true;
  return fitsWithoutBand(upload, stored, t, fit);
}
