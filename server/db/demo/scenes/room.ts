// The shell of an interior photo: a room in one-point perspective (back wall, side walls, tiled floor,
// ceiling) with a window on the back wall and a ceiling fan. The furniture is drawn by interior.ts.
import type { Random } from '../random.js';
import { Canvas, H, W, circle, ellipse, line, poly, rect, shade, steps, strokes, type Segment } from './svg.js';

export interface Room {
  c: Canvas;
  /** The back wall rectangle. */
  left: number;
  right: number;
  top: number;
  floor: number;
  wall: string;
}

const ROOM_WALLS = ['#efe6d6', '#f3ead2', '#e6eef0', '#f1dfcf', '#e9efe0', '#f5f1ea', '#e8dcef'];
const FLOOR_TILES = [['#d9d2c4', '#c9c1b1'], ['#c8b49a', '#b79f82'], ['#e6e3dc', '#d3cfc6'], ['#9b7a5a', '#876749']] as const;

export function drawRoom(r: Random): Room {
  const c = new Canvas();
  c.mirrored = r.chance(0.5);
  const wall = r.pick(ROOM_WALLS);
  const left = r.range(250, 330);
  const right = W - r.range(250, 330);
  const top = r.range(170, 210);
  const floor = r.range(600, 640);
  // Ceiling, side walls, back wall: lit from the window, so the sides are darker.
  c.add(poly([[0, 0], [W, 0], [right, top], [left, top]], shade(wall, 0.35)));
  c.add(poly([[0, 0], [left, top], [left, floor], [0, H]], shade(wall, -0.12)));
  c.add(poly([[W, 0], [right, top], [right, floor], [W, H]], shade(wall, -0.18)));
  c.add(rect(left, top, right - left, floor - top, wall));
  drawTiledFloor(c, r, left, right, floor);
  // Skirting along the walls.
  c.add(rect(left, floor - 12, right - left, 12, shade(wall, -0.3)));
  c.add(poly([[0, H - 30], [left, floor - 10], [left, floor], [0, H]], shade(wall, -0.35)));
  c.add(poly([[W, H - 30], [right, floor - 10], [right, floor], [W, H]], shade(wall, -0.4)));
  return { c, left, right, top, floor, wall };
}

function drawTiledFloor(c: Canvas, r: Random, left: number, right: number, floor: number): void {
  const [a, b] = r.pick(FLOOR_TILES);
  c.add(poly([[left, floor], [right, floor], [W, H], [0, H]], c.linear([[0, b], [1, a]])));
  const vx = (left + right) / 2;
  const joints: Segment[] = [];
  for (let k = -8; k <= 8; k++) joints.push([vx + (k * (right - left)) / 8, floor, vx + (k * W) / 4.2, H]);
  for (let t = 0.12; t < 1; t += t * 0.45) joints.push([0, floor + (H - floor) * t, W, floor + (H - floor) * t]);
  c.add(`<g clip-path="${c.clip([[left, floor], [right, floor], [W, H], [0, H]])}">${strokes(joints, shade(b, -0.15), 1.5)}</g>`);
}

/** A window on the back wall with curtains and a view of sky and green. */
export function drawRoomWindow(room: Room, r: Random, x: number, w: number, h: number, curtains = true): void {
  const { c } = room;
  const y = room.top + 60;
  c.add(rect(x - 8, y - 8, w + 16, h + 16, '#f7f5f0'));
  c.add(rect(x, y, w, h, c.linear([[0, '#8fc0e8'], [0.6, '#d7ebf7'], [0.61, '#6f9a55'], [1, '#4f7d3c']])));
  for (let i = 0; i < 4; i++) c.add(circle(x + r.range(0, w), y + h * 0.62, r.range(14, 30), '#4a7a3a', 'opacity="0.8"'));
  c.add(line(x + w / 2, y, x + w / 2, y + h, '#f7f5f0', 5), line(x, y + h * 0.45, x + w, y + h * 0.45, '#f7f5f0', 4));
  c.add(strokes(steps(x + 10, x + w, 14).map((bx): Segment => [bx, y, bx, y + h]), '#2b2b2b', 1.6, 'opacity="0.7"'));
  if (!curtains) return;
  const curtain = r.pick(['#b5523b', '#3f6f8f', '#d9b44a', '#6d8f4e', '#8e5a8a', '#e8e0cf']);
  c.add(rect(x - 40, y - 20, w + 80, 8, '#6b5a46'));
  c.add(poly([[x - 40, y - 14], [x + 18, y - 14], [x + 4, y + h + 30], [x - 44, y + h + 30]], curtain));
  c.add(poly([[x + w - 18, y - 14], [x + w + 40, y - 14], [x + w + 44, y + h + 30], [x + w - 4, y + h + 30]], curtain));
  c.add(rect(x - 44, y + h * 0.3, 60, 6, shade(curtain, -0.3)), rect(x + w - 16, y + h * 0.3, 60, 6, shade(curtain, -0.3)));
}

export function drawCeilingFan(room: Room): void {
  const { c } = room;
  const x = W / 2;
  const y = room.top * 0.55;
  c.add(line(x, 0, x, y, '#555', 4), ellipse(x, y, 24, 10, '#e9e6df'));
  c.add(ellipse(x - 95, y + 4, 85, 11, '#8a6e4b'), ellipse(x + 95, y + 4, 85, 11, '#8a6e4b'), ellipse(x, y + 8, 30, 9, '#7a5e3b'));
}

export function drawWallAc(room: Room, x: number): void {
  const { c } = room;
  const y = room.top + 20;
  c.add(rect(x, y, 170, 52, '#f7f7f5', 'rx="8" stroke="#cfcfcf" stroke-width="2"'));
  c.add(rect(x + 10, y + 38, 150, 6, '#d9d9d6'), circle(x + 150, y + 14, 3, '#3cb371'));
}

export function drawPicture(room: Room, r: Random, x: number, y: number, w: number, h: number): void {
  const { c } = room;
  c.add(rect(x, y, w, h, '#5b4632'), rect(x + 8, y + 8, w - 16, h - 16, c.linear([[0, r.pick(['#e2a35a', '#79a7c9', '#d96c4f'])], [1, r.pick(['#6b8f3a', '#2f4e7a', '#8e2f2a'])]])));
}
