// A small line chart drawn on the server as a self-contained SVG string (issue 33): price guides use it for
// month-by-month asking prices, listing performance for views per day. Nothing in it loads anything or runs
// anything: no script, no external font, image or stylesheet, so it can be served as image/svg+xml, inlined in
// an API answer or put in an <img>, and looks the same with data saver on. It has a viewBox and no fixed size,
// so it scales down to a phone's width.
//
// API
//   renderLineChart({
//     title, description,            // required: become <title> and <desc> (the accessible name and summary)
//     xLabels: ['Jan', 'Feb', ...],  // one label per point, left to right
//     series: [{ name, values: [n | null, ...], color? }],  // one line per series; null = no figure (a gap)
//     band?: { name, low: [...], high: [...] },             // optional shaded range, e.g. 25th-75th percentile
//     formatY?: (n) => string,       // labels of the value axis (e.g. "Le 9,000"); default: the number as is
//     formatX?: (label, index) => string | null,  // which x labels to print (null hides one); default: thin out
//     yTitle?, width?, height?,      // optional value axis title and viewBox size (default 640 x 280)
//     idPrefix?,                     // prefix of the <title>/<desc> ids; give each chart inlined on one page its own
//     fontSize?,                     // text size in viewBox units (default 12); larger for a small viewBox read on a phone
//   }) => string                     // '<svg ...>...</svg>'
//
// The chart never invents a figure: a null value breaks the line (a point standing alone is drawn as a dot),
// and the band is drawn only over months where both ends are known. The value axis starts at 0 unless every
// figure is far from it, so small changes are not blown up into cliffs. The same numbers must also be shown
// as a table next to the chart (the chart is a picture; the table is what a screen reader reads).

import { escapeHtml } from './html.js';

export interface ChartSeries {
  name: string;
  values: (number | null)[];
  /** A CSS colour; defaults to the house palette in order. */
  color?: string;
}

export interface ChartBand {
  name: string;
  low: (number | null)[];
  high: (number | null)[];
  color?: string;
}

export interface LineChartInput {
  title: string;
  description: string;
  xLabels: string[];
  series: ChartSeries[];
  band?: ChartBand;
  formatY?: (value: number) => string;
  formatX?: (label: string, index: number) => string | null;
  yTitle?: string;
  /** Prefix of the ids of <title> and <desc>; charts inlined in one page each need their own. */
  idPrefix?: string;
  /** Text size in viewBox units (default 12): a chart shown at phone width needs more than its viewBox suggests. */
  fontSize?: number;
  width?: number;
  height?: number;
}

const PALETTE = ['#0f766e', '#b45309', '#4338ca', '#be123c'];
const BAND_COLOR = '#99f6e4';
const TEXT_COLOR = '#334155'; // slate-700: 4.5:1 or better on white
const GRID_COLOR = '#e2e8f0';
const DEFAULT_FONT_SIZE = 12;
/** Room around the plot, in proportion to the text so value labels ("Le 1.5m") and x labels fit. */
const marginsFor = (fontSize: number) => ({ top: fontSize + 4, right: 16, bottom: fontSize * 3, left: fontSize * 6 });

/** Rounds a number to 1, 2 or 5 times a power of ten, at or above it: tidy axis steps. */
export function niceStep(rough: number): number {
  if (!(rough > 0) || !Number.isFinite(rough)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** The value axis: from 0 (or below the lowest figure when all are far from 0) to above the highest, in about 4 steps. */
export function valueAxis(values: number[], steps = 4): { min: number; max: number; ticks: number[] } {
  if (values.length === 0) return { min: 0, max: 1, ticks: [0, 1] };
  let low = Math.min(...values);
  const high = Math.max(...values);
  // Start at 0 unless the lowest figure is more than twice as far from 0 as the spread of the figures.
  if (low >= 0 && low <= 2 * (high - low)) low = 0;
  if (high === low) {
    // A flat line: from 0 (or from the figure, when negative) to a little above it.
    if (high === 0) return { min: 0, max: 1, ticks: [0, 1] };
    return valueAxis(high > 0 ? [0, high * 1.2] : [high * 1.2, 0], steps);
  }
  const step = niceStep((high - low) / steps);
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let t = min; t <= max + step / 2; t += step) ticks.push(Number(t.toPrecision(12)));
  return { min, max, ticks };
}

/** Every label when they fit, otherwise about every n-th so they do not overlap (always the last). */
function defaultFormatX(count: number, plotWidth: number, fontSize: number) {
  const room = Math.max(1, Math.floor(plotWidth / (fontSize * 4)));
  const every = Math.max(1, Math.ceil(count / room));
  return (label: string, index: number) => ((count - 1 - index) % every === 0 ? label : null);
}

/** Runs of consecutive known points: each becomes one polyline, so a missing figure leaves a gap. */
function runs(values: (number | null)[]): { index: number; value: number }[][] {
  const out: { index: number; value: number }[][] = [];
  let current: { index: number; value: number }[] = [];
  values.forEach((value, index) => {
    if (value === null || !Number.isFinite(value)) {
      if (current.length) out.push(current);
      current = [];
    } else current.push({ index, value });
  });
  if (current.length) out.push(current);
  return out;
}

const fixed = (n: number) => Number(n.toFixed(1)).toString();

export function renderLineChart(input: LineChartInput): string {
  const width = input.width ?? 640;
  const height = input.height ?? 280;
  const count = input.xLabels.length;
  const fontSize = input.fontSize ?? DEFAULT_FONT_SIZE;
  const MARGIN = marginsFor(fontSize);
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  const formatY = input.formatY ?? ((n: number) => String(n));
  const formatX = input.formatX ?? defaultFormatX(count, plotWidth, fontSize);

  const known = [
    ...input.series.flatMap((s) => s.values),
    ...(input.band ? [...input.band.low, ...input.band.high] : []),
  ].filter((v): v is number => v !== null && Number.isFinite(v));
  const axis = valueAxis(known);
  const x = (i: number) => MARGIN.left + (count <= 1 ? plotWidth / 2 : (i * plotWidth) / (count - 1));
  const y = (v: number) => MARGIN.top + plotHeight - ((v - axis.min) / (axis.max - axis.min)) * plotHeight;

  const id = escapeHtml(input.idPrefix ?? 'chart');
  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${id}-title ${id}-desc" font-family="system-ui, sans-serif" font-size="${fontSize}" preserveAspectRatio="xMidYMid meet">`,
    `<title id="${id}-title">${escapeHtml(input.title)}</title>`,
    `<desc id="${id}-desc">${escapeHtml(input.description)}</desc>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
  );

  // Grid lines and value labels.
  for (const tick of axis.ticks) {
    const ty = fixed(y(tick));
    parts.push(
      `<line x1="${MARGIN.left}" x2="${width - MARGIN.right}" y1="${ty}" y2="${ty}" stroke="${GRID_COLOR}" stroke-width="1"/>`,
      `<text x="${MARGIN.left - 6}" y="${ty}" text-anchor="end" dominant-baseline="middle" fill="${TEXT_COLOR}">${escapeHtml(formatY(tick))}</text>`,
    );
  }
  if (input.yTitle) {
    parts.push(`<text x="4" y="${MARGIN.top - 4}" fill="${TEXT_COLOR}" font-size="${fontSize - 1}">${escapeHtml(input.yTitle)}</text>`);
  }

  // The band: one polygon per run of months where both ends are known.
  if (input.band) {
    const { low, high } = input.band;
    const both = low.map((l, i) => (l !== null && high[i] !== null && high[i] !== undefined ? i : null));
    for (const run of runs(both)) {
      const upper = run.map(({ index }) => `${fixed(x(index))},${fixed(y(high[index]!))}`);
      const lower = run.map(({ index }) => `${fixed(x(index))},${fixed(y(low[index]!))}`).reverse();
      if (run.length === 1) {
        const { index } = run[0]!;
        parts.push(`<line x1="${fixed(x(index))}" x2="${fixed(x(index))}" y1="${fixed(y(high[index]!))}" y2="${fixed(y(low[index]!))}" stroke="${input.band.color ?? BAND_COLOR}" stroke-width="8" stroke-linecap="round"><title>${escapeHtml(input.band.name)}</title></line>`);
      } else {
        parts.push(`<polygon points="${[...upper, ...lower].join(' ')}" fill="${input.band.color ?? BAND_COLOR}" fill-opacity="0.6"><title>${escapeHtml(input.band.name)}</title></polygon>`);
      }
    }
  }

  // Lines: a polyline per run, a dot for a point standing alone.
  input.series.forEach((s, n) => {
    const color = s.color ?? PALETTE[n % PALETTE.length];
    for (const run of runs(s.values)) {
      const [first] = run;
      if (run.length === 1 && first) {
        parts.push(`<circle cx="${fixed(x(first.index))}" cy="${fixed(y(first.value))}" r="3.5" fill="${color}"><title>${escapeHtml(s.name)}</title></circle>`);
      } else {
        const points = run.map(({ index, value }) => `${fixed(x(index))},${fixed(y(value))}`).join(' ');
        parts.push(`<polyline points="${points}" fill="none" stroke="${color}" stroke-width="2.5" stroke-linejoin="round" stroke-linecap="round"><title>${escapeHtml(s.name)}</title></polyline>`);
      }
    }
  });

  // The x axis and its labels.
  const baseline = fixed(MARGIN.top + plotHeight);
  parts.push(`<line x1="${MARGIN.left}" x2="${width - MARGIN.right}" y1="${baseline}" y2="${baseline}" stroke="${TEXT_COLOR}" stroke-width="1"/>`);
  input.xLabels.forEach((label, i) => {
    const shown = formatX(label, i);
    if (shown === null) return;
    // A label centred on the last point would stick out past the right edge when it is wider than the margin
    // (a day such as "27 Nov"): it then ends at its point instead. About 0.58 font sizes a character (7 at 12).
    const past = x(i) + (shown.length * fontSize * 0.58) / 2 > width - 2;
    parts.push(`<text x="${fixed(x(i))}" y="${height - MARGIN.bottom + fontSize * 1.5}" text-anchor="${past ? 'end' : 'middle'}" fill="${TEXT_COLOR}">${escapeHtml(shown)}</text>`);
  });

  parts.push('</svg>');
  return parts.join('');
}
