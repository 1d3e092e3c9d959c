import { useQuery } from '@tanstack/react-query';
import type { Listing } from '../types';
import { ARCHIVED_LISTINGS_KEY, MY_LISTINGS_KEY } from '../query-keys';
import { fetchAllPages } from './get-page';

/** GET /api/properties/my: all of the signed-in lister's listings that are not archived (drafts included). */
export function fetchMyListings(signal?: AbortSignal): Promise<Listing[]> {
  return fetchAllPages<Listing>('/api/properties/my', {}, signal);
}

export function useMyListings(enabled = true) {
  return useQuery({ queryKey: MY_LISTINGS_KEY, queryFn: ({ signal }) => fetchMyListings(signal), enabled });
}

/** GET /api/properties/archived: the lister's archived listings. */
export function fetchArchivedListings(signal?: AbortSignal): Promise<Listing[]> {
  return fetchAllPages<Listing>('/api/properties/archived', {}, signal);
}

export function useArchivedListings(enabled = true) {
  return useQuery({ queryKey: ARCHIVED_LISTINGS_KEY, queryFn: ({ signal }) => fetchArchivedListings(signal), enabled });
}
