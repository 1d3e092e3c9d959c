// photo_reused's confirm step (decision 0013), the outline rule of photo-same-picture.ts: solid areas that do not
// fit the colour map, and how much of their outline runs along the stored picture's own edges (a recoloured
// object's does; a band, a logo or text laid over the picture has an outline of its own). Bands across the whole
// picture are left out of it first.
//
// Pure arithmetic on typed arrays, no function created inside the loops (see photo-hash.ts).

/** Stored edges: a gradient this strong (or this many times the mean); along an outline: this parallel (cosine). */
const OUTLINE = { minEdge: 12, edgeTimesMean: 1.5, parallel: 0.8 };

/**
 * Solid areas that do not fit the colour map (misfits with misfits all round, grown back by one sample), and how
 * much of their outline runs along an edge of the stored picture. A look-alike room's bedspread or curtains in
 * another colour misfit inside the stored picture's own outlines; a band, a logo or text laid over the picture
 * has an outline of its own.
 */
export function misfitOutline(ss: Float32Array, errors: Float32Array, valid: Uint8Array, fitted: Uint8Array, cols: number, rows: number, outlier2: number): { misfitArea: number; outlineOnEdges: number } {
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
