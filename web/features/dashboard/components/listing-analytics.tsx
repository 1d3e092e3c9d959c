import { Link } from 'wouter';
import { BarChart3 } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/spinner';
import { useMyListings } from '../../listings/api/my-listings';
import { ListingStatusBadge } from '../../listings/components/manage/listing-status-badge';

function rate(views: number, inquiries: number): string {
  return views > 0 ? `${Math.round((inquiries / views) * 1000) / 10}%` : '—';
}

/** Real views and inquiries per listing (views are counted from visitors, not the lister or admins). */
export function ListingAnalytics() {
  const { data, isPending, isError } = useMyListings();
  if (isPending) return <Skeleton className="h-48 rounded-2xl" />;
  const rows = (data ?? []).filter((l) => l.status !== 'draft').sort((a, b) => b.viewCount - a.viewCount);
  if (isError || rows.length === 0) {
    return <EmptyState icon={BarChart3} title="No figures yet" description="Views and inquiries for each listing appear here once your listings are live." />;
  }
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-sm">
        <caption className="sr-only">Views and inquiries per listing</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2.5 sm:px-4">Listing</th>
            <th scope="col" className="px-2 py-2.5 text-right">Views</th>
            <th scope="col" className="px-2 py-2.5 text-right">Inquiries</th>
            <th scope="col" className="px-3 py-2.5 text-right sm:px-4">Conversion</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((l) => (
            <tr key={l.id}>
              <td className="max-w-0 px-3 py-3 sm:px-4">
                <Link href={`/property/${l.id}`} className="block truncate font-medium text-slate-900 hover:underline">{l.title}</Link>
                <ListingStatusBadge listing={l} className="mt-1" />
              </td>
              <td className="px-2 py-3 text-right tabular-nums">{l.viewCount}</td>
              <td className="px-2 py-3 text-right tabular-nums">{l.inquiryCount ?? 0}</td>
              <td className="px-3 py-3 text-right tabular-nums sm:px-4">{rate(l.viewCount, l.inquiryCount ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
