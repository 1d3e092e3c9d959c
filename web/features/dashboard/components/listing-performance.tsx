import { useState } from 'react';
import { Link } from 'wouter';
import { BarChart3 } from 'lucide-react';
import { groupDigits } from '../../../../common/format';
import { PERFORMANCE_WINDOWS, type PerformanceWindow } from '../../../../common/listing-performance';
import type { ListingPerformanceSummary } from '../../../../common/api/listing-performance';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useListingPerformanceSummary } from '../../../lib/api/listing-performance';
import { ListingPerformanceChart } from './listing-performance-chart';

const PAGE_SIZE = 6;
const STATUS_TEXT: Record<ListingPerformanceSummary['status'], string> = {
  approved: 'Live', pending: 'In review', draft: 'Draft', rejected: 'Not approved',
};

function ListingCard({ listing, days, chartOpen }: { listing: ListingPerformanceSummary; days: PerformanceWindow; chartOpen: boolean }) {
  const [open, setOpen] = useState(chartOpen);
  const { totals } = listing;
  const figures: [string, number][] = [
    ['Views', totals.views], ['Inquiries', totals.inquiries], ['Saves', totals.saves], ['Viewings asked', totals.viewingsRequested],
  ];
  const chartId = `performance-chart-${listing.id}`;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <Link href={`/property/${listing.id}`} className="line-clamp-2 font-semibold text-slate-900 hover:underline">{listing.title || 'Untitled listing'}</Link>
        <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{STATUS_TEXT[listing.status]}</span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-center sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-50 px-2 py-2">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-lg font-bold text-slate-900 tabular-nums">{groupDigits(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        {listing.status === 'approved' ? `${groupDigits(listing.allTimeViews)} views since it went live.` : 'Not live yet: views start once it is published.'}
      </p>
      <Button variant="link" size="sm" className="mt-1 h-auto px-0 text-left whitespace-normal" aria-expanded={open} aria-controls={chartId} onClick={() => setOpen(!open)}>
        {open ? 'Hide views and inquiries per day' : 'Show views and inquiries per day'}
      </Button>
      {open ? <div id={chartId} className="mt-2"><ListingPerformanceChart id={listing.id} days={days} title={listing.title || 'Untitled listing'} /></div> : null}
    </li>
  );
}

/**
 * How each of the lister's listings is doing over the last 30 or 90 days (issue 33): views, inquiries, saves
 * and viewings asked for, a page of listings at a time, each with its chart a tap away (the busiest one open).
 */
export function ListingPerformance({ className }: { className?: string }) {
  const [days, setDays] = useState<PerformanceWindow>(30);
  const [offset, setOffset] = useState(0);
  const page = useListingPerformanceSummary(days, PAGE_SIZE, offset);
  const total = page.data?.total ?? 0;

  let body;
  if (page.isPending) {
    body = <div className="grid gap-3 lg:grid-cols-2"><Skeleton className="h-44 rounded-2xl" /><Skeleton className="h-44 rounded-2xl" /></div>;
  } else if (page.isError) {
    body = (
      <p className="text-sm text-red-700">
        Could not load your listing figures. <button type="button" className="font-semibold underline" onClick={() => void page.refetch()}>Try again</button>
      </p>
    );
  } else if (page.data.data.length === 0) {
    body = <EmptyState icon={BarChart3} title="No figures yet" description="Once you add a listing, its views, inquiries and saves show here day by day." />;
  } else {
    // The first page opens the chart of its busiest listing (the one with the most to show).
    const busiest = offset === 0 ? page.data.data.reduce((best, l) => (l.totals.views > best.totals.views ? l : best)) : null;
    body = (
      <>
        <ul aria-label={`Listing figures, last ${days} days`} className={cn('grid items-start gap-3 lg:grid-cols-2', page.isPlaceholderData && 'opacity-60')}>
          {page.data.data.map((listing) => (
            <ListingCard key={`${listing.id}-${days}`} listing={listing} days={days} chartOpen={listing.id === busiest?.id} />
          ))}
        </ul>
        {total > PAGE_SIZE ? (
          <nav aria-label="Listing figures pages" className="mt-4 flex items-center justify-between gap-3 text-sm text-slate-700">
            <Button variant="outline" size="sm" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>Previous</Button>
            <span>{offset + 1}–{Math.min(offset + PAGE_SIZE, total)} of {total}</span>
            <Button variant="outline" size="sm" disabled={offset + PAGE_SIZE >= total} onClick={() => setOffset(offset + PAGE_SIZE)}>Next</Button>
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby="listing-performance-heading" className={cn('mt-10', className)}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="listing-performance-heading" className="text-xl font-bold text-slate-900">How your listings are doing</h2>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">
            Views count each person once a day (not you). An inquiry is someone writing to you about a listing for the first time.
            Saves are the hearts a listing has now.
          </p>
        </div>
        <div role="group" aria-label="Period" className="inline-flex rounded-xl bg-slate-100 p-1">
          {PERFORMANCE_WINDOWS.map((w) => (
            <button
              key={w}
              type="button"
              aria-pressed={days === w}
              onClick={() => setDays(w)}
              className={cn(
                'h-9 rounded-lg px-3.5 text-sm font-medium text-slate-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
                days === w && 'bg-white text-slate-900 shadow-sm',
              )}
            >
              Last {w} days
            </button>
          ))}
        </div>
      </div>
      <div className="mt-4">{body}</div>
    </section>
  );
}
