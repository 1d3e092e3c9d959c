// A plot of land: bush or a cleared site, survey beacons at the corners, a post-and-wire fence, a laterite
// track, a "for sale" board, and the hills or the sea behind.
import type { Random } from '../random.js';
import { drawBush, drawGround, drawHills, drawPalm, drawSea, drawSky, drawTree } from './outdoor.js';
import { Canvas, H, W, ellipse, line, path, poly, rect, text, type Point } from './svg.js';

export function drawLand(r: Random, options: { coastal?: boolean } = {}): string {
  const c = new Canvas();
  const horizon = r.range(380, 450);
  drawSky(c, r, horizon);
  let groundTop = horizon;
  if (options.coastal) {
    drawSea(c, r, horizon, horizon + r.range(40, 70));
    groundTop = horizon + 80;
  } else {
    drawHills(c, r, horizon);
  }
  const cleared = r.chance(0.4);
  drawGround(c, r, groundTop, cleared ? 'laterite' : 'grass');

  // Distant bush line and trees along the far edge of the plot.
  for (let x = -20; x < W + 20; x += r.range(30, 60)) drawBush(c, r, x, groundTop + 14, r.range(14, 26));
  for (let i = 0; i < r.int(3, 6); i++) {
    const x = r.range(0, W);
    if (r.chance(0.6)) drawPalm(c, r, x, groundTop + r.range(20, 60), r.range(160, 260));
    else drawTree(c, r, x, groundTop + r.range(20, 60), r.range(40, 70));
  }

  // The track runs from the viewer into the plot.
  const vx = r.range(450, 750);
  c.add(poly([[vx - 30, groundTop + 40], [vx + 30, groundTop + 40], [vx + 260, H], [vx - 260, H]], '#b8683d'));
  for (let i = 0; i < 14; i++) {
    const y = r.range(groundTop + 60, H);
    c.add(ellipse(vx + r.range(-120, 120) * ((y - groundTop) / (H - groundTop)), y, r.range(10, 30), r.range(3, 6), '#8f4d2b', 'opacity="0.5"'));
  }
  if (!cleared) {
    for (let i = 0; i < 26; i++) {
      const x = r.chance(0.5) ? r.range(-30, vx - 200) : r.range(vx + 200, W + 30);
      const y = r.range(groundTop + 80, H - 20);
      drawBush(c, r, x, y, 10 + ((y - groundTop) / (H - groundTop)) * 34);
    }
  }

  // Fence along one side, receding towards the horizon.
  const near: Point = r.chance(0.5) ? [30, H - 60] : [W - 30, H - 60];
  const far: Point = [near[0] < W / 2 ? vx - 120 : vx + 120, groundTop + 50];
  const posts = 10;
  let wire = '';
  for (let k = 0; k <= posts; k++) {
    const t = k / posts;
    const x = near[0] + (far[0] - near[0]) * t;
    const y = near[1] + (far[1] - near[1]) * t;
    const h = 110 * (1 - t * 0.8);
    c.add(rect(x - 5 * (1 - t * 0.7), y - h, 10 * (1 - t * 0.7), h, '#6e5138'));
    wire += `${k === 0 ? 'M' : 'L'}${x.toFixed(1)},${(y - h * 0.7).toFixed(1)} `;
  }
  c.add(path(wire, 'none', 'stroke="#555" stroke-width="1.6"'), path(wire.replace(/,([\d.]+)/g, (_, y: string) => `,${(Number(y) + 25).toFixed(1)}`), 'none', 'stroke="#555" stroke-width="1.6"'));

  // Survey beacons: concrete pillars with painted tops, marking the corners on the survey plan.
  for (const [bx, by, s] of [[vx - 330, H - 150, 1], [vx + 380, H - 190, 0.9], [vx - 140, groundTop + 90, 0.45]] as const) {
    c.add(ellipse(bx + 8 * s, by, 26 * s, 7 * s, '#000', 'opacity="0.25"'));
    c.add(rect(bx - 14 * s, by - 58 * s, 28 * s, 58 * s, '#dcd8cf'), rect(bx - 14 * s, by - 58 * s, 28 * s, 16 * s, '#c0392b'));
    c.add(line(bx + 6 * s, by - 42 * s, bx + 6 * s, by, '#b9b4aa', 3 * s));
  }

  if (r.chance(0.7)) drawSaleBoard(c, r, vx < W / 2 ? r.range(780, 950) : r.range(120, 280), H - r.range(160, 230));
  return c.toString();
}

function drawSaleBoard(c: Canvas, r: Random, x: number, ground: number): void {
  c.add(rect(x + 10, ground - 190, 10, 190, '#5a4330'), rect(x + 200, ground - 190, 10, 190, '#5a4330'));
  c.add(rect(x, ground - 200, 220, 110, '#fdfaf0', 'stroke="#1f5fa8" stroke-width="5"'));
  c.add(text(x + 110, ground - 160, r.pick(['LAND FOR SALE', 'PLOT FOR SALE', 'LAND FOR LEASE']), 22, '#c0392b', 'text-anchor="middle" font-weight="bold"'));
  c.add(text(x + 110, ground - 130, r.pick(['SURVEY PLAN READY', 'CONVEYANCE AVAILABLE', 'NO AGENT PALAVER']), 13, '#1f3b5a', 'text-anchor="middle"'));
  c.add(text(x + 110, ground - 106, `CALL +232 ${r.pick(['76', '77', '78', '88', '99'])} ${r.int(100, 999)} ${r.int(100, 999)}`, 15, '#1f3b5a', 'text-anchor="middle" font-weight="bold"'));
}
