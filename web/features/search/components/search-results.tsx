import { lazy, Suspense, type ComponentType } from 'react';
import { SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import type { useSearchProperties } from '../../../lib/api/search';
import { PropertyGrid } from '../../../components/listings/property-grid';
import { groupDigits, groupTotal } from '../../../../common/format';
import type { SearchFilters } from '../../../../common/search-filters';
import { useHydrated } from '../../../boot/hydration';
import { ResultsSkeleton } from './results-skeleton';
import type { PriceCurrency } from '../../../../common/price';

interface SearchResultsProps {
  query: ReturnType<typeof useSearchProperties>;
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
  onClearFilters?: () => void;
  /** The currency toggle: each card's main price is shown in it. */
  currency?: PriceCurrency;
}

// What would help when nothing matches is code only an empty search needs: it comes in its own file, after the
// page is usable (it kept /search over its 60 KB budget). A failed load (offline) just leaves the suggestions out.
type SuggestionsProps = Pick<SearchResultsProps, 'filters' | 'onChange'>;
const EmptySuggestions = lazy(
  (): Promise<{ default: ComponentType<SuggestionsProps> }> =>
    import('./empty-suggestions').then((m) => ({ default: m.EmptySuggestions }), () => ({ default: () => null })),
);

/** The card grid with 'Load more'; the loading, empty and error states (spec texts). */
export function SearchResults({ query, filters, onChange, currency, onClearFilters }: SearchResultsProps) {
  // Not on the server nor while hydrating, so the server's HTML and the first render agree; drawn right after.
  const canSuggest = useHydrated() && typeof window !== 'undefined';
  const { data, isPending, isError, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isPlaceholderData } = query;
  if (isPending) return <ResultsSkeleton />;
  if (isError && !data) {
    return <LoadError title="Listings could not be loaded" error={error} onRetry={() => void refetch()} />;
  }
  const items = data?.pages.flatMap((p) => p.items) ?? [];
  const total = data?.pages[0]?.total ?? items.length;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title="No properties found matching your criteria."
        description={onClearFilters ? undefined : 'No listings are live yet. Please check back soon.'}
        action={onClearFilters ? (
          <div className="flex flex-col items-center gap-4">
            {canSuggest ? (
              <Suspense fallback={null}>
                <EmptySuggestions filters={filters} onChange={onChange} />
              </Suspense>
            ) : null}
            <Button variant="ghost" onClick={onClearFilters}>Clear all filters</Button>
          </div>
        ) : undefined}
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
            <div className="mt-8 flex flex-col items-center gap-2">
              <p className="text-sm text-slate-600">{`${groupDigits(items.length)} of ${groupTotal(total)}`}</p>
              <Button variant="outline" size="lg" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                Load more
              </Button>
            </div>
          ) : items.length < total ? (
            // The deepest page a search serves (PUBLIC_MAX_OFFSET): the filters find the rest.
            <p className="mt-8 text-center text-sm text-slate-600" data-testid="search-depth-note">
              {`Showing the first ${groupDigits(items.length)}. Use the filters to narrow your search.`}
            </p>
          ) : null
        }
      />
    </div>
  );
}
