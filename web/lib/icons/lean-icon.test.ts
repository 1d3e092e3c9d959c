import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import * as heartModule from 'lucide-react/icons/heart';
import * as mapPinModule from 'lucide-react/icons/map-pin';
import createLucideIcon, { isDecorative, joinShapes, shapeToPath, withAbsoluteStart, type IconData } from './lean-icon';
import { leanLucideIcons } from '../../../build/vite-plugins/lean-lucide-icons';

// Lucide's real drawings, as its icon modules hand them to createLucideIcon (its types only declare the icon).
const iconData = (module: object) => (module as { __iconData: IconData }).__iconData;
const heart = iconData(heartModule);
const mapPin = iconData(mapPinModule);

describe('withAbsoluteStart', () => {
  it('leaves data that starts with an absolute moveto alone', () => {
    expect(withAbsoluteStart('M5 12h14')).toBe('M5 12h14');
  });

  it('makes a relative start absolute, keeping what followed it relative', () => {
    // lucide's arrow-right head: "m12 5 7 7-7 7" is M12 5, then lines 7 7 and -7 7 relative.
    expect(withAbsoluteStart('m12 5 7 7-7 7')).toBe('M12 5l7 7-7 7');
    expect(withAbsoluteStart('m-1-2 3 4')).toBe('M-1 -2l3 4');
    expect(withAbsoluteStart('m.5.5h1')).toBe('M.5 .5h1');
    expect(withAbsoluteStart(' m3,3 ')).toBe('M3 3');
  });

  it('gives up on data it cannot read', () => {
    expect(withAbsoluteStart('mx')).toBeNull();
  });
});

describe('shapeToPath', () => {
  it('keeps path data and turns lines and point lists into paths', () => {
    expect(shapeToPath('path', { d: 'M1 2h3', key: 'a' })).toBe('M1 2h3');
    expect(shapeToPath('line', { x1: 1, y1: 2, x2: '3', y2: '4' })).toBe('M1 2L3 4');
    expect(shapeToPath('polyline', { points: '1,2 3,4 5 6' })).toBe('M1 2L3 4L5 6');
    expect(shapeToPath('polygon', { points: '1 2 3 4 5 6' })).toBe('M1 2L3 4L5 6Z');
  });

  it('draws circles and ellipses as two closed half arcs', () => {
    expect(shapeToPath('circle', { cx: 12, cy: 10, r: 3 })).toBe('M9 10a3 3 0 1 0 6 0a3 3 0 1 0 -6 0Z');
    expect(shapeToPath('ellipse', { cx: 12, cy: 5, rx: 9, ry: 3 })).toBe('M3 5a9 3 0 1 0 18 0a9 3 0 1 0 -18 0Z');
  });

  it('draws rectangles with the corners SVG would give them', () => {
    expect(shapeToPath('rect', { width: 18, height: 10, x: 3, y: 4 })).toBe('M3 4h18v10h-18Z');
    // rx alone rounds both ways; a radius over half a side is cut to half.
    expect(shapeToPath('rect', { width: 18, height: 10, x: 3, y: 4, rx: 2 })).toBe(
      'M5 4h14a2 2 0 0 1 2 2v6a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-6a2 2 0 0 1 2 -2Z',
    );
    expect(shapeToPath('rect', { width: 4, height: 4, rx: 5 })).toBe('M2 0h0a2 2 0 0 1 2 2v0a2 2 0 0 1 -2 2h0a2 2 0 0 1 -2 -2v0a2 2 0 0 1 2 -2Z');
  });

  it('leaves alone a shape with styling of its own, or one it does not know', () => {
    expect(shapeToPath('circle', { cx: 1, cy: 1, r: 1, fill: 'currentColor' })).toBeNull();
    expect(shapeToPath('text', { x: 1 })).toBeNull();
  });
});

describe('joinShapes', () => {
  it("joins a lucide icon's shapes into one path", () => {
    const { d, others } = joinShapes(mapPin.node);
    expect(mapPin.node.length).toBeGreaterThan(1); // a path and a circle
    expect(others).toEqual([]);
    expect(d.startsWith(String(mapPin.node[0]![1].d))).toBe(true);
    expect(d.match(/M/g)!.length).toBeGreaterThanOrEqual(mapPin.node.length);
  });

  it('joins paths that start with a relative moveto where they belong', () => {
    const arrowRight = [['path', { d: 'M5 12h14' }], ['path', { d: 'm12 5 7 7-7 7' }]] as const;
    expect(joinShapes(arrowRight).d).toBe('M5 12h14M12 5l7 7-7 7');
  });

  it('keeps shapes that cannot join, in order', () => {
    const dot = ['circle', { cx: 12, cy: 12, r: 1, fill: 'currentColor' }] as const;
    const { d, others } = joinShapes([['path', { d: 'M0 0h1' }], dot, ['line', { x1: 0, y1: 1, x2: 2, y2: 1 }]]);
    expect(d).toBe('M0 0h1M0 1L2 1');
    expect(others).toEqual([dot]);
  });
});

describe('isDecorative', () => {
  it('treats an icon as decoration unless it is described, as lucide does', () => {
    expect(isDecorative({ className: 'size-4' })).toBe(true);
    expect(isDecorative({ 'aria-label': 'Verified' })).toBe(false);
    expect(isDecorative({ role: 'img' })).toBe(false);
    expect(isDecorative({ title: 'Verified' })).toBe(false);
  });
});

describe('createLucideIcon', () => {
  const MapPin = createLucideIcon(mapPin);
  const Heart = createLucideIcon(heart);
  type SvgElement = ReactElement<Record<string, unknown> & { children: ReactElement<{ d?: string }>[] }>;
  const render = (Icon: typeof MapPin, props: Parameters<typeof MapPin>[0]) => Icon(props) as unknown as SvgElement;

  it('renders an svg with one path, lucide class names, hidden from assistive technology', () => {
    const element = render(MapPin, { className: 'size-4 text-slate-500' });
    expect(element.type).toBe('svg');
    expect(element.props).toMatchObject({ className: 'lucide lucide-map-pin size-4 text-slate-500', 'aria-hidden': 'true', width: 24, height: 24, viewBox: '0 0 24 24' });
    expect(element.props.children).toHaveLength(1);
    expect(element.props.children[0]!.type).toBe('path');
    expect(element.props.children[0]!.props.d).toBe(joinShapes(mapPin.node).d);
  });

  it('keeps a described icon visible and puts only what differs from the CSS rule inline', () => {
    const element = render(Heart, { 'aria-label': 'Saved', strokeWidth: 2.4, size: 20, id: 'h' });
    expect(element.props).toMatchObject({ 'aria-label': 'Saved', id: 'h', width: 20, height: 20, style: { strokeWidth: 2.4 } });
    expect(element.props).not.toHaveProperty('aria-hidden');
    expect(element.props).not.toHaveProperty('strokeWidth');
    expect(render(Heart, {}).props.style).toBeUndefined();
  });
});

describe('the build (build/vite-plugins/lean-lucide-icons.ts)', () => {
  const ICONS = path.resolve(import.meta.dirname, '../../../node_modules/lucide-react/dist/esm/icons');
  const rewrite = (code: string, file: string) => {
    const transform = leanLucideIcons().transform as (code: string, id: string) => { code: string } | null;
    return transform.call({}, code, path.join(ICONS, file))?.code ?? null;
  };
  const lucideModule = (file: string) => readFileSync(path.join(ICONS, file), 'utf8');

  it('has each icon module call leanIcon with its shapes already joined', () => {
    expect(rewrite(lucideModule('map-pin.mjs'), 'map-pin.mjs')).toBe(
      `import { leanIcon } from ${JSON.stringify(path.resolve(import.meta.dirname, 'lean-icon.ts'))};\n` +
        `const MapPin = leanIcon("map-pin", 24, ${JSON.stringify(joinShapes(mapPin.node).d)});\nexport { MapPin as default };\n`,
    );
  });

  it('keeps a shape that cannot join, without its key', () => {
    // None of lucide's outline icons has one today: give the map pin's dot a fill of its own.
    const dotted = lucideModule('map-pin.mjs').replace('r: "3",', 'r: "3", fill: "currentColor",');
    expect(rewrite(dotted, 'map-pin.mjs')).toContain(', [["circle",{"cx":"12","cy":"10","r":"3","fill":"currentColor"}]]);');
  });

  it('leaves a module it cannot read to createLucideIcon', () => {
    expect(rewrite("import createLucideIcon from '../createLucideIcon.mjs';\nexport default createLucideIcon(data);\n", 'x.mjs')).toBeNull();
  });
});
