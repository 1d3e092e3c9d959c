import { House, WifiOff } from 'lucide-react';
import { PropertyGrid } from '../../../components/listings/property-grid';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api/http';
import { useListerListings } from '../api';

const GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3';

function ListingsSkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">Loading listings...</p>
      <ul aria-hidden="true" className={GRID}>
        {[0, 1, 2].map((i) => <li key={i}><Skeleton className="aspect-[4/5] rounded-2xl" /></li>)}
      </ul>
    </div>
  );
}

/** The lister's live listings, as search shows them, a page at a time ("Show more" keeps what is shown). */
export function ListerListings({ listerId, firstName, liveListings }: { listerId: string; firstName: string; liveListings: number }) {
  const listings = useListerListings(listerId, liveListings > 0);
  const items = listings.data?.pages.flatMap((p) => p.items) ?? [];
  let body;
  if (liveListings === 0) {
    body = <EmptyState icon={House} title="No homes listed right now" description={`When ${firstName} lists a home, it will show here.`} />;
  } else if (listings.isPending) {
    body = <ListingsSkeleton />;
  } else if (listings.isError && items.length === 0) {
    body = (
      <EmptyState
        icon={WifiOff}
        title="We could not load the listings"
        description={errorMessage(listings.error, 'Check your connection and try again.')}
        action={<Button variant="outline" onClick={() => void listings.refetch()}>Try again</Button>}
      />
    );
  } else {
    const more = listings.hasNextPage ? (
      <div className="mt-6 flex flex-col items-center gap-2">
        {listings.isFetchNextPageError ? <p role="alert" className="text-sm text-red-700">{errorMessage(listings.error, 'The next listings did not load. Try again.')}</p> : null}
        <Button variant="outline" disabled={listings.isFetchingNextPage} onClick={() => void listings.fetchNextPage()}>
          {listings.isFetchingNextPage ? 'Loading...' : listings.isFetchNextPageError ? 'Try again' : 'Show more listings'}
        </Button>
      </div>
    ) : null;
    // The grid's own columns, without each card's 'By <name>': every home here is this lister's.
    body = <PropertyGrid properties={items} after={more} className={`${GRID} [&_[data-card-lister]]:hidden`} />;
  }
  return (
    <section aria-labelledby="lister-listings-title" className="space-y-4">
      <h2 id="lister-listings-title" className="text-xl font-bold text-slate-900">Homes listed by {firstName}</h2>
      {body}
    </section>
  );
}
