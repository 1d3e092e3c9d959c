// A kind's 12 months as an SVG line (median) over a shaded band (25th to 75th percentile), drawn by the shared
// server/lib/svg-chart.ts. Months with fewer than MIN_GUIDE_LISTINGS listings are gaps, as in the table.
import type { GuideMonth } from '../../../common/api/price-guides.js';
import type { GuideArea } from '../../../common/price-guides.js';
import { renderLineChart } from '../../lib/svg-chart.js';
import { kindLabel, leones } from './price-guides.service.js';

/** Axis labels stay short: "Le 12k", "Le 1.5m". */
export function shortLeones(n: number): string {
  if (n >= 1_000_000) return `Le ${Number((n / 1_000_000).toPrecision(3))}m`;
  if (n >= 10_000) return `Le ${Number((n / 1000).toPrecision(3))}k`;
  return leones(Math.round(n));
}

export function drawPriceGuideChart(area: GuideArea, kind: { propertyType: 'sale' | 'rent'; propertyCategory: string; bedrooms: number }, history: GuideMonth[]): string {
  const label = kindLabel(kind, area.label);
  const shown = history.filter((m) => m.median);
  const description = shown.length
    ? `Median asking ${kind.propertyType === 'rent' ? 'rent a month' : 'price'} and the typical range (25th to 75th percentile), ${history[0]!.label} to ${history.at(-1)!.label}. Months with fewer than 5 listings are left out.`
    : 'Not enough listings in these months to show a figure.';
  return renderLineChart({
    title: `Asking prices: ${label}`,
    description,
    xLabels: history.map((m) => m.label.slice(0, 3)),
    series: [{ name: 'Median', values: history.map((m) => m.median?.sll ?? null) }],
    band: { name: 'Typical range (25th to 75th percentile)', low: history.map((m) => m.low?.sll ?? null), high: history.map((m) => m.high?.sll ?? null) },
    formatY: shortLeones,
    // Read at phone width (about 350 px) as often as on a desktop: a small viewBox with large text stays legible.
    width: 480,
    height: 260,
    fontSize: 15,
  });
}
