// Tiny SVG building blocks for the demo pictures. Everything is drawn on a 1200x900 canvas (4:3).

export const W = 1200;
export const H = 900;

export type Point = readonly [number, number];

/** Collects gradient definitions and shapes, then prints one SVG document. */
export class Canvas {
  private defs: string[] = [];
  private body: string[] = [];
  private ids = 0;
  /** Draw everything mirrored left to right (interiors only: a mirrored sign would read backwards). */
  mirrored = false;

  add(...shapes: string[]): this {
    this.body.push(...shapes);
    return this;
  }

  /** A vertical (or horizontal) linear gradient; returns the url(#id) to fill with. */
  linear(stops: [number, string, number?][], direction: 'down' | 'right' = 'down'): string {
    const id = `g${this.ids++}`;
    const [x2, y2] = direction === 'down' ? [0, 1] : [1, 0];
    const body = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
    this.defs.push(`<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${body}</linearGradient>`);
    return `url(#${id})`;
  }

  radial(stops: [number, string, number?][]): string {
    const id = `g${this.ids++}`;
    const body = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
    this.defs.push(`<radialGradient id="${id}">${body}</radialGradient>`);
    return `url(#${id})`;
  }

  /** A clip path in the shape of the polygon; returns the url(#id) for clip-path. */
  clip(points: readonly Point[]): string {
    const id = `c${this.ids++}`;
    this.defs.push(`<clipPath id="${id}">${poly(points, '#000')}</clipPath>`);
    return `url(#${id})`;
  }

  toString(): string {
    const body = this.mirrored ? `<g transform="translate(${W},0) scale(-1,1)">${this.body.join('')}</g>` : this.body.join('');
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${this.defs.join('')}</defs>${body}</svg>`;
  }
}

const n = (v: number) => Math.round(v * 10) / 10;

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" fill="${fill}" ${extra}/>`;
}

export function poly(points: readonly Point[], fill: string, extra = ''): string {
  return `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}" ${extra}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width = 1, extra = ''): string {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${width}" ${extra}/>`;
}

export type Segment = readonly [number, number, number, number];

/** Many straight strokes of one style as a single path: far cheaper to render than one <line> each. */
export function strokes(segments: readonly Segment[], stroke: string, width = 1, extra = ''): string {
  if (segments.length === 0) return '';
  const d = segments.map(([x1, y1, x2, y2]) => `M${n(x1)},${n(y1)}L${n(x2)},${n(y2)}`).join('');
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" ${extra}/>`;
}

/** from, from + step, ... while below `to`. */
export function steps(from: number, to: number, step: number): number[] {
  const values: number[] = [];
  for (let v = from; v < to; v += step) values.push(v);
  return values;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${extra}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}" ${extra}/>`;
}

export function text(x: number, y: number, content: string, size: number, fill: string, extra = ''): string {
  const safe = content.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<text x="${n(x)}" y="${n(y)}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${size}" fill="${fill}" ${extra}>${safe}</text>`;
}

/** A smooth closed-bottom outline through the points (hills, bushes): Catmull-Rom turned into cubic curves. */
export function smoothPath(points: readonly Point[], closeToY?: number): string {
  let d = `M${n(points[0]![0])},${n(points[0]![1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(points.length - 1, i + 2)]!;
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${n(c1[0])},${n(c1[1])} ${n(c2[0])},${n(c2[1])} ${n(p2[0])},${n(p2[1])}`;
  }
  if (closeToY !== undefined) d += ` L${n(points[points.length - 1]![0])},${closeToY} L${n(points[0]![0])},${closeToY} Z`;
  return d;
}

/** Lighter (amount > 0) or darker (amount < 0) version of a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) => {
    const target = amount > 0 ? 255 : 0;
    return Math.round(c + (target - c) * Math.abs(amount));
  });
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
