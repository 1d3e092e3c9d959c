// The picture inside a screenshot: bars of one colour or of the picture blurred (a phone screen, a square post, a
// browser window), and a thin status bar above them, are cut away before a photo is fingerprinted, so a
// screenshot of a photo hashes like the photo. The same cut is made on every photo, so where it takes a flat strip
// of an ordinary picture (an even sky) it takes it from the original and from the copy alike.

export interface Box { left: number; top: number; width: number; height: number }

/** A line with less detail than this (mean difference of neighbouring pixels, 0..255) is part of a bar. */
const BAR_DETAIL = 1.2;
/** A line whose pixels spread less than this (standard deviation) is a solid bar, whatever its edge. */
const BAR_SPREAD = 3;
/** A run of detailed lines shorter than this share of the side (a status bar, a window's title) is skipped. */
const THIN_STRIP = 0.06;
/** Never cut more than this share from one side, nor leave less than this of a side. */
const MAX_CUT = 0.4;
const MIN_KEPT = 0.35;

function luminance(rgb: Uint8Array, channels: number, width: number, height: number): Float32Array {
  const out = new Float32Array(width * height);
  for (let i = 0; i < out.length; i++) {
    const o = i * channels;
    out[i] = 0.299 * rgb[o]! + 0.587 * rgb[o + 1]! + 0.114 * rgb[o + 2]!;
  }
  return out;
}

/** Whether line `index` (a row, or a column when `columns`) is flat enough to be a bar. */
function isBarLine(grey: Float32Array, width: number, height: number, index: number, columns: boolean): boolean {
  const length = columns ? height : width;
  const at = (k: number) => (columns ? grey[k * width + index]! : grey[index * width + k]!);
  let sum = 0;
  let squares = 0;
  let detail = 0;
  for (let k = 0; k < length; k++) {
    const v = at(k);
    sum += v;
    squares += v * v;
    if (k > 0) detail += Math.abs(v - at(k - 1));
  }
  const mean = sum / length;
  const spread = Math.sqrt(Math.max(0, squares / length - mean * mean));
  return spread < BAR_SPREAD || detail / (length - 1) < BAR_DETAIL;
}

/**
 * How many lines to cut from one side: every bar line up to the first run of detailed lines that is not thin
 * (a status bar's text, a window's title are thin runs between bars).
 */
function cutFrom(isBar: (index: number) => boolean, count: number): number {
  const max = Math.floor(count * MAX_CUT);
  const thin = Math.max(2, Math.round(count * THIN_STRIP));
  let cut = 0;
  let detailed = 0;
  for (let i = 0; i < max; i++) {
    if (isBar(i)) {
      cut = i + 1;
      detailed = 0;
    } else if (++detailed >= thin) {
      break;
    }
  }
  return cut;
}

/** The part of the picture (RGB or RGBA pixels) that is not bars. */
export function findContentBox(pixels: Uint8Array, channels: number, width: number, height: number): Box {
  const grey = luminance(pixels, channels, width, height);
  const row = (i: number) => isBarLine(grey, width, height, i, false);
  const column = (i: number) => isBarLine(grey, width, height, i, true);
  let top = cutFrom(row, height);
  let bottom = cutFrom((i) => row(height - 1 - i), height);
  let left = cutFrom(column, width);
  let right = cutFrom((i) => column(width - 1 - i), width);
  // A picture that is mostly flat (a wall, a sky) keeps enough of itself to fingerprint.
  if (height - top - bottom < height * MIN_KEPT) [top, bottom] = [0, 0];
  if (width - left - right < width * MIN_KEPT) [left, right] = [0, 0];
  return { left, top, width: width - left - right, height: height - top - bottom };
}
