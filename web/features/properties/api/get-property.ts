import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import type { Listing } from '../types';

export const propertyKey = (id: string) => ['/api/properties', id] as const;

/** GET /api/properties/:id: the listing with its lister (404 when missing or not public). */
export function fetchProperty(id: string, signal?: AbortSignal): Promise<Listing> {
  return apiGet<Listing>(`/api/properties/${encodeURIComponent(id)}`, { signal });
}

function isListing(value: unknown, id: string): value is Listing {
  return Boolean(value && typeof value === 'object' && (value as { id?: unknown }).id === id && 'title' in value);
}

/**
 * The listing as already loaded by a list (search pages, featured), so the detail page can draw at once while
 * its own request runs. Lists come as arrays, `{ items }` or infinite `{ pages: [{ items }] }`.
 */
export function findCachedListing(client: QueryClient, id: string): Listing | undefined {
  for (const query of client.getQueryCache().getAll()) {
    const data = query.state.data as unknown;
    if (!data || typeof data !== 'object') continue;
    const d = data as { items?: unknown; pages?: Array<{ items?: unknown }> };
    const lists: unknown[] = Array.isArray(data) ? [data] : d.pages ? d.pages.map((p) => p?.items) : [d.items];
    for (const list of lists) {
      if (!Array.isArray(list)) continue;
      const found = list.find((item) => isListing(item, id));
      if (found) return found as Listing;
    }
  }
  return undefined;
}

export function useProperty(id: string) {
  const client = useQueryClient();
  return useQuery<Listing>({
    queryKey: propertyKey(id),
    queryFn: ({ signal }) => fetchProperty(id, signal),
    placeholderData: () => findCachedListing(client, id),
  });
}
