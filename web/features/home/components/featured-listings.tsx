import { Link } from 'wouter';
import { ArrowRight } from 'lucide-react';
import { FEATURED_PROPERTIES_COUNT } from '../../../../common/constants';
import { Skeleton } from '../../../components/ui/skeleton';
import { useApprovedProperties } from '../../../lib/api/listings';
import { PropertyGrid } from '../../../components/listings/property-grid';

/** Up to 6 approved listings (spec). Hidden when there are none (or they cannot load): an empty shop window says little. */
export function FeaturedListings() {
  const { data, isPending, isError } = useApprovedProperties(FEATURED_PROPERTIES_COUNT);
  const listings = (data ?? []).slice(0, FEATURED_PROPERTIES_COUNT);
  if (isError || (!isPending && listings.length === 0)) return null;
  return (
    <section aria-labelledby="featured-title" className="mx-auto max-w-6xl px-4 pt-16 sm:px-6">
      <div className="mb-6 flex items-end justify-between gap-4">
        <div>
          <h2 id="featured-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Featured properties</h2>
          <p className="mt-1 text-slate-600">Recently approved listings across Sierra Leone.</p>
        </div>
        {/* The spec sends View All to /login. */}
        <Link href="/login" className="inline-flex shrink-0 items-center gap-1.5 rounded-lg font-semibold text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none">
          View All
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {isPending ? (
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => <Skeleton key={i} className="aspect-[4/4.4] rounded-2xl" />)}
        </div>
      ) : (
        <PropertyGrid properties={listings} priorityCount={0} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" />
      )}
      <p className="mt-6 text-center">
        <Link href="/search" className="inline-flex items-center gap-1.5 rounded-lg font-semibold text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none">
          Browse every listing
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </p>
    </section>
  );
}
