// Reading a lister's public page (common/api/listers): the profile with its figures, and the live listings a
// page at a time (keyset: each page names the last listing it showed).
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LISTER_LISTINGS_PAGE } from '../../../common/lister-figures';
import type { ListerListingsPage, ListerPage } from '../../../common/api/listers';
import { apiGet } from '../../lib/api/http';

const listerKeys = {
  page: (id: string) => ['lister', id] as const,
  listings: (id: string) => ['lister', id, 'listings'] as const,
};

export function useListerPage(id: string) {
  return useQuery({
    queryKey: listerKeys.page(id),
    queryFn: ({ signal }) => apiGet<ListerPage>(`/api/listers/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useListerListings(id: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: listerKeys.listings(id),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const after = pageParam ? `&after=${encodeURIComponent(pageParam)}` : '';
      return apiGet<ListerListingsPage>(`/api/listers/${encodeURIComponent(id)}/listings?limit=${LISTER_LISTINGS_PAGE}${after}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}
