// A block of flats: three to five floors of balconies over a parking level, water tanks on the flat roof.
import type { Random } from '../random.js';
import { TRIM_COLOURS, WALL_COLOURS, drawCompoundWall, drawDoor, drawWaterTank, drawWindow } from './building-parts.js';
import { drawGreenery, drawGround, drawHills, drawSea, drawSky } from './outdoor.js';
import { Canvas, H, W, ellipse, line, poly, rect, shade, steps, strokes, type Segment } from './svg.js';

export function drawApartmentBlock(r: Random, options: { coastal?: boolean } = {}): string {
  const c = new Canvas();
  const floors = r.int(3, 5);
  const horizon = r.range(480, 540);
  const ground = r.range(760, 790);
  drawSky(c, r, horizon);
  if (options.coastal) drawSea(c, r, horizon, horizon + 26);
  else drawHills(c, r, horizon);
  drawGround(c, r, options.coastal ? horizon + 40 : horizon, 'mixed');

  const floorH = Math.min(125, (ground - 120) / (floors + 0.4));
  const fw = r.range(560, 680);
  const dx = r.range(120, 160);
  const dy = dx * 0.3;
  const fx = (W - fw - dx) / 2 + r.range(-60, 60);
  const top = ground - floorH * floors;
  drawGreenery(c, r, ground - 20, [fx - 30, fx + fw + dx + 30], 1.1);
  const wall = r.pick(WALL_COLOURS);
  const accent = shade(r.pick(['#c8553d', '#2f6f8f', '#6b8f3a', '#b08a3e', '#7a5c8e']), 0.1);
  const trim = r.pick(TRIM_COLOURS.slice(0, 2));

  c.add(ellipse(fx + fw / 2 + dx / 2, ground + 6, fw * 0.7, 24, '#000', 'opacity="0.2"'));
  c.add(poly([[fx + fw, top], [fx + fw + dx, top - dy], [fx + fw + dx, ground - dy], [fx + fw, ground]], shade(wall, -0.22)));
  c.add(rect(fx, top, fw, ground - top, wall));
  // A coloured band up the stair core gives the block its face.
  const coreX = fx + fw * r.range(0.42, 0.5);
  c.add(rect(coreX, top, fw * 0.12, ground - top, accent));
  for (let y = top + 30; y < ground - floorH; y += floorH) {
    for (let k = 0; k < 4; k++) c.add(rect(coreX + 10, y + k * 16, fw * 0.12 - 20, 8, shade(accent, -0.3)));
  }

  const bays = [[fx + 20, coreX - 20], [coreX + fw * 0.12 + 20, fx + fw - 20]] as const;
  for (let f = 0; f < floors; f++) {
    const base = ground - f * floorH;
    c.add(rect(fx - 8, base - 10, fw + 16, 10, shade(wall, 0.3)));
    c.add(poly([[fx + fw, base - 10], [fx + fw + dx, base - 10 - dy], [fx + fw + dx, base - dy], [fx + fw, base]], shade(wall, 0.05)));
    for (const [x1, x2] of bays) {
      const bw = x2 - x1;
      if (f === 0) {
        // Parking under the building: dark openings between columns.
        c.add(rect(x1, base - floorH + 20, bw, floorH - 20, '#2b2b2b', 'opacity="0.75"'));
        for (let px = x1; px <= x2; px += bw / 2) c.add(rect(px - 8, base - floorH + 10, 16, floorH - 10, shade(wall, -0.08)));
        continue;
      }
      drawWindow(c, r, x1 + 12, base - floorH * 0.8, bw * 0.3, floorH * 0.45, trim, true);
      drawDoor(c, x1 + bw * 0.55, base - floorH * 0.82, bw * 0.18, floorH * 0.72, '#5b4634');
      // Balcony slab and railing in front of the door.
      c.add(rect(x1 + bw * 0.45, base - 14, bw * 0.55, 10, shade(wall, 0.2)));
      c.add(strokes(steps(x1 + bw * 0.46, x2, 9).map((bx): Segment => [bx, base - 50, bx, base - 14]), '#d8d3c8', 2.5));
      c.add(rect(x1 + bw * 0.45, base - 54, bw * 0.55, 6, '#f0ece3'));
      if (r.chance(0.5)) c.add(rect(x2 - 40, base - floorH * 0.9, 34, 22, '#f3f3f0', 'stroke="#bbb" stroke-width="1"'));
      if (r.chance(0.3)) {
        const cloth = r.pick(['#d94f3d', '#3d7fd9', '#f2c14e', '#6cbf5a']);
        c.add(line(x1 + bw * 0.5, base - 62, x2 - 6, base - 62, '#555', 1), rect(x1 + bw * 0.6, base - 62, 22, 28, cloth), rect(x1 + bw * 0.75, base - 62, 18, 22, '#f5f5f5'));
      }
    }
    for (const u of [0.3, 0.7]) {
      const x = fx + fw + dx * u;
      if (f > 0) c.add(poly([[x - 14, base - floorH * 0.8 - dy * u], [x + 14, base - floorH * 0.8 - dy * (u + 0.1)], [x + 14, base - floorH * 0.35 - dy * (u + 0.1)], [x - 14, base - floorH * 0.35 - dy * u]], '#3a4b57', 'stroke="#e8e4da" stroke-width="3"'));
    }
  }
  // Flat roof: parapet, and the tanks that keep water flowing when the mains do not.
  c.add(rect(fx - 6, top - 26, fw + 12, 26, shade(wall, 0.15)));
  c.add(poly([[fx + fw + 6, top - 26], [fx + fw + dx, top - dy - 26], [fx + fw + dx, top - dy], [fx + fw + 6, top]], shade(wall, -0.1)));
  for (let k = 0; k < r.int(2, 3); k++) drawWaterTank(c, fx + 40 + k * 90, top - 20, 0.6);

  drawCompoundWall(c, r, ground + 8, r.range(95, 110), r.range(150, W - 420));
  c.add(rect(0, H - 20, W, 20, '#8a5537'));
  return c.toString();
}
