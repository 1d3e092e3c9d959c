// Pieces that make a Sierra Leone building read as one: louvre windows behind burglar bars, panel doors, hip
// roofs of zinc or tiles, the compound wall with its metal gate, the black water tank on its stand.
import type { Random } from '../random.js';
import { Canvas, W, circle, ellipse, line, path, poly, rect, shade, text, type Point, steps, strokes, type Segment } from './svg.js';

export const WALL_COLOURS = ['#f1e3c2', '#f4d58d', '#f2c6a0', '#cfe0e8', '#f7f3ea', '#d8e6c3', '#e9b7a5', '#f3e1a9', '#e4d4f0', '#bfd8d2'];
export const TRIM_COLOURS = ['#ffffff', '#f7f1e3', '#5a4632', '#2f4f6f', '#7b2d26'];
export const ROOFS = {
  zinc: ['#9ba5aa', '#8a959b', '#a7adb0'],
  painted: ['#2f6b4b', '#8e2f2a', '#2f4e7a', '#6a3d2a'],
  tile: ['#b4532f', '#a0482b', '#8c3d25'],
} as const;
export type RoofKind = keyof typeof ROOFS;

export function drawWindow(c: Canvas, r: Random, x: number, y: number, w: number, h: number, trim: string, louvres: boolean): void {
  c.add(rect(x - 5, y - 5, w + 10, h + 10, trim));
  c.add(rect(x, y, w, h, c.linear([[0, '#2c3e4c'], [1, '#5d7686']])));
  c.add(poly([[x + w * 0.15, y], [x + w * 0.45, y], [x + w * 0.05, y + h * 0.7], [x, y + h * 0.7], [x, y + h * 0.25]], '#ffffff', 'opacity="0.13"'));
  if (louvres) {
    c.add(strokes(steps(y + 8, y + h, 9).map((ly): Segment => [x, ly, x + w, ly]), '#9fb3bf', 1.4, 'opacity="0.7"'));
  }
  c.add(line(x + w / 2, y, x + w / 2, y + h, trim, 3));
  // Burglar bars: almost every ground-floor window has them.
  const bar = r.pick(['#1f1f1f', '#2d3b2d', '#333a45']);
  c.add(strokes(steps(x + 8, x + w - 2, 11).map((bx): Segment => [bx, y, bx, y + h]), bar, 2));
  c.add(line(x, y + h * 0.5, x + w, y + h * 0.5, bar, 2));
  c.add(rect(x - 9, y + h + 5, w + 18, 7, shade(trim === '#ffffff' ? '#e8e4dc' : trim, -0.1)));
}

export function drawDoor(c: Canvas, x: number, y: number, w: number, h: number, colour: string): void {
  c.add(rect(x - 5, y - 5, w + 10, h + 5, '#f2efe8'));
  c.add(rect(x, y, w, h, c.linear([[0, shade(colour, 0.1)], [1, shade(colour, -0.2)]], 'right')));
  c.add(rect(x + w * 0.15, y + h * 0.08, w * 0.7, h * 0.36, shade(colour, -0.15)));
  c.add(rect(x + w * 0.15, y + h * 0.52, w * 0.7, h * 0.38, shade(colour, -0.15)));
  c.add(circle(x + w * 0.82, y + h * 0.5, 3.5, '#d9c27a'));
}

/** A hip roof seen from the front and a little to the right, over walls whose top front edge is at fy. */
export function drawHipRoof(c: Canvas, r: Random, fx: number, fy: number, fw: number, dx: number, dy: number, kind: RoofKind): void {
  const colour = r.pick(ROOFS[kind]);
  const ov = 26;
  const rise = r.range(100, 140);
  const inset = fw * r.range(0.2, 0.3);
  const FL: Point = [fx - ov, fy + 6];
  const FR: Point = [fx + fw + ov, fy + 6];
  const BR: Point = [fx + fw + dx + ov * 0.6, fy - dy + 6];
  const RL: Point = [fx + inset + dx * 0.5, fy - rise - dy * 0.5];
  const RR: Point = [fx + fw - inset + dx * 0.5, fy - rise - dy * 0.5];
  const front = [FL, FR, RR, RL];
  const side = [FR, BR, RR];
  c.add(poly(front, c.linear([[0, shade(colour, 0.15)], [1, shade(colour, -0.05)]])));
  c.add(poly(side, shade(colour, -0.25)));
  const clipFront = c.clip(front);
  const clipSide = c.clip(side);
  let ribs: string;
  if (kind === 'tile') {
    const rows: Segment[] = [];
    const joints: Segment[] = [];
    for (let t = 0.08; t < 1; t += 0.09) {
      const y = FL[1] + (RL[1] - FL[1]) * t;
      rows.push([0, y, W, y]);
      for (const x of steps(fx - ov + (Math.round(t * 100) % 2) * 12, fx + fw + ov + dx, 24)) joints.push([x, y, x, y + 9]);
    }
    ribs = strokes(rows, shade(colour, -0.3), 2) + strokes(joints, shade(colour, -0.25), 1);
  } else {
    ribs = strokes(steps(FL[0], BR[0] + 40, 9).map((x): Segment => [x, FL[1] + 4, x + dx * 0.5, RL[1]]), shade(colour, -0.22), 1.4, 'opacity="0.8"');
  }
  c.add(`<g clip-path="${clipFront}">${ribs}</g>`, `<g clip-path="${clipSide}" opacity="0.7">${ribs}</g>`);
  c.add(line(RL[0], RL[1], RR[0], RR[1], shade(colour, 0.3), 3));
  c.add(poly([FL, FR, [FR[0], FR[1] + 12], [FL[0], FL[1] + 12]], '#f4f1ea'));
  c.add(poly([FR, BR, [BR[0], BR[1] + 10], [FR[0], FR[1] + 12]], '#d6d1c6'));
}

/** The compound wall across the front with a sliding metal gate; `top` is where its coping sits. */
export function drawCompoundWall(c: Canvas, r: Random, top: number, height: number, gateX: number): void {
  const paint = r.pick(['#efe6d2', '#e8d7b0', '#f3efe6', '#d9c9a8', '#cfd8d2']);
  const bottom = top + height;
  c.add(rect(0, top, W, height, c.linear([[0, paint], [1, shade(paint, -0.12)]])));
  c.add(rect(0, top - 8, W, 10, shade(paint, 0.2)));
  c.add(rect(0, bottom - 18, W, 18, shade(paint, -0.3)));
  for (let x = 40; x < W; x += 210) {
    if (x > gateX - 60 && x < gateX + 320) continue;
    c.add(rect(x, top - 16, 34, height + 16, shade(paint, -0.06)), rect(x - 4, top - 22, 42, 9, shade(paint, 0.15)));
  }
  // Razor wire along the top.
  let d = `M0,${top - 12}`;
  for (let x = 0; x < W; x += 14) d += ` L${x + 7},${top - 22} L${x + 14},${top - 12}`;
  c.add(path(d, 'none', 'stroke="#4a4a4a" stroke-width="1.3" opacity="0.8"'));
  const gateW = 260;
  const gate = r.pick(['#1d2a22', '#1f2f4a', '#3b3b3b', '#5a1f1f']);
  c.add(rect(gateX - 18, top - 40, 22, height + 40, shade(paint, -0.1)), rect(gateX + gateW - 4, top - 40, 22, height + 40, shade(paint, -0.1)));
  c.add(rect(gateX + 4, top - 30, gateW - 8, height + 22, gate));
  c.add(strokes(steps(gateX + 18, gateX + gateW - 10, 16).map((x): Segment => [x, top - 24, x, bottom - 10]), shade(gate, 0.25), 3));
  c.add(rect(gateX + 4, top + height * 0.35, gateW - 8, 10, shade(gate, 0.2)));
  if (r.chance(0.35)) c.add(text(gateX + 30, top + height * 0.3, 'BEWARE OF DOG', 16, '#e8e0c8', 'font-weight="bold"'));
}

/** The black plastic water tank on a steel stand that every house with a borehole has. */
export function drawWaterTank(c: Canvas, x: number, ground: number, scale = 1): void {
  const w = 70 * scale;
  const h = 80 * scale;
  const standH = 90 * scale;
  const top = ground - standH - h;
  c.add(strokes([x + 6, x + w - 6].map((lx): Segment => [lx, ground, lx, ground - standH]), '#555', 4 * scale));
  c.add(line(x + 6, ground - standH * 0.5, x + w - 6, ground - standH, '#555', 2), rect(x - 4, ground - standH - 6, w + 8, 8, '#5f5f5f'));
  c.add(rect(x, top, w, h, c.linear([[0, '#111'], [0.3, '#3a3a3a'], [1, '#0d0d0d']], 'right')));
  c.add(ellipse(x + w / 2, top, w / 2, 8 * scale, '#2a2a2a'));
  c.add(strokes([1, 2, 3].map((k): Segment => [x, top + (h * k) / 4, x + w, top + (h * k) / 4]), '#000', 2, 'opacity="0.6"'));
}

/** A wooden electricity pole with sagging wires across the picture. */
export function drawPowerPole(c: Canvas, x: number, ground: number): void {
  c.add(rect(x - 6, ground - 430, 12, 430, '#5c4a36'), rect(x - 50, ground - 410, 100, 8, '#4a3b2b'));
  for (const [dx, sag] of [[-44, 40], [0, 55], [44, 35]] as const) {
    c.add(path(`M-20,${ground - 360 + sag / 2} Q${x / 2},${ground - 380 + sag} ${x + dx},${ground - 412} Q${(x + W) / 2},${ground - 380 + sag} ${W + 20},${ground - 350}`, 'none', 'stroke="#2a2a2a" stroke-width="1.5"'));
  }
}
