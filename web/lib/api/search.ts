// GET /api/properties/search: pages of live listings matching the filters (common/api/search).
import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import { PAGE_MAX_LIMIT, PUBLIC_MAX_OFFSET } from '../../../common/constants';
import { SEARCH_PAGE_SIZE, searchApiUrl } from '../../../common/search-filters';
import type { SearchPage } from '../../../common/api/search';
import { takeBootData } from '../../boot/boot-data';
import { apiGet } from './http';
import { listingKeys } from './listing-keys';

type ApiQuery = Record<string, string | number>;

/** One page of matches, with the total. */
export function searchProperties(query: ApiQuery, limit: number, offset: number, signal?: AbortSignal): Promise<SearchPage> {
  return apiGet<SearchPage>(searchApiUrl(query, limit, offset), { signal });
}

/**
 * Pages of 12 for the grid ('Load more'), the first 1,000 matches or so (PUBLIC_MAX_OFFSET: then the filters narrow
 * the search); the first comes with the page (boot data) when the server wrote it.
 */
export const searchQuery = (query: ApiQuery) => infiniteQueryOptions({
  queryKey: listingKeys.search(query),
  queryFn: ({ pageParam, signal }) => searchProperties(query, SEARCH_PAGE_SIZE, pageParam, signal),
  initialPageParam: 0,
  initialData: () => {
    const first = takeBootData<SearchPage>(searchApiUrl(query, SEARCH_PAGE_SIZE, 0));
    return first ? { pages: [first], pageParams: [0] } : undefined;
  },
  getNextPageParam: nextSearchOffset,
});

/** The next page's offset, or undefined at the last match or the deepest page a search serves. */
export function nextSearchOffset(last: Pick<SearchPage, 'items' | 'offset' | 'total'>): number | undefined {
  const next = last.offset + last.items.length;
  return last.items.length > 0 && next < last.total && next <= PUBLIC_MAX_OFFSET ? next : undefined;
}

/** The previous results stay on screen while new filters load. */
export function useSearchProperties(query: ApiQuery, enabled = true) {
  return useInfiniteQuery({ ...searchQuery(query), placeholderData: keepPreviousData, enabled });
}

/** The map shows up to 100 matches at once (the API's largest page). */
export const mapSearchQuery = (query: ApiQuery) => queryOptions({
  queryKey: listingKeys.mapSearch(query),
  queryFn: ({ signal }) => searchProperties(query, PAGE_MAX_LIMIT, 0, signal),
});

export function useMapSearchProperties(query: ApiQuery, enabled = true) {
  return useQuery({ ...mapSearchQuery(query), placeholderData: keepPreviousData, enabled });
}

/** How many listings a query finds: one row is fetched for its total, so counting stays cheap. */
export const searchCountQuery = (query: ApiQuery) => queryOptions({
  queryKey: listingKeys.searchCount(query),
  queryFn: async ({ signal }) => (await searchProperties(query, 1, 0, signal)).total,
  staleTime: 60_000,
});

export function useSearchCount(query: ApiQuery, enabled = true) {
  return useQuery({ ...searchCountQuery(query), placeholderData: keepPreviousData, enabled });
}

/** The totals of several queries at once (the empty state weighs which filter to drop). */
export function useSearchCounts(queries: ApiQuery[]) {
  return useQueries({ queries: queries.map((q) => searchCountQuery(q)) });
}
