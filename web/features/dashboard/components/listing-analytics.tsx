import { Link } from 'wouter';
import { BarChart3 } from 'lucide-react';
import { groupDigits } from '../../../../common/format';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMyListings } from '../../../lib/api/listings';
import { ListingStatusBadge } from '../../../components/listings/listing-status-badge';

function rate(views: number, inquiries: number): string {
  return views > 0 ? `${Math.round((inquiries / views) * 1000) / 10}%` : '—';
}

/** Real views and inquiries per listing (views count each visitor once a day, not the lister or admins). */
export function ListingAnalytics() {
  const { data, isPending, isError } = useMyListings();
  if (isPending) return <Skeleton className="h-48 rounded-2xl" />;
  const rows = (data ?? []).filter((l) => l.status !== 'draft').sort((a, b) => b.viewCount - a.viewCount);
  if (isError || rows.length === 0) {
    return <EmptyState icon={BarChart3} title="No figures yet" description="Views and inquiries for each listing appear here once your listings are live." />;
  }
  return (
    <ul aria-label="Views and inquiries per listing" className="grid gap-3 lg:grid-cols-2">
      {rows.map((l) => (
        <li key={l.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <Link href={`/property/${l.id}`} className="line-clamp-2 font-semibold text-slate-900 hover:underline">{l.title}</Link>
            <ListingStatusBadge listing={l} className="shrink-0" />
          </div>
          <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
            {[
              ['Views', groupDigits(l.viewCount)],
              ['Inquiries', String(l.inquiryCount ?? 0)],
              ['Conversion', rate(l.viewCount, l.inquiryCount ?? 0)],
            ].map(([label, value]) => (
              <div key={label} className="rounded-xl bg-slate-50 px-2 py-2">
                <dt className="text-xs text-slate-500">{label}</dt>
                <dd className="text-lg font-bold text-slate-900 tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
