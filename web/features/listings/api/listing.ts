import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import type { Listing } from '../types';
import { listingKey } from '../query-keys';

/** GET /api/properties/:id: the listing with its lister (the lister and admins see drafts and reasons). */
export function fetchListing(id: string, signal?: AbortSignal): Promise<Listing> {
  return apiGet<Listing>(`/api/properties/${encodeURIComponent(id)}`, { signal });
}

export function useListing(id: string) {
  return useQuery({ queryKey: listingKey(id), queryFn: ({ signal }) => fetchListing(id, signal) });
}
