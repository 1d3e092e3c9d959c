// GET /api/properties/search/nearby: the area and nearest places an empty neighbourhood search offers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NearbyPlaces } from '../../../common/api/nearby-places';
import { apiGet } from './http';
import { listingKeys } from './listing-keys';

type ApiQuery = Record<string, string | number>;

export const nearbyPlacesQuery = (query: ApiQuery) => queryOptions({
  queryKey: listingKeys.nearby(query),
  queryFn: ({ signal }) => {
    const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    return apiGet<NearbyPlaces>(`/api/properties/search/nearby?${params.toString()}`, { signal });
  },
  staleTime: 60_000,
});

export function useNearbyPlaces(query: ApiQuery, enabled: boolean) {
  return useQuery({ ...nearbyPlacesQuery(query), enabled });
}
