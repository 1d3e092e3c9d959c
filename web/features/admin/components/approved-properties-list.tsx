import { Link } from 'wouter';
import { BadgeCheck, ChevronRight, House } from 'lucide-react';
import { fullName } from '../../../../common/format';
import { ListingPrice } from '../../../components/listings/listing-price';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useApprovedProperties } from '../../../lib/api/admin';
import { placeText } from '../../../lib/place-text';
import { loadMoreLabel } from './load-more-label';

/** 'Approved Properties': the live listings, newest first. */
export function ApprovedPropertiesList() {
  const approved = useApprovedProperties();
  if (approved.isPending) return <Skeleton className="h-40 rounded-2xl" />;
  if (approved.isError) return <p className="text-sm text-red-700">We could not load the approved listings.</p>;
  if (approved.items.length === 0) {
    return <EmptyState icon={BadgeCheck} title="No approved properties yet" description="Approved listings will appear here" />;
  }
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        {approved.items.map((p) => {
          const photo = p.photos[0];
          return (
            <li key={p.id}>
              <Link href={`/property/${p.id}`} className="flex items-center gap-3 p-3 hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none sm:gap-4 sm:p-4">
                <span className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-slate-100 text-slate-400">
                  {photo ? <img src={photo.sm} alt="" loading="lazy" decoding="async" className="size-full object-cover" /> : <House className="size-6" aria-hidden="true" />}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 leading-snug font-semibold text-slate-900">{p.title}</span>
                  <span className="block truncate text-sm text-slate-600">{placeText(p) || 'N/A'} · {fullName(p.user, 'Lister')}</span>
                  <span className="block sm:hidden">
                    <ListingPrice listing={p} context="admin" inLink className="text-sm font-semibold text-brand-800" />
                  </span>
                </span>
                <span className="hidden shrink-0 text-right sm:block">
                  <ListingPrice listing={p} context="admin" inLink className="text-sm font-semibold text-brand-800" />
                </span>
                <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
              </Link>
            </li>
          );
        })}
      </ul>
      {approved.hasNextPage ? (
        <Button variant="outline" className="w-full" loading={approved.isFetchingNextPage} onClick={() => void approved.fetchNextPage()}>
          {loadMoreLabel(approved.total, approved.items.length)}
        </Button>
      ) : null}
    </div>
  );
}
