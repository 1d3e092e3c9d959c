import { useListingPerformance } from '../../../lib/api/listing-performance';
import { useDataSaver } from '../../../lib/data-saver';
import { groupDigits } from '../../../../common/format';
import { Skeleton } from '../../../components/ui/skeleton';
import type { PerformanceWindow } from '../../../../common/listing-performance';

// The chart's line colours (server/lib/svg-chart.ts's palette, in order): the legend below names them.
const LINES = [
  { name: 'Views', color: '#0f766e' },
  { name: 'Inquiries', color: '#b45309' },
];

const DAY_LABEL = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayLabel = (day: string) => DAY_LABEL.format(new Date(`${day}T00:00:00Z`));

/**
 * One listing's views and inquiries per day: the server's SVG picture, and the same numbers as a table (what a
 * screen reader reads; with data saver on, the table alone, open).
 */
export function ListingPerformanceChart({ id, days, title }: { id: string; days: PerformanceWindow; title: string }) {
  const figures = useListingPerformance(id, days);
  const dataSaver = useDataSaver();
  if (figures.isPending) return <Skeleton className="aspect-[2/1] w-full rounded-xl" />;
  if (figures.isError) {
    return (
      <p className="text-sm text-red-700">
        Could not load the day-by-day figures. <button type="button" className="font-semibold underline" onClick={() => void figures.refetch()}>Try again</button>
      </p>
    );
  }
  const { series, totals, from, to } = figures.data;
  const summary = `${title}: ${groupDigits(totals.views)} views and ${groupDigits(totals.inquiries)} inquiries from ${dayLabel(from)} to ${dayLabel(to)}.`;
  return (
    <div className="space-y-2">
      {dataSaver ? (
        <p className="text-sm text-slate-600">Chart not loaded to save data. The figures are in the table below.</p>
      ) : (
        <>
          {/* The picture's text is the summary; the table below carries every day. */}
          <img src={figures.data.chartUrl} alt={summary} width={400} height={200} loading="lazy" className="h-auto w-full rounded-xl border border-slate-100" />
          <ul className="flex flex-wrap gap-4 text-xs text-slate-700" aria-label="Chart key">
            {LINES.map((line) => (
              <li key={line.name} className="inline-flex items-center gap-1.5">
                <span aria-hidden="true" className="inline-block h-1 w-5 rounded-full" style={{ backgroundColor: line.color }} />
                {line.name}
              </li>
            ))}
          </ul>
        </>
      )}
      <details open={dataSaver} className="rounded-xl bg-slate-50 px-3 py-2 text-sm">
        <summary className="cursor-pointer font-medium text-slate-800">Day by day</summary>
        {/* Scrolls on its own (90 rows): focusable, so a keyboard can scroll it too. */}
        <div tabIndex={0} role="region" aria-label={`Day by day: ${title}`} className="mt-2 max-h-64 overflow-y-auto rounded-md focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none">
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">{summary}</caption>
            <thead className="text-xs text-slate-600">
              <tr><th scope="col" className="py-1">Day</th><th scope="col" className="py-1 text-right">Views</th><th scope="col" className="py-1 text-right">Inquiries</th></tr>
            </thead>
            <tbody className="text-slate-800">
              {[...series].reverse().map((d) => (
                <tr key={d.day} className="border-t border-slate-200">
                  <th scope="row" className="py-1 font-normal">{dayLabel(d.day)}</th>
                  <td className="py-1 text-right">{d.views}</td>
                  <td className="py-1 text-right">{d.inquiries}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
