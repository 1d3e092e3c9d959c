import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Heart, Search } from 'lucide-react';
import type { Listing } from '../../../../common/api/listings';
import { PropertyGrid } from '../../../components/listings/property-grid';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingState } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api/http';
import { deleteSavedHome, savedKeys, useSavedHomes } from '../../../lib/api/saved';
import { isAccountFavourites, toggleFavourite, useFavouriteIds } from '../../../lib/favourites';
import { SavedChanges } from './saved-changes';
import { ShareShortlist } from './share-shortlist';

/** The account's saved homes: what changed since saving, the live ones as cards, and the family link. */
export function AccountSavedHomes() {
  const query = useSavedHomes();
  const queryClient = useQueryClient();
  // A heart taken off on this page takes the card away at once (the hearts are the account's).
  const hearted = new Set(useFavouriteIds());
  const synced = isAccountFavourites();
  const remove = (id: string) => {
    if (synced && hearted.has(id)) toggleFavourite(id);
    else void deleteSavedHome(id);
    queryClient.setQueryData(savedKeys.homes, (old: typeof query.data) =>
      old ? { total: old.total - 1, data: old.data.filter((i) => i.propertyId !== id) } : old);
  };

  if (query.isPending) return <LoadingState label="Loading your saved homes..." className="min-h-60" />;
  if (query.isError) {
    return (
      <Alert variant="danger" title="Your saved homes could not be loaded">
        <p>{errorMessage(query.error, 'Check your connection and try again.')}</p>
        <Button variant="outline" size="md" className="mt-2" onClick={() => void query.refetch()}>Try again</Button>
      </Alert>
    );
  }
  const items = query.data.data.filter((i) => i.change.unavailable || !synced || hearted.has(i.propertyId));
  if (items.length === 0) {
    return (
      <EmptyState
        icon={Heart}
        title="No saved homes yet"
        description="Tap the heart on any listing to keep it here, so you can compare, share with family and come back to it later."
        action={<Button asChild><Link href="/search"><Search aria-hidden="true" />Browse homes</Link></Button>}
      />
    );
  }
  const listings = items.map((i) => i.listing).filter((l): l is Listing => l !== null);
  return (
    <div className="space-y-5">
      <SavedChanges items={items} onRemove={remove} />
      {listings.length ? <PropertyGrid properties={listings} /> : null}
      <ShareShortlist />
    </div>
  );
}
