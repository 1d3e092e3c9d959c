// One listing's views and inquiries per day as an SVG picture (issue 33), drawn by the shared chart module the
// price guides use. The numbers come with the JSON answer too, shown as a table beside the picture.
import { renderLineChart } from '../../lib/svg-chart.js';
import type { ListingPerformance } from '../../../common/api/listing-performance.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-05' → '5 Nov'. */
export function shortDay(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[(month ?? 1) - 1]}`;
}

export function drawPerformanceChart(figures: ListingPerformance): string {
  const { series, totals } = figures;
  return renderLineChart({
    idPrefix: `performance-${figures.days}`,
    title: `Views and inquiries per day, last ${figures.days} days`,
    description: `${figures.title}: ${totals.views} views and ${totals.inquiries} inquiries from ${shortDay(figures.from)} to ${shortDay(figures.to)}.`,
    xLabels: series.map((d) => shortDay(d.day)),
    // A label a week apart over 30 days, three weeks over 90, counted back from today (always shown): wide
    // enough apart that "27 Nov" at the right edge never runs into the one before it.
    formatX: (label, i) => ((series.length - 1 - i) % (figures.days === 30 ? 7 : 21) === 0 ? label : null),
    series: [
      { name: 'Views', values: series.map((d) => d.views) },
      { name: 'Inquiries', values: series.map((d) => d.inquiries) },
    ],
    // Counts are whole numbers: a tidy axis of 0.25 views would read oddly.
    formatY: (n) => (Number.isInteger(n) ? String(n) : ''),
    // Narrower than the default: the picture is shown at phone width and in half a desktop row, where a
    // 640-wide drawing would shrink its labels below reading size.
    width: 400,
    height: 200,
  });
}
