import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PAGE_MAX_LIMIT } from '../../../../common/constants';
import { SEARCH_API_PATH, SEARCH_PAGE_SIZE, searchApiUrl } from '../../../../common/search-filters';
import { apiGet } from '../../../lib/api';
import { takeBootData } from '../../../lib/boot-data';
import type { ListingPage } from '../../properties/types';

type ApiQuery = Record<string, string | number>;

export const searchKey = (query: ApiQuery) => [SEARCH_API_PATH, query] as const;
export const mapSearchKey = (query: ApiQuery) => [SEARCH_API_PATH, { ...query, limit: PAGE_MAX_LIMIT }] as const;

/** GET /api/properties/search: one page of live listings matching the filters, with the total. */
export function searchProperties(query: ApiQuery, limit: number, offset: number, signal?: AbortSignal): Promise<ListingPage> {
  return apiGet<ListingPage>(searchApiUrl(query, limit, offset), { signal });
}

/** Pages of 12 for the grid ('Load more'). The previous results stay on screen while new filters load. */
export function useSearchProperties(query: ApiQuery, enabled = true) {
  return useInfiniteQuery({
    queryKey: searchKey(query),
    queryFn: ({ pageParam, signal }) => searchProperties(query, SEARCH_PAGE_SIZE, pageParam, signal),
    initialPageParam: 0,
    initialData: () => {
      const first = takeBootData<ListingPage>(searchApiUrl(query, SEARCH_PAGE_SIZE, 0));
      return first ? { pages: [first], pageParams: [0] } : undefined;
    },
    getNextPageParam: (last) => {
      const next = last.offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The map shows up to 100 matches at once (the API's largest page). */
export function useMapSearchProperties(query: ApiQuery, enabled = true) {
  return useQuery({
    queryKey: mapSearchKey(query),
    queryFn: ({ signal }) => searchProperties(query, PAGE_MAX_LIMIT, 0, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
