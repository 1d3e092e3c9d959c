// Lucide icons, drawn with less work. Measured on a throttled phone profile, icons were the largest single cost
// of the visitor pages (60-80 of them on / and /search): lucide-react renders each through two forwardRef
// layers and a context lookup, and draws it as an <svg> of 2-5 shapes, each carrying its own attributes.
// Chrome styles every shape separately (a path's `d` is a style property, so no two paths share style).
// Here an icon is one plain component and an <svg> holding ONE path (its shapes joined), with the stroke
// settings in one CSS rule (`svg.lucide` in web/styles.css). See docs/decisions/0007-lean-icons.md.
//
// The build (build/vite-plugins/lean-lucide-icons.ts) joins each lucide icon module's shapes (./icon-shapes) and has
// the module call leanIcon below with the result, so the app keeps importing icons from 'lucide-react' as
// usual, looks the same, and a phone neither downloads nor runs the joining. An icon module the build could
// not read is pointed at createLucideIcon instead, which joins its shapes on first use.
import { createElement, type CSSProperties, type ReactElement, type SVGAttributes } from 'react';
import { joinShapes, type IconData, type IconNode } from './icon-shapes';

export { joinShapes, shapeToPath, withAbsoluteStart, type IconData, type IconNode } from './icon-shapes';

/** The lucide props the app uses; the other SVG attributes pass through. */
export interface LeanIconProps extends SVGAttributes<SVGSVGElement> {
  size?: number | string;
  color?: string;
  strokeWidth?: number | string;
  absoluteStrokeWidth?: boolean;
}

/** Accessibility as lucide does it: decoration (hidden) unless given aria-* props, a role or a title. */
export function isDecorative(props: object): boolean {
  return !Object.keys(props).some((key) => key.startsWith('aria-') || key === 'role' || key === 'title');
}

/**
 * The icon `name` drawn as the path `d`, plus the shapes that could not join (`others`, drawn after it), on a
 * `size`-unit grid. What every lucide icon module calls in the built app.
 */
export function leanIcon(name: string, size: number | undefined, d: string, others: IconNode = []) {
  const className = `lucide lucide-${name}`;
  const viewBox = `0 0 ${size ?? 24} ${size ?? 24}`;

  function LucideIcon({ size = 24, color, strokeWidth, absoluteStrokeWidth, className: extra, style, children, ...rest }: LeanIconProps) {
    void absoluteStrokeWidth; // not used by the app; a fixed-width stroke would need the rendered size
    const drawing: ReactElement[] = [createElement('path', { key: 'd', d })];
    others.forEach(([tag, attrs], i) => drawing.push(createElement(tag, { ...attrs, key: i })));
    // Only what differs from the shared CSS rule goes inline.
    const own: CSSProperties | undefined =
      color !== undefined || strokeWidth !== undefined ? { color, strokeWidth, ...style } : style;
    return createElement(
      'svg',
      {
        width: size,
        height: size,
        viewBox,
        ...(isDecorative(rest) ? { 'aria-hidden': 'true' } : null),
        ...rest,
        style: own,
        className: extra ? `${className} ${extra}` : className,
      },
      children === undefined ? drawing : [...drawing, children],
    );
  }
  LucideIcon.displayName = name;
  return LucideIcon;
}

/** Stands in for lucide-react's createLucideIcon (same call), for an icon module the build did not rewrite. */
export default function createLucideIcon(data: IconData) {
  const { d, others } = joinShapes(data.node);
  return leanIcon(data.name, data.size, d, others);
}
