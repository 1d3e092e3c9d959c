// photo_reused's confirm step (decision 0013): the alignment from matched corners refined on the pixels. Corners
// of a picture shrunk hard (to a third, a quarter, a chat app's thumbnail) and then stored again are found a
// little off, each at its own pyramid level, so the corner fit can be off by a few per cent in scale and a pixel
// or two in place while every corner stays within its inlier distance; along every edge the two pictures then
// disagree, and the judgement takes those thin misfits for a recoloured object. The pixels themselves pin the
// alignment down: a few Gauss-Newton steps on the blurred grey pictures (upload = gain * stored + offset, the
// worst-fitting quarter of the samples left out as the colour fit does), from the corners' alignment.
//
// Pure arithmetic on typed arrays, no function created inside the loops (see photo-hash.ts).
import { ALIGN, type Alignment, type MatchImage } from './photo-align.js';

export const REFINE = {
  /** Gauss-Newton steps. */
  steps: 6,
  /** Sample every this many pixels of the upload (as the colour fit does). */
  step: 2,
  /** A step larger than this (pixels at the upload's corners) is not a refinement: the corners' alignment stays. */
  maxMove: 4,
} as const;

function greyPlane(p: MatchImage): Float32Array {
  const n = p.width * p.height;
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) out[i] = 0.299 * p.soft[i]! + 0.587 * p.soft[n + i]! + 0.114 * p.soft[2 * n + i]!;
  return out;
}

/** Solves the 4x4 system m x = v in place (Gaussian elimination with partial pivoting); false when singular. Also the colour fit's (photo-same-picture.ts). */
export function solve4(m: Float64Array, v: Float64Array): boolean {
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

/**
 * The corners' alignment refined on the pixels, or null when the pixels do not settle it (too little overlap, a
 * singular system, a step that would move the picture by more than REFINE.maxMove pixels).
 */
export function refineAlignment(upload: MatchImage, stored: MatchImage, start: Alignment): Alignment | null {
  const ug = greyPlane(upload);
  const sg = greyPlane(stored);
  const w = stored.width;
  const h = stored.height;
  const cols = Math.floor(upload.width / REFINE.step);
  const rows = Math.floor(upload.height / REFINE.step);
  const cells = cols * rows;
  const sv = new Float32Array(cells);
  const gxs = new Float32Array(cells);
  const gys = new Float32Array(cells);
  const uv = new Float32Array(cells);
  const xs = new Float32Array(cells);
  const ys = new Float32Array(cells);
  const inside = new Uint8Array(cells);
  const err = new Float32Array(cells);
  const m = new Float64Array(16);
  const v = new Float64Array(4);
  let [a, b, tx, ty] = [start.a, start.b, start.tx, start.ty];
  for (let step = 0; step < REFINE.steps; step++) {
    // The stored picture (and its gradient) at each sample of the upload under the current alignment.
    let n = 0;
    let su = 0;
    let ss = 0;
    let suu = 0;
    let sus = 0;
    let sss = 0;
    for (let gy = 0; gy < rows; gy++) {
      const y = gy * REFINE.step + REFINE.step / 2;
      for (let gx = 0; gx < cols; gx++) {
        const x = gx * REFINE.step + REFINE.step / 2;
        const k = gy * cols + gx;
        const mx = start.mirror ? upload.width - 1 - x : x;
        const px = a * mx - b * y + tx;
        const py = b * mx + a * y + ty;
        inside[k] = 0;
        if (px < 2 || py < 2 || px > w - 3 || py > h - 3) continue;
        const x0 = Math.floor(px);
        const y0 = Math.floor(py);
        const fx = px - x0;
        const fy = py - y0;
        const i = y0 * w + x0;
        const s00 = sg[i]!;
        const s10 = sg[i + 1]!;
        const s01 = sg[i + w]!;
        const s11 = sg[i + w + 1]!;
        const s = (s00 * (1 - fx) + s10 * fx) * (1 - fy) + (s01 * (1 - fx) + s11 * fx) * fy;
        // The gradient from the neighbours one pixel either side (smoother than the bilinear cell's own slope).
        const gxv = ((sg[i + 1]! - sg[i - 1]!) * (1 - fy) + (sg[i + w + 1]! - sg[i + w - 1]!) * fy) / 2 * (1 - fx)
          + ((sg[i + 2]! - sg[i]!) * (1 - fy) + (sg[i + w + 2]! - sg[i + w]!) * fy) / 2 * fx;
        const gyv = ((sg[i + w]! - sg[i - w]!) * (1 - fx) + (sg[i + w + 1]! - sg[i - w + 1]!) * fx) / 2 * (1 - fy)
          + ((sg[i + 2 * w]! - sg[i]!) * (1 - fx) + (sg[i + 2 * w + 1]! - sg[i + 1]!) * fx) / 2 * fy;
        const u = ug[y * upload.width + x]!;
        sv[k] = s;
        gxs[k] = gxv;
        gys[k] = gyv;
        uv[k] = u;
        xs[k] = mx;
        ys[k] = y;
        inside[k] = 1;
        n++;
        su += u;
        ss += s;
        suu += u * u;
        sus += u * s;
        sss += s * s;
      }
    }
    if (n < 100) return null;
    // Gain and offset over all samples, then the worst-fitting share left out (bands, watermarks, text).
    const varS = sss - (ss * ss) / n;
    if (varS <= 1e-6 || suu - (su * su) / n <= 1e-6) return null;
    let gain = (sus - (su * ss) / n) / varS;
    let offset = (su - gain * ss) / n;
    let count = 0;
    for (let k = 0; k < cells; k++) {
      if (!inside[k]) continue;
      const d = uv[k]! - gain * sv[k]! - offset;
      err[count++] = d * d;
    }
    const sorted = err.subarray(0, count).sort();
    const cut = sorted[Math.min(count - 1, Math.floor(count * (1 - ALIGN.ignoredShare)))]!;
    m.fill(0);
    v.fill(0);
    let kept = 0;
    su = ss = sus = sss = 0;
    for (let k = 0; k < cells; k++) {
      if (!inside[k]) continue;
      const d = uv[k]! - gain * sv[k]! - offset;
      if (d * d > cut) continue;
      kept++;
      su += uv[k]!;
      ss += sv[k]!;
      sus += uv[k]! * sv[k]!;
      sss += sv[k]! * sv[k]!;
    }
    const keptVar = sss - (ss * ss) / kept;
    if (keptVar > 1e-6) {
      gain = (sus - (su * ss) / kept) / keptVar;
      offset = (su - gain * ss) / kept;
    }
    for (let k = 0; k < cells; k++) {
      if (!inside[k]) continue;
      const r = uv[k]! - gain * sv[k]! - offset;
      if (r * r > cut) continue;
      const gx = gain * gxs[k]!;
      const gy = gain * gys[k]!;
      // d(px, py) / d(a, b, tx, ty): px = a x - b y + tx, py = b x + a y + ty.
      const x = xs[k]!;
      const y = ys[k]!;
      const j0 = gx * x + gy * y;
      const j1 = -gx * y + gy * x;
      const j2 = gx;
      const j3 = gy;
      m[0] = m[0]! + j0 * j0; m[1] = m[1]! + j0 * j1; m[2] = m[2]! + j0 * j2; m[3] = m[3]! + j0 * j3;
      m[5] = m[5]! + j1 * j1; m[6] = m[6]! + j1 * j2; m[7] = m[7]! + j1 * j3;
      m[10] = m[10]! + j2 * j2; m[11] = m[11]! + j2 * j3;
      m[15] = m[15]! + j3 * j3;
      v[0] = v[0]! + j0 * r; v[1] = v[1]! + j1 * r; v[2] = v[2]! + j2 * r; v[3] = v[3]! + j3 * r;
    }
    m[4] = m[1]!; m[8] = m[2]!; m[9] = m[6]!; m[12] = m[3]!; m[13] = m[7]!; m[14] = m[11]!;
    if (!solve4(m, v)) return null;
    a += v[0]!;
    b += v[1]!;
    tx += v[2]!;
    ty += v[3]!;
    // Settled: the step moves no sample by more than a twentieth of a pixel.
    if (Math.abs(v[0]!) * upload.width + Math.abs(v[1]!) * upload.width + Math.abs(v[2]!) + Math.abs(v[3]!) < 0.05) break;
  }
  // How far the refinement moved the upload's corners on the stored picture: a long way is another fit, not a refinement.
  let moved = 0;
  for (const [x, y] of [[0, 0], [upload.width - 1, 0], [0, upload.height - 1], [upload.width - 1, upload.height - 1]] as const) {
    const dx = (a - start.a) * x - (b - start.b) * y + tx - start.tx;
    const dy = (b - start.b) * x + (a - start.a) * y + ty - start.ty;
    moved = Math.max(moved, Math.hypot(dx, dy));
  }
  if (!Number.isFinite(moved) || moved > REFINE.maxMove) return null;
  return { mirror: start.mirror, a, b, tx, ty, inliers: start.inliers };
}
