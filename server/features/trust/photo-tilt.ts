// How far an upload is turned, read from its upright lines (photo_reused's lookup, photo-hash.ts; decision 0013).
// A photo of a building or a room is taken level: its walls' edges, door and window frames stand upright. A thief
// who turns the picture by a few degrees (and straightens it, and perhaps cuts one side) turns all of them by the
// same angle, so the strongest direction among the near-upright edges is the turn. Knowing it, the lookup turns
// the upload back by that angle once, instead of guessing a fixed angle either way. A picture with few upright
// edges (open land, a plot) says nothing reliable: the caller falls back to the fixed guesses.

/** A turn read from the picture: clockwise degrees, and the share of its edge strength that stands behind it. */
export interface Tilt { degrees: number; share: number }

export const TILT = {
  /** Turns looked for, either way (degrees); the confirm step aligns turns up to 8. */
  maxDegrees: 9.5,
  /** Width of the window of directions summed into one turn (degrees either side). */
  window: 1,
  /** A pixel's gradient (0..255 grey per pixel) this strong is an edge; blur and noise stay below it. */
  minEdge: 8,
  /**
   * Edges within the window must hold this share of all the picture's edge strength for the turn to be read.
   * The demo's drawn rooms and houses hold 0.08-0.23 (level or turned), its shop fronts 0.04-0.08, its open land
   * 0.02-0.06; below it the lookup keeps its fixed guesses (6 degrees either way).
   */
  minShare: 0.06,
} as const;

const BIN = 0.1;

/**
 * The turn of the picture's upright lines (`rgb`: `channels` bytes a pixel, row by row). Each pixel's gradient
 * direction is measured from the horizontal (an upright edge has a horizontal gradient); the directions within
 * maxDegrees are summed by strength into 0.1-degree bins, and the 2-degree window with the most strength gives
 * the turn (its strength-weighted mean direction). A clockwise turn of the picture turns its gradients clockwise,
 * which in image coordinates (y down) is a positive angle.
 */
export function uprightTilt(data: Uint8Array, width: number, height: number, channels: number): Tilt {
  const n = width * height;
  const grey = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const o = i * channels;
    grey[i] = channels >= 3 ? 0.299 * data[o]! + 0.587 * data[o + 1]! + 0.114 * data[o + 2]! : data[o]!;
  }
  const bins = Math.round((2 * TILT.maxDegrees) / BIN) + 1;
  const minEdge2 = TILT.minEdge * TILT.minEdge;
  const maxSlope = Math.tan((TILT.maxDegrees * Math.PI) / 180);
  const strength = new Float64Array(bins);
  let all = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      // Sobel, so a single pixel's noise moves the direction little.
      const gx = (grey[i + 1 - width]! + 2 * grey[i + 1]! + grey[i + 1 + width]! - grey[i - 1 - width]! - 2 * grey[i - 1]! - grey[i - 1 + width]!) / 8;
      const gy = (grey[i - 1 + width]! + 2 * grey[i + width]! + grey[i + 1 + width]! - grey[i - 1 - width]! - 2 * grey[i - width]! - grey[i + 1 - width]!) / 8;
      const m2 = gx * gx + gy * gy;
      if (m2 < minEdge2) continue;
      const m = Math.sqrt(m2);
      all += m;
      // Only near-horizontal gradients (upright edges) are binned: the direction is worked out for those alone.
      if (Math.abs(gy) > maxSlope * Math.abs(gx)) continue;
      const angle = (Math.atan(gy / gx) * 180) / Math.PI;
      const k = Math.round((angle + TILT.maxDegrees) / BIN);
      strength[k] = strength[k]! + m;
    }
  }
  if (all === 0) return { degrees: 0, share: 0 };
  const half = Math.round(TILT.window / BIN);
  let best = 0;
  let bestSum = -1;
  let sum = 0;
  // A sliding window: `sum` holds bins k - half .. k + half.
  for (let k = 0; k <= half && k < bins; k++) sum += strength[k]!;
  for (let k = 0; k < bins; k++) {
    if (sum > bestSum) {
      bestSum = sum;
      best = k;
    }
    if (k + half + 1 < bins) sum += strength[k + half + 1]!;
    if (k - half >= 0) sum -= strength[k - half]!;
  }
  let weighted = 0;
  for (let k = Math.max(0, best - half); k <= Math.min(bins - 1, best + half); k++) weighted += strength[k]! * (k * BIN - TILT.maxDegrees);
  return { degrees: bestSum > 0 ? weighted / bestSum : 0, share: bestSum / all };
}
