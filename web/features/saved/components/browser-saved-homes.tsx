import { useQueries } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Heart, Search, WifiOff } from 'lucide-react';
import type { Listing } from '../../../../common/api/listings';
import { PropertyGrid } from '../../../components/listings/property-grid';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingState } from '../../../components/ui/spinner';
import { listingQuery } from '../../../lib/api/listings';
import { isApiError } from '../../../lib/api/http';
import { toggleFavourite, useFavouriteIds } from '../../../lib/favourites';

// The hearts are kept in this browser; the newest saved homes are read one by one, as many as a page shows.
const MAX_SHOWN = 60;

const isGone = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 403);

/** A visitor's homes saved with the heart in this browser: loading, empty, error with "Try again", and a note for homes no longer listed. */
export function BrowserSavedHomes() {
  const ids = useFavouriteIds().slice(0, MAX_SHOWN);
  const results = useQueries({ queries: ids.map((id) => ({ ...listingQuery(id), staleTime: 60_000 })) });

  if (ids.length === 0) {
    return (
      <EmptyState
        icon={Heart}
        title="No saved homes yet"
        description="Tap the heart on any listing to keep it here, so you can compare and come back to it later."
        action={
          <Button asChild>
            <Link href="/search"><Search aria-hidden="true" />Browse homes</Link>
          </Button>
        }
      />
    );
  }
  if (results.some((r) => r.isPending)) return <LoadingState label="Loading your saved homes..." className="min-h-60" />;

  const failed = results.filter((r) => r.isError && !isGone(r.error));
  const goneIds = ids.filter((_, i) => isGone(results[i]?.error));
  const listings = results.map((r) => r.data).filter((l): l is Listing => Boolean(l));

  return (
    <div className="space-y-5">
      {failed.length ? (
        <Alert variant="warning" title={`${failed.length} saved ${failed.length === 1 ? 'home' : 'homes'} could not be loaded`}>
          <p>Check your connection.</p>
          <Button variant="outline" size="md" className="mt-2" onClick={() => failed.forEach((r) => void r.refetch())}>
            <WifiOff aria-hidden="true" />Try again
          </Button>
        </Alert>
      ) : null}
      {goneIds.length ? (
        <Alert variant="info" title={`${goneIds.length} saved ${goneIds.length === 1 ? 'home is' : 'homes are'} no longer listed`}>
          <Button variant="link" onClick={() => goneIds.forEach((id) => toggleFavourite(id))}>Remove from Saved</Button>
        </Alert>
      ) : null}
      {listings.length ? <PropertyGrid properties={listings} /> : null}
    </div>
  );
}
