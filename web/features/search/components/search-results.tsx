import { SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/api/http';
import type { useSearchProperties } from '../../../lib/api/search';
import { PropertyGrid } from '../../../components/listings/property-grid';
import { ResultsSkeleton } from './results-skeleton';
import type { PriceCurrency } from '../../../../common/price';

interface SearchResultsProps {
  query: ReturnType<typeof useSearchProperties>;
  onClearFilters?: () => void;
  /** The currency toggle: each card's main price is shown in it. */
  currency?: PriceCurrency;
}

/** The card grid with 'Load more'; the loading, empty and error states (spec texts). */
export function SearchResults({ query, currency, onClearFilters }: SearchResultsProps) {
  const { data, isPending, isError, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isPlaceholderData } = query;
  if (isPending) return <ResultsSkeleton />;
  if (isError && !data) {
    return (
      <Alert variant="danger" title="Listings could not be loaded">
        <p>{errorMessage(error, 'Check your connection and try again.')}</p>
        <Button size="sm" variant="outline" className="mt-3" onClick={() => void refetch()}>Try again</Button>
      </Alert>
    );
  }
  const items = data?.pages.flatMap((p) => p.items) ?? [];
  if (items.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title="No properties found matching your criteria."
        description="Try another area, a wider price range or fewer bedrooms."
        action={onClearFilters ? <Button variant="outline" onClick={onClearFilters}>Clear filters</Button> : undefined}
      />
    );
  }
  return (
    <div aria-busy={isPlaceholderData || undefined} className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
      <PropertyGrid
        properties={items}
        preferredCurrency={currency}
        after={
          hasNextPage ? (
            <div className="mt-8 flex justify-center">
              <Button variant="outline" size="lg" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                Load more
              </Button>
            </div>
          ) : null
        }
      />
    </div>
  );
}
