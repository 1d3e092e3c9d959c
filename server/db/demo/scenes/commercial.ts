// Commercial property: a row of shops with painted signboards under offices, or a glass-fronted office block,
// on a tarred street with a kerb.
import type { Random } from '../random.js';
import { WALL_COLOURS, drawWindow } from './building-parts.js';
import { drawHills, drawPalm, drawSky } from './outdoor.js';
import { Canvas, H, W, ellipse, line, poly, rect, shade, text, steps, strokes, type Segment } from './svg.js';

const SHOP_SIGNS = [
  'GENERAL MERCHANDISE', 'MINI MART', 'PHARMACY', 'MOBILE MONEY', 'BUILDING MATERIALS', 'PROVISIONS STORE',
  'ELECTRICALS', 'TAILORING', 'CHOP BAR', 'HARDWARE', 'PHONE REPAIRS', 'FABRICS & LAPPA',
];
const SIGN_COLOURS = ['#c0392b', '#1f5fa8', '#1e8449', '#d4a017', '#6c3483', '#ca6f1e'];

export function drawCommercial(r: Random): string {
  return r.chance(0.6) ? drawShopRow(r) : drawOfficeBlock(r);
}

function drawStreet(c: Canvas, r: Random, kerb: number): void {
  c.add(rect(0, kerb, W, 26, '#b7b2a8'), rect(0, kerb + 26, W, 8, '#8f8a80'));
  c.add(rect(0, kerb + 34, W, H - kerb - 34, c.linear([[0, '#5d5d5d'], [1, '#3f3f3f']])));
  for (let x = r.range(-60, 0); x < W; x += 190) c.add(rect(x, kerb + 34 + (H - kerb - 34) * 0.55, 110, 9, '#e8e3d5', 'opacity="0.85"'));
  if (r.chance(0.7)) drawCar(c, r, r.range(80, W - 360), kerb + 40);
}

/** A simple saloon car parked at the kerb, for scale. */
function drawCar(c: Canvas, r: Random, x: number, y: number): void {
  const paint = r.pick(['#c8c8c8', '#f2f2f2', '#1c1c1c', '#9b1b1b', '#2a4a7a', '#e0c341']);
  c.add(ellipse(x + 150, y + 120, 160, 14, '#000', 'opacity="0.35"'));
  c.add(poly([[x + 60, y + 40], [x + 100, y], [x + 220, y], [x + 260, y + 40]], shade(paint, -0.1)));
  c.add(poly([[x + 78, y + 40], [x + 108, y + 10], [x + 155, y + 10], [x + 155, y + 40]], '#2e3e4a'));
  c.add(poly([[x + 162, y + 40], [x + 162, y + 10], [x + 212, y + 10], [x + 242, y + 40]], '#2e3e4a'));
  c.add(rect(x, y + 40, 300, 60, paint, 'rx="16"'), rect(x + 8, y + 58, 20, 10, '#f6e7a1'), rect(x + 272, y + 58, 20, 10, '#c0392b'));
  for (const wx of [x + 70, x + 232]) c.add(ellipse(wx, y + 100, 26, 26, '#151515'), ellipse(wx, y + 100, 12, 12, '#9a9a9a'));
}

function drawShopRow(r: Random): string {
  const c = new Canvas();
  const horizon = 430;
  const kerb = r.range(700, 730);
  drawSky(c, r, horizon);
  drawHills(c, r, horizon);
  c.add(rect(0, horizon, W, kerb - horizon, '#b9a58c'));
  const storeys = r.int(2, 3);
  const floorH = r.range(150, 175);
  const fx = r.range(40, 110);
  const fw = W - fx * 2;
  const top = kerb - floorH * storeys;
  const wall = r.pick(WALL_COLOURS);
  c.add(rect(fx, top, fw, kerb - top, wall), rect(fx - 10, top - 24, fw + 20, 28, shade(wall, 0.2)));
  const bays = r.int(3, 4);
  const bayW = fw / bays;
  const signs = r.sample(SHOP_SIGNS, bays);
  for (let b = 0; b < bays; b++) {
    const x = fx + b * bayW;
    const signColour = r.pick(SIGN_COLOURS);
    const signY = kerb - floorH + 6;
    c.add(rect(x + 8, signY, bayW - 16, 42, signColour, 'stroke="#f5f5f5" stroke-width="3"'));
    c.add(text(x + bayW / 2, signY + 29, signs[b]!, Math.min(22, (bayW - 30) / (signs[b]!.length * 0.62)), '#ffffff', 'text-anchor="middle" font-weight="bold"'));
    // Roller shutter, part-raised on an open shop.
    const openTo = r.chance(0.65) ? r.range(0.55, 0.85) : 0;
    const shutterTop = signY + 50;
    const shutterH = kerb - shutterTop - 6;
    c.add(rect(x + 14, shutterTop, bayW - 28, shutterH, '#1d1d1d'));
    if (openTo > 0) {
      for (let s = 0; s < 3; s++) c.add(rect(x + 22, shutterTop + 30 + s * 40, bayW - 44, 6, '#6b5a46'));
      for (let k = 0; k < 8; k++) c.add(rect(x + 26 + r.range(0, bayW - 80), shutterTop + 12 + r.int(0, 2) * 40, r.range(10, 24), r.range(14, 26), r.pick(SIGN_COLOURS), 'opacity="0.8"'));
    }
    const closed = shutterH * (1 - openTo);
    c.add(rect(x + 14, shutterTop, bayW - 28, closed, '#a9aeb2'));
    c.add(strokes(steps(shutterTop + 6, shutterTop + closed, 7).map((y): Segment => [x + 14, y, x + bayW - 14, y]), '#868b90', 1.5));
  }
  for (let f = 1; f < storeys; f++) {
    const base = kerb - f * floorH;
    c.add(rect(fx - 6, base - 10, fw + 12, 12, shade(wall, 0.25)));
    for (let x = fx + 40; x < fx + fw - 100; x += 150) drawWindow(c, r, x, base - floorH * 0.78, 86, floorH * 0.5, '#ffffff', r.chance(0.5));
  }
  if (r.chance(0.5)) c.add(rect(fx + fw - 330, top + 20, 260, 46, '#fdfdf8', 'stroke="#c0392b" stroke-width="4"'), text(fx + fw - 200, top + 52, 'OFFICES TO LET', 24, '#c0392b', 'text-anchor="middle" font-weight="bold"'));
  drawStreet(c, r, kerb);
  return c.toString();
}

function drawOfficeBlock(r: Random): string {
  const c = new Canvas();
  const horizon = 470;
  const kerb = r.range(720, 750);
  drawSky(c, r, horizon);
  drawHills(c, r, horizon);
  c.add(rect(0, horizon, W, kerb - horizon, '#a9b08f'));
  const floors = r.int(4, 6);
  const floorH = Math.min(105, (kerb - 150) / floors);
  const fw = r.range(520, 620);
  const dx = 150;
  const dy = 45;
  const fx = (W - fw - dx) / 2 + r.range(-40, 40);
  const top = kerb - floors * floorH;
  drawPalm(c, r, fx - 70, kerb - 10, 330);
  const cladding = r.pick(['#e9e6df', '#d7d3c8', '#c9ccd1', '#efe2c7']);
  const glass = r.pick([['#2d5d7b', '#7fb2cf'], ['#2f6b62', '#86c1b4'], ['#3b4f6b', '#9db4cf']] as const);
  c.add(poly([[fx + fw, top], [fx + fw + dx, top - dy], [fx + fw + dx, kerb - dy], [fx + fw, kerb]], shade(cladding, -0.25)));
  c.add(rect(fx, top, fw, kerb - top, cladding));
  for (let f = 0; f < floors; f++) {
    const y = top + f * floorH;
    c.add(rect(fx + 24, y + 16, fw - 48, floorH - 30, c.linear([[0, glass[0]], [1, glass[1]]])));
    for (let x = fx + 24; x < fx + fw - 24; x += (fw - 48) / 6) c.add(line(x, y + 16, x, y + floorH - 14, shade(cladding, -0.3), 3));
    c.add(poly([[fx + fw, y + 16], [fx + fw + dx, y + 16 - dy], [fx + fw + dx, y + floorH - 14 - dy], [fx + fw, y + floorH - 14]], shade(glass[0], -0.2)));
  }
  c.add(rect(fx + fw / 2 - 70, kerb - 90, 140, 90, '#1f2d38'), rect(fx + fw / 2 - 110, kerb - 108, 220, 18, shade(cladding, -0.15)));
  c.add(rect(fx - 8, top - 46, fw + 16, 46, shade(cladding, -0.08)));
  c.add(poly([[fx + fw + 8, top - 46], [fx + fw + dx, top - dy - 46], [fx + fw + dx, top - dy], [fx + fw + 8, top]], shade(cladding, -0.3)));
  c.add(text(fx + fw / 2, top - 15, r.pick(['SIAKA STEVENS ST. PLAZA', 'WILBERFORCE HOUSE', 'ATLANTIC TOWER', 'KISSY ROAD CENTRE']), 24, '#1f2d38', 'text-anchor="middle" font-weight="bold"'));
  drawStreet(c, r, kerb);
  return c.toString();
}
