// A detached house in its compound: one or two storeys, a hip roof, a veranda, and usually the wall and gate.
import type { Random } from '../random.js';
import {
  ROOFS, TRIM_COLOURS, WALL_COLOURS, drawCompoundWall, drawDoor, drawHipRoof, drawPowerPole, drawWaterTank, drawWindow,
  type RoofKind,
} from './building-parts.js';
import { drawBush, drawGreenery, drawGround, drawHills, drawSea, drawSky } from './outdoor.js';
import { Canvas, H, W, ellipse, poly, rect, shade, steps, strokes, type Segment } from './svg.js';

export interface HouseOptions {
  storeys?: 1 | 2;
  coastal?: boolean;
  /** A terrace of two or three joined units (townhouses). */
  terrace?: boolean;
}

export function drawHouse(r: Random, options: HouseOptions = {}): string {
  const c = new Canvas();
  const storeys = options.storeys ?? (r.chance(0.45) ? 2 : 1);
  const horizon = r.range(400, 450);
  const ground = r.range(680, 710);
  drawSky(c, r, horizon);
  if (options.coastal) drawSea(c, r, horizon, horizon + 30);
  else drawHills(c, r, horizon);
  drawGround(c, r, options.coastal ? horizon + 44 : horizon, r.pick(['grass', 'mixed'] as const));
  if (r.chance(0.4)) drawPowerPole(c, r.pick([90, 1110]), ground + 40);

  const floorH = storeys === 2 ? r.range(160, 175) : r.range(195, 215);
  const fw = options.terrace ? r.range(820, 900) : storeys === 2 ? r.range(560, 640) : r.range(640, 740);
  const dx = r.range(150, 200);
  const dy = dx * 0.3;
  const fx = (W - fw - dx) / 2 + r.range(-50, 50);
  const fy = ground - floorH * storeys;
  drawGreenery(c, r, ground - 10, [fx - 40, fx + fw + dx + 40], 0.9);
  const wall = r.pick(WALL_COLOURS);
  const trim = r.pick(TRIM_COLOURS);
  const roofKind = r.pick(Object.keys(ROOFS) as RoofKind[]);

  c.add(ellipse(fx + fw / 2 + dx / 2, ground + 6, fw * 0.7, 26, '#000', 'opacity="0.18"'));
  // Side wall first (it recedes), then the front.
  c.add(poly([[fx + fw, fy], [fx + fw + dx, fy - dy], [fx + fw + dx, ground - dy], [fx + fw, ground]], shade(wall, -0.2)));
  c.add(rect(fx, fy, fw, ground - fy, wall));
  c.add(rect(fx, fy, fw, 30, c.linear([[0, '#000', 0.28], [1, '#000', 0]])));
  c.add(rect(fx, ground - 20, fw, 20, shade(wall, -0.35)));
  c.add(poly([[fx + fw, ground - 20], [fx + fw + dx, ground - dy - 20], [fx + fw + dx, ground - dy], [fx + fw, ground]], shade(wall, -0.45)));
  drawSideWindows(c, fx + fw, ground, dx, dy, floorH, storeys);

  const units = options.terrace ? r.int(2, 3) : 1;
  const unitW = fw / units;
  for (let u = 0; u < units; u++) {
    const ux = fx + u * unitW;
    if (u > 0) c.add(rect(ux - 4, fy, 8, ground - fy, shade(wall, -0.12)));
    drawFrontage(c, r, ux, unitW, ground, floorH, storeys, trim, options.terrace ? 1 : r.int(0, 2));
  }
  if (storeys === 2) c.add(rect(fx - 6, ground - floorH - 10, fw + 12, 12, shade(wall, 0.25)));
  drawHipRoof(c, r, fx, fy, fw, dx, dy, roofKind);
  if (r.chance(0.6)) drawWaterTank(c, fx + fw + dx + 20 > W - 80 ? fx - 110 : fx + fw + dx + 20, ground - dy * 0.6, 0.9);

  if (r.chance(0.75)) {
    drawCompoundWall(c, r, ground + r.range(-10, 15), r.range(105, 130), r.range(120, W - 400));
    c.add(rect(0, H - 80, W, 80, c.linear([[0, '#a36a45'], [1, '#8a5537']])));
  } else {
    c.add(poly([[fx + fw * 0.35, ground], [fx + fw * 0.6, ground], [W * 0.75, H], [W * 0.2, H]], '#c9c2b3'));
    for (let x = fx - 10; x < fx + fw; x += r.range(60, 120)) {
      if (x > fx + fw * 0.3 && x < fx + fw * 0.65) continue;
      drawBush(c, r, x, ground + 14, r.range(18, 30));
    }
  }
  return c.toString();
}

/** One unit's front: a veranda (or porch) slot with the door, windows in the other slots, upstairs a balcony. */
function drawFrontage(c: Canvas, r: Random, x: number, w: number, ground: number, floorH: number, storeys: number, trim: string, verandaSlot: number): void {
  const slots = Math.max(3, Math.round(w / 160));
  const slotW = w / slots;
  const veranda = Math.min(verandaSlot, slots - 1);
  const louvres = r.chance(0.5);
  const doorColour = r.pick(['#6b3f22', '#7a4a2a', '#4e2f1d', '#2f3f5a']);
  for (let floor = 0; floor < storeys; floor++) {
    const base = ground - floor * floorH;
    for (let s = 0; s < slots; s++) {
      const sx = x + s * slotW;
      if (s === veranda && floor === 0) {
        drawVeranda(c, sx + 6, slotW - 12, base, floorH, doorColour);
      } else if (s === veranda && floor === 1) {
        drawBalcony(c, sx + 4, slotW - 8, base, floorH, doorColour, trim);
      } else {
        const ww = Math.min(96, slotW * 0.55);
        const wh = floorH * 0.5;
        drawWindow(c, r, sx + (slotW - ww) / 2, base - floorH * 0.78, ww, wh, trim, louvres);
      }
    }
  }
}

function drawVeranda(c: Canvas, x: number, w: number, base: number, floorH: number, doorColour: string): void {
  const top = base - floorH + 12;
  c.add(rect(x, top, w, base - top, '#000', 'opacity="0.22"'));
  drawDoor(c, x + w / 2 - 28, base - floorH * 0.66, 56, floorH * 0.62 - 14, doorColour);
  for (const cx of [x + 4, x + w - 18]) c.add(rect(cx, top, 14, base - top - 12, '#f5f2ea'), rect(cx - 3, top, 20, 8, '#e6e1d6'));
  c.add(strokes(steps(x + 22, x + w - 20, 12).map((bx): Segment => [bx, base - 52, bx, base - 16]), '#f0ece2', 4));
  c.add(rect(x + 18, base - 56, w - 36, 7, '#f5f2ea'));
  c.add(rect(x - 14, base - 14, w + 28, 14, '#b9b3a6'), rect(x - 24, base - 4, w + 48, 8, '#a7a194'));
}

function drawBalcony(c: Canvas, x: number, w: number, base: number, floorH: number, doorColour: string, trim: string): void {
  drawDoor(c, x + w / 2 - 26, base - floorH * 0.8, 52, floorH * 0.8 - 8, doorColour);
  c.add(rect(x - 10, base - 8, w + 20, 10, '#e9e5dc'));
  c.add(strokes(steps(x - 4, x + w + 6, 10).map((bx): Segment => [bx, base - 50, bx, base - 8]), trim === '#ffffff' ? '#dcd7cc' : trim, 3));
  c.add(rect(x - 10, base - 56, w + 20, 7, '#f2efe8'));
}

function drawSideWindows(c: Canvas, x0: number, ground: number, dx: number, dy: number, floorH: number, storeys: number): void {
  for (let floor = 0; floor < storeys; floor++) {
    const base = ground - floor * floorH;
    for (const u of [0.3, 0.7]) {
      const x1 = x0 + dx * (u - 0.12);
      const x2 = x0 + dx * (u + 0.12);
      const yTop = (t: number) => base - floorH * 0.78 - dy * t;
      const yBottom = (t: number) => base - floorH * 0.3 - dy * t;
      c.add(poly([[x1, yTop(u - 0.12)], [x2, yTop(u + 0.12)], [x2, yBottom(u + 0.12)], [x1, yBottom(u - 0.12)]], '#3a4b57', 'stroke="#e8e4da" stroke-width="4"'));
    }
  }
}
