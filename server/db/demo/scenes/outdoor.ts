// Sky, hills, sea, ground and plants shared by the outdoor pictures: the Freetown peninsula look (green hills
// behind, the Atlantic at the coast) and the flatter provincial towns.
import type { Random } from '../random.js';
import { Canvas, H, W, circle, ellipse, path, poly, rect, shade, smoothPath, strokes, type Point, type Segment } from './svg.js';

export interface Backdrop {
  horizon: number;
  hills: boolean;
  sea: boolean;
}

const SKIES: [string, string][] = [
  ['#3f7fcf', '#cfe5f6'], // clear dry season
  ['#5b93d3', '#e4eef3'], // light haze
  ['#8fb1cc', '#efe7d8'], // harmattan dust
  ['#4b86cc', '#f3dfb8'], // late afternoon
];

export function drawSky(c: Canvas, r: Random, horizon: number): void {
  const [top, bottom] = r.pick(SKIES);
  c.add(rect(0, 0, W, horizon + 40, c.linear([[0, top], [1, bottom]])));
  if (r.chance(0.5)) {
    const glow = c.radial([[0, '#fffbe8', 0.95], [0.25, '#fff3c4', 0.6], [1, '#fff3c4', 0]]);
    const sx = r.pick([r.range(80, 260), r.range(940, 1120)]);
    const sy = r.range(70, 150);
    c.add(circle(sx, sy, 160, glow), circle(sx, sy, 34, '#fffdf0'));
  }
  // Soft-edged puffs from a radial gradient: a blur filter looks the same but costs far more to render.
  const puff = c.radial([[0, '#ffffff', 0.95], [0.6, '#ffffff', 0.8], [1, '#ffffff', 0]]);
  for (let i = r.int(1, 4); i > 0; i--) {
    const cx = r.range(50, W - 50);
    const cy = r.range(50, horizon * 0.45);
    const puffs = Array.from({ length: r.int(4, 7) }, (_, k) =>
      ellipse(cx + (k - 3) * r.range(28, 42), cy + r.range(-12, 12), r.range(48, 80), r.range(24, 40), puff));
    c.add(`<g opacity="${r.range(0.7, 0.95).toFixed(2)}">${puffs.join('')}</g>`);
  }
}

function ridge(r: Random, base: number, height: number, steps: number): Point[] {
  const points: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    points.push([(i / steps) * (W + 200) - 100, base - r.range(0.3, 1) * height]);
  }
  return points;
}

/** Forest-green hills in two layers, the far one paled by haze. */
export function drawHills(c: Canvas, r: Random, horizon: number): void {
  const far = ridge(r, horizon - 10, r.range(120, 220), 6);
  c.add(path(smoothPath(far, horizon + 5), c.linear([[0, '#86a99a'], [1, '#a9c2b2']])));
  const near = ridge(r, horizon, r.range(60, 130), 8);
  c.add(path(smoothPath(near, horizon + 5), c.linear([[0, '#4f7f4a'], [1, '#6a9357']])));
  // A scatter of darker tree crowns gives the slopes their bush texture.
  for (let i = 0; i < 60; i++) {
    const x = r.range(0, W);
    const y = horizon - r.range(0, 70);
    c.add(circle(x, y, r.range(5, 12), '#3e6b3a', 'opacity="0.55"'));
  }
}

export function drawSea(c: Canvas, r: Random, horizon: number, shore: number): void {
  c.add(rect(0, horizon, W, shore - horizon, c.linear([[0, '#3d7fa6'], [1, '#6fb3c8']])));
  const waves = Array.from({ length: 40 }, (): Segment => {
    const y = r.range(horizon + 4, shore - 4);
    const x = r.range(0, W);
    return [x, y, x + r.range(20, 70), y];
  });
  c.add(strokes(waves, '#e6f4f8', 1.5, 'opacity="0.6"'));
  c.add(rect(0, shore, W, 14, '#e9dcb8'));
}

export function drawGround(c: Canvas, r: Random, top: number, kind: 'grass' | 'laterite' | 'mixed'): void {
  const grass = c.linear([[0, '#7da24a'], [1, '#5d8434']]);
  const earth = c.linear([[0, '#c07a4a'], [1, '#a4603a']]);
  c.add(rect(0, top, W, H - top, kind === 'laterite' ? earth : grass));
  if (kind === 'mixed') {
    for (let i = 0; i < 6; i++) {
      c.add(ellipse(r.range(0, W), r.range(top + 40, H), r.range(80, 220), r.range(18, 40), '#b06c3e', 'opacity="0.65"'));
    }
  }
  const blades = Array.from({ length: 220 }, (): Segment => {
    const x = r.range(0, W);
    const y = r.range(top + 5, H);
    const len = 4 + ((y - top) / (H - top)) * 12;
    return [x, y, x + r.range(-3, 3), y - len];
  });
  c.add(strokes(blades, kind === 'laterite' ? '#8d4f2c' : '#4d7329', 1.4, 'opacity="0.6"'));
}

/** A coconut palm with a leaning trunk and drooping fronds; `height` from the ground to the crown. */
export function drawPalm(c: Canvas, r: Random, x: number, ground: number, height: number): void {
  const lean = r.range(-0.25, 0.25) * height;
  const top: Point = [x + lean, ground - height];
  const w = height * 0.045;
  c.add(ellipse(x + 10, ground, height * 0.18, height * 0.03, '#000', 'opacity="0.18"'));
  c.add(path(`M${x - w},${ground} Q${x + lean * 0.3 - w},${ground - height * 0.5} ${top[0] - w * 0.6},${top[1]} L${top[0] + w * 0.6},${top[1]} Q${x + lean * 0.3 + w},${ground - height * 0.5} ${x + w},${ground} Z`, '#8a7355'));
  const rings = Array.from({ length: 11 }, (_, k): Segment => {
    const t = (k + 1) / 12;
    return [x + lean * t * t - w, ground - height * t, x + lean * t * t + w, ground - height * t];
  });
  c.add(strokes(rings, '#6c5840', 1.2));
  const fronds = r.int(8, 11);
  for (let i = 0; i < fronds; i++) {
    const angle = (i / fronds) * Math.PI * 2 + r.range(-0.2, 0.2);
    const len = height * r.range(0.32, 0.45);
    const ex = top[0] + Math.cos(angle) * len;
    const ey = top[1] + Math.abs(Math.sin(angle)) * len * 0.35 + len * 0.25;
    const mx = top[0] + Math.cos(angle) * len * 0.5;
    const my = top[1] - len * 0.22;
    const green = r.pick(['#3f7d2f', '#4a8a35', '#356b28', '#5a9a3c']);
    c.add(path(`M${top[0]},${top[1]} Q${mx},${my - 6} ${ex},${ey} Q${mx},${my + 12} ${top[0]},${top[1] + 6} Z`, green));
    c.add(path(`M${top[0]},${top[1]} Q${mx},${my} ${ex},${ey}`, 'none', `stroke="${shade(green, -0.35)}" stroke-width="1.5"`));
  }
  c.add(circle(top[0], top[1] + 4, w * 1.4, '#6b5a2a'));
}

/** A round-crowned shade tree (mango, cotton); `size` is the crown radius. */
export function drawTree(c: Canvas, r: Random, x: number, ground: number, size: number): void {
  c.add(ellipse(x + size * 0.2, ground, size * 1.1, size * 0.18, '#000', 'opacity="0.2"'));
  c.add(poly([[x - size * 0.12, ground], [x - size * 0.06, ground - size * 1.4], [x + size * 0.06, ground - size * 1.4], [x + size * 0.12, ground]], '#5e4630'));
  const base = r.pick(['#2f5e2a', '#3a6b2c', '#2b5530']);
  const cy = ground - size * 1.7;
  for (let i = 0; i < 9; i++) {
    c.add(circle(x + r.range(-0.75, 0.75) * size, cy + r.range(-0.45, 0.45) * size, size * r.range(0.42, 0.62), shade(base, r.range(-0.15, 0.2))));
  }
}

export function drawBush(c: Canvas, r: Random, x: number, ground: number, size: number): void {
  const base = r.pick(['#4d7f34', '#3d6e2f', '#5b8c3a', '#6b8f3a']);
  for (let i = 0; i < 5; i++) {
    c.add(circle(x + r.range(-1, 1) * size, ground - r.range(0.2, 0.8) * size, size * r.range(0.45, 0.7), shade(base, r.range(-0.15, 0.15))));
  }
}

/** Trees and bushes scattered along a band of the picture, skipping the middle where the subject stands. */
export function drawGreenery(c: Canvas, r: Random, ground: number, keepClear: [number, number], scale = 1): void {
  for (let i = 0; i < r.int(2, 4); i++) {
    const x = r.chance(0.5) ? r.range(-40, keepClear[0]) : r.range(keepClear[1], W + 40);
    if (r.chance(0.55)) drawPalm(c, r, x, ground + r.range(0, 20), r.range(240, 380) * scale);
    else drawTree(c, r, x, ground + r.range(0, 20), r.range(60, 100) * scale);
  }
}
