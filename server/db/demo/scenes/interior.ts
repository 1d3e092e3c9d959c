// Interior photos: a sitting room, a kitchen and a bedroom, furnished the way a Freetown let is shown.
import type { Random } from '../random.js';
import { drawCeilingFan, drawPicture, drawRoom, drawRoomWindow, drawWallAc } from './room.js';
import { W, circle, ellipse, line, poly, rect, shade, steps, strokes, type Segment } from './svg.js';

export type InteriorKind = 'living' | 'kitchen' | 'bedroom';

export function drawInterior(r: Random, kind: InteriorKind): string {
  if (kind === 'kitchen') return drawKitchen(r);
  if (kind === 'bedroom') return drawBedroom(r);
  return drawLiving(r);
}

const FABRICS = ['#8a4b3a', '#3f5f7a', '#6b7f4a', '#b08a5a', '#5a4a6a', '#9a9a92', '#2f4a3a'];

function drawLiving(r: Random): string {
  const room = drawRoom(r);
  const { c, left, right, floor } = room;
  const windowX = r.range(left + 40, right - 340);
  drawRoomWindow(room, r, windowX, 280, 210);
  drawCeilingFan(room);
  if (r.chance(0.6)) drawWallAc(room, windowX + 360 < right - 180 ? windowX + 360 : left + 30);
  else drawPicture(room, r, right - 200, room.top + 70, 150, 100);
  // Rug, three-seater sofa facing us, coffee table, side armchair, TV stand at the side.
  const rug = r.pick(['#a0522d', '#6a5a8a', '#8a7a5a', '#4f6f8f']);
  c.add(poly([[W / 2 - 260, floor + 70], [W / 2 + 260, floor + 70], [W / 2 + 380, floor + 230], [W / 2 - 380, floor + 230]], rug, 'opacity="0.9"'));
  const fabric = r.pick(FABRICS);
  const sx = W / 2 - 230;
  const sy = floor - 20;
  c.add(ellipse(W / 2, sy + 75, 270, 18, '#000', 'opacity="0.2"'));
  c.add(rect(sx, sy - 120, 460, 90, shade(fabric, -0.1), 'rx="18"'));
  c.add(rect(sx - 30, sy - 70, 60, 130, shade(fabric, -0.2), 'rx="16"'), rect(sx + 430, sy - 70, 60, 130, shade(fabric, -0.2), 'rx="16"'));
  for (let k = 0; k < 3; k++) c.add(rect(sx + 10 + k * 148, sy - 40, 144, 60, shade(fabric, 0.1), 'rx="12"'));
  c.add(rect(sx + 20, sy - 105, 70, 60, r.pick(['#e8c35a', '#d9dcd6', '#c0392b']), 'rx="10" transform="rotate(-8 ' + (sx + 55) + ' ' + (sy - 75) + ')"'));
  c.add(rect(sx, sy + 20, 460, 40, shade(fabric, -0.25), 'rx="8"'));
  const tx = W / 2 - 150;
  const ty = floor + 120;
  c.add(poly([[tx, ty], [tx + 300, ty], [tx + 330, ty + 40], [tx - 30, ty + 40]], r.pick(['#6b4a2b', '#3a2a1e', '#c9b79a'])));
  c.add(rect(tx - 20, ty + 40, 12, 50, '#3a2a1e'), rect(tx + 308, ty + 40, 12, 50, '#3a2a1e'));
  c.add(ellipse(tx + 150, ty + 12, 40, 9, '#f5f5f5'), circle(tx + 150, ty + 2, 10, '#c0392b'));
  // TV on a low stand against the left wall.
  c.add(poly([[40, floor + 40], [200, floor - 10], [200, floor + 40], [40, floor + 120]], '#3a2a1e'));
  c.add(poly([[70, floor - 190], [190, floor - 215], [190, floor - 60], [70, floor - 20]], '#111'));
  c.add(poly([[80, floor - 182], [182, floor - 205], [182, floor - 70], [80, floor - 32]], '#1f3347'));
  if (r.chance(0.7)) {
    const px = right + 40;
    c.add(rect(px, floor + 60, 70, 70, '#b5652f'), ...[0, 1, 2, 3, 4].map((k) => ellipse(px + 35 + (k - 2) * 18, floor + 20 - (k % 2) * 30, 18, 50, '#3f7d2f', `transform="rotate(${(k - 2) * 18} ${px + 35} ${floor + 60})"`)));
  }
  return c.toString();
}

function drawKitchen(r: Random): string {
  const room = drawRoom(r);
  const { c, left, right, floor } = room;
  const counterTop = floor - 130;
  // Tiled splashback between the counter and the wall cabinets.
  const tile = r.pick(['#f4f4f0', '#dfe9ee', '#efe3cf']);
  c.add(rect(left, counterTop - 160, right - left, 160, tile));
  c.add(strokes(steps(left, right, 36).map((x): Segment => [x, counterTop - 160, x, counterTop]), shade(tile, -0.12), 1.2));
  c.add(strokes(steps(counterTop - 160, counterTop, 36).map((y): Segment => [left, y, right, y]), shade(tile, -0.12), 1.2));
  drawRoomWindow(room, r, (left + right) / 2 - 110, 220, 130, false);
  const wood = r.pick(['#8a5a3a', '#f0ece4', '#5a6f7f', '#b89868', '#2f4f4f']);
  // Base cabinets and worktop.
  c.add(rect(left, counterTop, right - left, floor - counterTop, wood));
  for (let x = left + 6; x < right - 10; x += 110) {
    c.add(rect(x, counterTop + 20, 100, floor - counterTop - 30, shade(wood, 0.08), 'stroke="' + shade(wood, -0.3) + '" stroke-width="2"'));
    c.add(rect(x + 44, counterTop + 34, 12, 4, '#c9c9c9'));
  }
  c.add(rect(left - 10, counterTop - 14, right - left + 20, 16, r.pick(['#2b2b2b', '#d8d4cc', '#6b6b6b'])));
  // Wall cabinets either side of the window.
  for (const x of [left + 10, right - 230]) {
    c.add(rect(x, room.top + 30, 220, 150, wood, 'stroke="' + shade(wood, -0.3) + '" stroke-width="2"'), line(x + 110, room.top + 30, x + 110, room.top + 180, shade(wood, -0.3), 2));
  }
  // Four-burner gas cooker with its cylinder, and a sink under the window.
  const gx = left + r.range(40, 80);
  c.add(rect(gx, counterTop - 20, 160, 20, '#d9d9d9'));
  for (const [bx, by] of [[40, -10], [120, -10]] as const) c.add(ellipse(gx + bx, counterTop + by, 26, 6, '#222'));
  c.add(rect(gx, counterTop + 2, 160, floor - counterTop - 4, '#e8e8e8'), rect(gx + 20, counterTop + 40, 120, 60, '#333'));
  const sx = (left + right) / 2 - 90;
  c.add(rect(sx, counterTop - 10, 180, 12, '#b8bcc0'), line(sx + 90, counterTop - 60, sx + 90, counterTop - 10, '#b8bcc0', 6), line(sx + 90, counterTop - 60, sx + 120, counterTop - 60, '#b8bcc0', 6));
  // Tall fridge at the side.
  const fx = right + 30;
  c.add(poly([[fx, floor - 380], [fx + 150, floor - 420], [fx + 150, floor + 100], [fx, floor + 40]], r.pick(['#eceff1', '#b0b7bd', '#2f3338'])));
  c.add(line(fx + 20, floor - 250, fx + 20, floor - 150, '#777', 5));
  drawCeilingFan(room);
  return c.toString();
}

function drawBedroom(r: Random): string {
  const room = drawRoom(r);
  const { c, left, right, floor } = room;
  drawRoomWindow(room, r, right - 300, 220, 190);
  drawWallAc(room, left + 30);
  drawCeilingFan(room);
  const bx = left + 40;
  const bw = 420;
  const linen = r.pick(['#f4efe6', '#e9eef5', '#f7e9e3']);
  const cover = r.pick(['#b5523b', '#3f6f8f', '#6d8f4e', '#d9b44a', '#8e5a8a', '#e0d6c2']);
  c.add(rect(bx, floor - 230, bw, 160, '#5b3e26', 'rx="10"'));
  c.add(ellipse(bx + bw / 2, floor + 170, 300, 22, '#000', 'opacity="0.22"'));
  c.add(poly([[bx - 10, floor - 90], [bx + bw + 10, floor - 90], [bx + bw + 110, floor + 150], [bx - 110, floor + 150]], linen));
  c.add(poly([[bx - 30, floor - 20], [bx + bw + 30, floor - 20], [bx + bw + 110, floor + 150], [bx - 110, floor + 150]], cover));
  c.add(rect(bx - 110, floor + 150, bw + 220, 30, shade(cover, -0.3)));
  for (const px of [bx + 30, bx + bw - 170]) c.add(rect(px, floor - 110, 140, 55, shade(linen, 0.2), 'rx="20"'));
  for (const sx of [bx - 90, bx + bw + 20]) {
    c.add(rect(sx, floor - 60, 70, 70, '#6b4a2b'), rect(sx + 25, floor - 110, 20, 50, '#d9c9a0'), poly([[sx + 10, floor - 110], [sx + 60, floor - 110], [sx + 50, floor - 140], [sx + 20, floor - 140]], '#f3e7c8'));
  }
  // Built-in wardrobe on the right wall.
  c.add(poly([[right + 20, room.top + 40], [W - 60, room.top - 60], [W - 60, floor + 180], [right + 20, floor + 20]], '#7a5a3a'));
  c.add(line((right + W) / 2 - 20, room.top, (right + W) / 2 - 20, floor + 100, '#4e3a26', 3));
  return c.toString();
}
