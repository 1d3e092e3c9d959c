// Reading listings (common/api/listings): one listing, the newest live ones, the lister's own and the counts.
import { queryOptions, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { DASHBOARD_RECENT_PROPERTIES } from '../../../common/constants';
import { approvedListingsUrl, PROPERTY_STATS_PATH } from '../../../common/page-reads';
import type { Listing, PropertyStats } from '../../../common/api/listings';
import type { SearchPage } from '../../../common/api/search';
import { takeBootData } from '../../boot/boot-data';
import { whenIdle } from '../../boot/when-idle';
import { apiGet, apiGetPage } from './http';
import { listingKeys } from './listing-keys';
import { fetchAllPages, fetchPage } from './pages';

/** GET /api/properties/:id: the listing with its lister (404 when missing or not the caller's to see). */
export function fetchListing(id: string, signal?: AbortSignal): Promise<Listing> {
  // Spelled as the server's preload hint for /property/:id spells it, so the preloaded answer is used.
  return apiGet<Listing>(`/api/properties/${encodeURIComponent(id)}`, { signal });
}

/**
 * POST /api/properties/:id/views: counts this view of a page the server drew with the listing already in it
 * (its own read does not count one, see server/lib/page-render-read.ts). Once the page has loaded, and never
 * in the way: a lost count is better than an error.
 */
function countViewOfDrawnListing(id: string): void {
  const send = () => void fetch(`/api/properties/${encodeURIComponent(id)}/views`, { method: 'POST', credentials: 'include', keepalive: true }).catch(() => undefined);
  // At an idle moment of its own: this runs while the page is being taken over, and a page's first fetch took
  // several milliseconds of that task on a fast host.
  const later = () => whenIdle(send);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/** The listing the page came with (a page the server drew), once; counts the view the server did not. */
function listingFromPage(id: string): Listing | undefined {
  const listing = takeBootData<Listing>(`/api/properties/${encodeURIComponent(id)}`);
  if (listing && typeof window !== 'undefined') countViewOfDrawnListing(id);
  return listing;
}

export const listingQuery = (id: string) => queryOptions({
  queryKey: listingKeys.detail(id),
  queryFn: ({ signal }) => fetchListing(id, signal),
  initialData: () => listingFromPage(id),
});

/**
 * The listing as already loaded by a list (home, search, map, the lister's lists), so the detail page can draw
 * at once while its own request runs.
 */
export function findCachedListing(client: QueryClient, id: string): Listing | undefined {
  const lists = [
    ...client.getQueriesData<Listing[]>({ queryKey: listingKeys.arrays }).map(([, data]) => data),
    ...client.getQueriesData<InfiniteData<SearchPage>>({ queryKey: listingKeys.searches }).flatMap(([, data]) => data?.pages.map((p) => p.items)),
    ...client.getQueriesData<SearchPage>({ queryKey: listingKeys.mapSearches }).map(([, data]) => data?.items),
  ];
  for (const list of lists) {
    const found = list?.find((listing) => listing.id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * One listing: the detail page, the edit page and a conversation's header read the same cache entry.
 * `drawFromLists`: show the copy a list already loaded while the request runs (the detail page); not for the
 * edit form, which must start from the lister's own full view.
 */
export function useListing(id: string, { enabled = true, drawFromLists = false } = {}) {
  const client = useQueryClient();
  return useQuery({ ...listingQuery(id), placeholderData: drawFromLists ? () => findCachedListing(client, id) : undefined, enabled });
}

/** GET /api/properties?status=approved: the newest live listings; the home page has them in its boot data. */
export const approvedListingsQuery = (limit: number) => queryOptions({
  queryKey: listingKeys.approved(limit),
  queryFn: async ({ signal }) => (await apiGetPage<Listing>(approvedListingsUrl(limit), { signal })).data,
  initialData: () => takeBootData<Listing[]>(approvedListingsUrl(limit)),
});

export function useApprovedProperties(limit: number) {
  return useQuery(approvedListingsQuery(limit));
}

/** GET /api/properties/stats (spec section 3): counts of live listings by category. */
export const propertyStatsQuery = queryOptions({
  queryKey: listingKeys.stats,
  queryFn: ({ signal }) => apiGet<PropertyStats>(PROPERTY_STATS_PATH, { signal }),
  initialData: () => takeBootData<PropertyStats>(PROPERTY_STATS_PATH),
});

export function usePropertyStats() {
  return useQuery(propertyStatsQuery);
}

/** GET /api/properties/my: all of the signed-in lister's listings that are not archived (drafts included). */
export const myListingsQuery = queryOptions({
  queryKey: listingKeys.mine,
  queryFn: ({ signal }) => fetchAllPages<Listing>('/api/properties/my', {}, signal),
});

export function useMyListings(enabled = true) {
  return useQuery({ ...myListingsQuery, enabled });
}

/** GET /api/properties/archived: the lister's archived listings. */
export const archivedListingsQuery = queryOptions({
  queryKey: listingKeys.archived,
  queryFn: ({ signal }) => fetchAllPages<Listing>('/api/properties/archived', {}, signal),
});

export function useArchivedListings(enabled = true) {
  return useQuery({ ...archivedListingsQuery, enabled });
}

/** The dashboard's few newest own listings. */
export const recentListingsQuery = queryOptions({
  queryKey: listingKeys.recent(DASHBOARD_RECENT_PROPERTIES),
  queryFn: async ({ signal }) => (await fetchPage<Listing>('/api/properties/my', { limit: DASHBOARD_RECENT_PROPERTIES }, signal)).data,
});

export function useRecentListings() {
  return useQuery(recentListingsQuery);
}
