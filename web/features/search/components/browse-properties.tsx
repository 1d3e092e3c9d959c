import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { groupTotal } from '../../../../common/format';
import { Container } from '../../../components/layout/page';
import { LoadError } from '../../../components/ui/load-error';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { LoadingState } from '../../../components/ui/spinner';
import { HydrateWhenIdle } from '../../../boot/hydrate-when-idle';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useDataSaver } from '../../../lib/data-saver';
import { useMapSearchProperties, useSearchProperties } from '../../../lib/api/search';
import { activeFilterCount, clearedFilters, filtersToSearch, rangeErrors, SORT_OPTIONS, toApiQuery, type SortOrder } from '../../../../common/search-filters';
import { useSearchFilters } from '../use-search-filters';
import { CommitInput } from './commit-input';
import { FilterChips } from './filter-chips';
import { SearchResults } from './search-results';
import { ViewToggle } from './view-toggle';
import { FilterFields, FilterSheet, WIDE_SCREEN } from './lazy-filters';
import { FilterSheetBoundary } from './filter-sheet-boundary';

// Leaflet and its CSS come only with the map; the phone filter sheet (Radix dialog) only when opened, and the
// filter fields with it or with the wide screens' side panel (./lazy-filters).
const PropertyMap = lazy(() => import('../map/property-map'));
// Only a warm-up: offline it fails quietly, and the map asks for its code again when shown.
const preloadMap = () => void import('../map/property-map').catch(() => undefined);

/** Browse (spec): filters in the URL, a count line, a grid with 'Load more' or a map. */
export function BrowseProperties({ saveSearch }: { saveSearch?: (apiQuery: Record<string, string | number>) => ReactNode } = {}) {
  const { filters, view, setFilters, setView, update } = useSearchFilters();
  const [sheetOpen, setSheetOpen] = useState(false);
  const results = useRef<HTMLElement>(null);
  const apiQuery = toApiQuery(filters);
  // A reversed range is an error on the form (the API would answer 400): no search runs until it is fixed.
  const rangeError = Object.values(rangeErrors(filters))[0];
  // Data saver: the map (its tiles and a hundred pins) loads only when asked for on this visit.
  const saving = useDataSaver();
  const [mapAsked, setMapAsked] = useState(false);
  const mapHeld = view === 'map' && saving && !mapAsked;
  const grid = useSearchProperties(apiQuery, view === 'grid' && !rangeError);
  const map = useMapSearchProperties(apiQuery, view === 'map' && !rangeError && !mapHeld);
  const total = view === 'grid' ? grid.data?.pages[0]?.total : map.data?.total;
  const count = activeFilterCount(filters);
  // The side panel is for wide screens only (Tailwind's lg); a phone does not build it just to hide it.
  const wide = useMediaQuery(WIDE_SCREEN);
  const clear = () => setFilters(clearedFilters(filters));

  return (
    <Container className="pt-3 pb-10 sm:pt-4">
      {/* Phones skip the heading's space (the bottom bar's Browse says where they are): the first result's price
          and place come first there, above the bottom bar even on a 360x640 phone. */}
      <div className="max-sm:sr-only sm:mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Browse properties</h1>
        <p className="mt-1 hidden text-slate-600 sm:block">Houses, flats, land and shops across Sierra Leone, each reviewed before it goes live.</p>
      </div>

      {/* Phones and tablets: a search box and a Filters button that opens the sheet. */}
      <HydrateWhenIdle>
        <div className="mb-4 flex gap-2 lg:hidden">
          {/* A plain GET form too, so the box searches before the app has started on a page the server drew (the
              other filters ride along as hidden fields); once it runs, Enter commits the text without a reload. */}
          <form method="get" action="/search" role="search" aria-label="Search listings" className="flex-1">
            <label htmlFor="browse-q" className="sr-only">Search listings</label>
            <CommitInput id="browse-q" name="q" type="search" enterKeyHint="search" value={filters.q ?? ''} onCommit={(q) => setFilters({ ...filters, q: q.trim() || undefined })} placeholder="Search a street, area or keyword" />
            {[...new URLSearchParams(filtersToSearch({ ...filters, q: undefined }, view))].map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
          </form>
          {/* Named by its own text ("Filters 2 on"), so the visible "Filters 2" is part of the name (voice control). */}
          <Button variant="outline" className="h-11" onClick={() => setSheetOpen(true)}>
            <SlidersHorizontal aria-hidden="true" />
            Filters
            {count ? (
              <>
                {' '}
                <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">{count}</span>
                <span className="sr-only"> on</span>
              </>
            ) : null}
          </Button>
        </div>
      </HydrateWhenIdle>

      <div className="lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        {wide ? (
          <aside aria-labelledby="filters-title" className="sticky top-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="mb-4 flex items-center justify-between">
              <h2 id="filters-title" className="font-semibold text-slate-900">
                Filters{count ? <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">{count}</span> : null}
              </h2>
              {count ? <Button variant="link" size="sm" onClick={clear}>Clear all</Button> : null}
            </div>
            <Suspense fallback={null}>
              <FilterFields filters={filters} onChange={setFilters} idPrefix="side" />
            </Suspense>
          </aside>
        ) : null}

        <section ref={results} aria-label="Results" className="min-w-0 scroll-mt-20">
          <HydrateWhenIdle>
            {/* Two rows on a small phone (count and save, then sort and view), so the first card's price and place
                are on the first screen of a 360x640 phone, above the bottom bar. */}
            <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2">
              <p role="status" className="text-sm font-semibold text-slate-900 sm:text-base">
                {total === undefined || rangeError ? '\u00a0' : `${groupTotal(total)} ${total === 1 ? 'property' : 'properties'} found`}
              </p>
              <div className="ml-auto">{saveSearch && !rangeError ? saveSearch(apiQuery) : null}</div>
              <div className="flex w-full items-center justify-between gap-2 sm:w-auto">
                <label htmlFor="browse-sort" className="sr-only">Sort</label>
                <Select id="browse-sort" value={filters.sort} onChange={(e) => setFilters({ ...filters, sort: e.target.value as SortOrder })} className="h-10 py-0 text-sm">
                  {SORT_OPTIONS.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
                </Select>
                <ViewToggle view={view} onChange={setView} onMapIntent={saving ? undefined : preloadMap} />
              </div>
            </div>
          </HydrateWhenIdle>

          <FilterChips filters={filters} onChange={setFilters} />

          {rangeError ? (
            <div role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
              <p className="font-semibold">{rangeError}</p>
              <p className="mt-1">Change the range in the filters to see listings.</p>
            </div>
          ) : view === 'grid' ? (
            <SearchResults query={grid} filters={filters} onChange={setFilters} currency={filters.currency} onClearFilters={count ? clear : undefined} />
          ) : mapHeld ? (
            <div className="flex min-h-[40dvh] flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center">
              <p className="text-slate-700">Data saver is on: the map loads only when you ask.</p>
              <Button onClick={() => setMapAsked(true)}>Show the map</Button>
            </div>
          ) : map.isPending ? (
            <LoadingState label="Loading properties..." className="min-h-[62dvh]" />
          ) : map.isError && !map.data ? (
            <LoadError title="Listings could not be loaded" error={map.error} onRetry={() => void map.refetch()} />
          ) : (
            <Suspense fallback={<LoadingState label="Loading the map..." className="min-h-[62dvh]" />}>
              <PropertyMap properties={map.data?.items ?? []} total={map.data?.total ?? 0} onShowPlace={(place) => update({ ...filters, location: place }, 'grid')} />
            </Suspense>
          )}
        </section>
      </div>

      {sheetOpen ? (
        <FilterSheetBoundary onClose={() => setSheetOpen(false)}>
          <Suspense fallback={null}>
            <FilterSheet
              filters={filters}
              onClose={() => setSheetOpen(false)}
              onApply={(next) => {
                setSheetOpen(false);
                setFilters(next);
                // Someone far down the list sees the new results from their start.
                if ((results.current?.getBoundingClientRect().top ?? 0) < 0) results.current?.scrollIntoView({ block: 'start' });
              }}
            />
          </Suspense>
        </FilterSheetBoundary>
      ) : null}
    </Container>
  );
}
