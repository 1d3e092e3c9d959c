// Lucide's shapes as SVG path data, so an icon draws as ONE path (docs/decisions/0007-lean-icons.md). Pure: the
// build joins every icon's shapes with it (build/vite-plugins/lean-lucide-icons.ts), so phones neither download nor run
// it; web/lib/icons/lean-icon.ts draws the result, and the icon tests check it against lucide's own drawings.

export type Attributes = Readonly<Record<string, string | number>>;
export type IconNode = ReadonlyArray<readonly [tag: string, attrs: Attributes]>;

export interface IconData {
  name: string;
  node: IconNode;
  size?: number;
}

// Attributes that only place or size a shape; a shape with any other (its own fill, opacity...) is kept apart.
const GEOMETRY: Record<string, readonly string[]> = {
  path: ['d'],
  line: ['x1', 'y1', 'x2', 'y2'],
  polyline: ['points'],
  polygon: ['points'],
  circle: ['cx', 'cy', 'r'],
  ellipse: ['cx', 'cy', 'rx', 'ry'],
  rect: ['x', 'y', 'width', 'height', 'rx', 'ry'],
};

const num = (value: string | number | undefined, fallback = 0) => (value === undefined ? fallback : Number(value));

function pointsPath(points: string | number, close: boolean): string {
  const values = String(points).trim().split(/[\s,]+/);
  const pairs: string[] = [];
  for (let i = 0; i + 1 < values.length; i += 2) pairs.push(`${values[i]} ${values[i + 1]}`);
  return `M${pairs.join('L')}${close ? 'Z' : ''}`;
}

function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0Z`;
}

function rectPath(a: Attributes): string {
  const [x, y, w, h] = [num(a.x), num(a.y), num(a.width), num(a.height)];
  // As SVG does: a missing rx or ry takes the other's value, and neither may pass half the side.
  const rx = Math.min(num(a.rx ?? a.ry), w / 2);
  const ry = Math.min(num(a.ry ?? a.rx), h / 2);
  if (!rx || !ry) return `M${x} ${y}h${w}v${h}h${-w}Z`;
  const [iw, ih] = [w - 2 * rx, h - 2 * ry];
  const corner = (dx: number, dy: number) => `a${rx} ${ry} 0 0 1 ${dx} ${dy}`;
  return `M${x + rx} ${y}h${iw}${corner(rx, ry)}v${ih}${corner(-rx, ry)}h${-iw}${corner(-rx, -ry)}v${-ih}${corner(rx, -ry)}Z`;
}

const NUMBER = /[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;

/**
 * Path data that starts at the same place wherever it is put. A path may begin with a relative moveto
 * ("m12 5 7 7"): at the start of a path its first point counts as absolute, but after another path's data it
 * would count from where that one ended. So the first point is made absolute, and the pairs that followed it
 * (relative linetos, by SVG's rules) get their explicit "l". Null if the data cannot be read.
 */
export function withAbsoluteStart(d: string): string | null {
  const data = d.trim();
  if (data[0] !== 'm') return data;
  const point: string[] = [];
  let at = 1;
  while (point.length < 2) {
    while (data[at] === ' ' || data[at] === ',' || data[at] === '\n' || data[at] === '\t') at++;
    NUMBER.lastIndex = at;
    const number = NUMBER.exec(data);
    if (!number) return null;
    point.push(number[0]);
    at = NUMBER.lastIndex;
  }
  const rest = data.slice(at).replace(/^[\s,]+/, '');
  return `M${point[0]} ${point[1]}${/^[+\-.\d]/.test(rest) ? `l${rest}` : rest}`;
}

/** A shape as path data, or null when it must stay a shape of its own (unknown tag, or its own styling). */
export function shapeToPath(tag: string, attrs: Attributes): string | null {
  const geometry = GEOMETRY[tag];
  if (!geometry || Object.keys(attrs).some((name) => name !== 'key' && !geometry.includes(name))) return null;
  switch (tag) {
    case 'path':
      return withAbsoluteStart(String(attrs.d));
    case 'line':
      return `M${num(attrs.x1)} ${num(attrs.y1)}L${num(attrs.x2)} ${num(attrs.y2)}`;
    case 'polyline':
    case 'polygon':
      return pointsPath(attrs.points ?? '', tag === 'polygon');
    case 'circle':
      return ellipsePath(num(attrs.cx), num(attrs.cy), num(attrs.r), num(attrs.r));
    case 'ellipse':
      return ellipsePath(num(attrs.cx), num(attrs.cy), num(attrs.rx), num(attrs.ry));
    default:
      return rectPath(attrs);
  }
}

/** The icon's shapes joined into one path where they can be; the others kept as they are. */
export function joinShapes(node: IconNode): { d: string; others: IconNode } {
  const parts: string[] = [];
  const others: Array<IconNode[number]> = [];
  for (const shape of node) {
    const d = shapeToPath(shape[0], shape[1]);
    if (d === null) others.push(shape);
    else parts.push(d);
  }
  return { d: parts.join(''), others };
}
