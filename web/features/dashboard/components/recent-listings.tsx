import { Link } from 'wouter';
import { ChevronRight, Eye, House, MessageSquare } from 'lucide-react';
import { ListingPrice } from '../../../components/listings/listing-price';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import type { Listing } from '../../../../common/api/listings';
import { pluralize } from '../../../../common/format';

const STATUS: Record<Listing['status'], { label: string; variant: BadgeVariant }> = {
  draft: { label: 'Draft', variant: 'neutral' },
  pending: { label: 'Pending', variant: 'warning' },
  approved: { label: 'Approved', variant: 'success' },
  rejected: { label: 'Rejected', variant: 'danger' },
};

/** A compact list of the lister's latest listings with their review status. */
export function RecentListings({ listings, loading }: { listings: Listing[] | undefined; loading?: boolean }) {
  if (loading) {
    return (
      <div className="space-y-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-20 rounded-2xl" />
        ))}
      </div>
    );
  }
  return (
    <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {(listings ?? []).map((p) => {
        const photo = p.photos[0];
        const status = STATUS[p.status] ?? STATUS.pending;
        return (
          <li key={p.id}>
            <Link href={p.status === 'draft' ? `/edit-property/${p.id}` : `/property/${p.id}`} className="flex items-center gap-4 p-3 hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none sm:p-4">
              <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-slate-100 text-slate-400" style={{ backgroundColor: photo?.placeholderColor ?? undefined }}>
                {photo ? <img src={photo.sm} alt="" loading="lazy" decoding="async" className="size-full object-cover" /> : <House className="size-6" aria-hidden="true" />}
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="truncate font-semibold text-slate-900">{p.title || 'Untitled draft'}</span>
                  <Badge variant={status.variant}>{status.label}</Badge>
                </span>
                <span className="mt-0.5 block truncate text-sm text-slate-600">{p.address || p.location || 'No address yet'}</span>
                <span className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-500">
                  <ListingPrice listing={p} context="card" inLink className="text-sm font-semibold text-brand-800" />
                  {typeof p.viewCount === 'number' ? (
                    <span className="inline-flex items-center gap-1">
                      <Eye className="size-3.5" aria-hidden="true" /> {pluralize(p.viewCount, 'view')}
                    </span>
                  ) : null}
                  {typeof p.inquiryCount === 'number' ? (
                    <span className="inline-flex items-center gap-1">
                      <MessageSquare className="size-3.5" aria-hidden="true" /> {pluralize(p.inquiryCount, 'inquiry', 'inquiries')}
                    </span>
                  ) : null}
                </span>
              </span>
              <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
